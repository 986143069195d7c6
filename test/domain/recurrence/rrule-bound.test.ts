/**
 * Bounded recurrence (issue 35): a rule that never matches is known within one 400-year calendar cycle
 * of its periods, whatever its shape, so no rule walks to 9999 for nothing. Asserted on the periods the
 * walk looks at, not on time (bench/micro/rrule-bound.ts times the same rules).
 */
import fc from 'fast-check'
import t from 'tap'
import {
  iterateRecurrence,
  LAST_RECURRENCE_DAY,
  recurrenceNeverMatches,
} from '../../../src/domain/recurrence/rrule-expand.ts'
import { parseRecurrence, type Recurrence } from '../../../src/domain/recurrence/rrule-parse.ts'
import { civilFromDays, daysFromCivil, formatLocalDate } from '../../../src/domain/time/civil-dates.ts'
import { hostileRule } from '../../helpers/hostile-rules.ts'

const rule = (text: string) => (parseRecurrence(text) as { rule: Recurrence }).rule
const DTSTART = daysFromCivil(2027, 1, 5)

/** The periods of one 400-year cycle and a year and a period more (a first period cut short, the one that ends the walk), by frequency. */
const CYCLE_PERIODS = { DAILY: 146_097 + 4_800 + 14, WEEKLY: 20_871 + 54, MONTHLY: 4_800 + 14, YEARLY: 400 + 3 }

t.test("the review's rules are known never to match at once", async (t) => {
  for (const text of [
    'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=1',
    'FREQ=DAILY;BYMONTHDAY=31;BYMONTH=2,4,6,9,11',
    'FREQ=DAILY;INTERVAL=11;BYMONTH=2;BYMONTHDAY=30',
  ]) {
    const walk = recurrenceNeverMatches(rule(text), DTSTART)
    t.equal(walk.neverMatches, true, text)
    t.ok(walk.periods <= 4_813, `${text}: ${walk.periods} periods, a month at a time over one cycle`)
  }
  t.same(
    recurrenceNeverMatches(rule('FREQ=WEEKLY;BYDAY=MO;BYSETPOS=2'), DTSTART),
    { periods: 0, neverMatches: true },
    'BYSETPOS past the period: known from the parts',
  )
})

t.test('rare but real occurrences are still found', async (t) => {
  const first = (text: string) => {
    let found: string | null = null
    iterateRecurrence(rule(text), DTSTART, { start: DTSTART, end: LAST_RECURRENCE_DAY }, (d) => {
      found = formatLocalDate(d)
      return false
    })
    return found
  }
  t.equal(recurrenceNeverMatches(rule('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO'), DTSTART).neverMatches, false)
  t.equal(first('FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO'), '2044-02-29', 'a Monday 29 February, 17 years on')
  t.equal(
    first('FREQ=YEARLY;INTERVAL=400;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO'),
    null,
    'every 400 years the same weekday: never from a non-leap 2027',
  )
  // 29 February on a Monday, on an 11-day grid: rarer than once a cycle, decided without walking 11 cycles.
  const sparse = recurrenceNeverMatches(rule('FREQ=DAILY;INTERVAL=11;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO'), DTSTART)
  t.equal(sparse.neverMatches, false)
  t.notOk(first('FREQ=DAILY;INTERVAL=11;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO') === null, 'and the walk reaches it')
})

t.test(
  'property: any rule is decided within one calendar cycle of its periods, and a walk to 9999 stops as soon',
  async (t) => {
    let never = 0
    fc.assert(
      fc.property(hostileRule, ({ text, rule, dtstart }) => {
        const decided = recurrenceNeverMatches(rule, dtstart)
        if (decided.periods > CYCLE_PERIODS[rule.freq])
          throw new Error(`${text} from ${formatLocalDate(dtstart)}: ${decided.periods} periods`)
        if (decided.neverMatches) {
          never++
          // The expansion a projection or an import runs stops too, without an occurrence.
          let found = false
          const walk = iterateRecurrence(rule, dtstart, { start: dtstart, end: LAST_RECURRENCE_DAY }, () => {
            found = true
            return false
          })
          if (found) throw new Error(`${text} from ${formatLocalDate(dtstart)}: said never, then matched`)
          const allowed = rule.freq === 'DAILY' ? CYCLE_PERIODS.DAILY * rule.interval : CYCLE_PERIODS[rule.freq]
          if (walk.periods > allowed) throw new Error(`${text}: the walk looked at ${walk.periods} periods`)
        }
      }),
      { seed: 35_0001, numRuns: 1500 },
    )
    t.ok(never > 100, `${never} of 1500 hostile rules never match`)
  },
)

t.test('a yearly walk that reuses the years 400 before gives the days each year gives on its own', async (t) => {
  // Each one-year window starts the walk at that year, so its days are computed, never reused.
  const yearly = hostileRule.filter((r) => r.rule.freq === 'YEARLY' && r.dtstart < daysFromCivil(8000, 1, 1))
  let compared = 0
  fc.assert(
    fc.property(yearly, ({ text, rule, dtstart }) => {
      const open = { ...rule, count: null, until: null }
      const end = Math.min(LAST_RECURRENCE_DAY, dtstart + 1_300 * 366)
      const walked: number[] = []
      iterateRecurrence(open, dtstart, { start: dtstart, end }, (day) => walked.push(day) < 2_000)
      const [y0] = civilFromDays(dtstart)
      const byYear: number[] = []
      for (let y = y0; byYear.length < walked.length && y <= 9999; y++) {
        const window = {
          start: Math.max(dtstart, daysFromCivil(y, 1, 1)),
          end: Math.min(end, daysFromCivil(y, 12, 31)),
        }
        if (window.start > window.end) break
        iterateRecurrence(open, dtstart, window, (day) => byYear.push(day) < 2_000)
      }
      compared += walked.length
      if (JSON.stringify(walked) !== JSON.stringify(byYear.slice(0, walked.length))) {
        throw new Error(`${text} from ${formatLocalDate(dtstart)}: ${walked.length} walked, ${byYear.length} by year`)
      }
    }),
    { seed: 35_0400, numRuns: 150 },
  )
  t.ok(compared > 1_000, `${compared} days compared`)
})
