import t from 'tap'
import type { RowChange } from '../../../src/domain/changes/revert.ts'
import { noticesOf } from '../../../src/domain/notifications/notices.ts'

const NOW = Date.parse('2027-03-01T00:00:00Z')
const row = (id: number, showId: number, start: string, end: string, displaced: Array<{ id: number }> = []) => ({
  id,
  showId,
  start: new Date(start).toISOString(),
  end: new Date(end).toISOString(),
  displaced,
})
const change = (id: number, before: object | null, after: object | null): RowChange =>
  ({ entity: 'timeslot', id, before, after }) as RowChange

t.test('a deleted future broadcast is cancelled; one that has aired is history and says nothing', async (t) => {
  const notices = noticesOf(
    'timeslot.delete',
    [change(1, row(1, 5, '2027-03-02T20:00Z', '2027-03-02T21:00Z'), null)],
    NOW,
  )
  t.match(notices, [{ showId: 5, event: 'cancelled', items: [{ kind: 'cancelled', broadcast: { id: 1 } }] }])
  t.same(noticesOf('timeslot.delete', [change(2, row(2, 5, '2027-02-02T20:00Z', '2027-02-02T21:00Z'), null)], NOW), [])
})

t.test('a changed time is a move, old and new', async (t) => {
  const [notice] = noticesOf(
    'timeslot.move',
    [
      change(
        1,
        row(1, 5, '2027-03-02T20:00Z', '2027-03-02T21:00Z'),
        row(1, 5, '2027-03-04T20:00Z', '2027-03-04T21:00Z'),
      ),
    ],
    NOW,
  )
  t.match(notice, {
    event: 'moved',
    items: [
      {
        kind: 'moved',
        from: { start: Date.parse('2027-03-02T20:00Z') },
        broadcast: { start: Date.parse('2027-03-04T20:00Z') },
      },
    ],
  })
})

t.test(
  'a special that displaces a broadcast pre-empts it, naming the special; the special is news for its own show',
  async (t) => {
    const notices = noticesOf(
      'schedule.create',
      [
        change(1, row(1, 5, '2027-03-02T20:00Z', '2027-03-02T21:00Z'), null),
        change(9, null, row(9, 7, '2027-03-02T19:00Z', '2027-03-02T22:00Z', [{ id: 1 }])),
      ],
      NOW,
    )
    t.match(
      notices.find((n) => n.showId === 5),
      { event: 'pre-empted', items: [{ kind: 'pre-empted', byShowId: 7, whole: true }] },
    )
    t.match(
      notices.find((n) => n.showId === 7),
      { event: 'bulk', items: [{ kind: 'created' }] },
    )
  },
)

t.test('a trimmed broadcast is pre-empted in part', async (t) => {
  const [notice] = noticesOf(
    'schedule.create',
    [
      change(
        1,
        row(1, 5, '2027-03-02T20:00Z', '2027-03-02T22:00Z'),
        row(1, 5, '2027-03-02T21:00Z', '2027-03-02T22:00Z'),
      ),
      change(9, null, row(9, 7, '2027-03-02T20:00Z', '2027-03-02T21:00Z', [{ id: 1 }])),
    ],
    NOW,
  ).filter((n) => n.showId === 5)
  t.match(notice, { event: 'pre-empted', items: [{ kind: 'pre-empted', whole: false }] })
})

t.test('deleting the special gives the displaced broadcast back', async (t) => {
  const notices = noticesOf(
    'timeslot.delete',
    [
      change(9, row(9, 7, '2027-03-02T19:00Z', '2027-03-02T22:00Z', [{ id: 1 }]), null),
      change(1, null, row(1, 5, '2027-03-02T20:00Z', '2027-03-02T21:00Z')),
    ],
    NOW,
  )
  t.match(
    notices.find((n) => n.showId === 5),
    { event: 'given-back', items: [{ kind: 'given-back' }] },
  )
  t.match(
    notices.find((n) => n.showId === 7),
    { event: 'cancelled' },
  )
})

t.test('several broadcasts of one show in one write are one bulk notice; a revert is a correction', async (t) => {
  const created = [1, 2, 3].map((id) =>
    change(id, null, row(id, 5, `2027-03-0${id + 1}T20:00Z`, `2027-03-0${id + 1}T21:00Z`)),
  )
  t.match(noticesOf('schedule.create', created, NOW), [{ showId: 5, event: 'bulk', items: { length: 3 } }])
  t.match(noticesOf('change.revert', created, NOW), [{ showId: 5, event: 'correction' }])
})
