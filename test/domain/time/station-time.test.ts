import { addBusinessDays as dfAddBusinessDays, getISOWeek } from 'date-fns'
import { formatInTimeZone, fromZonedTime, toZonedTime } from 'date-fns-tz'
import fc from 'fast-check'
import t from 'tap'
import {
  addBusinessDays,
  addLocalDays,
  formatLocalDate,
  formatWall,
  isoWeekOf,
  parseLocalDate,
  parseLocalDateTime,
  parseLocalTime,
  wallDigits,
  weekdayOf,
} from '../../../src/domain/time/civil-dates.ts'
import {
  canonicalZone,
  findTransitions,
  formatOffset,
  instantToIso,
  instantToLocal,
  instantToWall,
  localToInstant,
  todayIn,
  wallToInstant,
  zoneOffset,
} from '../../../src/domain/time/station-time.ts'

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
  t.equal(
    instantToLocal(localToInstant('2027-03-28 02:30:00', 'Europe/Vienna'), 'Europe/Vienna'),
    '2027-03-28 03:00:00',
  )
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
  t.throws(
    () => localToInstant('2027-02-30 10:00:00', 'UTC'),
    new RangeError('Not a LocalDateTime: 2027-02-30 10:00:00'),
  )
  t.throws(
    () => localToInstant('2027-02-28 24:00:00', 'UTC'),
    new RangeError('Not a LocalDateTime: 2027-02-28 24:00:00'),
  )
  t.throws(() => addLocalDays('2027-02-30', 1), new RangeError('Not a LocalDate: 2027-02-30'))
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
  for (const bad of [
    '2027-02-29 10:00:00',
    '2027-13-01 10:00:00',
    '2027-01-01 24:00:00',
    '2027-01-01 10:60:00',
    '2027-01-01 10:00:60',
    '2027-01-01T10:00:00',
    '2027-1-01 10:00:00',
    '2027-01-01 10:00',
    ' 2027-01-01 10:00:00',
  ]) {
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
  t.equal(shift('2027-01-11', -1), '2027-01-11', 'a negative count shifts nothing')
  t.equal(shift('2027-01-04', 5), '2027-01-11')
  fc.assert(
    fc.property(
      fc.integer({ min: day('2020-01-01'), max: day('2040-12-31') }),
      fc.integer({ min: 1, max: 365 }),
      (d, n) => {
        return formatLocalDate(addBusinessDays(d, n)) === fromHost(dfAddBusinessDays(hostNoon(formatLocalDate(d)), n))
      },
    ),
  )
})

t.test('instantToLocal agrees with date-fns-tz on random instants', async (t) => {
  let checked = 0
  fc.assert(
    fc.property(
      fc.constantFrom(...ZONES),
      fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2050, 0, 1) }),
      (zone, ms) => {
        const s = Math.floor(ms / 1000) * 1000
        checked++
        return instantToLocal(s, zone) === formatInTimeZone(s, zone, 'yyyy-MM-dd HH:mm:ss')
      },
    ),
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

