import { Writable } from 'node:stream'
import t from 'tap'
import { buildApp } from '../../../src/app.ts'
import { loadConfig } from '../../../src/config.ts'
import { asRole, buildTestApp, injectAs, TEST_NOW } from '../../helpers/app.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

const MIN = 60_000

for (const database of testDatabases()) {
  t.test(`live access for streaming servers on ${database}`, async (t) => {
    let now = TEST_NOW
    const app = await buildTestApp(t, {
      database,
      now: () => now,
      env: { LIVE_ACCESS_GRACE_BEFORE_SECONDS: '120', LIVE_ACCESS_GRACE_AFTER_SECONDS: '30' },
    })
    const morning = await makeShow(app.db, { name: 'Morning Jazz' })
    const noon = await makeShow(app.db, { name: 'Noon News' })
    const schedule = await makeSchedule(app.db, morning.id)
    const noonSchedule = await makeSchedule(app.db, noon.id)
    // Morning Jazz on air now until +50 min, Noon News right after it.
    const onAir = await makeTimeslot(
      app.db,
      { showId: morning.id, scheduleId: schedule.id },
      now - 10 * MIN,
      now + 50 * MIN,
    )
    await makeTimeslot(app.db, { showId: noon.id, scheduleId: noonSchedule.id }, now + 50 * MIN, now + 110 * MIN)
    const jazzHost = await asRole(app, 'host', [morning.id])
    const newsHost = await asRole(app, 'host', [noon.id])
    const admin = await asRole(app, 'admin')

    const ask = (password: string | null, user = 'source') =>
      injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/live-access',
        headers: { authorization: '' },
        payload: { user, ...(password === null ? {} : { password }) },
      })

    t.test('the owner of the show on air may go live, until its end plus the grace after', async (t) => {
      const res = await ask(jazzHost.token)
      t.equal(res.statusCode, 200)
      t.equal(res.headers['icecast-auth-user'], '1')
      const body = res.json()
      t.equal(body.allowed, true)
      t.same(body.user, { id: jazzHost.userId, name: 'test host' })
      t.equal(body.timeslot.id, onAir.id)
      t.equal(body.timeslot.showName, 'Morning Jazz')
      t.equal(body.until, new Date(now + 50 * MIN + 30_000).toISOString())
      t.equal(body.secondsLeft, 50 * 60 + 30)
    })

    t.test('everyone else is refused with the reason, an admin too', async (t) => {
      for (const [who, password, reason] of [
        ["the next show's host, 50 min early", newsHost.token, /does not own the show on air now: "Morning Jazz"/],
        ['an admin', admin.token, /does not own/],
        ['an unknown token', 'onair_not-a-token-anyone-has-0123456789', /not a valid onair API token/],
        ['no password', null, /not a valid onair API token/],
      ] as const) {
        const res = await ask(password)
        t.equal(res.statusCode, 200, who)
        t.equal(res.json().allowed, false, who)
        t.match(res.json().reason, reason, who)
        t.equal(res.headers['icecast-auth-user'], undefined, `${who}: no Icecast grant`)
        t.match(res.headers['icecast-auth-message'], /\S/, `${who}: Icecast hears why`)
      }
    })

    t.test('the grace before a slot and after it are the configured ones', async (t) => {
      now = TEST_NOW + 50 * MIN - 121_000
      t.equal((await ask(newsHost.token)).json().allowed, false, '2 min 1 s before: not yet')
      now = TEST_NOW + 50 * MIN - 120_000
      t.equal((await ask(newsHost.token)).json().allowed, true, '2 min before: set up')
      now = TEST_NOW + 50 * MIN + 29_999
      t.equal((await ask(jazzHost.token)).json().allowed, true, 'the outgoing host says goodbye within 30 s')
      now = TEST_NOW + 50 * MIN + 30_000
      const late = (await ask(jazzHost.token)).json()
      t.equal(late.allowed, false, 'and no longer')
      t.match(late.reason, /"Noon News"/)
      now = TEST_NOW + 200 * MIN
      t.match((await ask(newsHost.token)).json().reason, /no timeslot is on air/)
      now = TEST_NOW
    })

    t.test("Icecast's URL auth form is understood", async (t) => {
      const form = (pass: string) =>
        injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/live-access',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            action: 'stream_auth',
            mount: '/live',
            ip: '192.0.2.7',
            server: 'radio',
            port: '8000',
            user: 'source',
            pass,
          }).toString(),
        })
      const granted = await form(jazzHost.token!)
      t.equal(granted.statusCode, 200)
      t.equal(granted.headers['icecast-auth-user'], '1')
      const refused = await form(newsHost.token!)
      t.equal(refused.headers['icecast-auth-user'], undefined)
      t.match(refused.headers['icecast-auth-message'], /does not own/)
    })

    t.test('a body with unknown fields is refused naming them', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/live-access',
        payload: { password: 'x', token: 'y' },
      })
      t.equal(res.statusCode, 400)
      t.match(res.json().fields[0].path, /body/)
    })
  })

  t.test(`a refusal says why in the log on ${database}`, async (t) => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    const { db, cleanup } = await freshDatabase(database, t.testdir())
    const app = await buildApp(loadConfig({}), { db, now: () => TEST_NOW, logger: { level: 'info', stream } })
    t.teardown(async () => {
      await app.close()
      await cleanup()
    })
    await app.ready()
    await app.inject({
      method: 'POST',
      url: '/api/v1/live-access',
      payload: { user: 'dj kim', password: 'onair_unknown-token-0123456789abcdef' },
    })
    const refusal = lines
      .map((line) => JSON.parse(line) as { msg: string; sentUser?: string })
      .find((line) => line.msg.startsWith('live access refused'))
    t.match(refusal?.msg, /the token is unknown or was revoked/)
    t.equal(refusal?.sentUser, 'dj kim')
  })
}
