import t from 'tap'
import { buildTestApp } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { makeSchedule, makeShow, snapshot } from '../helpers/factories.ts'
import { insertSlot, postSchedule, programme, putSchedule, weekly } from '../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`PUT /api/v1/schedules/{id} on ${database}`, async (t) => {
    // "now" is 2027-02-10 12:00 UTC: the 2 and 9 February timeslots have aired.
    const app = await buildTestApp(t, { database, now: () => Date.parse('2027-02-10T12:00:00Z') })
    const show = await makeShow(app.db)
    const other = await makeShow(app.db)
    const otherSchedule = await makeSchedule(app.db, other.id)

    async function createWeekly(overrides: Record<string, unknown> = {}) {
      const schedule = weekly(show.id, { firstDate: '2027-02-02', lastDate: '2027-03-30', ...overrides })
      const res = await postSchedule(app, schedule)
      t.equal(res.statusCode, 201)
      // Past timeslots are listed but never created, so seed the aired ones as history.
      const id = res.json().id as number
      for (const day of ['2027-02-02', '2027-02-09']) {
        await insertSlot(app.db, { showId: show.id, scheduleId: id }, `${day} ${schedule.startTime}`, `${day} ${schedule.endTime}`)
      }
      return { id, schedule }
    }

    t.test('refuses changes to startTime, endTime, byWeekday, rrule, show and an earlier firstDate', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '06:00:00', endTime: '07:00:00' })
      const before = await snapshot(app.db)
      for (const change of [
        { startTime: '06:30:00' },
        { endTime: '07:30:00' },
        { byWeekday: 2 },
        { rrule: 5 },
        { show: other.id },
        { firstDate: '2027-01-26' },
      ]) {
        const res = await putSchedule(app, id, { ...schedule, ...change })
        t.equal(res.statusCode, 400, JSON.stringify(change))
        t.equal(res.json().message, 'This change on the timeslot is not allowed.')
        t.equal(res.json().fields[0].path, `body/schedule/${Object.keys(change)[0]}`)
      }
      t.same(await snapshot(app.db), before)
      const missing = await putSchedule(app, 999999, schedule)
      t.equal(missing.statusCode, 404)
    })

    t.test('shortening deletes only the future timeslots no longer projected; extending checks new ones', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '08:00:00', endTime: '09:00:00' })
      const kept = await app.db.client.timeslot.findFirst({ where: { scheduleId: id, start: new Date('2027-02-16T07:00:00Z') } })
      await app.db.client.timeslot.update({ where: { id: kept!.id }, data: { memo: 'guest: Ada', mediaId: 3 } })

      const shorter = await putSchedule(app, id, { ...schedule, lastDate: '2027-02-23' })
      t.equal(shorter.statusCode, 200)
      t.equal(shorter.json().lastDate, '2027-02-23')
      const lines = (await programme(app.db)).filter((l) => l.startsWith(`${id} `))
      t.same(lines, [
        `${id} 2027-02-02 08:00:00-09:00:00`,
        `${id} 2027-02-09 08:00:00-09:00:00`,
        `${id} 2027-02-16 08:00:00-09:00:00`,
        `${id} 2027-02-23 08:00:00-09:00:00`,
      ], 'history untouched, future beyond lastDate removed')
      t.match(await app.db.client.timeslot.findUnique({ where: { id: kept!.id } }), { memo: 'guest: Ada', mediaId: 3 }, 'kept as it was')

      await insertSlot(app.db, { showId: other.id, scheduleId: otherSchedule.id }, '2027-03-09 08:30:00', '2027-03-09 10:00:00')
      const longer = { ...schedule, lastDate: '2027-03-16' }
      const conflict = await putSchedule(app, id, longer)
      t.equal(conflict.statusCode, 409)
      const colliding = conflict.json().projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0)
      t.equal(colliding.length, 1, 'own timeslots are not collisions')
      t.equal(colliding[0].start, '2027-03-09 08:00:00')
      const resolved = await putSchedule(app, id, longer, { [colliding[0].hash]: 'theirs-end' })
      t.equal(resolved.statusCode, 200)
      const after = (await programme(app.db)).filter((l) => l.startsWith(`${id} `)).slice(2)
      t.same(after, [
        `${id} 2027-02-16 08:00:00-09:00:00`,
        `${id} 2027-02-23 08:00:00-09:00:00`,
        `${id} 2027-03-02 08:00:00-09:00:00`,
        `${id} 2027-03-09 08:00:00-08:30:00`,
        `${id} 2027-03-16 08:00:00-09:00:00`,
      ])
    })

    t.test('ending a schedule is an update even though it creates nothing', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '10:00:00', endTime: '11:00:00' })
      const res = await putSchedule(app, id, { ...schedule, lastDate: '2027-02-10' })
      t.equal(res.statusCode, 200)
      t.equal(await app.db.client.timeslot.count({ where: { scheduleId: id, start: { gte: new Date('2027-02-10T12:00:00Z') } } }), 0)
      t.equal(await app.db.client.timeslot.count({ where: { scheduleId: id } }), 2, 'aired timeslots stay')
    })

    t.test('isRepetition and a later firstDate change the future timeslots', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '12:00:00', endTime: '13:00:00' })
      const res = await putSchedule(app, id, { ...schedule, firstDate: '2027-03-01', isRepetition: true, defaultMediaId: 5 })
      t.equal(res.statusCode, 200)
      t.match(res.json(), { firstDate: '2027-03-01', isRepetition: true, defaultMediaId: 5 })
      const future = await app.db.client.timeslot.findMany({ where: { scheduleId: id, start: { gte: new Date('2027-02-10T12:00:00Z') } }, orderBy: { start: 'asc' } })
      t.same(future.map((s) => s.start.toISOString().slice(0, 10)), ['2027-03-02', '2027-03-09', '2027-03-16', '2027-03-23', '2027-03-30'])
      t.ok(future.every((s) => s.isRepetition))
      const past = await app.db.client.timeslot.findMany({ where: { scheduleId: id, start: { lt: new Date('2027-02-10T12:00:00Z') } } })
      t.ok(past.every((s) => !s.isRepetition), 'history is not rewritten')
    })

    t.test('a dry run of an update changes nothing', async (t) => {
      const { id, schedule } = await createWeekly({ startTime: '14:00:00', endTime: '15:00:00' })
      const before = await snapshot(app.db)
      const res = await putSchedule(app, id, { ...schedule, lastDate: '2027-02-23', dryrun: true })
      t.equal(res.statusCode, 202)
      t.same(res.json().delete.map((d: { start: string }) => d.start), ['2027-03-02 14:00:00', '2027-03-09 14:00:00', '2027-03-16 14:00:00', '2027-03-23 14:00:00', '2027-03-30 14:00:00'])
      t.same(res.json().create, [])
      t.same(await snapshot(app.db), before)
    })
  })
}
