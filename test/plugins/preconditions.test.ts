import Fastify from 'fastify'
import fp from 'fastify-plugin'
import t from 'tap'
import idempotency from '../../src/plugins/idempotency.ts'
import { asRole, buildTestApp, injectAs, secondInstance } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { makeShow, snapshot } from '../helpers/factories.ts'
import { failTimeslotInserts } from '../helpers/faults.ts'
import { postSchedule, weekly } from '../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`ETags, If-Match and Idempotency-Key on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db, { name: 'Tagged' })

    t.test('a single resource has an ETag; If-None-Match answers 304 while it is current', async (t) => {
      const first = await injectAs(app, 'programme-manager', { url: `/api/v1/shows/${show.id}` })
      const etag = first.headers.etag as string
      t.match(etag, /^"[\w-]{27}"$/)
      const again = await injectAs(app, 'programme-manager', {
        url: `/api/v1/shows/${show.id}`,
        headers: { 'if-none-match': etag },
      })
      t.equal(again.statusCode, 304)
      t.equal(again.body, '')
      await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${show.id}`,
        payload: { description: 'new' },
      })
      const changed = await injectAs(app, 'programme-manager', {
        url: `/api/v1/shows/${show.id}`,
        headers: { 'if-none-match': etag },
      })
      t.equal(changed.statusCode, 200, 'a changed show is sent again')
      t.not(changed.headers.etag, etag)
    })

    t.test('If-Match prevents a lost update: 412 when someone changed it since, nothing written', async (t) => {
      const read = await injectAs(app, 'programme-manager', { url: `/api/v1/shows/${show.id}` })
      const etag = read.headers.etag as string
      const ok = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${show.id}`,
        headers: { 'if-match': etag },
        payload: { name: 'Mine' },
      })
      t.equal(ok.statusCode, 200)
      t.not(ok.headers.etag, etag, 'the answer carries the new version')
      const before = await snapshot(app.db)
      const stale = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${show.id}`,
        headers: { 'if-match': etag },
        payload: { name: 'Theirs' },
      })
      t.equal(stale.statusCode, 412)
      t.equal(stale.json().code, 'ONAIR_PRECONDITION_FAILED')
      t.same(await snapshot(app.db), before)
      const fresh = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${show.id}`,
        headers: { 'if-match': ok.headers.etag as string },
        payload: { name: 'Ours' },
      })
      t.equal(fresh.statusCode, 200)
    })

    t.test('If-Match works on schedules, timeslots and episodes too', async (t) => {
      const schedule = weekly(show.id, { firstDate: '2027-03-02', lastDate: '2027-03-16' })
      const id = (await postSchedule(app, schedule)).json().id as number
      const etag = (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${id}` })).headers.etag as string
      const moved = await injectAs(app, 'programme-manager', {
        method: 'PUT',
        url: `/api/v1/schedules/${id}/`,
        headers: { 'if-match': etag },
        payload: { schedule: { ...schedule, lastDate: '2027-03-23' } },
      })
      t.equal(moved.statusCode, 200)
      const stale = await injectAs(app, 'programme-manager', {
        method: 'PUT',
        url: `/api/v1/schedules/${id}/`,
        headers: { 'if-match': etag },
        payload: { schedule: { ...schedule, lastDate: '2027-03-30' } },
      })
      t.equal(stale.statusCode, 412)
      t.equal(
        (
          await injectAs(app, 'programme-manager', {
            method: 'DELETE',
            url: `/api/v1/schedules/${id}`,
            headers: { 'if-match': etag },
          })
        ).statusCode,
        412,
      )

      const slot = await app.db.client.timeslot.findFirst({ where: { scheduleId: id } })
      const slotTag = (await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${slot!.id}` })).headers
        .etag as string
      t.equal(
        (
          await injectAs(app, 'programme-manager', {
            method: 'PATCH',
            url: `/api/v1/timeslots/${slot!.id}`,
            headers: { 'if-match': slotTag },
            payload: { memo: 'a' },
          })
        ).statusCode,
        200,
      )
      t.equal(
        (
          await injectAs(app, 'programme-manager', {
            method: 'PATCH',
            url: `/api/v1/timeslots/${slot!.id}`,
            headers: { 'if-match': slotTag },
            payload: { memo: 'b' },
          })
        ).statusCode,
        412,
      )
      t.equal(
        (
          await injectAs(app, 'programme-manager', {
            method: 'DELETE',
            url: `/api/v1/timeslots/${slot!.id}`,
            headers: { 'if-match': slotTag },
          })
        ).statusCode,
        412,
      )
      t.equal(
        (
          await injectAs(app, 'programme-manager', {
            method: 'DELETE',
            url: `/api/v1/timeslots/${slot!.id}`,
            headers: { 'if-match': '*' },
          })
        ).statusCode,
        204,
        '* matches any version',
      )

      const episode = (
        await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/episodes',
          payload: { showId: show.id, title: 'One' },
        })
      ).json()
      const episodeTag = (await injectAs(app, 'programme-manager', { url: `/api/v1/episodes/${episode.id}` })).headers
        .etag as string
      await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/episodes/${episode.id}`,
        payload: { title: 'Two' },
      })
      t.equal(
        (
          await injectAs(app, 'programme-manager', {
            method: 'DELETE',
            url: `/api/v1/episodes/${episode.id}`,
            headers: { 'if-match': episodeTag },
          })
        ).statusCode,
        412,
      )
    })

    t.test('a retried POST with the same Idempotency-Key gets the first answer, on any instance', async (t) => {
      const payload = { name: 'Retried Show' }
      const first = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        headers: { 'idempotency-key': 'create-retried-1' },
        payload,
      })
      t.equal(first.statusCode, 201)
      const count = await app.db.client.show.count()
      const replay = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        headers: { 'idempotency-key': 'create-retried-1' },
        payload,
      })
      t.equal(replay.statusCode, 201)
      t.same(replay.json(), first.json())
      t.equal(replay.headers.location, first.headers.location)
      t.equal(replay.headers['idempotent-replayed'], 'true')
      t.equal(await app.db.client.show.count(), count, 'no second show')

      const reused = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        headers: { 'idempotency-key': 'create-retried-1' },
        payload: { name: 'Another' },
      })
      t.equal(reused.statusCode, 422)
      t.equal(reused.json().code, 'ONAIR_IDEMPOTENCY_KEY_REUSED')
      t.equal(await app.db.client.show.count(), count)

      // The retry reaches another instance behind the load balancer: the key lives in the database.
      const manager = await asRole(app, 'programme-manager')
      const other = await secondInstance(t, app)
      const headers = { authorization: `Bearer ${manager.token}`, 'idempotency-key': 'across-instances' }
      const here = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        headers,
        payload: { name: 'Across' },
      })
      const there = await other.inject({ method: 'POST', url: '/api/v1/shows', headers, payload: { name: 'Across' } })
      t.equal(there.statusCode, 201)
      t.same(there.json(), here.json())
      const anotherCaller = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        headers: { 'idempotency-key': 'across-instances' },
        payload: { name: 'Across too' },
      })
      t.equal(anotherCaller.statusCode, 201, "keys belong to their caller: another caller's key is its own")
      t.not(anotherCaller.json().id, here.json().id)
    })

    t.test('a failure on our side rolls the key back with the write: the retry runs it once', async (t) => {
      const schedule = weekly(show.id, {
        firstDate: '2027-06-01',
        lastDate: '2027-06-15',
        startTime: '06:00:00',
        endTime: '07:00:00',
      })
      const send = () =>
        injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/schedules/',
          headers: { 'idempotency-key': 'failed-once' },
          payload: { schedule },
        })
      const removeFault = await failTimeslotInserts(app.db)
      const failed = await send().finally(removeFault)
      t.equal(failed.statusCode, 500)
      t.equal(
        await app.db.client.schedule.count({ where: { firstDate: new Date('2027-06-01') } }),
        0,
        'nothing written',
      )
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
      const schedule = weekly(show.id, {
        firstDate: '2027-05-04',
        lastDate: '2027-05-18',
        startTime: '06:00:00',
        endTime: '07:00:00',
      })
      const headers = { 'idempotency-key': 'schedule-may' }
      const first = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/',
        headers,
        payload: { schedule },
      })
      t.equal(first.statusCode, 201)
      const again = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/',
        headers,
        payload: { schedule },
      })
      t.equal(again.statusCode, 201, 'not a 409 against its own timeslots')
      t.equal(again.json().id, first.json().id)
      const bad = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/',
        headers: { 'idempotency-key': 'bad key with spaces' },
        payload: { schedule },
      })
      t.equal(bad.statusCode, 400)
    })

    t.test('every keyed write keeps its answer in its own transaction, a move included', async (t) => {
      const home = await makeShow(app.db, { name: 'Keyed Home' })
      const created = await postSchedule(
        app,
        weekly(home.id, {
          firstDate: '2027-08-03',
          lastDate: '2027-08-31',
          startTime: '09:00:00',
          endTime: '10:00:00',
        }),
      )
      const scheduleId: number = created.json().id
      const changeset = async () => Number((await app.db.client.changeset.findFirst({ orderBy: { id: 'desc' } }))!.id)
      let keyedShow = 0
      const writes: Array<[string, () => string, object, () => Promise<string>]> = [
        [
          'show',
          () => '/api/v1/shows',
          { name: 'Keyed Show' },
          async () => `changesets WHERE id = ${await changeset()}`,
        ],
        [
          'episode',
          () => '/api/v1/episodes',
          { showId: home.id, title: 'Keyed' },
          async () => `changesets WHERE id = ${await changeset()}`,
        ],
        [
          'user',
          () => '/api/v1/users',
          { name: 'Keyed User', role: 'host' },
          async () => `users WHERE name = 'Keyed User'`,
        ],
        [
          'schedule',
          () => '/api/v1/schedules/',
          {
            schedule: weekly(home.id, {
              firstDate: '2027-09-07',
              lastDate: '2027-09-28',
              startTime: '09:00:00',
              endTime: '10:00:00',
            }),
          },
          async () => `changesets WHERE id = ${await changeset()}`,
        ],
        [
          'move',
          () => `/api/v1/schedules/${scheduleId}/move`,
          { from: '2027-08-17', schedule: { startTime: '11:00:00', endTime: '12:00:00' } },
          async () => `changesets WHERE id = ${await changeset()}`,
        ],
        // The keyed show's creation, which nothing since has touched.
        [
          'revert',
          () => `/api/v1/changes/${keyedShow}/revert`,
          {},
          async () => `changesets WHERE id = ${await changeset()}`,
        ],
      ]
      const admin = await asRole(app, 'admin')
      for (const [what, path, payload, written] of writes) {
        const url = path()
        const headers = {
          'idempotency-key': `same-transaction-${what}`,
          ...(what === 'user' ? { authorization: `Bearer ${admin.token}` } : {}),
        }
        const first = await injectAs(app, 'programme-manager', { method: 'POST', url, headers, payload })
        t.equal(first.statusCode, 201, `${what}: ${first.body}`)
        // xmin names the transaction that wrote a row: the key's answer and the write share one.
        const [row] = await app.db.client.$queryRawUnsafe<Array<{ tx: string }>>(
          `SELECT xmin::text AS tx FROM ${await written()}`,
        )
        const [key] = await app.db.client.$queryRawUnsafe<Array<{ tx: string; status: number }>>(
          'SELECT xmin::text AS tx, status FROM idempotency_keys WHERE key = $1',
          headers['idempotency-key'],
        )
        t.same(key, { tx: row!.tx, status: 201 }, `${what}: the answer committed with the write`)
        const replay = await injectAs(app, 'programme-manager', { method: 'POST', url, headers, payload })
        t.equal(replay.headers['idempotent-replayed'], 'true', what)
        t.equal(replay.body, first.body, `${what}: the same bytes again`)
        t.equal(replay.headers.location, first.headers.location)
        if (what === 'show') keyedShow = await changeset()
      }
    })

    t.test(
      'a refusal inside the write rolls its claim back and is kept after it; no claim outlives its write',
      async (t) => {
        const headers = { 'idempotency-key': 'refused-in-write' }
        const refused = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/changes/999999/revert',
          headers,
        })
        t.equal(refused.statusCode, 404, refused.body)
        const again = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/changes/999999/revert',
          headers,
        })
        t.equal(again.headers['idempotent-replayed'], 'true', 'a refusal is replayed, as before')
        t.equal(again.body, refused.body)
        t.equal(
          await app.db.client.idempotencyKey.count({ where: { status: null } }),
          0,
          'no claim is ever committed without its answer',
        )
      },
    )
  })
}

t.test('a route that declares idempotency but answers another way fails', async (t) => {
  const app = Fastify({ logger: false })
  t.teardown(() => app.close())
  await app.register(fp(async () => {}, { name: 'db' }))
  await app.register(idempotency)
  app.post('/sloppy', { config: { idempotent: true } }, async (_request, reply) => reply.code(201).send({ id: 1 }))
  const answer = await app.inject({ method: 'POST', url: '/sloppy', payload: {} })
  t.equal(answer.statusCode, 500, 'its answer could not be kept with its write')
  t.match(answer.body, /declares idempotent: true but does not answer through answerOnce/)
})
