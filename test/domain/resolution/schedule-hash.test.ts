import fc from 'fast-check'
import t from 'tap'
import { timeslotHash, timeslotHashOfWalls } from '../../../src/domain/resolution/schedule-hash.ts'
import { formatWall } from '../../../src/domain/time/civil-dates.ts'

t.test('builds the reference example', async (t) => {
  t.equal(timeslotHash('2027-01-05 20:00:00', '2027-01-05 21:00:00', 4, 1), '202701052000002027010521000041')
})

t.test('an absent weekday adds nothing, and weekday 0 is kept', async (t) => {
  t.equal(timeslotHash('2027-01-05 20:00:00', '2027-01-06 01:00:00', 2, null), '2027010520000020270106010000' + '2')
  t.equal(timeslotHash('2027-01-04 20:00:00', '2027-01-04 21:00:00', 4, 0), '202701042000002027010421000040')
  t.equal(timeslotHash('2027-01-04 20:00:00', '2027-01-04 21:00:00', 14, 6), '2027010420000020270104210000146')
})

t.test('keeps only the digits of non-canonical strings too', async (t) => {
  t.equal(timeslotHash('2027-01-05T20:00:00', '2027-01-05T21:00:00', 4, 1), '202701052000002027010521000041')
})

t.test('any string hashes to its digits: the canonical shortcut never changes the result', async (t) => {
  t.equal(timeslotHash('x2027-01-05 20:00:00', '2027-01-05 21:00:00y', 4, 1), '202701052000002027010521000041')
  t.equal(
    timeslotHash('2027-01-05 20:00:001', '12027-01-05 21:00:00', 4, null),
    '202701052000001' + '120270105210000' + '4',
  )
  for (const odd of [
    '7-01-05 20:00:00',
    '2027-01-05 20:00:0',
    'abcd-01-05 20:00:00',
    '2027-ab-05 20:00:00',
    '2027-01-ab 20:00:00',
    '2027-01-05 ab:00:00',
    '2027-01-05 20:ab:00',
    '2027-01-05 20:00:ab',
  ]) {
    t.equal(timeslotHash(odd, odd, 1, null), `${odd.replace(/\D/g, '')}${odd.replace(/\D/g, '')}1`, odd)
  }
  t.equal(timeslotHash('202-01-05 20:00:00', '2027-1-05 21:00:00', 4, 1), '20201052000002027105210000' + '41')
  // Near-canonical strings: a canonical one with one character inserted, deleted or replaced, which
  // is what a slightly wrong shortcut pattern would let through.
  const canonical = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }).map((ms) => formatWall(ms))
  const nearCanonical = fc
    .tuple(
      canonical,
      fc.nat(19),
      fc.constantFrom('insert', 'delete', 'replace'),
      fc.constantFrom('0', '7', 'a', '-', ' ', ':', 'T'),
    )
    .map(([c, i, edit, ch]) => c.slice(0, i) + (edit === 'delete' ? '' : ch) + c.slice(edit === 'insert' ? i : i + 1))
  fc.assert(
    fc.property(
      fc.oneof(canonical, nearCanonical),
      fc.oneof(canonical, nearCanonical),
      fc.integer({ min: 1, max: 14 }),
      fc.option(fc.integer({ min: 0, max: 6 })),
      (a, b, rule, weekday) => {
        return (
          timeslotHash(a, b, rule, weekday) === `${a.replace(/\D/g, '')}${b.replace(/\D/g, '')}${rule}${weekday ?? ''}`
        )
      },
    ),
    { numRuns: 500 },
  )
})

t.test('the wall-clock variant equals the string one and is deterministic', async (t) => {
  let runs = 0
  const wall = fc
    .integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) })
    .map((ms) => Math.floor(ms / 1000) * 1000)
  fc.assert(
    fc.property(
      wall,
      wall,
      fc.integer({ min: 1, max: 14 }),
      fc.option(fc.integer({ min: 0, max: 6 })),
      (a, b, rule, weekday) => {
        runs++
        const viaStrings = timeslotHash(formatWall(a), formatWall(b), rule, weekday)
        return (
          viaStrings === timeslotHashOfWalls(a, b, rule, weekday) &&
          viaStrings === timeslotHash(formatWall(a), formatWall(b), rule, weekday)
        )
      },
    ),
  )
  t.equal(runs, 100)
  t.equal(
    timeslotHashOfWalls(Date.UTC(2027, 0, 5, 20), Date.UTC(2027, 0, 5, 21), 4, 1),
    '202701052000002027010521000041',
  )
})
