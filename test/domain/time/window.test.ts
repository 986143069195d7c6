import fc from 'fast-check'
import t from 'tap'
import { firstInstant, lastInstant, parseInstant, windowProblem } from '../../../src/domain/time/window.ts'

const DAY = 86_400_000
const at = (iso: string) => Date.parse(iso)

t.test('parseInstant reads station wall-clock times with the DST rule', async (t) => {
  t.equal(parseInstant('2027-01-05 20:00:00', 'Europe/Vienna'), at('2027-01-05T19:00:00Z'))
  t.equal(parseInstant('2027-03-28 02:30:00', 'Europe/Vienna'), at('2027-03-28T01:00:00Z'), 'a gap moves forward')
  t.equal(parseInstant('2027-02-30 20:00:00', 'Europe/Vienna'), null)
})

t.test('parseInstant reads ISO 8601 instants with Z or an offset', async (t) => {
  t.equal(parseInstant('2027-01-05T19:00:00Z', 'Europe/Vienna'), at('2027-01-05T19:00:00Z'))
  t.equal(parseInstant('2027-01-05T19:00Z', 'UTC'), at('2027-01-05T19:00:00Z'), 'seconds are optional')
  t.equal(parseInstant('2027-01-05T21:00:00+02:00', 'UTC'), at('2027-01-05T19:00:00Z'))
  t.equal(parseInstant('2027-01-05T15:30:00-03:30', 'UTC'), at('2027-01-05T19:00:00Z'))
  t.equal(parseInstant('2027-01-05T18:15:00-00:45', 'UTC'), at('2027-01-05T19:00:00Z'))
  t.equal(parseInstant('2027-01-05T19:00:00+00:00', 'UTC'), at('2027-01-05T19:00:00Z'))
  t.equal(parseInstant('2027-01-05T23:59:59+23:59', 'UTC'), at('2027-01-05T00:00:59Z'))
  t.equal(parseInstant('2027-01-05T19:00:00.5Z', 'UTC'), at('2027-01-05T19:00:00.500Z'))
  t.equal(parseInstant('2027-01-05T19:00:00.05Z', 'UTC'), at('2027-01-05T19:00:00.050Z'))
  t.equal(parseInstant('2027-01-05T19:00:00.123456789Z', 'UTC'), at('2027-01-05T19:00:00.123Z'), 'beyond ms is cut')
  t.equal(parseInstant('2027-01-05T07:08:09Z', 'UTC'), at('2027-01-05T07:08:09Z'))
  const year50 = new Date(Date.UTC(2000, 0, 5, 7, 8, 9))
  year50.setUTCFullYear(50)
  t.equal(parseInstant('0050-01-05T07:08:09Z', 'UTC'), year50.getTime(), 'year 50 is not 1950')
})

t.test('parseInstant refuses what is neither', async (t) => {
  for (const bad of [
    '2027-01-05T24:00:00Z',
    '2027-01-05T19:60:00Z',
    '2027-01-05T19:00:60Z',
    '2027-01-05T19:00:00+24:00',
    '2027-01-05T19:00:00+02:60',
    '2027-02-30T19:00:00Z',
    '2027-01-05T19:00:00',
    '2027-01-05T19Z',
    '2027-01-05 19:00:00Z',
    '2027-01-05T19:00:00.Z',
    '2027-01-05T19:00:00.1234567890Z',
    '2027-01-05T19:00:00+0200',
    'x2027-01-05T19:00:00Z',
    '',
    '0000-12-31T23:59Z',
  ]) {
    t.equal(parseInstant(bad, 'UTC'), null, bad)
  }
})

t.test('lastInstant: the last millisecond still in year 9999 both as an instant and on the wall clock', async (t) => {
  t.equal(lastInstant('UTC'), Date.UTC(9999, 11, 31, 23, 59, 59, 999))
  t.equal(
    lastInstant('Europe/Vienna'),
    Date.UTC(9999, 11, 31, 22, 59, 59, 999),
    'east of UTC the wall clock ends first',
  )
  t.equal(
    lastInstant('America/New_York'),
    Date.UTC(9999, 11, 31, 23, 59, 59, 999),
    'west of UTC the instant ends first',
  )
})

