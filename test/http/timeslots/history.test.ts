import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, snapshot } from '../../helpers/factories.ts'
import { insertSlot, once, postSchedule, programme } from '../../helpers/schedules.ts'

// 2027-03-02 20:30 in Vienna: the 20:00-22:00 timeslot of the other show is on air.
const NOW = Date.parse('2027-03-02T19:30:00Z')

for (const database of testDatabases()) {
  t.test(`aired history is untouchable on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, now: () => NOW })
    const show = await makeShow(app.db)
    const other = await makeShow(app.db, { name: 'On Air Now' })
    const otherSchedule = await makeSchedule(app.db, other.id)
    const owner = { showId: other.id, scheduleId: otherSchedule.id }
    const onAir = await insertSlot(app.db, owner, '2027-03-02 20:00:00', '2027-03-02 22:00:00', { memo: 'live' })

    t.test('a collision with the running timeslot offers only what leaves it alone', async (t) => {
      const tail = once(show.id, '2027-03-02', '21:00:00', '23:00:00')
      const first = await postSchedule(app, tail)
      t.equal(first.statusCode, 409)
      const [slot] = first.json().projected
      t.same(
        slot.collisions.map((c: { id: number }) => c.id),
        [onAir.id],
      )
      t.same(
        [...slot.solutionChoices].sort(),
        ['theirs', 'theirs-start'],
        'no ours, ours-start: the aired half would go',
      )

      const before = await snapshot(app.db)
      for (const solution of ['ours', 'ours-start']) {
        const refused = await postSchedule(app, tail, { [slot.hash]: solution })
        t.equal(refused.statusCode, 409, solution)
        t.match(
          refused.json().projected[0].error,
          /^Given solution is not accepted for this conflict. "[a-z-]+" is not among its solutionChoices: /,
        )
      }
      t.same(await snapshot(app.db), before, 'nothing changed')

      const resolved = await postSchedule(app, tail, { [slot.hash]: 'theirs-start' })
      t.equal(resolved.statusCode, 201)
      t.same(await programme(app.db), [
        `${otherSchedule.id} 2027-03-02 20:00:00-22:00:00`,
        `${resolved.json().id} 2027-03-02 22:00:00-23:00:00`,
      ])
      t.match(await app.db.client.timeslot.findUnique({ where: { id: onAir.id } }), {
        memo: 'live',
        start: onAir.start,
        end: onAir.end,
      })
    })

    t.test('a projected timeslot inside the running one can only yield', async (t) => {
      const inside = once(show.id, '2027-03-02', '20:45:00', '21:15:00')
      const first = await postSchedule(app, inside)
      t.same(first.json().projected[0].solutionChoices, ['theirs'])
      const before = await snapshot(app.db)
      const refused = await postSchedule(app, inside, { [first.json().projected[0].hash]: 'ours-both' })
      t.equal(refused.statusCode, 409)
      t.same(await snapshot(app.db), before)
    })

    t.test('deleting a show keeps its aired timeslots readable, with or without force', async (t) => {
      const archived = await makeShow(app.db, { name: 'Farewell Show' })
      const schedule = await makeSchedule(app.db, archived.id)
      const ids = { showId: archived.id, scheduleId: schedule.id }
      const aired = await insertSlot(app.db, ids, '2027-02-23 08:00:00', '2027-02-23 09:00:00', { memo: 'first' })
      await insertSlot(app.db, ids, '2027-03-09 08:00:00', '2027-03-09 09:00:00')

      const refused = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/shows/${archived.id}`,
      })
      t.equal(refused.statusCode, 409, 'a timeslot ahead: refused without force')
      const forced = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/shows/${archived.id}?force=true`,
      })
      t.equal(forced.statusCode, 204)

      const left = await app.db.client.timeslot.findMany({ where: { showId: archived.id } })
      t.same(
        left.map((slot) => slot.id),
        [aired.id],
        'the aired timeslot stays, the future one is gone',
      )
      const read = await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${aired.id}` })
      t.match(read.json(), { id: aired.id, showName: 'Farewell Show', memo: 'first' })
      t.match(
        (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${schedule.id}` })).json(),
        { id: schedule.id, lastDate: '2027-02-23' },
        'ended',
      )
      t.match((await injectAs(app, 'programme-manager', { url: `/api/v1/shows/${archived.id}` })).json(), {
        id: archived.id,
        deletedAt: '2027-03-02T19:30:00.000Z',
      })

      const listed = (await injectAs(app, 'programme-manager', { url: '/api/v1/shows?limit=500' }))
        .json()
        .items.map((s: { id: number }) => s.id)
      t.notOk(listed.includes(archived.id), 'hidden from lists')
      const all = (await injectAs(app, 'programme-manager', { url: '/api/v1/shows?limit=500&includeDeleted=true' }))
        .json()
        .items.map((s: { id: number }) => s.id)
      t.ok(all.includes(archived.id), 'unless asked')

      const late = await postSchedule(app, once(archived.id, '2027-04-01', '10:00:00', '11:00:00'))
      t.equal(late.statusCode, 409)
      t.equal(late.json().code, 'ONAIR_SHOW_ARCHIVED')
      t.equal(late.json().fields[0].path, 'body/schedule/show')
      const renamed = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${archived.id}`,
        payload: { name: 'Back' },
      })
      t.equal(renamed.statusCode, 409)
      t.equal(renamed.json().code, 'ONAIR_SHOW_ARCHIVED')

      const reused = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        payload: { name: 'Farewell Show', slug: archived.slug },
      })
      t.equal(reused.statusCode, 201, "an archived show's slug is free again")
    })

    t.test('without force, a show with only aired timeslots is archived and they stay too', async (t) => {
      const quiet = await makeShow(app.db)
      const schedule = await makeSchedule(app.db, quiet.id)
      const aired = await insertSlot(
        app.db,
        { showId: quiet.id, scheduleId: schedule.id },
        '2027-02-16 08:00:00',
        '2027-02-16 09:00:00',
      )
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/shows/${quiet.id}` })).statusCode,
        204,
      )
      t.ok(await app.db.client.timeslot.findUnique({ where: { id: aired.id } }))
    })
  })
}
