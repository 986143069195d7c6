import t, { type Test } from 'tap'
import { type App, buildApp } from '../../../src/app.ts'
import { loadConfig } from '../../../src/config.ts'
import { createDb } from '../../../src/db/platform/client.ts'
import { actAs, actingRole, asRole, injectAs, TEST_NOW } from '../../helpers/app.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { once, postSchedule } from '../../helpers/schedules.ts'

interface ServerSentEvent {
  id: string
  event: string
  data: { id: number; action: string; summary: string }
}

/** Reads Server-Sent Events from a streaming response until `count` arrived (or fails after `ms`). */
async function readEvents(response: Response, count: number, ms = 10_000): Promise<ServerSentEvent[]> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  const events: ServerSentEvent[] = []
  let buffer = ''
  const deadline = setTimeout(() => void reader.cancel(), ms)
  try {
    while (events.length < count) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const fields: Record<string, string> = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => !line.startsWith(':') && line.includes(': '))
            .map((line) => {
              const at = line.indexOf(': ')
              return [line.slice(0, at), line.slice(at + 2)]
            }),
        )
        if (fields.data !== undefined)
          events.push({ id: fields.id ?? '', event: fields.event ?? '', data: JSON.parse(fields.data) })
      }
    }
  } finally {
    clearTimeout(deadline)
    await reader.cancel().catch(() => undefined)
  }
  return events
}

async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
}

const tokens = new WeakMap<App, string>()

async function appOn(t: Test, db: Awaited<ReturnType<typeof createDb>>): Promise<App> {
  const app = await buildApp(loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna' }), {
    db,
    now: () => TEST_NOW,
    logger: false,
  })
  t.teardown(() => app.close())
  await app.ready()
  // A programme manager plans and reads the change log (readers and up), through inject and over HTTP.
  tokens.set(app, (await actAs(app, 'programme-manager')).token!)
  return app
}

const bearer = (app: App) => ({ authorization: `Bearer ${tokens.get(app)}` })

for (const database of testDatabases()) {
  t.test(`the live change feed on ${database}`, async (t) => {
    const { db, cleanup, url } = await freshDatabase(database, t.testdir())
    t.teardown(cleanup)
    const app = await appOn(t, db)
    const base = await listening(app)
    const show = await makeShow(app.db)

    t.test('streams each committed change and resumes after Last-Event-ID without gaps', async (t) => {
      const first = await postSchedule(app, once(show.id, '2027-05-01', '10:00:00', '11:00:00'))
      t.equal(first.statusCode, 201)
      const firstId = (await injectAs(app, actingRole(app), { url: '/api/v1/changes?limit=1' })).json().items[0]
        .id as number

      const live = await fetch(`${base}/api/v1/changes/stream`, { headers: bearer(app) })
      t.equal(live.headers.get('content-type'), 'text/event-stream; charset=utf-8')
      const liveEvents = readEvents(live, 2)
      await new Promise((resolve) => setTimeout(resolve, 100))
      await postSchedule(app, once(show.id, '2027-05-02', '10:00:00', '11:00:00'))
      await postSchedule(app, once(show.id, '2027-05-03', '10:00:00', '11:00:00'))
      const received = await liveEvents
      t.same(
        received.map((e) => e.event),
        ['change', 'change'],
      )
      t.same(
        received.map((e) => Number(e.id)),
        [firstId + 1, firstId + 2],
        'only changes after connecting, in order',
      )
      t.equal(received[0]!.data.action, 'schedule.create')

      // A client that saw the first change reconnects: it gets both later ones, then live ones.
      const resumed = await fetch(`${base}/api/v1/changes/stream`, {
        headers: { ...bearer(app), 'Last-Event-ID': String(firstId) },
      })
      const resumedEvents = readEvents(resumed, 3)
      await new Promise((resolve) => setTimeout(resolve, 100))
      await postSchedule(app, once(show.id, '2027-05-04', '10:00:00', '11:00:00'))
      t.same(
        (await resumedEvents).map((e) => Number(e.id)),
        [firstId + 1, firstId + 2, firstId + 3],
      )
    })

    t.test(
      'a change committed through one instance reaches a stream on another',
      { skip: url === undefined && 'PostgreSQL only: the embedded database belongs to one process' },
      async (t) => {
        const other = await appOn(t, await createDb({ databaseUrl: url!, dataDir: t.testdir() }))
        const otherBase = await listening(other)
        const stream = await fetch(`${otherBase}/api/v1/changes/stream`, { headers: bearer(other) })
        const events = readEvents(stream, 1)
        await new Promise((resolve) => setTimeout(resolve, 200))
        const written = await postSchedule(app, once(show.id, '2027-06-01', '10:00:00', '11:00:00'))
        t.equal(written.statusCode, 201)
        const [event] = await events
        t.match(event?.data, {
          action: 'schedule.create',
          summary: new RegExp(`Created schedule ${written.json().id} `),
        })
      },
    )
  })
}

