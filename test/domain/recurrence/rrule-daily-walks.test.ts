/**
 * The fast walks of rare DAILY rules give what the month walk gives: the same days, and the same
 * "never matches", over generated rules and windows (ending at 9999, or just around the day the
 * month walk gives up on a rule that never matches).
 */
import fc from 'fast-check'
import t from 'tap'
import { longestGapDays } from '../../../src/domain/recurrence/rrule-bound.ts'
import {
  type ExpandOptions,
  iterateRecurrence,
  LAST_RECURRENCE_DAY,
} from '../../../src/domain/recurrence/rrule-expand.ts'
import { parseRecurrence, type Recurrence } from '../../../src/domain/recurrence/rrule-parse.ts'
import { formatLocalDate } from '../../../src/domain/time/civil-dates.ts'
import { hostileRule } from '../../helpers/hostile-rules.ts'

const daily = hostileRule.filter((r) => r.rule.freq === 'DAILY')
const rare = fc
  .record({
    interval: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 40 }), fc.integer({ min: 41, max: 1000 })),
    byMonth: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 3 })),
    byMonthDay: fc.option(
      fc.uniqueArray(fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: -31, max: -1 })), {
        minLength: 1,
        maxLength: 3,
      }),
    ),
    byDay: fc.option(fc.uniqueArray(fc.constantFrom('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'), { maxLength: 3 })),
    count: fc.option(fc.integer({ min: 1, max: 50 })),
  })
  .map((r) => {
    const parts = ['FREQ=DAILY', `INTERVAL=${r.interval}`]
    if (r.byMonth !== null) parts.push(`BYMONTH=${r.byMonth.join(',')}`)
    if (r.byMonthDay !== null) parts.push(`BYMONTHDAY=${r.byMonthDay.join(',')}`)
    if (r.byDay !== null && r.byDay.length > 0) parts.push(`BYDAY=${r.byDay.join(',')}`)
    if (r.count !== null) parts.push(`COUNT=${r.count}`)
    return parts.join(';')
  })
  .map((text) => ({ text, rule: (parseRecurrence(text) as { ok: true; rule: Recurrence }).rule }))

/** Where a window ends: 9999, a few years on, or around the day the month walk gives up. */
const windowEnd = fc.oneof(
  fc.constant({ kind: 'last' as const, offset: 0 }),
  fc.record({ kind: fc.constant('soon' as const), offset: fc.integer({ min: 0, max: 3_000 }) }),
  fc.record({ kind: fc.constant('gap' as const), offset: fc.integer({ min: -800, max: 800 }) }),
)

function walkBoth(rule: Recurrence, dtstart: number, startOffset: number, end: { kind: string; offset: number }) {
  const start = dtstart + startOffset
  const last =
    end.kind === 'last'
      ? LAST_RECURRENCE_DAY
      : end.kind === 'soon'
        ? start + end.offset
        : start + longestGapDays(rule) + end.offset
  const window = { start, end: Math.min(last, LAST_RECURRENCE_DAY) }
  const run = (options: ExpandOptions) => {
    const days: number[] = []
    const walk = iterateRecurrence(rule, dtstart, window, (d) => days.push(d) < 1_500, options)
    return { days: days.map(formatLocalDate), neverMatches: walk.neverMatches }
  }
  return { fast: run({}), reference: run({ walkEveryMonth: true }) }
}

const dtstartArb = fc.integer({ min: 0, max: LAST_RECURRENCE_DAY - 200_000 })

/** Rules that never match (a grid on other weekdays, month days a month lacks), with the windows that end around the day the month walk gives up. */
const never = fc
  .record({
    text: fc.constantFrom(
      'FREQ=DAILY;INTERVAL=7;BYDAY=TU,WE,TH,FR,SA,SU',
      'FREQ=DAILY;INTERVAL=14;BYMONTHDAY=13;BYDAY=SA,SU',
      'FREQ=DAILY;INTERVAL=21;BYMONTH=3,9;BYDAY=TU',
      'FREQ=DAILY;INTERVAL=5;BYMONTH=2;BYMONTHDAY=30,-30',
      'FREQ=DAILY;BYMONTH=4,6,9;BYMONTHDAY=31',
      'FREQ=DAILY;INTERVAL=3;BYMONTH=2,11;BYMONTHDAY=31;BYDAY=MO',
    ),
    monday: fc.integer({ min: 0, max: 1_000 }),
    offset: fc.integer({ min: -500, max: 500 }),
  })
  .map(({ text, monday, offset }) => ({
    text,
    rule: (parseRecurrence(text) as { rule: Recurrence }).rule,
    // 1970-01-05 was a Monday: the weekly grids start on Mondays, so they never meet their BYDAY.
    dtstart: 4 + 7 * 52 * monday,
    offset,
  }))

t.test('property: a rule that never matches is given up on the day the month walk gives up', async (t) => {
  const verdicts = new Set<boolean>()
  fc.assert(
    fc.property(never, ({ text, rule, dtstart, offset }) => {
      const { fast, reference } = walkBoth(rule, dtstart, 0, { kind: 'gap', offset })
      verdicts.add(reference.neverMatches)
      if (JSON.stringify(fast) !== JSON.stringify(reference))
        throw new Error(`${text} from ${formatLocalDate(dtstart)} to gap ${offset}: fast ${JSON.stringify(fast)}`)
    }),
    { seed: 35_0019, numRuns: 200 },
  )
  t.same([...verdicts].sort(), [false, true], 'windows ending both before and after it')
})

t.test('property: rare DAILY rules walk to the days and the verdict of the month walk', async (t) => {
  let found = 0
  let never = 0
  fc.assert(
    fc.property(rare, dtstartArb, fc.integer({ min: 0, max: 400 }), windowEnd, ({ text, rule }, dtstart, so, end) => {
      const { fast, reference } = walkBoth(rule, dtstart, so, end)
      found += fast.days.length
      if (reference.neverMatches) never++
      if (JSON.stringify(fast) !== JSON.stringify(reference))
        throw new Error(
          `${text} from ${formatLocalDate(dtstart)}: fast ${JSON.stringify(fast).slice(0, 300)} month walk ${JSON.stringify(reference).slice(0, 300)}`,
        )
    }),
    { seed: 35_0017, numRuns: 400 },
  )
  t.ok(found > 5_000, `${found} days compared`)
  t.ok(never > 0, `${never} walks ended on "never matches"`)
})

t.test('property: hostile DAILY rules too', async (t) => {
  let compared = 0
  fc.assert(
    fc.property(daily, fc.integer({ min: 0, max: 400 }), windowEnd, ({ text, rule, dtstart }, so, end) => {
      if (dtstart + so > LAST_RECURRENCE_DAY) return
      const { fast, reference } = walkBoth(rule, dtstart, so, end)
      compared++
      if (JSON.stringify(fast) !== JSON.stringify(reference))
        throw new Error(`${text} from ${formatLocalDate(dtstart)}: fast and month walk differ`)
    }),
    { seed: 35_0018, numRuns: 300 },
  )
  t.ok(compared > 250, `${compared} rules compared`)
})

t.test("the issue's slowest rule: its Thursdays, as the month walk finds them", async (t) => {
  const rule = (parseRecurrence('FREQ=DAILY;INTERVAL=17;BYMONTHDAY=29,3,-12;BYDAY=TH') as { rule: Recurrence }).rule
  const { fast, reference } = walkBoth(rule, 0, 0, { kind: 'last', offset: 0 })
  t.same(fast, reference)
  t.ok(fast.days.length > 1_000, `${fast.days.length} days compared`)
})
