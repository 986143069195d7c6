import { Webhook } from 'standardwebhooks'
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { send } from '../../../src/services/webhooks/webhook-sender.ts'
import { buildTestApp, injectAs, secondInstance } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { eventually, type Receiver, startReceiver } from '../../helpers/webhook-receiver.ts'

// The receivers listen on loopback, which the station allows here explicitly.
const ALLOW_LOOPBACK = { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOKS_TIMEOUT_MS: '2000' }

async function register(app: App, receiver: Receiver, body: Record<string, unknown> = {}) {
  const res = await injectAs(app, 'admin', {
    method: 'POST',
    url: '/api/v1/webhooks',
    payload: { url: receiver.url, events: ['change.*'], ...body },
  })
  if (res.statusCode !== 201) throw new Error(`registering failed: ${res.body}`)
  return res.json() as { id: number; secret: string }
}

async function deliveries(app: App, id: number) {
  return (await injectAs(app, 'admin', { url: `/api/v1/webhooks/${id}/deliveries` })).json().items as Array<{
    id: number
    eventId: string
    eventType: string
    state: string
    attempts: Array<{ status: number | null; error: string | null }>
    nextAttemptAt: string | null
  }>
}

const createShow = async (app: App, name: string) =>
  (await injectAs(app, 'admin', { method: 'POST', url: '/api/v1/shows', payload: { name } })).json().id as number

