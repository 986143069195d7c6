import t from 'tap'
import type { RowChange } from '../../../src/domain/changes/revert.ts'
import { noticesOf } from '../../../src/domain/notifications/notices.ts'
import { renderChange } from '../../../src/domain/notifications/notification-texts.ts'

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

t.test(
  'a broadcast a replace season takes steps aside for the season, by name, and the mail says so (not "cancelled")',
  async (t) => {
    const taken = row(1, 5, '2027-07-06T18:00Z', '2027-07-06T19:00Z')
    const season = (displaced: object[]) => ({ id: 3, name: 'Summer 2027', displaced })
    const changes: RowChange[] = [
      change(1, taken, null),
      change(2, row(2, 5, '2027-09-07T18:00Z', '2027-09-07T19:00Z'), null),
      { entity: 'season', id: 3, before: null, after: season([{ row: taken, kept: [] }]) } as RowChange,
    ]
    const [notice] = noticesOf('season.create', changes, NOW)
    t.match(notice, {
      showId: 5,
      event: 'bulk',
      items: [
        { kind: 'stepped-aside', season: 'Summer 2027', broadcast: { id: 1 } },
        { kind: 'cancelled', broadcast: { id: 2 } },
      ],
    })
    const alone = noticesOf('season.create', [changes[0]!, changes[2]!], NOW)
    t.match(alone, [{ event: 'cancelled', items: [{ kind: 'stepped-aside' }] }], 'heard by who chose cancellations')
    const mail = renderChange(
      alone[0]!,
      { actorName: 'A manager', reason: null },
      {
        zone: 'Europe/Vienna',
        language: 'en',
        stationName: 'Radio',
        showName: () => 'Evening Jazz',
        links: { planner: 'https://x/planner', showPage: () => 'https://x/show', unsubscribe: 'https://x/u' },
      },
    )
    t.equal(mail.subject, 'Steps aside for Summer 2027: Evening Jazz, Tue, 6 Jul 2027, 20:00–21:00')
    t.match(mail.text, /Tue, 6 Jul 2027, 20:00–21:00: steps aside for Summer 2027/)
    t.notMatch(mail.text, /cancelled/)
  },
)