t.test('windowProblem: reversed, out of range, too large, or fine', async (t) => {
  const start = at('2027-01-01T00:00:00Z')
  t.equal(windowProblem({ start, end: start + DAY }, 1, 'UTC'), null, 'exactly maxDays is allowed')
  t.match(windowProblem({ start, end: start + DAY + 1 }, 1, 'UTC'), {
    kind: 'tooLarge',
    message: 'the window may span at most 1 days (MAX_WINDOW_DAYS)',
    fieldMessage: 'must be at most 1 days after start',
  })
  t.match(windowProblem({ start, end: start }, 366, 'UTC'), {
    kind: 'reversed',
    message: 'the window ends before it starts: end must be after start',
    fieldMessage: 'must be after start',
  })
  t.match(windowProblem({ start, end: start - 1 }, 366, 'UTC'), { kind: 'reversed' })
  t.equal(windowProblem({ start, end: start + 1 }, 366, 'UTC'), null)
  const last = lastInstant('Europe/Vienna')
  t.equal(
    windowProblem({ start: last - DAY, end: last }, 366, 'Europe/Vienna'),
    null,
    'ending at the last instant is fine',
  )
  t.same(windowProblem({ start: last - DAY, end: last + 1 }, 366, 'Europe/Vienna'), {
    kind: 'outOfRange',
    message: 'the window must end by 9999-12-31 23:59:59 (station time)',
    fieldMessage: 'must not be after 9999-12-31 23:59:59',
    field: 'end',
  })
  const first = firstInstant('Europe/Vienna')
  t.equal(
    first,
    Date.parse('0001-01-01T00:00:00Z'),
    'east of UTC the instant begins last (no year 0 in a timestamp column)',
  )
  t.equal(firstInstant('UTC'), Date.parse('0001-01-01T00:00:00Z'))
  t.equal(
    firstInstant('America/New_York'),
    Date.parse('0001-01-01T04:56:02Z'),
    'west of UTC the wall clock begins last (local mean time)',
  )
  t.equal(
    windowProblem({ start: first, end: first + DAY }, 366, 'Europe/Vienna'),
    null,
    'starting at the first instant is fine',
  )
  t.same(windowProblem({ start: first - 1, end: first + DAY }, 366, 'Europe/Vienna'), {
    kind: 'outOfRange',
    message:
      'the window must start at 0001-01-01 01:05:21 (station time) or later: windows lie between 0001-01-01 01:05:21 and 9999-12-31 23:59:59',
    fieldMessage: 'must not be before 0001-01-01 01:05:21',
    field: 'start',
  })
  t.match(
    windowProblem({ start: last - 400 * DAY, end: last + 1 }, 366, 'Europe/Vienna'),
    { kind: 'outOfRange' },
    'range before size',
  )
  t.match(
    windowProblem({ start: last + 10, end: last + 1 }, 366, 'Europe/Vienna'),
    { kind: 'reversed' },
    'order before range',
  )
})

t.test('parseInstant reads ISO instants like Date.parse, and one edit away only if still ISO', async () => {
  const iso = fc
    .tuple(
      fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 0, 1) }),
      fc.constantFrom('', ':ss', ':ss.s', ':ss.sss', ':ss.ssssss'),
      fc.constantFrom('Z', '+02:00', '-03:30', '+00:00', '-11:45'),
    )
    .map(([ms, tail, zone]) => {
      const full = new Date(ms).toISOString() // YYYY-MM-DDTHH:mm:ss.sssZ
      const fraction = `${full.slice(20, 23)}777777`.slice(0, tail.length - 4)
      const seconds = tail === '' ? '' : `:${full.slice(17, 19)}${tail.length > 3 ? `.${fraction}` : ''}`
      return `${full.slice(0, 16)}${seconds}${zone}`
    })
  const edited = fc
    .tuple(
      iso,
      fc.nat(30),
      fc.constantFrom('insert', 'delete', 'replace'),
      fc.constantFrom('0', '5', '9', 'a', '-', '+', ':', '.', 'T', 'Z', ' '),
    )
    .map(([c, i, op, ch]) => c.slice(0, i) + (op === 'delete' ? '' : ch) + c.slice(op === 'insert' ? i : i + 1))
  const ISO = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/
  fc.assert(
    fc.property(fc.oneof(iso, edited), (s) => {
      const m = ISO.exec(s)
      // Year 0000 is ISO 8601's 1 BC, which LocalDates do not have.
      const dateOk =
        m !== null &&
        !m[1]!.startsWith('0000') &&
        !Number.isNaN(Date.parse(`${m[1]}T00:00:00Z`)) &&
        new Date(`${m[1]}T00:00:00Z`).toISOString().startsWith(m[1]!)
      // Date.parse wants seconds and exactly three fraction digits.
      const normal =
        m === null
          ? ''
          : s
              .replace(/T(\d\d:\d\d)(Z|[+-])/, 'T$1:00$2')
              .replace(/\.(\d+)/, (_, f: string) => `.${f.padEnd(3, '0').slice(0, 3)}`)
      const expected = dateOk ? Date.parse(normal) : null
      return parseInstant(s, 'UTC') === expected
    }),
    { numRuns: 500 },
  )
})
