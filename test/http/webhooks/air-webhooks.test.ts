import t from 'tap'
import type { App } from '../../../src/app.ts'
import { instantToLocal } from '../../../src/domain/time/station-time.ts'
import { buildTestApp, injectAs, secondInstance } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { eventually, type Receiver, startReceiver } from '../../helpers/webhook-receiver.ts'

// The receiver listens on loopback, which the station allows here explicitly.
const ALLOW_LOOPBACK = { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOKS_TIMEOUT_MS: '2000' }

async function register(app: App, receiver: Receiver, events: string[]) {
  const res = await injectAs(app, 'admin', {
    method: 'POST',
    url: '/api/v1/webhooks',
    payload: { url: receiver.url, events },
  })
  if (res.statusCode !== 201) throw new Error(`registering failed: ${res.body}`)
  return res.json() as { id: number; secret: string }
}

async function deliveries(app: App, id: number) {
  return (await injectAs(app, 'admin', { url: `/api/v1/webhooks/${id}/deliveries` })).json().items as Array<{
    eventType: string
    state: string
  }>
}

const createShow = async (app: App, name: string) =>
  (await injectAs(app, 'admin', { method: 'POST', url: '/api/v1/shows', payload: { name } })).json().id as number

for (const database of testDatabases()) {
  t.test(`air events as webhooks on ${database}`, async (t) => {
    let now = Date.now()
    const app = await buildTestApp(t, { database, as: 'admin', now: () => now, env: ALLOW_LOOPBACK })

    t.test('air events reach an endpoint that asks for them, once per happening across instances', async (t) => {
      const receiver = await startReceiver(t)
      const hook = await register(app, receiver, ['air.timeslot.*'])
      // Several instances exist only on PostgreSQL (an embedded data directory has one process).
      const instances = database === 'postgres' ? [app, await secondInstance(t, app)] : [app]
      // Both follow the air once their next round has seen the endpoint.
      for (const instance of instances) {
        instance.ctx.webhooks.wake()
        await instance.ctx.webhooks.idle()
      }
      const zone = app.ctx.config.stationTimeZone
      const start = Math.ceil(now / 60_000) * 60_000 + 120_000
      const [date, startTime] = instantToLocal(start, zone).split(' ')
      const endTime = instantToLocal(start + 60_000, zone).split(' ')[1]
      const showId = await createShow(app, 'Air Show')
      const schedule = { show: showId, rrule: 1, firstDate: date, startTime, endTime }
      t.equal(
        (await injectAs(app, 'admin', { method: 'POST', url: '/api/v1/schedules/', payload: { schedule } })).statusCode,
        201,
      )

      now = start + 1_000
      for (const instance of instances) await instance.ctx.air.check()
      const [request] = await receiver.waitFor(1)
      // Signed like every delivery (webhooks.test.ts checks signatures); its timestamp is the app's clock, minutes ahead here.
      const event = JSON.parse(request!.body) as {
        type: string
        data: { timeslot: { showId: number; showName: string; startAt: string } }
      }
      t.equal(event.type, 'air.timeslot.started')
      t.match(event.data.timeslot, { showId, showName: 'Air Show' })
      t.equal(Date.parse(event.data.timeslot.startAt), start)
      t.match(request!.headers['webhook-id'], /^air-timeslot\.started:/)

      // Recorded as delivered before the clock jumps a minute: a claim's lease runs on that clock.
      await eventually(
        async () => ((await deliveries(app, hook.id))[0]?.state === 'delivered' ? true : undefined),
        'the first delivery recorded',
      )
      now = start + 61_000
      for (const instance of instances) await instance.ctx.air.check()
      const received = await receiver.waitFor(2)
      t.equal(JSON.parse(received[1]!.body).type, 'air.timeslot.ended')
      const log = await eventually(async () => {
        const items = await deliveries(app, hook.id)
        return items.length === 2 && items.every((item) => item.state === 'delivered') ? items : undefined
      }, 'two deliveries')
      t.same(
        log.map((item) => item.eventType).sort(),
        ['air.timeslot.ended', 'air.timeslot.started'],
        'one delivery each, however many instances saw them',
      )
      t.equal(receiver.received.length, 2)
      await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/webhooks/${hook.id}` })
      for (const instance of instances) {
        instance.ctx.webhooks.wake()
        await instance.ctx.webhooks.idle()
      }
    })
  })
}
