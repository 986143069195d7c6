/**
 * The anonymous `/live-access` door (issue 35): guessing tokens there counts against the same failure
 * limit as the API, a refused token says nothing about why, a hostile form gets a small answer, and with
 * PUBLIC_READ=false it still answers the streaming server but tells a caller without a good token nothing.
 */
import t from 'tap'
import { issueToken } from '../../../src/services/access/users.ts'
import { asRole, buildTestApp, TEST_NOW } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

const MIN = 60_000

for (const database of testDatabases()) {
  t.test(`live access under the failure limit on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, env: { AUTH_FAILURE_LIMIT: '5' } })
    const show = await makeShow(app.db, { name: 'Morning Jazz' })
    const schedule = await makeSchedule(app.db, show.id)
    await makeTimeslot(app.db, { showId: show.id, scheduleId: schedule.id }, TEST_NOW - 10 * MIN, TEST_NOW + 50 * MIN)
    const host = await asRole(app, 'host', [show.id])
    const ask = (password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/live-access', payload: { user: 'source', password } })

    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await ask(`onair_guess-${i}-0123456789abcdefghijklmnop`)).statusCode)
    t.same(statuses.slice(0, 5), [200, 200, 200, 200, 200], 'the first five bad tokens are answered (refused)')
    t.ok(
      statuses.slice(5).every((status) => status === 429),
      `the other 35 are 429, as the API answers them: ${statuses.slice(5).join(',')}`,
    )
    const limited = await ask('onair_guess-again-0123456789abcdefghijklmnop')
    t.match(limited.headers['retry-after'], /^\d+$/, 'with Retry-After')
    t.equal(limited.json().code, 'ONAIR_AUTH_RATE_LIMITED')
    const api = await app.inject({
      url: '/api/v1/users/me',
      headers: { authorization: 'Bearer onair_guess-api-0123456789abcdefghijklmnop' },
    })
    t.equal(api.statusCode, 429, 'one account of failures: the API refuses this address too')
    const good = await ask(host.token!)
    t.equal(good.statusCode, 200, 'a good token still works past the limit')
    t.equal(good.json().allowed, true)
  })

  t.test(`a refused token is not told why on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const user = await asRole(app, 'host')
    const { token: expired } = await issueToken(app.db.client, user.userId!, 'old', new Date(TEST_NOW - MIN))
    const ask = (password: string) =>
      app.inject({ method: 'POST', url: '/api/v1/live-access', payload: { user: 'source', password } })
    const unknown = (await ask('onair_unknown-0123456789abcdefghijklmnop')).json()
    const outdated = (await ask(expired)).json()
    const malformed = (await ask('hunter2')).json()
    t.equal(outdated.allowed, false)
    t.equal(outdated.reason, unknown.reason, 'an expired token and an unknown one get the same reason')
    t.equal(malformed.reason, unknown.reason, 'and a malformed one')
    t.notMatch(outdated.reason, /expired on|unknown or was revoked/, 'no reason of its own')
    t.same([outdated.user, outdated.timeslot], [null, null], 'and nothing about whose it was')
  })

  t.test(`a form of 100,000 unknown fields gets a small answer on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const form = Array.from({ length: 100_000 }, (_, i) => `k${i}=1`).join('&')
    t.ok(form.length > 850_000, `the form is ${form.length} bytes`)
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/live-access',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form,
    })
    t.equal(res.statusCode, 400)
    t.ok(res.body.length < 2_000, `the answer is ${res.body.length} bytes`)
    t.ok(res.json().fields.length <= 10, 'it names a few fields, not all')
    t.match(res.json().fields[0], { path: 'body/k0', message: /not a known field/ })
  })

  t.test(
    `with PUBLIC_READ=false live access still answers, and tells a bad token nothing, on ${database}`,
    async (t) => {
      const app = await buildTestApp(t, { database, env: { PUBLIC_READ: 'false' } })
      const show = await makeShow(app.db, { name: 'Morning Jazz' })
      const schedule = await makeSchedule(app.db, show.id)
      await makeTimeslot(app.db, { showId: show.id, scheduleId: schedule.id }, TEST_NOW - 10 * MIN, TEST_NOW + 50 * MIN)
      const host = await asRole(app, 'host', [show.id])
      const ask = (password: string) =>
        app.inject({ method: 'POST', url: '/api/v1/live-access', payload: { user: 'source', password } })
      t.equal(
        (await app.inject({ url: '/api/v1/shows' })).statusCode,
        401,
        'the programme is closed to anonymous callers',
      )
      const bad = await ask('onair_unknown-0123456789abcdefghijklmnop')
      t.equal(bad.statusCode, 200)
      t.same(
        bad.json(),
        { allowed: false, reason: bad.json().reason, user: null, timeslot: null, until: null, secondsLeft: null },
        'no show, no timeslot',
      )
      t.notMatch(bad.body, /Morning Jazz/)
      t.equal((await ask(host.token!)).json().allowed, true, 'the streaming server still lets the host on air')
    },
  )
}
