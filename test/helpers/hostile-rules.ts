/**
 * Hostile RRULEs: any combination of the parts onair reads, however unlikely to match (BYMONTH=2 with
 * BYMONTHDAY=30, an ordinal and a month day that never meet, BYSETPOS past the period, large
 * intervals, rare week numbers), with a DTSTART anywhere from 1900 to 9999. Shared by the bound's
 * property test and its bench.
 */
import fc from 'fast-check'
import { parseRecurrence, type Recurrence, WEEKDAY_CODES } from '../../src/domain/recurrence/rrule-parse.ts'
import { daysFromCivil } from '../../src/domain/time/civil-dates.ts'

const subset = <T>(max: number, values: fc.Arbitrary<T>) =>
  fc.uniqueArray(values, { minLength: 1, maxLength: max, selector: (v) => JSON.stringify(v) })
const signed = (max: number) => fc.integer({ min: 1, max }).chain((n) => fc.constantFrom(n, -n))

export const hostileRuleText: fc.Arbitrary<string> = fc
  .record({
    freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
    interval: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 30 }), fc.integer({ min: 31, max: 1000 })),
    byMonth: fc.option(subset(4, fc.integer({ min: 1, max: 12 })), { nil: undefined }),
    byMonthDay: fc.option(subset(4, fc.oneof(signed(31), fc.integer({ min: 28, max: 31 }))), { nil: undefined }),
    byDay: fc.option(subset(3, fc.tuple(fc.option(signed(5), { nil: null }), fc.constantFrom(...WEEKDAY_CODES))), {
      nil: undefined,
    }),
    byWeekNo: fc.option(subset(3, fc.oneof(fc.integer({ min: 1, max: 53 }), fc.constantFrom(1, 52, 53))), {
      nil: undefined,
    }),
    bySetPos: fc.option(subset(2, signed(400)), { nil: undefined }),
  })
  .map((r) => {
    const parts = [`FREQ=${r.freq}`, `INTERVAL=${r.interval}`]
    if (r.byMonth !== undefined) parts.push(`BYMONTH=${r.byMonth.join(',')}`)
    if (r.byMonthDay !== undefined) parts.push(`BYMONTHDAY=${r.byMonthDay.join(',')}`)
    if (r.byDay !== undefined) parts.push(`BYDAY=${r.byDay.map(([n, d]) => `${n ?? ''}${d}`).join(',')}`)
    if (r.byWeekNo !== undefined) parts.push(`BYWEEKNO=${r.byWeekNo.join(',')}`)
    if (r.bySetPos !== undefined) parts.push(`BYSETPOS=${r.bySetPos.join(',')}`)
    return parts.join(';')
  })

/** A hostile rule onair's parser accepts (the others never reach the expansion), with its DTSTART. */
export const hostileRule: fc.Arbitrary<{ text: string; rule: Recurrence; dtstart: number }> = fc
  .record({
    text: hostileRuleText,
    dtstart: fc.integer({ min: daysFromCivil(1900, 1, 1), max: daysFromCivil(9999, 12, 31) }),
  })
  .map(({ text, dtstart }) => {
    const parsed = parseRecurrence(text)
    return parsed.ok ? { text, rule: parsed.rule, dtstart } : null
  })
  .filter((r): r is { text: string; rule: Recurrence; dtstart: number } => r !== null)
