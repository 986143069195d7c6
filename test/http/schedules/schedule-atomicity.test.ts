import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, snapshot } from '../../helpers/factories.ts'
import { insertSlot, once, overlappingPairs, postSchedule, weekly } from '../../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`atomicity and concurrency on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const other = await makeShow(app.db)
    const otherSchedule = await makeSchedule(app.db, other.id)
    const owner = { showId: other.id, scheduleId: otherSchedule.id }

    t.test('a resolution that fails half-way leaves the database exactly as it was', async (t) => {
      const show = await makeShow(app.db)
      await insertSlot(app.db, owner, '2027-04-06 20:30:00', '2027-04-06 21:30:00')
      await insertSlot(app.db, owner, '2027-04-13 19:30:00', '2027-04-13 20:30:00')
      // A real database fault on the last statement: the insert of the 20 April timeslot.
      await app.db.withConnection((conn) =>
        conn.exec(`
          CREATE FUNCTION onair_test_fault() RETURNS trigger AS $$
          BEGIN
            IF NEW.start = '2027-04-20 18:00:00+00' THEN RAISE EXCEPTION 'injected fault'; END IF;
            RETURN NEW;
          END $$ LANGUAGE plpgsql;
          CREATE TRIGGER onair_test_fault BEFORE INSERT ON timeslots FOR EACH ROW EXECUTE FUNCTION onair_test_fault();`),
      )
      t.teardown(() =>
        app.db.withConnection((conn) => conn.exec('DROP TRIGGER IF EXISTS onair_test_fault ON timeslots')),
      )
      const schedule = weekly(show.id, { firstDate: '2027-04-06', lastDate: '2027-04-20' })
      const [a, b] = (await postSchedule(app, schedule)).json().projected
      const before = await snapshot(app.db)
      // ours deletes one timeslot, ours-start trims the other, then the insert fails.
      const res = await postSchedule(app, schedule, { [a.hash]: 'ours', [b.hash]: 'ours-start' })
      t.equal(res.statusCode, 500)
      t.same(res.json(), {
        statusCode: 500,
        error: 'Internal Server Error',
        code: 'ONAIR_INTERNAL',
        message: 'Internal Server Error',
      })
      t.same(await snapshot(app.db), before, 'no schedule, no delete, no trim, no insert')
    })

    t.test('a client that sends back what it saw is stopped when someone else resolved in between', async (t) => {
      const [a, b] = [await makeShow(app.db), await makeShow(app.db)]
      await insertSlot(app.db, owner, '2027-06-02 18:30:00', '2027-06-02 19:30:00')
      const scheduleA = once(a.id, '2027-06-02', '18:00:00', '19:00:00')
      const scheduleB = once(b.id, '2027-06-02', '18:00:00', '19:00:00')
      const seenByA = (await postSchedule(app, scheduleA)).json()
      const seenByB = (await postSchedule(app, scheduleB)).json()
      const hash = seenByA.projected[0].hash as string
      const bWins = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: { ...seenByB, solutions: { [hash]: 'ours' } },
      })
      t.equal(bWins.statusCode, 201)
      const before = await snapshot(app.db)
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: { ...seenByA, solutions: { [hash]: 'ours' } },
      })
      t.equal(res.statusCode, 409)
      t.equal(
        res.json().projected[0].error,
        'The collisions of this timeslot changed since you saw them; choose again.',
      )
      t.equal(res.json().projected[0].collisions[0].schedule, bWins.json().id, 'shows what is there now')
      t.same(res.json().solutions, {})
      t.same(await snapshot(app.db), before, "B's timeslot is not deleted by a choice made against another one")
    })

    t.test('parallel POSTs for the same hour: exactly one wins, the others get the fresh collision', async (t) => {
      const shows = await Promise.all(Array.from({ length: 6 }, () => makeShow(app.db)))
      const results = await Promise.all(
        shows.map((show) => postSchedule(app, once(show.id, '2027-05-05', '18:00:00', '19:00:00'))),
      )
      const codes = results.map((r) => r.statusCode).sort()
      t.same(codes, [201, 409, 409, 409, 409, 409])
      const winner = results.find((r) => r.statusCode === 201)!.json()
      for (const loser of results.filter((r) => r.statusCode === 409)) {
        t.equal(loser.json().projected[0].collisions[0].schedule, winner.id)
      }
      t.equal(await app.db.client.schedule.count({ where: { showId: { in: shows.map((s) => s.id) } } }), 1)
      t.equal(await overlappingPairs(app.db), 0)
    })

    t.test('parallel resolutions against the same timeslot never leave an overlap', async (t) => {
      const shows = await Promise.all(Array.from({ length: 4 }, () => makeShow(app.db)))
      await insertSlot(app.db, owner, '2027-05-12 18:30:00', '2027-05-12 19:30:00')
      const schedules = shows.map((show) =>
        weekly(show.id, {
          firstDate: '2027-05-12',
          lastDate: '2027-05-19',
          byWeekday: 2,
          startTime: '18:00:00',
          endTime: '19:00:00',
        }),
      )
      // Every client reads the conflict first, then all resolve at once.
      const hashes = await Promise.all(
        schedules.map(async (s) => (await postSchedule(app, s)).json().projected[0].hash as string),
      )
      const solutions = ['ours', 'theirs-end', 'ours-end', 'theirs']
      const results = await Promise.all(schedules.map((s, i) => postSchedule(app, s, { [hashes[i]!]: solutions[i]! })))
      // Whoever runs later plans on what the earlier ones committed: a fresh 409, or the contract's
      // count mismatch once the winner's second week collides too; never a 500.
      for (const res of results) {
        t.ok([201, 409, 400].includes(res.statusCode), `answered ${res.statusCode}`)
        if (res.statusCode === 400)
          t.match(res.json().code, /ONAIR_SOLUTIONS_COUNT_MISMATCH|ONAIR_SCHEDULE_NOTHING_TO_CREATE/)
      }
      t.ok(
        results.some((res) => res.statusCode === 201),
        'someone wins',
      )
      t.equal(await overlappingPairs(app.db), 0)
      const rows = await app.db.client.timeslot.findMany({
        where: { start: { lt: new Date('2027-05-12T18:00:00Z') }, end: { gt: new Date('2027-05-12T16:00:00Z') } },
      })
      t.ok(rows.length >= 1, 'the hour is not left empty')
    })
  })
}
