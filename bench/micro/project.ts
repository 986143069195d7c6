/**
 * Projection benchmark: `npx tsx bench/micro/project.ts` (or `npm run bench:micro`). Prints median and p95 per case after a warm-up.
 * The first (cold) run is reported separately: it pays for filling the per-zone offset cache.
 */
import { projectTimeslots } from '../../src/domain/recurrence/projection.ts'
import type { ProjectionSettings, ScheduleSpec } from '../../src/domain/types.ts'
import { percentile, samples } from '../lib/measure.ts'

const RUNS = 200
const WARMUP = 50

interface Case {
  name: string
  spec: ScheduleSpec
  settings: ProjectionSettings
}

const base = { addDaysNo: null, addBusinessDaysOnly: false, startTime: '20:00:00', endTime: '21:00:00' }
const now = Date.UTC(2027, 0, 1, 12)
const cases: Case[] = [
  {
    name: 'daily, 10 years, Europe/Vienna',
    spec: { ...base, ruleId: 2, byWeekday: null, firstDate: '2027-01-01', lastDate: '2036-12-31' },
    settings: { zone: 'Europe/Vienna', now, maxSlots: 10_000, defaultHorizonDays: null },
  },
  {
    name: 'weekly, 1 year, Europe/Vienna',
    spec: { ...base, ruleId: 4, byWeekday: 6, firstDate: '2027-01-01', lastDate: '2027-12-31' },
    settings: { zone: 'Europe/Vienna', now, maxSlots: 1_000, defaultHorizonDays: null },
  },
  {
    name: 'daily overnight 23:00-01:00, 10 years, America/New_York',
    spec: {
      ...base,
      ruleId: 2,
      byWeekday: null,
      firstDate: '2027-01-01',
      lastDate: '2036-12-31',
      startTime: '23:00:00',
      endTime: '01:00:00',
    },
    settings: { zone: 'America/New_York', now, maxSlots: 10_000, defaultHorizonDays: null },
  },
]

for (const c of cases) {
  const t0 = performance.now()
  const first = projectTimeslots(c.spec, c.settings)
  const cold = performance.now() - t0
  if (!first.ok) throw new Error(`${c.name}: ${first.problem.message}`)
  const times = samples(() => projectTimeslots(c.spec, c.settings), { runs: RUNS, warmup: WARMUP })
  console.log(
    `${c.name}: ${first.slots.length} slots, cold ${cold.toFixed(2)} ms, ` +
      `median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms (${RUNS} runs)`,
  )
}
