import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, snapshot } from '../../helpers/factories.ts'
import { insertSlot, postSchedule, programme, putSchedule, weekly } from '../../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`cancellations stick on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db)
    const starts = async (id: number) =>
      (await programme(app.db)).filter((l) => l.startsWith(`${id} `)).map((l) => l.slice(String(id).length + 1, -12))

    async function cancel(scheduleId: number, date: string) {
      const slot = await app.db.client.timeslot.findFirst({
        where: { scheduleId, start: { gte: new Date(`${date}T00:00:00Z`), lt: new Date(`${date}T23:59:59Z`) } },
      })
      const res = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${slot!.id}` })
      t.equal(res.statusCode, 204)
    }

    t.test(
      'a cancelled broadcast is an exception of its schedule and a later PUT does not bring it back',
      async (t) => {
        const schedule = weekly(show.id, { firstDate: '2027-02-02', lastDate: '2027-02-23' })
        const created = await postSchedule(app, schedule)
        const id = created.json().id as number
        t.same(created.json().exceptions, [])
        await cancel(id, '2027-02-09')
        t.same((await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${id}` })).json().exceptions, [
          '2027-02-09',
        ])

        const extended = await putSchedule(app, id, { ...schedule, lastDate: '2027-03-09' })
        t.equal(extended.statusCode, 200)
        t.same(extended.json().exceptions, ['2027-02-09'], 'kept across a PUT that does not mention them')
        t.same(extended.json().skipped, [
          {
            date: '2027-02-09',
            reason: 'cancelled',
            message: 'The broadcast on 2027-02-09 was cancelled (an exception of the schedule)',
          },
        ])
        t.same(await starts(id), [
          '2027-02-02 20:00',
          '2027-02-16 20:00',
          '2027-02-23 20:00',
          '2027-03-02 20:00',
          '2027-03-09 20:00',
        ])
      },
    )

    t.test('removing an exception brings the broadcast back through the usual collision cycle', async (t) => {
      const schedule = weekly(show.id, {
        firstDate: '2027-04-06',
        lastDate: '2027-04-27',
        startTime: '06:00:00',
        endTime: '07:00:00',
      })
      const id = (await postSchedule(app, schedule)).json().id as number
      await cancel(id, '2027-04-13')
      // Meanwhile another show takes half of the freed hour.
      const other = await makeShow(app.db)
      const otherSchedule = await makeSchedule(app.db, other.id)
      const guest = await insertSlot(
        app.db,
        { showId: other.id, scheduleId: otherSchedule.id },
        '2027-04-13 06:30:00',
        '2027-04-13 07:00:00',
      )

      const before = await snapshot(app.db)
      const restore = { ...schedule, exceptions: [] }
      const conflict = await putSchedule(app, id, restore)
      t.equal(conflict.statusCode, 409)
      const colliding = conflict.json().projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0)
      t.same(
        colliding.map((p: { start: string }) => p.start),
        ['2027-04-13 06:00:00'],
      )
      t.same(await snapshot(app.db), before, 'nothing changed yet')

      const resolved = await putSchedule(app, id, restore, { [colliding[0].hash]: 'theirs-end' })
      t.equal(resolved.statusCode, 200)
      t.same(resolved.json().exceptions, [])
      t.same(await starts(id), ['2027-04-06 06:00', '2027-04-13 06:00', '2027-04-20 06:00', '2027-04-27 06:00'])
      t.ok(await app.db.client.timeslot.findUnique({ where: { id: guest.id } }), 'the other show keeps its half hour')
    })

    t.test('a PUT can cancel dates ahead: their timeslots go and stay gone', async (t) => {
      const schedule = weekly(show.id, {
        firstDate: '2027-05-04',
        lastDate: '2027-05-25',
        startTime: '09:00:00',
        endTime: '10:00:00',
      })
      const id = (await postSchedule(app, schedule)).json().id as number
      const res = await putSchedule(app, id, { ...schedule, exceptions: ['2027-05-18', '2027-05-11', '2027-05-18'] })
      t.equal(res.statusCode, 200)
      t.same(res.json().exceptions, ['2027-05-11', '2027-05-18'], 'sorted, once each')
      t.same(await starts(id), ['2027-05-04 09:00', '2027-05-25 09:00'])
      const again = await putSchedule(app, id, { ...schedule, lastDate: '2027-06-01' })
      t.same(await starts(id), ['2027-05-04 09:00', '2027-05-25 09:00', '2027-06-01 09:00'])
      t.equal(again.statusCode, 200)
    })

    t.test('cancelling one piece of a split occurrence leaves no exception while another piece airs', async (t) => {
      const schedule = weekly(show.id, {
        firstDate: '2027-06-01',
        lastDate: '2027-06-08',
        startTime: '12:00:00',
        endTime: '14:00:00',
      })
      const id = (await postSchedule(app, schedule)).json().id as number
      const other = await makeShow(app.db)
      const slot = {
        show: other.id,
        rrule: 1,
        firstDate: '2027-06-01',
        lastDate: '2027-06-01',
        startTime: '12:30:00',
        endTime: '13:00:00',
      }
      const first = await postSchedule(app, slot)
      await postSchedule(app, slot, { [first.json().projected[0].hash]: 'ours-both' })
      t.same(await starts(id), ['2027-06-01 12:00', '2027-06-01 13:00', '2027-06-08 12:00'])
      const tail = await app.db.client.timeslot.findFirst({
        where: { scheduleId: id, start: new Date('2027-06-01T11:00:00Z') },
      })
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${tail!.id}` }))
          .statusCode,
        204,
      )
      t.same(
        (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${id}` })).json().exceptions,
        [],
        'the head still airs',
      )
      await putSchedule(app, id, { ...schedule, lastDate: '2027-06-15' })
      t.same(
        await starts(id),
        ['2027-06-01 12:00', '2027-06-08 12:00', '2027-06-15 12:00'],
        'the head stays; the cut tail is not recreated',
      )
    })
  })
}