t.test('a DST change at exactly 00:00 UTC (Europe/Chisinau) follows the same rule', async (t) => {
  // Moldova changed at 02:00 EET / 03:00 EEST, both 00:00Z, until 2021 (tzdata 2026c moved it to the EU's 01:00Z
  // from 2022 on, so a later year would depend on the runtime's tzdata): the change sits on a UTC day boundary.
  t.equal(iso(localToInstant('2021-03-28 02:30:00', 'Europe/Chisinau')), '2021-03-28T00:00:00.000Z', 'gap → 03:00 EEST')
  t.equal(iso(localToInstant('2021-03-28 02:00:00', 'Europe/Chisinau')), '2021-03-28T00:00:00.000Z')
  t.equal(iso(localToInstant('2021-03-28 01:59:59', 'Europe/Chisinau')), '2021-03-27T23:59:59.000Z')
  t.equal(iso(localToInstant('2021-03-28 03:00:00', 'Europe/Chisinau')), '2021-03-28T00:00:00.000Z')
  t.equal(instantToLocal(Date.UTC(2021, 2, 28), 'Europe/Chisinau'), '2021-03-28 03:00:00')
  t.equal(instantToLocal(Date.UTC(2021, 2, 28) - 1000, 'Europe/Chisinau'), '2021-03-28 01:59:59')
  t.equal(
    iso(localToInstant('2021-10-31 02:30:00', 'Europe/Chisinau')),
    '2021-10-30T23:30:00.000Z',
    'ambiguous → first, EEST',
  )
  t.equal(iso(localToInstant('2021-10-31 03:00:00', 'Europe/Chisinau')), '2021-10-31T01:00:00.000Z')
  t.equal(instantToLocal(Date.UTC(2021, 9, 31) - 1000, 'Europe/Chisinau'), '2021-10-31 02:59:59')
  t.equal(instantToLocal(Date.UTC(2021, 9, 31), 'Europe/Chisinau'), '2021-10-31 02:00:00')
  t.same(
    findTransitions('Europe/Chisinau', { start: Date.UTC(2021, 0, 1), end: Date.UTC(2022, 0, 1) }).map((x) => [
      iso(x.at),
      x.from / 3_600_000,
      x.to / 3_600_000,
    ]),
    [
      ['2021-03-28T00:00:00.000Z', 2, 3],
      ['2021-10-31T00:00:00.000Z', 3, 2],
    ],
  )
  t.equal(zoneOffset(Date.UTC(2021, 2, 28) - 1, 'Europe/Chisinau'), 2 * 3_600_000)
  t.equal(zoneOffset(Date.UTC(2021, 2, 28), 'Europe/Chisinau'), 3 * 3_600_000)
})

t.test('midnight, quarter-hour and day-long transitions', async (t) => {
  // São Paulo (DST until 2019) sprang from 00:00 to 01:00 local: that day had no midnight.
  t.equal(iso(localToInstant('2017-10-15 00:30:00', 'America/Sao_Paulo')), '2017-10-15T03:00:00.000Z')
  t.equal(iso(localToInstant('2017-10-14 23:59:59', 'America/Sao_Paulo')), '2017-10-15T02:59:59.000Z')
  t.equal(todayIn('America/Sao_Paulo', Date.UTC(2017, 9, 15, 3)), '2017-10-15')
  // Kathmandu moved from +05:30 to +05:45 on 1986-01-01: a 15-minute gap at midnight.
  t.equal(iso(localToInstant('1986-01-01 00:10:00', 'Asia/Kathmandu')), '1985-12-31T18:30:00.000Z')
  t.equal(iso(localToInstant('1986-01-01 00:15:00', 'Asia/Kathmandu')), '1985-12-31T18:30:00.000Z')
  t.equal(iso(localToInstant('1985-12-31 23:59:59', 'Asia/Kathmandu')), '1985-12-31T18:29:59.000Z')
  // Samoa skipped 2011-12-30 entirely (−10 → +14): any time that day becomes 2011-12-31 00:00.
  t.equal(iso(localToInstant('2011-12-30 12:00:00', 'Pacific/Apia')), '2011-12-30T10:00:00.000Z')
  t.equal(iso(localToInstant('2011-12-29 23:59:59', 'Pacific/Apia')), '2011-12-30T09:59:59.000Z')
  t.equal(wallToInstant(day('2011-12-30'), 0, 'Pacific/Apia'), Date.UTC(2011, 11, 30, 10))
  // Troll (Antarctica) changes by two hours.
  t.equal(iso(localToInstant('2027-03-28 02:30:00', 'Antarctica/Troll')), '2027-03-28T01:00:00.000Z')
  t.equal(iso(localToInstant('2027-10-31 01:30:00', 'Antarctica/Troll')), '2027-10-30T23:30:00.000Z')
})

