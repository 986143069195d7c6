/**
 * Why the projection keeps its own zone engine (src/domain/time/station-time.ts) beside date-fns-tz: both turn the
 * local start times of a daily schedule over ten years (3,653 wall times, and the same at 02:30, inside
 * a spring gap once a year) into instants, in several zones; the bench prints each one's median and
 * counts the answers on which they differ (only inside gaps, where our policy is documented).
 * Run: `npx tsx bench/micro/zone-engine.ts` (or `npm run bench:micro`).
 */
import { fromZonedTime } from 'date-fns-tz'
import { localToInstant } from '../../src/domain/time/station-time.ts'
import { median, samples } from '../lib/measure.ts'

const ZONES = ['Europe/Vienna', 'America/New_York', 'Australia/Lord_Howe', 'Europe/Chisinau', 'America/Santiago']
const RUNS = 30

function localTimes(time: string): string[] {
  const first = Date.UTC(2027, 0, 1)
  return Array.from(
    { length: 3_653 },
    (_, i) => `${new Date(first + i * 86_400_000).toISOString().slice(0, 10)} ${time}`,
  )
}

const medianOf = (run: () => void) => median(samples(run, { runs: RUNS, warmup: 5 }))

for (const time of ['20:00:00', '02:30:00']) {
  const locals = localTimes(time)
  for (const zone of ZONES) {
    let differ = 0
    for (const local of locals) if (localToInstant(local, zone) !== fromZonedTime(local, zone).getTime()) differ += 1
    const ours = medianOf(() => {
      for (const local of locals) localToInstant(local, zone)
    })
    const theirs = medianOf(() => {
      for (const local of locals) fromZonedTime(local, zone)
    })
    console.log(
      `${zone.padEnd(20)} ${time}: ours ${ours.toFixed(2)} ms, date-fns-tz ${theirs.toFixed(2)} ms (${(theirs / ours).toFixed(0)}x), ` +
        `${differ} of ${locals.length} answers differ`,
    )
  }
}
