/**
 * python-dateutil's rrule as an independent oracle (test/helpers/rrule-oracle.py), and generated RRULEs
 * within what both it and onair accept. dateutil intersects plain and ordinal BYDAY entries where
 * RFC 5545 unites them, and misnumbers some weeks in BYWEEKNO, so neither is generated here; both are
 * pinned as named cases in test/domain/recurrence/rrule.test.ts.
 */
import { spawnSync } from 'node:child_process'
import fc from 'fast-check'
import { WEEKDAY_CODES } from '../../src/domain/recurrence/rrule-parse.ts'
import { addLocalDays, daysFromCivil, formatLocalDate } from '../../src/domain/time/civil-dates.ts'
import { pythonDateutil } from './system-tools.ts'

const SCRIPT = new URL('./rrule-oracle.py', import.meta.url).pathname

export interface OracleCase {
  rule: string
  dtstart: string
  from: string
  to: string
  zone?: string
  startTime?: string
  endTime?: string
}

export interface OracleAnswer {
  dates?: string[]
  slots?: Array<[number, number] | null>
  timeout?: boolean
  overflow?: boolean
}

/** Asks dateutil about every case in one child process (a python3 with dateutil: system-tools.ts finds it). */
export function askOracle(cases: readonly OracleCase[]): OracleAnswer[] {
  const python = pythonDateutil()
  if (python.path === undefined) throw new Error(python.skip)
  const run = spawnSync(python.path, [SCRIPT], {
    input: JSON.stringify(cases),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  if (run.status !== 0) throw new Error(`the oracle failed: ${run.stderr}`)
  return JSON.parse(run.stdout) as OracleAnswer[]
}

const sub = <T>(values: readonly T[], max: number) =>
  fc.uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: max })
const signedList = (max: number, count: number) =>
  fc.uniqueArray(
    fc.integer({ min: 1, max }).chain((n) => fc.constantFrom(n, -n)),
    { minLength: 1, maxLength: count },
  )

/** An RRULE text dateutil and onair both read the same way. */
export const rruleText: fc.Arbitrary<string> = fc
  .record({
    freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
    interval: fc.oneof(fc.constant(1), fc.integer({ min: 2, max: 12 })),
    byMonth: fc.option(sub([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 4), { nil: undefined }),
    byDayKind: fc.constantFrom('none', 'plain', 'ordinal'),
    weekdays: sub(WEEKDAY_CODES, 4),
    ordinals: signedList(5, 3),
    yearOrdinals: signedList(53, 3),
    byMonthDay: fc.option(signedList(31, 3), { nil: undefined }),
    bySetPos: fc.option(signedList(3, 2), { nil: undefined }),
    wkst: fc.option(fc.constantFrom(...WEEKDAY_CODES), { nil: undefined }),
    end: fc.oneof(
      fc.constant(null),
      fc.integer({ min: 1, max: 60 }),
      fc.integer({ min: 1, max: 1500 }).map((days) => ({ days })),
    ),
  })
  .map((r) => {
    const parts = [`FREQ=${r.freq}`]
    if (r.interval !== 1) parts.push(`INTERVAL=${r.interval}`)
    if (r.byMonth !== undefined) parts.push(`BYMONTH=${r.byMonth.join(',')}`)
    const ordinalsAllowed = r.freq === 'MONTHLY' || r.freq === 'YEARLY'
    if (r.byDayKind === 'plain') parts.push(`BYDAY=${r.weekdays.join(',')}`)
    if (r.byDayKind === 'ordinal' && ordinalsAllowed) {
      const ordinals = r.freq === 'YEARLY' && r.byMonth === undefined ? r.yearOrdinals : r.ordinals
      parts.push(`BYDAY=${ordinals.map((n, i) => `${n}${r.weekdays[i % r.weekdays.length]}`).join(',')}`)
    }
    // Days every chosen month has, so no rule runs dry for centuries (dateutil would then search to 9999).
    // An ordinal and a month day rarely meet (1MO and the 20th never do): not combined.
    const ordinal = r.byDayKind === 'ordinal' && ordinalsAllowed
    if (r.byMonthDay !== undefined && r.freq !== 'WEEKLY' && !ordinal) {
      parts.push(
        `BYMONTHDAY=${r.byMonthDay
          .map((d) => (r.byMonth === undefined ? d : Math.sign(d) * Math.min(Math.abs(d), 28)))
          .filter((d, i, all) => all.indexOf(d) === i)
          .join(',')}`,
      )
    }
    if (r.bySetPos !== undefined && parts.length > (r.interval === 1 ? 1 : 2)) {
      // Only a monthly or yearly period of plain weekdays always has three days to choose from; others may have one.
      const wide =
        (r.freq === 'MONTHLY' || r.freq === 'YEARLY') && r.byDayKind === 'plain' && r.byMonthDay === undefined
      const positions = wide ? r.bySetPos : [(r.bySetPos[0] as number) > 0 ? 1 : -1]
      parts.push(`BYSETPOS=${positions.join(',')}`)
    }
    if (r.wkst !== undefined) parts.push(`WKST=${r.wkst}`)
    if (typeof r.end === 'number') parts.push(`COUNT=${r.end}`)
    return { parts, end: r.end }
  })
  .map(({ parts, end }) => ({
    text: parts.join(';'),
    untilDays: typeof end === 'object' && end !== null ? end.days : null,
  }))
  .map(({ text, untilDays }) => (untilDays === null ? text : `${text};UNTIL@${untilDays}`))

/** A DTSTART in one of three eras: around 1900, today's, and up to 9999. */
export const dtstartDay: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: daysFromCivil(1900, 1, 1), max: daysFromCivil(1903, 12, 31) }),
  fc.integer({ min: daysFromCivil(2020, 1, 1), max: daysFromCivil(2040, 12, 31) }),
  fc.integer({ min: daysFromCivil(9990, 1, 1), max: daysFromCivil(9999, 12, 31) }),
)

/** A generated case: the rule (UNTIL filled in from DTSTART), DTSTART and a window after it, up to 9999-12-31. */
export const oracleCase: fc.Arbitrary<OracleCase> = fc
  .record({
    rule: rruleText,
    dtstart: dtstartDay,
    offset: fc.integer({ min: 0, max: 400 }),
    length: fc.integer({ min: 0, max: 1200 }),
  })
  .map(({ rule, dtstart, offset, length }) => {
    const last = daysFromCivil(9999, 12, 31)
    const start = formatLocalDate(dtstart)
    const filled = rule.replace(
      /UNTIL@(\d+)/,
      (_, days: string) => `UNTIL=${addLocalDays(start, Math.min(Number(days), last - dtstart)).replaceAll('-', '')}`,
    )
    return {
      rule: filled,
      dtstart: start,
      from: formatLocalDate(Math.min(dtstart + offset, last)),
      to: formatLocalDate(Math.min(dtstart + offset + length, last)),
    }
  })