t.test('formatOffset and instantToIso write the sign, hours and minutes', async (t) => {
  t.equal(formatOffset(0), '+00:00')
  t.equal(formatOffset(7_200_000), '+02:00')
  t.equal(formatOffset(-12_600_000), '-03:30')
  t.equal(formatOffset(20_700_000), '+05:45')
  t.equal(formatOffset(-2_670_000), '-00:44', 'seconds of an LMT offset are dropped, towards zero')
  t.equal(formatOffset(49_500_000), '+13:45')
  t.equal(instantToIso(Date.UTC(2027, 9, 30, 23), 'Europe/Vienna'), '2027-10-31T01:00:00+02:00')
  t.equal(instantToIso(Date.UTC(2027, 9, 31, 1, 30), 'Europe/Vienna'), '2027-10-31T02:30:00+01:00')
  t.equal(instantToIso(Date.UTC(2027, 0, 5), 'UTC'), '2027-01-05T00:00:00+00:00')
  t.equal(instantToIso(Date.UTC(2027, 0, 5), 'America/St_Johns'), '2027-01-04T20:30:00-03:30')
})

// Zones with changes at midnight UTC or local, half- and quarter-hour offsets or changes, two-hour
// changes, a skipped day, southern-hemisphere DST, Ramadan suspensions and abolished DST.
const WIDE_ZONES = [
  'UTC',
  'Europe/Vienna',
  'Europe/Chisinau',
  'Australia/Lord_Howe',
  'America/Santiago',
  'America/Nuuk',
  'America/Sao_Paulo',
  'Asia/Kathmandu',
  'America/Havana',
  'Asia/Beirut',
  'Pacific/Chatham',
  'Pacific/Apia',
  'Antarctica/Troll',
  'Africa/Casablanca',
  'Asia/Tehran',
  'America/St_Johns',
  'Europe/Moscow',
  'America/New_York',
]
const SPAN = { start: Date.UTC(1970, 0, 1), end: Date.UTC(2040, 0, 1) }
const PATTERN = 'yyyy-MM-dd HH:mm:ss'

t.test('instantToLocal, zoneOffset and instantToIso agree with date-fns-tz in many zones', async () => {
  fc.assert(
    fc.property(fc.constantFrom(...WIDE_ZONES), fc.integer({ min: SPAN.start, max: SPAN.end }), (zone, ms) => {
      const s = Math.floor(ms / 1000) * 1000
      const zoned = toZonedTime(s, zone)
      const wall = Date.UTC(
        zoned.getFullYear(),
        zoned.getMonth(),
        zoned.getDate(),
        zoned.getHours(),
        zoned.getMinutes(),
        zoned.getSeconds(),
      )
      return (
        instantToLocal(s, zone) === formatInTimeZone(s, zone, PATTERN) &&
        instantToWall(s, zone) === wall &&
        zoneOffset(s, zone) === wall - s &&
        instantToIso(s, zone) === formatInTimeZone(s, zone, "yyyy-MM-dd'T'HH:mm:ssxxx")
      )
    }),
    { numRuns: 1000 },
  )
})

