/**
 * Bounded recurrence (issue 35): the time to decide that a rule never matches, and to expand a rule
 * to 9999-12-31 or 1,000 occurrences (a schedule with lastDate 9999), over 1,500 generated hostile rules (the property
 * test's generator and seed, test/helpers/hostile-rules.ts), each timed 5 times (its fastest kept, so
 * a busy machine's pauses do not count). Reports the median, the 99th percentile and the slowest rule.
 * Run: `npm run bench:rrule-bound`.
 */

import { performance } from 'node:perf_hooks'
import fc from 'fast-check'
import {
  iterateRecurrence,
  LAST_RECURRENCE_DAY,
  recurrenceNeverMatches,
} from '../../src/domain/recurrence/rrule-expand.ts'
import { formatLocalDate } from '../../src/domain/time/civil-dates.ts'
import { hostileRule } from '../../test/helpers/hostile-rules.ts'
import { median, percentile } from '../lib/measure.ts'

const rules = fc.sample(hostileRule, { seed: 35_0001, numRuns: 1500 })
const fastest = (run: () => void) => {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < 5; i++) {
    const started = performance.now()
    run()
    best = Math.min(best, performance.now() - started)
  }
  return best
}

for (const [name, run] of [
  ['decide "never matches"', (r: (typeof rules)[number]) => recurrenceNeverMatches(r.rule, r.dtstart)],
  [
    'expand to 9999-12-31 or 1,000 occurrences (a projection with lastDate 9999 and the default MAX_TIMESLOTS_PER_SCHEDULE)',
    (r: (typeof rules)[number]) => {
      let left = 1000
      iterateRecurrence(r.rule, r.dtstart, { start: r.dtstart, end: LAST_RECURRENCE_DAY }, () => --left > 0)
    },
  ],
] as const) {
  const times = rules.map((r) => ({ r, ms: fastest(() => run(r)) }))
  const ms = times.map((x) => x.ms)
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a))
  console.log(
    `${name}: ${rules.length} hostile rules, median ${median(ms).toFixed(3)} ms, p99 ${percentile(ms, 0.99).toFixed(2)} ms, ` +
      `slowest ${slowest.ms.toFixed(2)} ms (${slowest.r.text} from ${formatLocalDate(slowest.r.dtstart)})`,
  )
}
