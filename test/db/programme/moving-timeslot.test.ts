/**
 * The move's one statement (findMovingForUpdate): the timeslot and its record as findProgrammeForUpdate
 * reads them, its schedule as schedules.findById reads it (every column set, key for key and in order,
 * since a changeset records it), whether repetitions follow, the `replace` seasons still to come and the
 * holidays.
 */
import t from 'tap'
import { findMovingForUpdate } from '../../../src/db/programme/moving-timeslot.ts'
import { findProgrammeForUpdate } from '../../../src/db/programme/programme.ts'
import * as schedulesDb from '../../../src/db/programme/schedules.ts'
import { parseLocalDate } from '../../../src/domain/time/civil-dates.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'

const day = (date: string) => new Date(`${date}T00:00:00Z`)
const NOW = Date.parse('2027-03-01T12:00:00Z')

for (const kind of testDatabases()) {
  t.test(`the moving timeslot on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    const c = db.client
    const show = await makeShow(db, { name: 'Jazz Night' })
    const season = await c.season.create({
      data: { name: 'Summer', firstDate: day('2027-07-01'), lastDate: day('2027-08-31'), mode: 'replace' },
    })
    // Every column but the actor stamps set (none left at its default or null), so each one's conversion is compared.
    const original = await c.schedule.create({
      data: {
        showId: show.id,
        ruleId: 4,
        byWeekday: 1,
        firstDate: day('2027-01-05'),
        lastDate: day('2027-12-28'),
        startTime: '20:00:00',
        endTime: '21:30:00',
      },
    })
    const schedule = await c.schedule.create({
      data: {
        showId: show.id,
        ruleId: null,
        recurrence: 'FREQ=WEEKLY;BYDAY=WE',
        importUid: 'uid-1@example.org',
        importVersion: 'SEQUENCE:2;LAST-MODIFIED:20270101T000000Z',
        byWeekday: 2,
        firstDate: day('2027-01-06'),
        anchorDate: day('2027-01-13'),
        exceptionDates: [day('2027-02-03'), day('2027-01-20')],
        movedOccurrences: [{ date: '2027-01-27', timeslotId: 999 }],
        lastDate: day('2027-12-29'),
        startTime: '20:00:00',
        endTime: '21:30:00',
        isRepetition: true,
        addDaysNo: 1,
        addBusinessDaysOnly: true,
        defaultMediaId: 7,
        predecessorId: 3,
        successorId: 4,
        seasonId: season.id,
        repeatOfId: original.id,
        holidays: 'skip',
        openEnded: true,
        unplaced: [{ date: '2027-02-10', reason: 'collision' }],
      },
    })
    await c.holiday.create({ data: { date: day('2027-05-01'), name: 'Labour Day' } })
    await c.holiday.create({ data: { date: day('2027-01-01'), name: 'New Year' } })
    const slot = (scheduleId: number, start: string, repeatOfId: number | null = null) =>
      c.timeslot.create({
        data: {
          showId: show.id,
          scheduleId,
          start: new Date(start),
          end: new Date(Date.parse(start) + 3_600_000),
          repeatOfId,
        },
      })
    const moving = await slot(original.id, '2027-03-02T19:00:00Z')
    const repetition = await slot(schedule.id, '2027-03-03T19:00:00Z', moving.id)
    const aired = await slot(original.id, '2027-02-23T19:00:00Z')
    await slot(schedule.id, '2027-02-24T19:00:00Z', aired.id)

    const inTx = <T>(work: (tx: typeof c) => Promise<T>) => c.$transaction((tx) => work(tx as typeof c))
    const found = await inTx((tx) => findMovingForUpdate(tx, repetition.id, { now: NOW, today: '2027-03-01' }))
    const stored = await schedulesDb.findById(c, schedule.id)
    t.same(found?.schedule, stored, 'the schedule as findById reads it')
    t.same(Object.keys(found!.schedule), Object.keys(stored!), 'its columns in the same order')
    t.ok(found!.schedule.createdAt instanceof Date && found!.schedule.firstDate instanceof Date)
    t.equal(JSON.stringify(found!.schedule), JSON.stringify(stored), 'recorded the same in a changeset')
    t.same(
      { row: found!.row, record: found!.record },
      await inTx((tx) => findProgrammeForUpdate(tx, repetition.id)),
      'the timeslot as findProgrammeForUpdate reads it',
    )
    t.notOk(found!.followed, 'nothing repeats a repetition')
    t.same(found!.replacing, [{ id: season.id, name: 'Summer', firstDate: '2027-07-01', lastDate: '2027-08-31' }])
    t.same(
      [...found!.holidays].sort((a, b) => a - b),
      [parseLocalDate('2027-01-01'), parseLocalDate('2027-05-01')],
    )

    const ofOriginal = await inTx((tx) => findMovingForUpdate(tx, moving.id, { now: NOW, today: '2027-03-01' }))
    t.ok(ofOriginal!.followed, 'a repetition to come follows the original')
    t.same(ofOriginal!.schedule, await schedulesDb.findById(c, original.id))
    t.notOk(
      (await inTx((tx) => findMovingForUpdate(tx, aired.id, { now: NOW, today: '2027-03-01' })))!.followed,
      'a repetition that has started does not follow',
    )
    t.same(
      (await inTx((tx) => findMovingForUpdate(tx, moving.id, { now: NOW, today: '2027-09-01' })))!.replacing,
      [],
      'a season that has ended is not read',
    )
    t.equal(await inTx((tx) => findMovingForUpdate(tx, 999_999, { now: NOW, today: '2027-03-01' })), null)
  })
}
