/** The collision query: which stored timeslots a projection meets, and a schedule's own future ones. */
import t from 'tap'
import { findColliding, findOwnFuture } from '../../../src/db/programme/colliding-timeslots.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow } from '../../helpers/factories.ts'

const at = (iso: string) => Date.parse(iso)
const span = (start: string, end: string) => ({ start: at(start), end: at(end) })

for (const kind of testDatabases()) {
  t.test(`collisions on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    const show = await makeShow(db, { name: 'Jazz Night' })
    const schedule = await makeSchedule(db, show.id)
    const other = await makeSchedule(db, show.id)
    const slot = (scheduleId: number, start: string, end: string) =>
      db.client.timeslot.create({
        data: { showId: show.id, scheduleId, start: new Date(start), end: new Date(end), memo: `${start}` },
      })
    const morning = await slot(schedule.id, '2027-01-04T08:00:00Z', '2027-01-04T10:00:00Z')
    const long = await slot(other.id, '2027-01-04T10:00:00Z', '2027-01-04T18:00:00Z')
    const evening = await slot(schedule.id, '2027-01-04T20:00:00Z', '2027-01-04T21:00:00Z')
    const ids = (slots: Array<{ id: number }>) => slots.map((s) => s.id)

    t.same(await findColliding(db.client, []), [], 'no projection, no statement, nothing')
    t.same(
      ids(await findColliding(db.client, [span('2027-01-04T10:00:00Z', '2027-01-04T11:00:00Z')])),
      [long.id],
      'touching the end of one is no overlap',
    )

    const met = await findColliding(db.client, [
      span('2027-01-04T09:00:00Z', '2027-01-04T11:00:00Z'),
      span('2027-01-04T12:00:00Z', '2027-01-04T13:00:00Z'),
      span('2027-01-04T15:00:00Z', '2027-01-04T20:30:00Z'),
    ])
    t.same(
      ids(met),
      [morning.id, long.id, evening.id],
      'each colliding timeslot once, in start order, though three intervals meet the long one',
    )
    t.match(met[0], {
      scheduleId: schedule.id,
      showId: show.id,
      showName: 'Jazz Night',
      start: at('2027-01-04T08:00:00Z'),
      end: at('2027-01-04T10:00:00Z'),
      isRepetition: false,
      mediaId: null,
      episodeId: null,
      memo: '2027-01-04T08:00:00Z',
    })
    t.equal(typeof met[0]!.start, 'number', 'instants as epoch milliseconds')

    const day = [span('2027-01-04T00:00:00Z', '2027-01-05T00:00:00Z')]
    t.same(
      ids(await findColliding(db.client, day, { scheduleId: schedule.id, from: at('2027-01-04T09:00:00Z') })),
      [morning.id, long.id],
      "a schedule's own timeslots from `from` on are left out; those before it and other schedules' stay",
    )
    t.same(
      ids(await findColliding(db.client, day, { scheduleId: schedule.id, from: at('2027-01-04T08:00:00Z') })),
      [long.id],
      'one starting exactly at `from` is left out too',
    )

    const own = await findOwnFuture(db.client, schedule.id, at('2027-01-04T08:00:00Z'))
    t.same(ids(own), [morning.id, evening.id], "the schedule's own from `from` on, in start order")
    t.equal(own[0]!.showName, 'Jazz Night', 'with the show name, columns in camelCase')
    t.same(
      ids(await findOwnFuture(db.client, schedule.id, at('2027-01-04T08:00:01Z'))),
      [evening.id],
      'one that started before `from` is not future',
    )
  })
}
