/**
 * What a new user is told when a request is refused: each message says how to fix it, and `fields`
 * names the field. One case per mistake seen by a new user (README, Swagger UI, careless inputs).
 */
import t from 'tap'
import { buildTestApp, injectAs } from './helpers/app.ts'
import { testDatabases } from './helpers/databases.ts'
import { makeSchedule, makeShow } from './helpers/factories.ts'
import { insertSlot, once, postSchedule, weekly } from './helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`error messages that say how to fix them, on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db, { name: 'Careless' })
    const other = await makeShow(app.db, { name: 'In The Way' })
    const owner = { showId: other.id, scheduleId: (await makeSchedule(app.db, other.id)).id }

    t.test('body dates and times say their format with an example, not a pattern', async (t) => {
      const res = await postSchedule(app, weekly(show.id, { firstDate: '02.03.2027', startTime: '8pm' }))
      t.equal(res.statusCode, 400)
      const fields = res.json().fields
      t.same(fields, [
        { path: 'body/schedule/firstDate', message: 'must be a date as YYYY-MM-DD, e.g. 2027-03-02' },
        { path: 'body/schedule/startTime', message: 'must be a time of day as HH:MM:SS, e.g. 20:00:00' },
      ])
      t.notMatch(res.json().message, /pattern|\^/)
    })

    t.test('a misspelled solution lists the allowed values', async (t) => {
      const res = await postSchedule(app, weekly(show.id), { anyhash: 'mine' })
      t.equal(res.statusCode, 400)
      const [field] = res.json().fields
      t.equal(field.path, 'body/solutions/anyhash')
      t.match(field.message, /^must be one of "theirs", "ours", .*"ours-both" or ""$/)
      t.notMatch(res.json().message, /equal to constant/)
    })

    t.test('a solution valid but not offered names it and the timeslot’s solutionChoices', async (t) => {
      await insertSlot(app.db, owner, '2027-06-08 19:30:00', '2027-06-08 20:15:00')
      await insertSlot(app.db, owner, '2027-06-08 20:30:00', '2027-06-08 21:30:00')
      const schedule = once(show.id, '2027-06-08', '20:00:00', '21:00:00')
      const [slot] = (await postSchedule(app, schedule)).json().projected
      const refused = await postSchedule(app, schedule, { [slot.hash]: 'ours-both' })
      t.equal(refused.statusCode, 409)
      t.equal(
        refused.json().projected[0].error,
        'Given solution is not accepted for this conflict. "ours-both" is not among its solutionChoices: theirs, ours.',
      )
    })

    t.test('empty solutions against collisions: add one per colliding hash', async (t) => {
      await insertSlot(app.db, owner, '2027-07-06 20:30:00', '2027-07-06 22:00:00')
      const schedule = once(show.id, '2027-07-06', '20:00:00', '21:00:00')
      const [slot] = (await postSchedule(app, schedule)).json().projected
      const res = await postSchedule(app, schedule, {})
      t.equal(res.statusCode, 400)
      t.equal(res.json().message, "Numbers of conflicts and solutions don't match", "the contract's words")
      t.same(res.json().fields, [
        {
          path: 'body/solutions',
          message: `is empty, but 1 timeslot(s) collide: add one solution per colliding hash, each one of that timeslot's solutionChoices (e.g. "${slot.hash}": "theirs")`,
        },
      ])
      t.notMatch(res.body, /without solutions/)
    })

    t.test('collisions changed since the 409 (another writer): say so, and how to see the new ones', async (t) => {
      const first = await insertSlot(app.db, owner, '2027-08-03 20:30:00', '2027-08-03 22:00:00')
      const schedule = weekly(show.id, { firstDate: '2027-08-03', lastDate: '2027-08-10' })
      const [slot] = (await postSchedule(app, schedule)).json().projected
      // Another writer: the collision moves from the first week to the second.
      await app.db.client.timeslot.delete({ where: { id: first.id } })
      await insertSlot(app.db, owner, '2027-08-10 20:30:00', '2027-08-10 22:00:00')
      const res = await postSchedule(app, schedule, { [slot.hash]: 'ours' })
      t.equal(res.statusCode, 409)
      t.match(
        res.json().detail,
        `the collisions changed since you saw them (another change to the programme); ${slot.hash} no longer collide(s). ` +
          'The current collisions are in `projected` (sending the schedule again without solutions shows them too): send a solution for each of their hashes',
      )
      const fewer = await postSchedule(app, schedule, { [slot.hash]: 'ours', another: 'theirs' })
      t.equal(fewer.statusCode, 400, 'a count that no longer matches')
      t.match(
        fewer.json().fields[0].message,
        /do not collide now .*: the collisions changed since you saw them .*send the schedule again without solutions to see the current ones$/,
      )
    })

    t.test('a body key __proto__ is named and refused as such, not called invalid JSON', async (t) => {
      const before = await app.db.client.schedule.count()
      for (const [payload, path] of [
        [`{"schedule": ${JSON.stringify(weekly(show.id))}, "__proto__": {"x": 1}}`, 'body/__proto__'],
        [`{"schedule": {"constructor": {"prototype": {}}}}`, 'body/schedule/constructor/prototype'],
      ] as const) {
        const res = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/schedules/',
          headers: { 'content-type': 'application/json' },
          payload,
        })
        t.equal(res.statusCode, 400)
        t.match(res.json(), {
          code: 'ONAIR_VALIDATION_FAILED',
          message: new RegExp(`^${path.replace(/\//g, '\\/')} is a key this API refuses .*remove it`),
          fields: [{ path }],
        })
        t.notMatch(res.json().message, /not valid JSON/)
      }
      t.equal(await app.db.client.schedule.count(), before)
    })

    t.test('a solution keyed by something that is no hash says so, not that the collisions changed', async (t) => {
      await insertSlot(app.db, owner, '2027-08-03 20:30:00', '2027-08-03 22:00:00')
      const schedule = once(show.id, '2027-08-03', '20:00:00', '21:00:00')
      const res = await postSchedule(app, schedule, { constructor: 'ours' })
      t.equal(res.statusCode, 409)
      t.match(res.json().detail, /"constructor" is no timeslot hash; solutions are keyed by the `hash`/)
      t.notMatch(res.json().detail, /changed since/)
    })

    t.test('dryrun at the top of a schedule body says it belongs in schedule', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: { schedule: weekly(show.id), dryrun: true },
      })
      t.equal(res.statusCode, 400)
      t.same(res.json().fields, [
        {
          path: 'body/dryrun',
          message: 'is not a known field here: it belongs in `schedule` ({ "schedule": { …, "dryrun": … } })',
        },
      ])
    })

    t.test('a schedule without its { "schedule": … } wrapper is one error that says to wrap it', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: weekly(show.id),
      })
      t.equal(res.statusCode, 400)
      const fields = res.json().fields
      t.equal(fields.length, 1, JSON.stringify(fields))
      t.equal(fields[0].path, 'body/schedule')
      t.match(
        fields[0].message,
        /^is required: show, rrule, byWeekday, … go inside it; send \{ "schedule": \{ "show": …, … \} \}$/,
      )
    })

    t.test('a form-encoded body: the API takes application/json', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=Jazz',
      })
      t.equal(res.statusCode, 415)
      t.match(res.json(), {
        message:
          'this API takes JSON bodies: send the body as JSON with Content-Type: application/json (not application/x-www-form-urlencoded)',
        fields: [{ path: 'headers/content-type', message: 'must be application/json' }],
      })
    })

    t.test('malformed JSON names the position', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Jazz",\n "slug": }',
      })
      t.equal(res.statusCode, 400)
      t.equal(res.json().code, 'FST_ERR_CTP_INVALID_JSON_BODY')
      t.equal(
        res.json().message,
        'the body is not valid JSON at line 2, column 10 (position 26): a value was expected (no comma before a closing bracket or brace)',
      )
      t.equal(await app.db.client.show.count({ where: { name: 'Jazz' } }), 0)
    })
  })
}