t.test(
  'localToInstant agrees with date-fns-tz, except where the documented gap and overlap rule applies',
  async (t) => {
    // Wall times within three hours of a real transition (the wall clock of the change under the old
    // offset) of a random zone and year, or anywhere in the span.
    const near = fc
      .record({
        zone: fc.constantFrom(...WIDE_ZONES),
        year: fc.integer({ min: 1970, max: 2039 }),
        pick: fc.nat(),
        delta: fc.integer({ min: -3 * 3600, max: 3 * 3600 }),
      })
      .map(({ zone, year, pick, delta }) => {
        const changes = findTransitions(zone, { start: Date.UTC(year, 0, 1), end: Date.UTC(year, 11, 31) })
        const change = changes[pick % Math.max(changes.length, 1)]
        return {
          zone,
          local: formatWall((change === undefined ? Date.UTC(year, 5, 1) : change.at + change.from) + delta * 1000),
        }
      })
    const anywhere = fc
      .record({ zone: fc.constantFrom(...WIDE_ZONES), ms: fc.integer({ min: SPAN.start + 86_400_000, max: SPAN.end }) })
      .map(({ zone, ms }) => ({ zone, local: formatWall(Math.floor(ms / 1000) * 1000) }))
    const seen = { same: 0, gap: 0, overlap: 0 }
    fc.assert(
      fc.property(fc.oneof({ arbitrary: near, weight: 3 }, { arbitrary: anywhere, weight: 1 }), ({ zone, local }) => {
        const ours = localToInstant(local, zone)
        const theirs = fromZonedTime(local, zone).getTime()
        const show = (ms: number) => formatInTimeZone(ms, zone, PATTERN)
        if (ours === theirs) {
          seen.same++
          return show(ours) === local
        }
        if (show(ours) === local) {
          // Ambiguous: date-fns-tz takes the second occurrence, we take the first (the earlier one).
          seen.overlap++
          return show(theirs) === local && ours < theirs
        }
        // Nonexistent: the first valid instant after the gap, and the second before it is before the wall time.
        seen.gap++
        return show(ours) > local && show(ours - 1000) < local
      }),
      { numRuns: 400 },
    )
    t.ok(seen.gap > 0 && seen.overlap > 0 && seen.same > 0, `reached gaps and overlaps: ${JSON.stringify(seen)}`)
  },
)

t.test('instants outside years 1000-9999 take the offset at the nearest end of that range', async (t) => {
  const year500 = new Date(Date.UTC(2000, 0, 1))
  year500.setUTCFullYear(500)
  // Vienna's local mean time, +01:05:21, as Intl reports it for 1000-01-02.
  t.equal(zoneOffset(Date.UTC(1000, 0, 2), 'Europe/Vienna'), 3_921_000)
  t.equal(zoneOffset(year500.getTime(), 'Europe/Vienna'), 3_921_000)
  t.equal(instantToLocal(year500.getTime(), 'Europe/Vienna'), '0500-01-01 01:05:21')
  // Before year 1 Intl adds an era to what it prints; the clamp keeps it from ever being asked.
  t.equal(zoneOffset(-1e15, 'Europe/Vienna'), 3_921_000)
  t.equal(zoneOffset(1e15, 'Europe/Vienna'), zoneOffset(Date.UTC(9999, 11, 30), 'Europe/Vienna'))
  t.equal(zoneOffset(Date.UTC(9999, 11, 31, 12), 'Pacific/Kiritimati'), 14 * 3_600_000)
  t.equal(instantToLocal(Date.UTC(9999, 11, 31, 9, 59, 59), 'Pacific/Kiritimati'), '9999-12-31 23:59:59')
})

t.test('findTransitions looks a day beyond each end of the span', async (t) => {
  const vienna = (start: number, end: number) => findTransitions('Europe/Vienna', { start, end }).map((x) => iso(x.at))
  t.same(vienna(Date.UTC(2027, 2, 29), Date.UTC(2027, 2, 29, 1)), ['2027-03-28T01:00:00.000Z'], 'the day before')
  t.same(vienna(Date.UTC(2027, 2, 26), Date.UTC(2027, 2, 27, 23)), ['2027-03-28T01:00:00.000Z'], 'the day after')
  t.same(vienna(Date.UTC(2027, 2, 30), Date.UTC(2027, 2, 31)), [])
  t.same(vienna(Date.UTC(2027, 2, 25), Date.UTC(2027, 2, 26, 23)), [])
  // Sub-second instants: an instant a millisecond before the change still has the old offset.
  t.equal(zoneOffset(Date.UTC(2027, 2, 28, 1) - 1, 'Europe/Vienna'), 3_600_000)
  t.equal(instantToLocal(Date.UTC(2027, 2, 28, 1) - 1, 'Europe/Vienna'), '2027-03-28 01:59:59')
  // Liberia's change at 00:44:30Z is found to the second.
  t.same(findTransitions('Africa/Monrovia', { start: Date.UTC(1972, 0, 7), end: Date.UTC(1972, 0, 7, 12) }), [
    { at: Date.UTC(1972, 0, 7, 0, 44, 30), from: -2_670_000, to: 0 },
  ])
})
