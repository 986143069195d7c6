import t from 'tap'
import { assessProjection } from '../../../src/domain/resolution/assessment.ts'
import { breakIn } from '../../../src/domain/schedules/break-in.ts'
import type { ExistingSlot, ProjectedSlot } from '../../../src/domain/types.ts'

const S = 1000
const projected = (start: number, end: number): ProjectedSlot => ({
  start,
  end,
  date: '2027-03-02',
  hash: `h${start}`,
  localStart: '',
  localEnd: '',
  isPast: start < 100 * S,
})
const existing = (id: number, start: number, end: number): ExistingSlot => ({
  id,
  start,
  end,
  scheduleId: 1,
  showId: 2,
  showName: 'Running',
  isRepetition: false,
  mediaId: null,
  episodeId: null,
  memo: '',
})

t.test('a started, unended slot starts at the next full second; ended and future ones are untouched', async (t) => {
  const now = 100 * S + 345
  const [ended, running, future, lastSecond] = breakIn(
    [projected(0, 50 * S), projected(60 * S, 200 * S), projected(300 * S, 400 * S), projected(90 * S, 101 * S)],
    now,
  )
  t.same(ended, projected(0, 50 * S))
  t.same(
    running,
    { ...projected(60 * S, 200 * S), start: 101 * S, isPast: false, breaksIn: true },
    'hash and date stay',
  )
  t.same(future, projected(300 * S, 400 * S))
  t.equal(lastSecond?.isPast, true, 'nothing left after the next full second: past')
  t.equal(breakIn([projected(60 * S, 200 * S)], 100 * S)[0]?.start, 100 * S, 'exactly on a second: from now')
})

t.test(
  'against the running timeslot a break-in offers ours-start and theirs only; a future slot only yields',
  async (t) => {
    const now = 100 * S
    const onAir = existing(1, 0, 200 * S)
    const [p] = breakIn([projected(50 * S, 200 * S)], now)
    const assessed = assessProjection({ projected: [p!], candidates: [onAir], own: [], now })
    t.same(assessed.slots[0]?.choices, ['theirs', 'ours-start'])
    const longer = assessProjection({
      projected: breakIn([projected(50 * S, 300 * S)], now),
      candidates: [onAir],
      own: [],
      now,
    })
    t.same(longer.slots[0]?.choices, ['theirs', 'theirs-start', 'ours-start'])
    const later = assessProjection({ projected: [projected(150 * S, 300 * S)], candidates: [onAir], own: [], now })
    t.same(later.slots[0]?.choices, ['theirs', 'theirs-start'], 'not a break-in: the running slot is left alone')
    const guarded = assessProjection({ projected: [p!], candidates: [onAir], own: [], now, mayChange: () => false })
    t.same([guarded.slots[0]?.choices, guarded.slots[0]?.forbidden], [['theirs'], ['ours-start']])
  },
)

t.test("the schedule's own running timeslot stands for the break-in and never goes stale", async (t) => {
  const now = 100 * S
  const mine = existing(1, 0, 200 * S)
  const [p] = breakIn([projected(0, 200 * S)], now)
  const assessed = assessProjection({ projected: [p!], candidates: [mine], own: [mine], now })
  t.same([assessed.slots[0]?.standing, assessed.slots[0]?.collisions], [[mine], []])
  t.same(assessProjection({ projected: [], candidates: [], own: [mine], now }).stale, [])
})
