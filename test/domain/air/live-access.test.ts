import t from 'tap'
import { decideLiveAccess, opensAt, type SlotNearNow } from '../../../src/domain/air/live-access.ts'

const MIN = 60_000
const slot = (
  timeslotId: number,
  start: number,
  end: number,
  ownerIds: number[],
  showName = `Show ${timeslotId}`,
): SlotNearNow => ({
  timeslotId,
  showId: timeslotId * 10,
  showName,
  start: start * MIN,
  end: end * MIN,
  ownerIds,
})
const NO_GRACE = { beforeMs: 0, afterMs: 0 }
const GRACE = { beforeMs: 5 * MIN, afterMs: 1 * MIN }

t.test(
  'a slot lets people in from its start minus the grace before to its end plus the grace after, half-open',
  async (t) => {
    const s = slot(1, 60, 120, [7])
    t.notOk(opensAt(s, 55 * MIN - 1, GRACE), 'just before the grace before')
    t.ok(opensAt(s, 55 * MIN, GRACE), 'the grace before begins')
    t.ok(opensAt(s, 120 * MIN, GRACE), 'at its end, within the grace after')
    t.notOk(opensAt(s, 121 * MIN, GRACE), 'the grace after ends (half-open)')
    t.notOk(opensAt(s, 120 * MIN, NO_GRACE), 'without grace, its end lets nobody in')
    t.ok(opensAt(s, 60 * MIN, NO_GRACE), 'without grace, its start does')
  },
)

t.test('the owner of the slot on air is let in until its end plus the grace after', async (t) => {
  const decision = decideLiveAccess([slot(1, 60, 120, [7, 8], 'Jazz')], 8, 90 * MIN, GRACE)
  t.equal(decision.allowed, true)
  t.equal(decision.slot?.timeslotId, 1)
  t.equal(decision.until, 121 * MIN)
  t.match(decision.reason, /^owns "Jazz", on air until /)
})

t.test('someone else is refused, naming the show on air; nobody is let in when nothing is on air', async (t) => {
  const refused = decideLiveAccess([slot(1, 60, 120, [7], 'Jazz')], 9, 90 * MIN, GRACE)
  t.same(
    { allowed: refused.allowed, slot: refused.slot?.timeslotId, until: refused.until },
    { allowed: false, slot: 1, until: null },
  )
  t.equal(refused.reason, 'does not own the show on air now: "Jazz"')
  const quiet = decideLiveAccess([slot(1, 60, 120, [7])], 7, 200 * MIN, GRACE)
  t.same(quiet, {
    allowed: false,
    slot: null,
    reason: 'no timeslot is on air now (nor within the grace before the next one)',
    until: null,
  })
})

t.test(
  'in the grace between two slots both are open: each owner is let in by their own, a stranger hears both names in order',
  async (t) => {
    const slots = [slot(2, 120, 180, [8], 'News'), slot(1, 60, 120, [7], 'Jazz')]
    const at = 119 * MIN // Jazz on air, News within its grace before
    t.equal(decideLiveAccess(slots, 7, at, GRACE).slot?.timeslotId, 1)
    t.equal(decideLiveAccess(slots, 8, at, GRACE).slot?.timeslotId, 2)
    const stranger = decideLiveAccess(slots, 9, at, GRACE)
    t.equal(stranger.reason, 'does not own the show on air now: "Jazz" and "News"')
    t.equal(stranger.slot?.timeslotId, 1, 'the earlier slot is the one named first')
  },
)
