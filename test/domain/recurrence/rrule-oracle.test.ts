/**
 * The recurrence engine against an independent implementation: python-dateutil's rrule, run as a
 * child process on generated rules from DTSTARTs around 1900, today and up to 9999-12-31.
 */
import fc from 'fast-check'
import t from 'tap'
import { projectTimeslots } from '../../../src/domain/recurrence/projection.ts'
import { recurrenceDays } from '../../../src/domain/recurrence/rrule-expand.ts'
import { parseRecurrence } from '../../../src/domain/recurrence/rrule-parse.ts'
import { formatLocalDate, MS_PER_DAY, parseLocalDate } from '../../../src/domain/time/civil-dates.ts'
import { askOracle, oracleCase } from '../../helpers/rrule-oracle.ts'
import { pythonDateutil, testsNeeding } from '../../helpers/system-tools.ts'

const test = testsNeeding(t, pythonDateutil())
const SEED = Number(process.env.ORACLE_SEED ?? 20261202)
const RULES = 1500

test('generated RRULEs give the dates python-dateutil gives', async (t) => {
  const cases = fc.sample(oracleCase, { seed: SEED, numRuns: RULES })
  const answers = askOracle(cases)
  const mismatches: string[] = []
  let timeouts = 0
  let dates = 0
  let overflows = 0
  cases.forEach((c, i) => {
    const answer = answers[i]
    if (answer?.timeout === true) {
      timeouts++
      return
    }
    if (answer?.overflow === true) overflows++
    const parsed = parseRecurrence(c.rule)
    if (!parsed.ok) {
      mismatches.push(`${c.rule}: refused (${parsed.problem.message})`)
      return
    }
    const start = parseLocalDate(c.dtstart) as number
    const ours = recurrenceDays(parsed.rule, start, {
      start: parseLocalDate(c.from) as number,
      end: parseLocalDate(c.to) as number,
    }).map(formatLocalDate)
    dates += ours.length
    if (JSON.stringify(ours) !== JSON.stringify(answer?.dates)) {
      mismatches.push(
        `${c.rule} from ${c.dtstart} in [${c.from}, ${c.to}]: ours ${ours.slice(0, 8).join(' ')} dateutil ${answer?.dates?.slice(0, 8).join(' ')}`,
      )
    }
  })
  t.comment(
    `seed ${SEED}: ${RULES} rules, ${dates} dates, ${mismatches.length} mismatches, ${timeouts} oracle timeouts, ${overflows} where dateutil raised past 9999-12-31 (its dates up to there compared)`,
  )
  t.same(mismatches.slice(0, 10), [], 'no mismatch')
  t.equal(timeouts, 0, 'dateutil answered every case')
  t.ok(
    cases.some((c) => c.from.startsWith('1900')) && cases.some((c) => c.to === '9999-12-31'),
    'years 1900 and 9999 are in the sample',
  )
})

const ZONES = [
  'Europe/Vienna', // DST gap 02:00-03:00 and fold
  'America/St_Johns', // -03:30 with DST
  'Asia/Kathmandu', // +05:45
  'Australia/Lord_Howe', // +10:30 with a 30-minute DST shift
  'Pacific/Chatham', // +12:45 with DST
  'America/Havana', // DST from 00:00 to 01:00: a gap at midnight
  'America/Santiago', // changes at midnight
  'Asia/Beirut', // changes at midnight
]
const clock = fc.constantFrom(
  '00:00:00',
  '00:30:00',
  '01:30:00',
  '02:00:00',
  '02:30:00',
  '03:00:00',
  '12:00:00',
  '23:00:00',
  '23:30:00',
)
const ZONE_RULES = 800

test('generated RRULEs projected in zones with gaps, folds, odd offsets and midnight changes give dateutil + zoneinfo instants', async (t) => {
  const cases = fc
    .sample(
      fc
        .record({ c: oracleCase, zone: fc.constantFrom(...ZONES), startTime: clock, endTime: clock })
        .filter(
          ({ c, startTime, endTime }) =>
            startTime !== endTime && c.from !== c.to && !(c.to === '9999-12-31' && endTime < startTime),
        ),
      { seed: SEED + 1, numRuns: ZONE_RULES },
    )
    .map(({ c, zone, startTime, endTime }) => ({ ...c, zone, startTime, endTime }))
  // Every day of two years around now, and of 1900 and 9999, at the times the changes hit, so each gap and fold is met.
  const pairs = [
    ['00:00:00', '00:30:00'],
    ['00:30:00', '02:30:00'],
    ['02:30:00', '03:00:00'],
    ['23:30:00', '02:30:00'],
  ] as const
  const spans = [
    ['2026-01-01', '2027-12-31'],
    ['1900-01-01', '1901-12-31'],
    ['9998-01-01', '9999-12-30'],
  ] as const
  for (const zone of ZONES) {
    for (const [startTime, endTime] of pairs) {
      for (const [from, to] of spans)
        cases.push({ rule: 'FREQ=DAILY', dtstart: from, from, to, zone, startTime, endTime })
    }
  }
  const answers = askOracle(cases)
  const mismatches: string[] = []
  let slots = 0
  let emptied = 0
  let neverMatching = 0
  cases.forEach((c, i) => {
    const answer = answers[i]
    const result = projectTimeslots(
      {
        ruleId: 0,
        byWeekday: null,
        recurrence: c.rule,
        firstDate: c.from,
        anchorDate: c.dtstart,
        lastDate: c.to,
        startTime: c.startTime,
        endTime: c.endTime,
        addDaysNo: null,
        addBusinessDaysOnly: false,
      },
      // Before the series, so no occurrence is past and the window starts at firstDate.
      {
        zone: c.zone,
        now: (parseLocalDate(c.dtstart) as number) * MS_PER_DAY - 3 * MS_PER_DAY,
        maxSlots: 100_000,
        defaultHorizonDays: null,
      },
    )
    if (!result.ok) {
      // A rule with no day from its DTSTART to 9999-12-31 is refused (issue 35); dateutil has none either.
      if (/never matches/.test(result.problem.message) && answer?.slots?.length === 0) neverMatching++
      else mismatches.push(`${c.rule} in ${c.zone}: ${result.problem.message}`)
      return
    }
    const byDate = new Map<string, [number, number] | null>(
      result.slots.map((slot) => [slot.date, [slot.start, slot.end]]),
    )
    for (const skip of result.skipped) byDate.set(skip.date, null)
    const ours = [...byDate.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, slot]) => slot)
    slots += result.slots.length
    emptied += result.skipped.length
    if (JSON.stringify(ours) !== JSON.stringify(answer?.slots)) {
      mismatches.push(
        `${c.rule} from ${c.dtstart} in [${c.from}, ${c.to}] ${c.startTime}-${c.endTime} ${c.zone}: ours ${JSON.stringify(ours.slice(0, 4))} theirs ${JSON.stringify(answer?.slots?.slice(0, 4))}`,
      )
    }
  })
  t.comment(
    `seed ${SEED + 1}: ${ZONE_RULES} generated rules and ${ZONES.length * 12} daily series in ${ZONES.length} zones, ${slots} timeslots, ${emptied} emptied by DST, ${neverMatching} refused as never matching (dateutil: none either), ${mismatches.length} mismatches`,
  )
  t.same(mismatches.slice(0, 10), [], 'no mismatch')
})
