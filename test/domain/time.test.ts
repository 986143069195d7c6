import { addBusinessDays as dfAddBusinessDays, getISOWeek } from 'date-fns'
import { formatInTimeZone } from 'date-fns-tz'
import fc from 'fast-check'
import t from 'tap'
import {
  addBusinessDays,
  addLocalDays,
  formatLocalDate,
  formatWall,
  instantToLocal,
  instantToWall,
  isoWeekOf,
  canonicalZone,
  localToInstant,
  parseLocalDate,
  parseLocalDateTime,
  parseLocalTime,
  todayIn,
  wallDigits,
  weekdayOf,
} from '../../src/domain/time.ts'

const ZONES = ['UTC', 'Europe/Vienna', 'America/New_York', 'Australia/Sydney', 'Asia/Kolkata', 'Australia/Lord_Howe']
const iso = (ms: number) => new Date(ms).toISOString()
const day = (s: string) => {
  const d = parseLocalDate(s)
  if (d === null) throw new Error(`bad test date ${s}`)
  return d
}
/** A calendar date as a host-local Date at noon: date-fns reads local fields, whatever the host zone. */
const hostNoon = (s: string) => {
  const [y, m, d] = s.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d, 12)
}
const fromHost = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`

t.test('localToInstant converts ordinary wall times in the given zone', async (t) => {
  t.equal(iso(localToInstant('2027-01-05 20:00:00', 'Europe/Vienna')), '2027-01-05T19:00:00.000Z')
  t.equal(iso(localToInstant('2027-07-05 20:00:00', 'Europe/Vienna')), '2027-07-05T18:00:00.000Z')
  t.equal(iso(localToInstant('2027-01-05 20:00:00', 'America/New_York')), '2027-01-06T01:00:00.000Z')
  t.equal(iso(localToInstant('2027-01-05 20:00:00', 'Asia/Kolkata')), '2027-01-05T14:30:00.000Z')
  t.equal(iso(localToInstant('2027-01-05 20:00:00', 'Australia/Sydney')), '2027-01-05T09:00:00.000Z')
  t.equal(iso(localToInstant('2028-02-29 00:00:00', 'UTC')), '2028-02-29T00:00:00.000Z')
})

t.test('a time in the spring-forward gap moves to the end of the gap', async (t) => {
  t.equal(iso(localToInstant('2027-03-28 02:30:00', 'Europe/Vienna')), '2027-03-28T01:00:00.000Z')
  t.equal(iso(localToInstant('2027-03-28 02:00:00', 'Europe/Vienna')), '2027-03-28T01:00:00.000Z')
  t.equal(iso(localToInstant('2027-03-28 03:00:00', 'Europe/Vienna')), '2027-03-28T01:00:00.000Z')
  t.equal(instantToLocal(localToInstant('2027-03-28 02:30:00', 'Europe/Vienna'), 'Europe/Vienna'), '2027-03-28 03:00:00')
  t.equal(iso(localToInstant('2027-03-14 02:30:00', 'America/New_York')), '2027-03-14T07:00:00.000Z')
  // Lord Howe springs forward by only 30 minutes, at 02:00 local.
  t.equal(iso(localToInstant('2027-10-03 02:15:00', 'Australia/Lord_Howe')), '2027-10-02T15:30:00.000Z')
  t.equal(iso(localToInstant('2027-10-03 01:59:59', 'Australia/Lord_Howe')), '2027-10-02T15:29:59.000Z')
})

t.test('an ambiguous autumn time takes the first (summer-time) occurrence', async (t) => {
  t.equal(iso(localToInstant('2027-10-31 02:30:00', 'Europe/Vienna')), '2027-10-31T00:30:00.000Z')
  t.equal(iso(localToInstant('2027-10-31 01:59:59', 'Europe/Vienna')), '2027-10-30T23:59:59.000Z')
  t.equal(iso(localToInstant('2027-10-31 03:00:00', 'Europe/Vienna')), '2027-10-31T02:00:00.000Z')
  t.equal(iso(localToInstant('2027-11-07 01:30:00', 'America/New_York')), '2027-11-07T05:30:00.000Z')
  t.equal(iso(localToInstant('2027-04-04 02:30:00', 'Australia/Sydney')), '2027-04-03T15:30:00.000Z')
})

t.test('localToInstant rejects malformed input loudly', async (t) => {
  t.throws(() => localToInstant('2027-02-30 10:00:00', 'UTC'), RangeError)
  t.throws(() => localToInstant('2027-01-01T10:00:00', 'UTC'), RangeError)
})

t.test('instantToLocal and todayIn read the wall clock of the zone', async (t) => {
  t.equal(instantToLocal(Date.UTC(2027, 0, 5, 19), 'Europe/Vienna'), '2027-01-05 20:00:00')
  t.equal(instantToLocal(Date.UTC(2027, 9, 31, 0, 30), 'Europe/Vienna'), '2027-10-31 02:30:00')
  t.equal(instantToLocal(Date.UTC(2027, 9, 31, 1, 30), 'Europe/Vienna'), '2027-10-31 02:30:00')
  t.equal(instantToWall(Date.UTC(2027, 0, 5, 19), 'Europe/Vienna'), Date.UTC(2027, 0, 5, 20))
  t.equal(todayIn('Pacific/Auckland', Date.UTC(2027, 0, 5, 12)), '2027-01-06')
  t.equal(todayIn('Pacific/Honolulu', Date.UTC(2027, 0, 5, 8)), '2027-01-04')
  t.equal(todayIn('Europe/Vienna', Date.UTC(2027, 11, 31, 23)), '2028-01-01')
})

t.test('canonicalZone accepts IANA names only, in their canonical spelling', async (t) => {
  t.equal(canonicalZone('Europe/Vienna'), 'Europe/Vienna')
  t.equal(canonicalZone('europe/vienna'), 'Europe/Vienna')
  t.equal(canonicalZone('UTC'), 'UTC')
  t.equal(canonicalZone('Mars/Olympus_Mons'), null)
  t.equal(canonicalZone('+01:00'), null)
  t.equal(canonicalZone(''), null)
})

t.test('parsing validates real dates and times', async (t) => {
  t.equal(parseLocalDateTime('2028-02-29 23:59:59'), '2028-02-29 23:59:59')
  for (const bad of ['2027-02-29 10:00:00', '2027-13-01 10:00:00', '2027-01-01 24:00:00', '2027-01-01 10:60:00',
    '2027-01-01 10:00:60', '2027-01-01T10:00:00', '2027-1-01 10:00:00', '2027-01-01 10:00', ' 2027-01-01 10:00:00']) {
    t.equal(parseLocalDateTime(bad), null, bad)
  }
  t.equal(parseLocalDate('2028-02-29'), Date.UTC(2028, 1, 29) / 86_400_000)
  t.equal(parseLocalDate('2100-02-29'), null)
  t.equal(parseLocalDate('2000-02-29'), Date.UTC(2000, 1, 29) / 86_400_000)
  t.equal(parseLocalDate('2027-04-31'), null)
  t.equal(parseLocalTime('00:00:00'), 0)
  t.equal(parseLocalTime('23:59:59'), 86_399)
  t.equal(parseLocalTime('7:00:00'), null)
})

t.test('calendar arithmetic is pure day arithmetic', async (t) => {
  t.equal(addLocalDays('2027-12-31', 1), '2028-01-01')
  t.equal(addLocalDays('2028-02-28', 1), '2028-02-29')
  t.equal(addLocalDays('2028-03-01', -1), '2028-02-29')
  t.equal(addLocalDays('2027-03-27', 1), '2027-03-28', 'a DST day is an ordinary day')
  t.equal(formatLocalDate(0), '1970-01-01')
  t.equal(weekdayOf(day('2027-01-04')), 0, 'Monday')
  t.equal(weekdayOf(day('2028-02-29')), 1, 'Tuesday')
  t.equal(formatWall(Date.UTC(2027, 0, 5, 20, 5, 9)), '2027-01-05 20:05:09')
  t.equal(wallDigits(Date.UTC(2027, 0, 5, 0, 0, 7)), '20270105000007')
})

t.test('ISO weeks: 2026 has a week 53 and 2027-01-04 starts week 1', async (t) => {
  t.equal(isoWeekOf(day('2026-12-28')), 53)
  t.equal(isoWeekOf(day('2027-01-03')), 53)
  t.equal(isoWeekOf(day('2027-01-04')), 1)
  t.equal(isoWeekOf(day('2027-12-31')), 52)
  t.equal(isoWeekOf(day('2025-12-29')), 1, 'belongs to 2026')
  fc.assert(
    fc.property(fc.integer({ min: day('1990-01-01'), max: day('2060-12-31') }), (d) => {
      return isoWeekOf(d) === getISOWeek(hostNoon(formatLocalDate(d)))
    }),
  )
})

t.test('addBusinessDays counts Monday to Friday like date-fns', async (t) => {
  const shift = (s: string, n: number) => formatLocalDate(addBusinessDays(day(s), n))
  t.equal(shift('2027-01-08', 1), '2027-01-11', 'Friday + 1 → Monday')
  t.equal(shift('2027-01-09', 1), '2027-01-11', 'Saturday + 1 → Monday')
  t.equal(shift('2027-01-10', 1), '2027-01-11', 'Sunday + 1 → Monday')
  t.equal(shift('2027-01-07', 3), '2027-01-12', 'Thursday + 3 → Tuesday')
  t.equal(shift('2027-01-09', 0), '2027-01-09', 'no shift stays on the weekend')
  t.equal(shift('2027-01-04', 5), '2027-01-11')
  fc.assert(
    fc.property(fc.integer({ min: day('2020-01-01'), max: day('2040-12-31') }), fc.integer({ min: 1, max: 365 }), (d, n) => {
      return formatLocalDate(addBusinessDays(d, n)) === fromHost(dfAddBusinessDays(hostNoon(formatLocalDate(d)), n))
    }),
  )
})

t.test('instantToLocal agrees with date-fns-tz on random instants', async (t) => {
  let checked = 0
  fc.assert(
    fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2050, 0, 1) }), (zone, ms) => {
      const s = Math.floor(ms / 1000) * 1000
      checked++
      return instantToLocal(s, zone) === formatInTimeZone(s, zone, 'yyyy-MM-dd HH:mm:ss')
    }),
    { numRuns: 300 },
  )
  t.equal(checked, 300)
})

t.test('localToInstant obeys the gap and overlap rule on random wall times', async (t) => {
  const wallTime = fc.record({
    zone: fc.constantFrom(...ZONES),
    day: fc.integer({ min: day('2020-01-01'), max: day('2040-12-31') }),
    // Bias towards the small hours, where the transitions are.
    seconds: fc.oneof(fc.integer({ min: 0, max: 86_399 }), fc.integer({ min: 0, max: 4 * 3600 })),
  })
  fc.assert(
    fc.property(wallTime, ({ zone, day: d, seconds }) => {
      const local = formatWall(d * 86_400_000 + seconds * 1000)
      const instant = localToInstant(local, zone)
      const back = instantToLocal(instant, zone)
      if (back !== local) {
        // In a gap: the result is the first instant after it, and the instant before is before it.
        return back > local && instantToLocal(instant - 1000, zone) < local
      }
      // Not ambiguous in the other direction: no earlier instant shows the same wall time.
      return [1800_000, 3600_000, 7200_000].every((d) => instantToLocal(instant - d, zone) !== local)
    }),
    { numRuns: 500 },
  )
  // Every day of 2027 around the small hours, for the DST zones: exhaustive at quarter hours.
  let exact = 0
  for (const zone of ['Europe/Vienna', 'America/New_York', 'Australia/Sydney']) {
    for (let d = day('2027-01-01'); d <= day('2027-12-31'); d++) {
      for (let q = 0; q < 16; q++) {
        const local = formatWall(d * 86_400_000 + q * 900_000)
        const instant = localToInstant(local, zone)
        if (instantToLocal(instant, zone) === local) exact++
      }
    }
  }
  // Each zone skips one hour (four quarter hours) of wall time per year.
  t.equal(exact, 3 * (365 * 16 - 4))
})
