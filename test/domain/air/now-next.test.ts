import fc from 'fast-check'
import t from 'tap'
import { endOf, nowNextAt, secondsLeft, startOf } from '../../../src/domain/air/now-next.ts'

const slot = (start: number, end: number) => ({ start, end })

t.test('nowNextAt', async (t) => {
  t.test('on air: the next timeslots with a gap wherever they do not touch', async (t) => {
    const air = nowNextAt(15, slot(10, 20), null, [slot(20, 30), slot(40, 50)], 2)
    t.same(air.current, { kind: 'slot', slot: slot(10, 20) })
    t.same(air.next, [
      { kind: 'slot', slot: slot(20, 30) },
      { kind: 'gap', start: 30, end: 40 },
      { kind: 'slot', slot: slot(40, 50) },
    ])
    t.equal(secondsLeft({ ...air, at: 15 }), 1, 'rounded up to the whole second')
  })
  t.test('fewer timeslots than asked for: an open gap after the last', async (t) => {
    t.same(nowNextAt(15, slot(10, 20), null, [slot(20, 30)], 3).next, [
      { kind: 'slot', slot: slot(20, 30) },
      { kind: 'gap', start: 30, end: null },
    ])
  })
  t.test('in a gap: from the last end to the next start', async (t) => {
    const air = nowNextAt(5_000, null, 1_000, [slot(9_000, 10_000)], 1)
    t.same(air.current, { kind: 'gap', start: 1_000, end: 9_000 })
    t.equal(secondsLeft(air), 4)
  })
  t.test('nothing ever planned: an open gap and nothing next', async (t) => {
    const air = nowNextAt(5, null, null, [], 3)
    t.same(air, { at: 5, current: { kind: 'gap', start: null, end: null }, next: [] })
    t.equal(secondsLeft(air), null)
  })
  t.test('property: the items are contiguous from the current one to the last next one', async () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 50 })), { maxLength: 8 }),
        fc.integer({ min: 1, max: 5 }),
        (parts, count) => {
          // Non-overlapping timeslots after `at` = 0: gaps and lengths.
          let cursor = 0
          const upcoming = parts.map(([gap, length]) => {
            const start = cursor + gap + 1
            cursor = start + length
            return slot(start, cursor)
          })
          const air = nowNextAt(0, null, null, upcoming, count)
          const items = [air.current, ...air.next]
          for (let i = 1; i < items.length; i++) if (endOf(items[i - 1]!) !== startOf(items[i]!)) return false
          return air.next.filter((item) => item.kind === 'slot').length === Math.min(count, upcoming.length)
        },
      ),
    )
  })
})
