import fc from 'fast-check'
import t from 'tap'
import { timeslotHash, timeslotHashOfWalls } from '../../src/domain/hash.ts'
import { formatWall } from '../../src/domain/time.ts'

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

t.test('the wall-clock variant equals the string one and is deterministic', async (t) => {
  let runs = 0
  const wall = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31) }).map((ms) => Math.floor(ms / 1000) * 1000)
  fc.assert(
    fc.property(wall, wall, fc.integer({ min: 1, max: 14 }), fc.option(fc.integer({ min: 0, max: 6 })), (a, b, rule, weekday) => {
      runs++
      const viaStrings = timeslotHash(formatWall(a), formatWall(b), rule, weekday)
      return viaStrings === timeslotHashOfWalls(a, b, rule, weekday) && viaStrings === timeslotHash(formatWall(a), formatWall(b), rule, weekday)
    }),
  )
  t.equal(runs, 100)
  t.equal(timeslotHashOfWalls(Date.UTC(2027, 0, 5, 20), Date.UTC(2027, 0, 5, 21), 4, 1), '202701052000002027010521000041')
})