for (const database of testDatabases()) {
  t.test(`webhooks on ${database}`, async (t) => {
    let now = Date.now()
    const app = await buildTestApp(t, { database, as: 'admin', now: () => now, env: ALLOW_LOOPBACK })

    t.test('a change is delivered once, signed as Standard Webhooks says; the secret is shown once', async (t) => {
      const receiver = await startReceiver(t)
      const hook = await register(app, receiver, { description: 'automation' })
      t.match(hook.secret, /^whsec_[A-Za-z0-9+/]+=*$/)
      const read = (await injectAs(app, 'admin', { url: `/api/v1/webhooks/${hook.id}` })).json()
      t.equal(read.secret, undefined, 'never shown again')
      t.equal(read.enabled, true)

      const showId = await createShow(app, 'Signed Show')
      const [request] = await receiver.waitFor(1)
      const verified = new Webhook(hook.secret).verify(request!.body, request!.headers as Record<string, string>) as {
        type: string
        data: { action: string; showIds: number[] }
      }
      t.equal(verified.type, 'change.show.create')
      t.same(verified.data.showIds, [showId])
      t.match(request!.headers['webhook-id'], /^change-\d+$/)
      t.throws(
        () =>
          new Webhook(hook.secret).verify(
            request!.body.replace('Signed', 'Forged'),
            request!.headers as Record<string, string>,
          ),
        'a changed body fails',
      )

      const log = await eventually(async () => {
        const items = await deliveries(app, hook.id)
        return items[0]?.state === 'delivered' ? items : undefined
      }, 'the delivery log')
      t.equal(log.length, 1)
      t.equal(log[0]!.eventId, request!.headers['webhook-id'])
      t.same(
        log[0]!.attempts.map((a) => a.status),
        [200],
      )
      await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/webhooks/${hook.id}` })
    })

    t.test('events and shows an endpoint did not ask for are not sent to it', async (t) => {
      const receiver = await startReceiver(t)
      const showId = await createShow(app, 'Filtered Show')
      const other = await createShow(app, 'Other Show')
      const hook = await register(app, receiver, { events: ['change.show.update'], showIds: [showId] })
      await injectAs(app, 'admin', {
        method: 'PATCH',
        url: `/api/v1/shows/${other}`,
        payload: { description: 'not this one' },
      })
      await createShow(app, 'Not an update')
      await injectAs(app, 'admin', {
        method: 'PATCH',
        url: `/api/v1/shows/${showId}`,
        payload: { description: 'this one' },
      })
      const [request] = await receiver.waitFor(1)
      t.same(JSON.parse(request!.body).data.showIds, [showId])
      t.equal(JSON.parse(request!.body).type, 'change.show.update')
      const log = await eventually(async () => {
        const items = await deliveries(app, hook.id)
        return items.every((item) => item.state === 'delivered') ? items : undefined
      }, 'delivered')
      t.equal(log.length, 1, 'only the matching change became a delivery')
      await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/webhooks/${hook.id}` })
    })

    t.test('a failed or timed-out attempt is retried with backoff and the log shows each attempt', async (t) => {
      const receiver = await startReceiver(t, (_request, n) => (n === 0 ? 500 : n === 1 ? 'hang' : 204))
      const hook = await register(app, receiver)
      await createShow(app, 'Retried Show')
      const failed = await eventually(async () => {
        const [item] = await deliveries(app, hook.id)
        return item?.attempts.length === 1 && item.nextAttemptAt !== null ? item : undefined
      }, 'the first failed attempt')
      t.same(
        failed.attempts.map((a) => a.status),
        [500],
      )
      t.equal(Date.parse(failed.nextAttemptAt!) - now, 5_000, 'the next attempt 5 s later')
      t.not(
        (await injectAs(app, 'admin', { url: `/api/v1/webhooks/${hook.id}` })).json().failingSince,
        null,
        'the endpoint says it is failing',
      )

      now += 5_000
      const timedOut = await eventually(async () => {
        const [item] = await deliveries(app, hook.id)
        return item?.attempts.length === 2 && item.attempts[1]!.error !== null ? item : undefined
      }, 'the second attempt timing out')
      t.match(timedOut.attempts[1]!.error, /no answer within 2000 ms/)
      t.equal(Date.parse(timedOut.nextAttemptAt!) - now, 5 * 60_000, 'then 5 minutes later')

      now += 5 * 60_000
      const delivered = await eventually(async () => {
        const [item] = await deliveries(app, hook.id)
        return item?.state === 'delivered' ? item : undefined
      }, 'delivery on the third attempt')
      t.same(
        delivered.attempts.map((a) => a.status),
        [500, null, 204],
      )
      t.equal(
        new Set(receiver.received.map((r) => r.headers['webhook-id'])).size,
        1,
        'the same webhook-id on every attempt',
      )
      t.equal(
        (await injectAs(app, 'admin', { url: `/api/v1/webhooks/${hook.id}` })).json().failingSince,
        null,
        'a success ends the failing',
      )
      await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/webhooks/${hook.id}` })
    })

    t.test('an endpoint failing for a day is disabled and says why; enabled again, a replay delivers', async (t) => {
      const receiver = await startReceiver(t, () => 503)
      const hook = await register(app, receiver)
      await createShow(app, 'Unlucky Show')
      await eventually(
        async () => ((await deliveries(app, hook.id))[0]?.attempts.length === 1 ? true : undefined),
        'the first attempt',
      )
      now += 25 * 3600_000
      const disabled = await eventually(async () => {
        const endpoint = (await injectAs(app, 'admin', { url: `/api/v1/webhooks/${hook.id}` })).json()
        return endpoint.enabled === false ? endpoint : undefined
      }, 'the endpoint disabled')
      t.match(disabled.disabledReason, /failing for a day.*503/)
      const [gaveUp] = await deliveries(app, hook.id)
      t.equal(gaveUp!.state, 'failed')
      t.equal(gaveUp!.attempts.length, 2)

      const refused = await injectAs(app, 'admin', {
        method: 'POST',
        url: `/api/v1/webhooks/${hook.id}/deliveries/${gaveUp!.id}/replay`,
      })
      t.equal(refused.statusCode, 409)
      t.equal(refused.json().code, 'ONAIR_WEBHOOK_DISABLED')

      receiver.answering = () => 200
      const enabled = await injectAs(app, 'admin', {
        method: 'PATCH',
        url: `/api/v1/webhooks/${hook.id}`,
        payload: { enabled: true },
      })
      t.equal(enabled.json().enabled, true)
      t.equal(enabled.json().disabledReason, null)
      const replay = await injectAs(app, 'admin', {
        method: 'POST',
        url: `/api/v1/webhooks/${hook.id}/deliveries/${gaveUp!.id}/replay`,
      })
      t.equal(replay.statusCode, 202)
      const delivered = await eventually(async () => {
        const [item] = await deliveries(app, hook.id)
        return item?.state === 'delivered' ? item : undefined
      }, 'the replay delivered')
      t.same(
        delivered.attempts.map((a) => a.status),
        [503, 503, 200],
      )
      await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/webhooks/${hook.id}` })
    })

    t.test('two instances on one database deliver each event once', async (t) => {
      // Slow answers, so both instances have rounds in flight at the same time.
      const receiver = await startReceiver(t, () => new Promise((resolve) => setTimeout(() => resolve(200), 20)))
      const hook = await register(app, receiver)
      const second = await secondInstance(t, app)
      t.ok(second, 'a second instance runs its own dispatcher')
      const count = 30
      for (let k = 0; k < count; k++) await createShow(app, `Twin ${k}`)
      const log = await eventually(async () => {
        const items = (await injectAs(app, 'admin', { url: `/api/v1/webhooks/${hook.id}/deliveries?limit=100` })).json()
          .items as Array<{ state: string; attempts: unknown[] }>
        return items.length === count && items.every((item) => item.state === 'delivered') ? items : undefined
      }, `${count} deliveries`)
      t.equal(receiver.received.length, count, 'the receiver got each event once')
      t.equal(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size, count)
      t.ok(
        log.every((item) => item.attempts.length === 1),
        'one attempt each',
      )
      await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/webhooks/${hook.id}` })
    })

    t.test('bad registrations are refused naming the field, and change nothing', async (t) => {
      const cases: Array<[unknown, string, string]> = [
        [{ url: 'ftp://example.org/x', events: ['*'] }, 'body/url', 'ONAIR_WEBHOOK_URL_INVALID'],
        [{ url: 'not a url', events: ['*'] }, 'body/url', 'ONAIR_WEBHOOK_URL_INVALID'],
        [{ url: 'https://user:pw@example.org/x', events: ['*'] }, 'body/url', 'ONAIR_WEBHOOK_URL_INVALID'],
        [
          { url: 'https://example.org/x', events: ['change.*', 'shows'] },
          'body/events/1',
          'ONAIR_WEBHOOK_EVENT_INVALID',
        ],
        [{ url: 'https://example.org/x', events: [] }, 'body/events', 'ONAIR_VALIDATION_FAILED'],
      ]
      for (const [payload, path, code] of cases) {
        const res = await injectAs(app, 'admin', {
          method: 'POST',
          url: '/api/v1/webhooks',
          payload: payload as Record<string, unknown>,
        })
        t.equal(res.statusCode, 400, JSON.stringify(payload))
        t.equal(res.json().code, code)
        t.ok(
          res.json().fields.some((f: { path: string }) => f.path === path),
          `names ${path}: ${res.body}`,
        )
      }
      t.same((await injectAs(app, 'admin', { url: '/api/v1/webhooks' })).json(), [])
      t.equal((await injectAs(app, 'admin', { url: '/api/v1/webhooks/999' })).json().code, 'ONAIR_WEBHOOK_NOT_FOUND')
      t.equal(
        (await injectAs(app, 'admin', { url: '/api/v1/webhooks/999/deliveries/1' })).json().code,
        'ONAIR_WEBHOOK_NOT_FOUND',
      )
    })

    t.test('only admins manage webhooks', async (t) => {
      const { asRole } = await import('../../helpers/app.ts')
      const manager = await asRole(app, 'programme-manager')
      t.equal((await manager.inject({ url: '/api/v1/webhooks' })).statusCode, 403)
    })
  })

  t.test(`without the setting, private and loopback addresses are refused on ${database} (SSRF)`, async (t) => {
    const app = await buildTestApp(t, { database, as: 'admin' })
    const receiver = await startReceiver(t)
    for (const url of [
      receiver.url,
      'http://localhost:8080/x',
      'http://10.0.0.7/x',
      'http://169.254.169.254/latest',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x',
      'http://[::127.0.0.1]/x',
      'http://[::a00:7]/x',
      'http://[::ffff:0:10.0.0.7]/x',
      'http://[64:ff9b::a00:7]/x',
      'http://[2002:a00:7::1]/x',
    ]) {
      const res = await injectAs(app, 'admin', {
        method: 'POST',
        url: '/api/v1/webhooks',
        payload: { url, events: ['*'] },
      })
      t.equal(res.statusCode, 400, url)
      t.equal(res.json().code, 'ONAIR_WEBHOOK_ADDRESS_REFUSED')
      t.match(res.json().message, /WEBHOOKS_ALLOW_PRIVATE_ADDRESSES/)
    }
    t.same((await injectAs(app, 'admin', { url: '/api/v1/webhooks' })).json(), [])
    // At delivery time too, on the address connected to (a name resolving to loopback later: DNS rebinding).
    const named = receiver.url.replace('127.0.0.1', 'localhost')
    const outcome = await send(
      { url: named, secret: 'whsec_MDEyMzQ1Njc4OWFiY2RlZg==', id: 'x', body: '{}', at: Date.now() },
      { timeoutMs: 2000, allowPrivate: false },
    )
    t.equal(outcome.ok, false)
    t.match(outcome.error, /loopback address/)
    t.equal(receiver.received.length, 0, 'nothing reached the receiver')
  })
}
