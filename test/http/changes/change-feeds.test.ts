import ICAL from 'ical.js'
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { pruneChanges } from '../../../src/services/workers/change-retention.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { postSchedule, weekly } from '../../helpers/schedules.ts'

/** uid → { sequence, status } of every event in the feed. */
async function feedEvents(
  app: App,
  qs: string,
): Promise<Map<string, { sequence: number; status: string | null; start: string }>> {
  const text = (await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots.ics?${qs}` })).body
  const calendar = new ICAL.Component(ICAL.parse(text))
  return new Map(
    calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component)
      return [
        event.uid,
        {
          sequence: event.sequence,
          status: (component.getFirstPropertyValue('status') as string | null) ?? null,
          start: event.startDate.toString(),
        },
      ]
    }),
  )
}

for (const database of testDatabases()) {
  t.test(`feeds carry the change log on ${database}`, async (t) => {
    let now = Date.parse('2027-01-01T00:00:00Z')
    const app = await buildTestApp(t, { database, now: () => now })
    const show = await makeShow(app.db, { name: 'Feed Show' })
    const window = 'start=2027-02-01+00:00:00&end=2027-03-01+00:00:00'
    const created = await postSchedule(app, weekly(show.id, { firstDate: '2027-02-02', lastDate: '2027-02-23' }))
    const slots = await app.db.client.timeslot.findMany({
      where: { scheduleId: created.json().id },
      orderBy: { start: 'asc' },
    })
    const [first, second] = slots

    t.test('the .ics feed raises SEQUENCE on each change and lists recent cancellations as CANCELLED', async (t) => {
      const before = await feedEvents(app, window)
      const uid = `timeslot-${first!.id}@onair`
      t.ok(before.get(uid)!.sequence > 0)
      await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/timeslots/${first!.id}`,
        payload: { memo: 'new guest' },
      })
      const after = await feedEvents(app, window)
      t.ok(after.get(uid)!.sequence > before.get(uid)!.sequence, 'raised by the PATCH')
      t.equal(
        after.get(`timeslot-${second!.id}@onair`)!.sequence,
        before.get(`timeslot-${second!.id}@onair`)!.sequence,
        'others unchanged',
      )

      await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${second!.id}` })
      const cancelled = (await feedEvents(app, window)).get(`timeslot-${second!.id}@onair`)
      t.match(cancelled, { status: 'CANCELLED', start: '2027-02-09T20:00:00' })
      t.ok(
        cancelled!.sequence > after.get(`timeslot-${second!.id}@onair`)!.sequence,
        'a higher SEQUENCE, so clients take it',
      )

      now += 31 * 86_400_000
      t.notOk((await feedEvents(app, window)).has(`timeslot-${second!.id}@onair`), 'gone after 30 days')
      now = Date.parse('2027-01-01T00:00:00Z')
    })

    t.test('updatedSince lists what changed since, deletions as tombstones', async (t) => {
      now += 60_000
      const mark = new Date(now).toISOString()
      const third = slots[2]!
      await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/timeslots/${third.id}`,
        payload: { mediaId: 4 },
      })
      await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${slots[3]!.id}` })
      const res = await injectAs(app, 'programme-manager', {
        url: `/api/v1/timeslots?updatedSince=${encodeURIComponent(mark)}`,
      })
      t.equal(res.statusCode, 200)
      const items = res.json().items
      t.same(
        items.map((item: { id: number; deleted?: boolean }) => [item.id, item.deleted ?? false]),
        [
          [third.id, false],
          [slots[3]!.id, true],
        ],
      )
      t.match(items[0], { mediaId: 4, showName: 'Feed Show' })
      t.match(items[1], { deleted: true, start: '2027-02-23 20:00:00', showId: show.id, scheduleId: created.json().id })
      const windowed = await injectAs(app, 'programme-manager', {
        url: `/api/v1/timeslots?updatedSince=${encodeURIComponent(mark)}&start=2027-02-20+00:00:00&end=2027-03-01+00:00:00`,
      })
      t.same(
        windowed.json().items.map((item: { id: number }) => item.id),
        [slots[3]!.id],
        'within a window too',
      )

      const tooOld = await injectAs(app, 'programme-manager', {
        url: '/api/v1/timeslots?updatedSince=2020-01-01T00:00:00Z',
      })
      t.equal(tooOld.statusCode, 400)
      t.equal(tooOld.json().code, 'ONAIR_UPDATED_SINCE_TOO_OLD')
      const noWindow = await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots' })
      t.equal(noWindow.statusCode, 400)
      t.equal(noWindow.json().fields[0].path, 'querystring/start')
    })

    t.test('retention prunes old changesets, but never the newest', async (t) => {
      const count = await app.db.client.changeset.count()
      now += 400 * 86_400_000
      const removed = await pruneChanges(app.ctx)
      now = Date.parse('2027-01-01T00:00:00Z')
      t.equal(removed, count - 1)
      t.equal(await app.db.client.changeset.count(), 1, 'the newest stays: it is the programme version')
    })
  })
}