for (const database of testDatabases()) {
  t.test(`what a stream may ask and hold on ${database}`, async (t) => {
    const { db, cleanup } = await freshDatabase(database, t.testdir())
    t.teardown(cleanup)
    const config = loadConfig({
      STATION_TIME_ZONE: 'Europe/Vienna',
      STREAM_LIMIT_ANONYMOUS: '2',
      STREAM_LIMIT_PER_USER: '1',
    })
    const app = await buildApp(config, { db, now: () => TEST_NOW, logger: false })
    t.teardown(() => app.close())
    await app.ready()
    const token = (await actAs(app, 'programme-manager')).token!
    const base = await listening(app)
    const show = await makeShow(app.db)

    t.test('anonymous callers cannot filter by who made a change, which they are not shown', async (t) => {
      const refused = await fetch(`${base}/api/v1/changes/stream?actorIds=1`)
      t.equal(refused.status, 400)
      t.match(await refused.json(), { code: 'ONAIR_VALIDATION_FAILED', fields: [{ path: 'querystring/actorIds' }] })
      const listed = await fetch(`${base}/api/v1/changes?actorIds=1`)
      t.not(listed.status, 200, 'nor in the list')
      const staff = await fetch(`${base}/api/v1/changes/stream?actorIds=1`, {
        headers: { authorization: `Bearer ${token}` },
      })
      t.equal(staff.status, 200, 'staff may')
      await staff.body!.cancel()
    })

    t.test('every stream is served from the one read of each change, filters and resumes included', async (t) => {
      await postSchedule(app, once(show.id, '2027-05-01', '10:00:00', '11:00:00'))
      const other = await makeShow(app.db, { name: 'Other' })
      const start = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
        .id as number
      // Three writes, the middle one of another show: a filtered stream skips it, a resumed one has them all.
      const filtered = await fetch(`${base}/api/v1/changes/stream?showIds=${show.id}`)
      const filteredEvents = readEvents(filtered, 2)
      await new Promise((resolve) => setTimeout(resolve, 100))
      await postSchedule(app, once(show.id, '2027-05-02', '10:00:00', '11:00:00'))
      await postSchedule(app, once(other.id, '2027-05-03', '10:00:00', '11:00:00'))
      await postSchedule(app, once(show.id, '2027-05-04', '10:00:00', '11:00:00'))
      t.same(
        (await filteredEvents).map((e) => Number(e.id)),
        [start + 1, start + 3],
      )
      const resumed = await fetch(`${base}/api/v1/changes/stream?after=${start}`)
      t.same(
        (await readEvents(resumed, 3)).map((e) => Number(e.id)),
        [start + 1, start + 2, start + 3],
        'a resumed stream catches up, then follows',
      )
      // Their places are given back once the server has seen them close.
      await new Promise((resolve) => setTimeout(resolve, 300))
    })

    t.test('a stream whose token is revoked, or whose user is deleted, ends with an event saying why', async (t) => {
      const admin = await asRole(app, 'admin')
      const asAdmin = { authorization: `Bearer ${admin.token}` }
      const revoked = await asRole(app, 'reader')
      const deleted = await asRole(app, 'reader')
      const open = async (token: string | null) => {
        const response = await fetch(`${base}/api/v1/changes/stream`, { headers: { authorization: `Bearer ${token}` } })
        t.equal(response.status, 200)
        return { events: readEvents(response, 1, 10_000) as Promise<Array<{ event: string; data: unknown }>> }
      }
      const { events: revokedEvents } = await open(revoked.token)
      const { events: deletedEvents } = await open(deleted.token)
      await new Promise((resolve) => setTimeout(resolve, 200))
      const token = await app.db.client.apiToken.findFirstOrThrow({ where: { userId: revoked.userId! } })
      t.equal(
        (await app.inject({ method: 'DELETE', url: `/api/v1/tokens/${token.id}`, headers: asAdmin })).statusCode,
        204,
      )
      t.equal(
        (await app.inject({ method: 'DELETE', url: `/api/v1/users/${deleted.userId}`, headers: asAdmin })).statusCode,
        204,
      )
      t.match(await revokedEvents, [{ event: 'stream.ended', data: { reason: 'credential', message: /token/ } }])
      t.match(await deletedEvents, [{ event: 'stream.ended', data: { reason: 'credential' } }])
      const reopened = await fetch(`${base}/api/v1/changes/stream`, {
        headers: { authorization: `Bearer ${revoked.token}` },
      })
      t.equal(reopened.status, 401, 'and EventSource, reconnecting, is refused and stops')
    })

    t.test('anonymous streams and each user’s streams are capped: 503 with Retry-After past the limit', async (t) => {
      const first = await fetch(`${base}/api/v1/changes/stream`)
      const second = await fetch(`${base}/api/v1/air/stream`)
      t.same([first.status, second.status], [200, 200], 'change and air streams count together')
      const third = await fetch(`${base}/api/v1/changes/stream`)
      t.equal(third.status, 503)
      t.equal(third.headers.get('retry-after'), '5')
      t.match(await third.json(), { code: 'ONAIR_UNAVAILABLE', message: /STREAM_LIMIT_ANONYMOUS/ })

      const mine = await fetch(`${base}/api/v1/changes/stream`, { headers: { authorization: `Bearer ${token}` } })
      t.equal(mine.status, 200, "a user's streams are counted apart from the anonymous ones")
      const again = await fetch(`${base}/api/v1/changes/stream`, { headers: { authorization: `Bearer ${token}` } })
      t.equal(again.status, 503)
      t.match(await again.json(), { message: /STREAM_LIMIT_PER_USER/ })

      // A closed stream gives its place back.
      const events = readEvents(second, 1, 300)
      await second.body!.cancel().catch(() => undefined)
      await events
      let reopened = 0
      for (let tries = 0; tries < 50 && reopened !== 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        const answer = await fetch(`${base}/api/v1/changes/stream`)
        reopened = answer.status
        if (answer.status === 200) t.teardown(() => answer.body!.cancel().catch(() => undefined))
        else await answer.body!.cancel().catch(() => undefined)
      }
      t.equal(reopened, 200)
      for (const open of [first, mine]) await open.body!.cancel().catch(() => undefined)
    })
  })
}
