/** Schedules in the database: the domain record survives a round trip, and the list's active filter. */
import t from 'tap'
import * as schedules from '../../../src/db/programme/schedules.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'

for (const kind of testDatabases()) {
  t.test(`schedules on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    const show = await makeShow(db)
    const spec = {
      ruleId: 5,
      byWeekday: 2,
      firstDate: '2027-03-03',
      lastDate: '2027-12-29',
      startTime: '23:30:00',
      endTime: '01:00:00',
      addDaysNo: 2,
      addBusinessDaysOnly: true,
      anchorDate: '2027-02-24',
      exceptions: ['2027-06-09', '2027-03-31'],
    }
    const row = await schedules.insert(
      db.client,
      schedules.toScheduleColumns({ showId: show.id, spec, isRepetition: true, defaultMediaId: 7 }),
      null,
    )
    const record = schedules.toScheduleRecord((await schedules.findById(db.client, row.id))!)
    t.same(
      record.spec,
      { ...spec, recurrence: null, holidays: 'air', exceptions: ['2027-03-31', '2027-06-09'] },
      'every field back as sent (no RRULE of its own), exceptions in date order',
    )
    t.match(record, { id: row.id, showId: show.id, isRepetition: true, defaultMediaId: 7 })

    const open = await schedules.insert(
      db.client,
      schedules.toScheduleColumns({
        showId: show.id,
        spec: { ...spec, lastDate: null, anchorDate: null, exceptions: [] },
        isRepetition: false,
        defaultMediaId: null,
      }),
      null,
    )
    t.match(
      schedules.toScheduleRecord(open).spec,
      { lastDate: null, anchorDate: '2027-03-03' },
      'no anchor stored: the first date',
    )
    t.equal(
      schedules.fromDateColumn(schedules.toDateColumn('0999-12-31')),
      '0999-12-31',
      'a date column is the calendar date, whatever the zone',
    )

    await db.client.timeslot.create({
      data: {
        showId: show.id,
        scheduleId: row.id,
        start: new Date('2027-03-03T22:30:00Z'),
        end: new Date('2027-03-04T00:00:00Z'),
      },
    })
    const ids = async (filter: schedules.ScheduleFilter, page = { limit: 10, offset: 0 }) => {
      const { rows, total } = await schedules.findMany(db.client, filter, page)
      return { ids: rows.map((r) => r.id), total }
    }
    const beforeEnd = Date.parse('2027-03-03T23:59:59Z')
    t.same(
      await ids({ active: { is: true, now: beforeEnd } }),
      { ids: [row.id], total: 1 },
      'active: has a timeslot not ended yet',
    )
    t.same(await ids({ active: { is: false, now: beforeEnd } }), { ids: [open.id], total: 1 })
    t.same(
      await ids({ active: { is: true, now: Date.parse('2027-03-04T00:00:00Z') } }),
      { ids: [], total: 0 },
      'a timeslot ending now has ended',
    )
    t.same(
      await ids({ showIds: [show.id] }, { limit: 1, offset: 1 }),
      { ids: [open.id], total: 2 },
      'paged in id order, total of all',
    )
  })
}
