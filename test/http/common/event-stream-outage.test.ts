/**
 * The change and air streams across a database outage: a reconnect while the database is away is
 * accepted (200, a longer `retry:`, a comment saying the programme is unavailable) instead of a 503,
 * after which a browser's EventSource would stop for good; once the database is back, the reconnect
 * with Last-Event-ID resumes without losing a change.
 */
import t from 'tap'
import { actAs, buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { takeDatabaseAway } from '../../helpers/faults.ts'
import { EventReader, listening } from '../../helpers/sse.ts'

const UNAVAILABLE =
  /retry: 5000\n: the programme is unavailable: the database does not answer\. Reconnect .* with Last-Event-ID/

for (const database of testDatabases()) {
  t.test(`event streams across a database outage on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const base = await listening(app)
    const token = `Bearer ${(await actAs(app, 'programme-manager')).token}`
    const createShow = async (name: string) => {
      const created = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        payload: { name },
      })
      t.equal(created.statusCode, 201, `${name} created`)
    }
    const latestChange = async () => Number((await app.db.client.changeset.findFirst({ orderBy: { id: 'desc' } }))!.id)

    await createShow('Seen Before')
    const seen = await latestChange()
    await createShow('Made Before The Outage')

    const bringBack = takeDatabaseAway(app.db)
    t.teardown(bringBack)
    for (const [what, path, headers] of [
      ['the change stream, anonymous, resuming', '/api/v1/changes/stream', { 'last-event-id': String(seen) }],
      ['the change stream with a bearer token', '/api/v1/changes/stream', { authorization: token }],
      ['the air stream, anonymous', '/api/v1/air/stream', {}],
      ['the air stream, resuming', '/api/v1/air/stream', { 'last-event-id': '1801000000000-1' }],
    ] as const) {
      const answer = await fetch(`${base}${path}`, { headers })
      t.equal(answer.status, 200, `${what}: accepted while the database is away`)
      t.equal(answer.headers.get('content-type'), 'text/event-stream; charset=utf-8', `${what}: an event stream`)
      t.equal(answer.headers.get('retry-after'), null, `${what}: no 503's Retry-After`)
      const body = await answer.text()
      t.match(body, UNAVAILABLE, `${what}: the retry hint and why, then the end (the client reconnects)`)
      t.notMatch(body, /^(id|event|data):/m, `${what}: no event and no id, so Last-Event-ID stays where it was`)
    }
    const head = await fetch(`${base}/api/v1/changes/stream`, { method: 'HEAD' })
    t.equal(head.status, 200, 'HEAD answers its head as before')
    const list = await fetch(`${base}/api/v1/changes`, { headers: { authorization: token } })
    t.equal(list.status, 503, 'a plain read is still a 503 with Retry-After')
    t.equal(list.headers.get('retry-after'), '5')

    bringBack()
    await createShow('Made After The Outage')
    const resumed = await EventReader.open(`${base}/api/v1/changes/stream`, { 'last-event-id': String(seen) })
    t.teardown(() => resumed.close())
    const events = await resumed.next(2)
    t.same(
      events.map((event) => [Number(event.id), /"(.*)"/.exec(event.data.summary)?.[1]]),
      [
        [seen + 1, 'Made Before The Outage'],
        [seen + 2, 'Made After The Outage'],
      ],
      'every change since Last-Event-ID, in order, once',
    )
    t.same(await resumed.drain(200), [], 'and nothing twice')

    const air = await EventReader.open(`${base}/api/v1/air/stream`, { 'last-event-id': '1801000000000-1' })
    t.teardown(() => air.close())
    const [state] = await air.next()
    t.equal(state!.event, 'air.state', 'the air stream resumes with the air as it is')
    t.type(state!.data.missedBoundaries, 'number', 'and how many boundaries passed since its Last-Event-ID')
  })
}
