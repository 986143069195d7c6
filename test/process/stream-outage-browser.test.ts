/// <reference lib="dom" />
/**
 * A browser follows the programme across a database outage (PostgreSQL behind a proxy that goes
 * down and comes back, as a restart looks to the server): Chromium's EventSource on the change stream
 * loses its connection while the database is away (a load balancer's proxy dropped it), reconnects,
 * is accepted (a 503 would close it for good), and once the database is back receives every change
 * after its Last-Event-ID, in order, once.
 */
import t from 'tap'
import { launchChromium } from '../helpers/browser.ts'
import { chromium } from '../helpers/system-tools.ts'
import { createTestDatabase, postgresSkipReason, via } from './support/postgres.ts'
import { send, sleep, startServer } from './support/server-process.ts'
import { TcpProxy } from './support/tcp-proxy.ts'

const found = chromium()
const skip = postgresSkipReason() || (found.path === undefined ? found.skip : false)

declare global {
  interface Window {
    changes: Array<[id: string, name: string]>
    airStates: number
    opened: { changes: number; air: number }
    sources: { changes: EventSource; air: EventSource }
  }
}

/** Waits until `ready()` holds, or fails saying what it waited for. */
async function until(what: string, ready: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`waited ${ms} ms for ${what}`)
    await sleep(100)
  }
}

t.test('Chromium follows the change and air streams across a database outage', { skip }, async (t) => {
  const database = await createTestDatabase(t)
  const databaseProxy = await TcpProxy.start(database)
  t.teardown(() => databaseProxy.close())
  const server = await startServer(t, {
    env: {
      DATABASE_URL: via(database.url, databaseProxy.port),
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_READY_TIMEOUT_MS: '1000',
    },
  })
  // What stands between the browser and the server (a load balancer): it can drop the streams' connections.
  const front = await TcpProxy.start({ host: '127.0.0.1', port: server.port })
  t.teardown(() => front.close())
  const browser = await launchChromium(found.path!)
  t.teardown(() => browser.close())
  const page = await browser.newPage()
  await page.goto(`http://127.0.0.1:${front.port}/health`)
  await page.evaluate(() => {
    window.changes = []
    window.airStates = 0
    window.opened = { changes: 0, air: 0 }
    window.sources = { changes: new EventSource('/api/v1/changes/stream'), air: new EventSource('/api/v1/air/stream') }
    window.sources.changes.onopen = () => window.opened.changes++
    window.sources.air.onopen = () => window.opened.air++
    window.sources.changes.addEventListener('change', (event) => {
      window.changes.push([event.lastEventId, /"(.*)"/.exec(JSON.parse(event.data).summary)?.[1] ?? ''])
    })
    window.sources.air.addEventListener('air.state', () => window.airStates++)
  })
  const inPage = <T>(fn: () => T) => page.evaluate(fn) as Promise<T>
  const opened = () => inPage(() => window.opened)
  await until(
    'both streams to open',
    async () => (await inPage(() => window.airStates)) >= 1 && (await opened()).changes >= 1,
  )
  const created = async (name: string) => (await send(`${server.url}/api/v1/shows`, 'POST', { name })).status === 201
  t.ok(await created('Before The Outage'), 'a show created before the outage')
  await until('the first change', async () => (await inPage(() => window.changes.length)) >= 1)

  // The streams' connections drop; a change is made that the browser has not seen; then the database goes.
  await front.stop()
  t.ok(await created('While The Browser Was Away'), 'a show created while the browser was away')
  await databaseProxy.stop()
  t.equal((await send(`${server.url}/ready`)).status, 503, 'the database is away')
  await front.listen()
  // EventSource reconnects (retry: 2000) while the database is still away.
  await until('both reconnects accepted while the database is away', async () => {
    const { changes, air } = await opened()
    return changes >= 2 && air >= 2
  })
  t.equal((await send(`${server.url}/ready`)).status, 503, 'the reconnects came while the database was still away')
  t.same(
    await inPage(() => [window.sources.changes.readyState, window.sources.air.readyState].includes(2)),
    false,
    'the browser still follows both streams (none CLOSED)',
  )

  await databaseProxy.listen()
  await until('the database back', async () => (await send(`${server.url}/ready`)).status === 200)
  await until('a write accepted', () => created('After The Outage'))
  await until('the change made after the outage', async () => (await inPage(() => window.changes.length)) >= 3)
  const changes = await inPage(() => window.changes)
  t.same(
    changes.map(([, name]) => name),
    ['Before The Outage', 'While The Browser Was Away', 'After The Outage'],
    'every change, in order, once',
  )
  t.ok(
    changes.every(([id], i) => i === 0 || Number(id) > Number(changes[i - 1]![0])),
    'ids rising: resumed after its Last-Event-ID',
  )
  await until('the air again', async () => (await inPage(() => window.airStates)) >= 2)
  t.pass(`reconnected ${JSON.stringify(await opened())} times in all`)
  await inPage(() => {
    window.sources.changes.close()
    window.sources.air.close()
  })
})
