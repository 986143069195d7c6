import t from 'tap'
import { asRole, buildTestApp, secondInstance } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { makeShow, snapshot } from '../helpers/factories.ts'
import { failTimeslotInserts } from '../helpers/faults.ts'
import { postSchedule, weekly } from '../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`ETags, If-Match and Idempotency-Key on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db, { name: 'Tagged' })

    t.test('a single resource has an ETag; If-None-Match answers 304 while it is current', async (t) => {
      const first = await app.inject({ url: `/api/v1/shows/${show.id}` })
      const etag = first.headers.etag as string
      t.match(etag, /^"[\w-]{27}"$/)
      const again = await app.inject({ url: `/api/v1/shows/${show.id}`, headers: { 'if-none-match': etag } })
      t.equal(again.statusCode, 304)
      t.equal(again.body, '')
      await app.inject({ method: 'PATCH', url: `/api/v1/shows/${show.id}`, payload: { description: 'new' } })
      const changed = await app.inject({ url: `/api/v1/shows/${show.id}`, headers: { 'if-none-match': etag } })
      t.equal(changed.statusCode, 200, 'a changed show is sent again')
      t.not(changed.headers.etag, etag)
    })

    t.test('If-Match prevents a lost update: 412 when someone changed it since, nothing written', async (t) => {
      const read = await app.inject({ url: `/api/v1/shows/${show.id}` })
      const etag = read.headers.etag as string
      const ok = await app.inject({ method: 'PATCH', url: `/api/v1/shows/${show.id}`, headers: { 'if-match': etag }, payload: { name: 'Mine' } })
      t.equal(ok.statusCode, 200)
      t.not(ok.headers.etag, etag, 'the answer carries the new version')
      const before = await snapshot(app.db)
      const stale = await app.inject({ method: 'PATCH', url: `/api/v1/shows/${show.id}`, headers: { 'if-match': etag }, payload: { name: 'Theirs' } })
      t.equal(stale.statusCode, 412)
      t.equal(stale.json().code, 'ONAIR_PRECONDITION_FAILED')
      t.same(await snapshot(app.db), before)
      const fresh = await app.inject({ method: 'PATCH', url: `/api/v1/shows/${show.id}`, headers: { 'if-match': ok.headers.etag as string }, payload: { name: 'Ours' } })
      t.equal(fresh.statusCode, 200)
    })

    t.test('If-Match works on schedules, timeslots and episodes too', async (t) => {
      const schedule = weekly(show.id, { firstDate: '2027-03-02', lastDate: '2027-03-16' })
      const id = (await postSchedule(app, schedule)).json().id as number
      const etag = (await app.inject({ url: `/api/v1/schedules/${id}` })).headers.etag as string
      const moved = await app.inject({ method: 'PUT', url: `/api/v1/schedules/${id}/`, headers: { 'if-match': etag }, payload: { schedule: { ...schedule, lastDate: '2027-03-23' } } })
      t.equal(moved.statusCode, 200)
      const stale = await app.inject({ method: 'PUT', url: `/api/v1/schedules/${id}/`, headers: { 'if-match': etag }, payload: { schedule: { ...schedule, lastDate: '2027-03-30' } } })
      t.equal(stale.statusCode, 412)
      t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/schedules/${id}`, headers: { 'if-match': etag } })).statusCode, 412)

      const slot = await app.db.client.timeslot.findFirst({ where: { scheduleId: id } })
      const slotTag = (await app.inject({ url: `/api/v1/timeslots/${slot!.id}` })).headers.etag as string
      t.equal((await app.inject({ method: 'PATCH', url: `/api/v1/timeslots/${slot!.id}`, headers: { 'if-match': slotTag }, payload: { memo: 'a' } })).statusCode, 200)
      t.equal((await app.inject({ method: 'PATCH', url: `/api/v1/timeslots/${slot!.id}`, headers: { 'if-match': slotTag }, payload: { memo: 'b' } })).statusCode, 412)
      t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/timeslots/${slot!.id}`, headers: { 'if-match': slotTag } })).statusCode, 412)
      t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/timeslots/${slot!.id}`, headers: { 'if-match': '*' } })).statusCode, 204, '* matches any version')

      const episode = (await app.inject({ method: 'POST', url: '/api/v1/episodes', payload: { showId: show.id, title: 'One' } })).json()
      const episodeTag = (await app.inject({ url: `/api/v1/episodes/${episode.id}` })).headers.etag as string
      await app.inject({ method: 'PATCH', url: `/api/v1/episodes/${episode.id}`, payload: { title: 'Two' } })
      t.equal((await app.inject({ method: 'DELETE', url: `/api/v1/episodes/${episode.id}`, headers: { 'if-match': episodeTag } })).statusCode, 412)
    })

    t.test('a retried POST with the same Idempotency-Key gets the first answer, on any instance', async (t) => {
      const payload = { name: 'Retried Show' }
      const first = await app.inject({ method: 'POST', url: '/api/v1/shows', headers: { 'idempotency-key': 'create-retried-1' }, payload })
      t.equal(first.statusCode, 201)
      const count = await app.db.client.show.count()
      const replay = await app.inject({ method: 'POST', url: '/api/v1/shows', headers: { 'idempotency-key': 'create-retried-1' }, payload })
      t.equal(replay.statusCode, 201)
      t.same(replay.json(), first.json())
      t.equal(replay.headers.location, first.headers.location)
      t.equal(replay.headers['idempotent-replayed'], 'true')
      t.equal(await app.db.client.show.count(), count, 'no second show')

      const reused = await app.inject({ method: 'POST', url: '/api/v1/shows', headers: { 'idempotency-key': 'create-retried-1' }, payload: { name: 'Another' } })
      t.equal(reused.statusCode, 422)
      t.equal(reused.json().code, 'ONAIR_IDEMPOTENCY_KEY_REUSED')
      t.equal(await app.db.client.show.count(), count)

      // The retry reaches another instance behind the load balancer: the key lives in the database.
      const manager = await asRole(app, 'programme-manager')
      const other = await secondInstance(t, app)
      const headers = { authorization: `Bearer ${manager.token}`, 'idempotency-key': 'across-instances' }
      const here = await app.inject({ method: 'POST', url: '/api/v1/shows', headers, payload: { name: 'Across' } })
      const there = await other.inject({ method: 'POST', url: '/api/v1/shows', headers, payload: { name: 'Across' } })
      t.equal(there.statusCode, 201)
      t.same(there.json(), here.json())
      const anotherCaller = await app.inject({ method: 'POST', url: '/api/v1/shows', headers: { 'idempotency-key': 'across-instances' }, payload: { name: 'Across too' } })
      t.equal(anotherCaller.statusCode, 201, "keys belong to their caller: another caller's key is its own")
      t.not(anotherCaller.json().id, here.json().id)
    })

    t.test('a failure on our side rolls the key back with the write: the retry runs it once', async (t) => {
      const schedule = weekly(show.id, { firstDate: '2027-06-01', lastDate: '2027-06-15', startTime: '06:00:00', endTime: '07:00:00' })
      const send = () => app.inject({ method: 'POST', url: '/api/v1/schedules/', headers: { 'idempotency-key': 'failed-once' }, payload: { schedule } })
      const removeFault = await failTimeslotInserts(app.db)
      const failed = await send().finally(removeFault)
      t.equal(failed.statusCode, 500)
      t.equal(await app.db.client.schedule.count({ where: { firstDate: new Date('2027-06-01') } }), 0, 'nothing written')
      t.equal(await app.db.client.idempotencyKey.count({ where: { key: 'failed-once' } }), 0, 'the key is free again')
      const retry = await send()
      t.equal(retry.statusCode, 201, retry.body)
      t.equal(retry.headers['idempotent-replayed'], undefined, 'run, not replayed')
      const replay = await send()
      t.equal(replay.headers['idempotent-replayed'], 'true')
      t.equal(replay.body, retry.body, 'the stored answer, byte for byte')
      t.equal(replay.headers.location, retry.headers.location)
    })

    t.test('a schedule POST retried after a lost answer is not created twice', async (t) => {
      const schedule = weekly(show.id, { firstDate: '2027-05-04', lastDate: '2027-05-18', startTime: '06:00:00', endTime: '07:00:00' })
      const headers = { 'idempotency-key': 'schedule-may' }
      const first = await app.inject({ method: 'POST', url: '/api/v1/schedules/', headers, payload: { schedule } })
      t.equal(first.statusCode, 201)
      const again = await app.inject({ method: 'POST', url: '/api/v1/schedules/', headers, payload: { schedule } })
      t.equal(again.statusCode, 201, 'not a 409 against its own timeslots')
      t.equal(again.json().id, first.json().id)
      const bad = await app.inject({ method: 'POST', url: '/api/v1/schedules/', headers: { 'idempotency-key': 'bad key with spaces' }, payload: { schedule } })
      t.equal(bad.statusCode, 400)
    })
  })
}
