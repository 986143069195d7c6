/**
 * An import that creates many shows lets other requests in while it creates them (issue 35): on the
 * embedded database the queries run in this process, and a chain of awaited queries never turns the
 * event loop, so a 1,000-event file naming 300 new shows held /health 3-10 s in `node dist/server.js`
 * while resolveShows made the shows one query after another. And /live-access, which reads the tokens
 * and the timeslots near now, waited for the import's transaction to end on the embedded database
 * (one connection) until it answered from what the last ended write left (services/air/live-access-reads.ts).
 * The write transaction's client is wrapped to note how many answers of each had arrived at each show
 * it creates: with either held, none arrives between the first and the last. No timings: an answer
 * arrives in between, or it does not.
 */

import type { AddressInfo } from 'node:net'
import t from 'tap'
import type { DbClient } from '../../../src/db/platform/client.ts'
import { asRole, buildTestApp } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'

/** `count` one-hour events one after the other from 2027-01-05, their SUMMARY one of `shows` names. */
const ordinaryCalendar = (count: number, shows: number) => {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//review//EN']
  const t0 = Date.UTC(2027, 0, 5, 0)
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '')
  for (let i = 0; i < count; i++) {
    const start = t0 + i * 3_600_000
    lines.push('BEGIN:VEVENT', `UID:e${i}`, `SUMMARY:S${i % shows}`, `DTSTART:${stamp(start)}`)
    lines.push(`DTEND:${stamp(start + 3_600_000)}`, 'END:VEVENT')
  }
  lines.push('END:VCALENDAR', '')
  return lines.join('\n')
}

for (const database of testDatabases()) {
  t.test(`/health is answered while an import creates 300 shows on ${database}`, { timeout: 240_000 }, async (t) => {
    const answered = { health: 0, liveAccess: 0 }
    const atInsert: Array<typeof answered> = []
    const app = await buildTestApp(t, { database })
    // Every write's transaction client, with show.create noting how many /health answers had arrived.
    const client = app.db.client
    const transaction = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>
    const noting = (tx: DbClient) =>
      new Proxy(tx, {
        get: (target, key) =>
          key !== 'show'
            ? Reflect.get(target, key)
            : new Proxy(target.show, {
                get: (shows, method) =>
                  method !== 'create'
                    ? Reflect.get(shows, method)
                    : (...args: Parameters<DbClient['show']['create']>) => {
                        atInsert.push({ ...answered })
                        return shows.create(...args)
                      },
              }),
      })
    Object.assign(client, {
      $transaction: (work: unknown, options?: unknown) =>
        typeof work === 'function'
          ? transaction((tx: DbClient) => (work as (tx: DbClient) => unknown)(noting(tx)), options)
          : transaction(work, options),
    })
    const { token } = await asRole(app, 'programme-manager')
    const hostToken = (await asRole(app, 'host')).token!
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
    const refusals: string[] = []
    const askLiveAccess = async (password: string) => {
      const res = await fetch(`${base}/api/v1/live-access`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: 'dj', password }),
      })
      return (await res.json()) as { allowed: boolean; reason: string }
    }
    // A streaming server that has asked before (the first question reads what is kept from then on).
    t.match((await askLiveAccess(hostToken)).reason, /no timeslot is on air/)

    const importing = (commit: boolean) =>
      fetch(`${base}/api/v1/imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ calendar: ordinaryCalendar(300, 300), commit }),
      }).then(async (res) => ({ status: res.status, body: await res.json() }))

    for (const commit of [false, true]) {
      atInsert.length = 0
      let done = false
      let unknownAsked = false
      const imported = importing(commit).finally(() => (done = true))
      // One question a round, /health and /live-access in turn: as many requests as the import met before.
      for (let round = 0; !done; round++) {
        if (round % 2 === 0) {
          await (await fetch(`${base}/health`)).arrayBuffer()
          answered.health++
          continue
        }
        // The host's token is known (no show of theirs on air); an unknown one is refused.
        const known = await askLiveAccess(hostToken)
        if (!/no timeslot is on air/.test(known.reason)) refusals.push(`the host's token: ${known.reason}`)
        // Once while the shows are made (bad tokens count against the address, as at the API).
        if (atInsert.length > 0 && !unknownAsked) {
          unknownAsked = true
          const unknown = await askLiveAccess('onair_not-a-token-anyone-has-0123456789')
          if (!/not a valid onair API token/.test(unknown.reason)) refusals.push(`an unknown token: ${unknown.reason}`)
        }
        answered.liveAccess++
      }
      const { status, body } = await imported
      t.equal(status, commit ? 201 : 200, JSON.stringify(body).slice(0, 300))
      t.equal((body.shows ?? []).filter((s: { created: boolean }) => s.created).length, 300, '300 new shows')
      t.equal(atInsert.length, 300, 'each inserted once')
      for (const route of ['health', 'liveAccess'] as const) {
        const between = (atInsert.at(-1)?.[route] ?? 0) - (atInsert[0]?.[route] ?? 0)
        t.ok(
          between > 0,
          `${between} ${route} answers between the first show inserted and the last (commit: ${commit})`,
        )
      }
      t.same(refusals, [], '/live-access answered each token as it is')
      t.ok(unknownAsked, 'an unknown token was asked about while the shows were made')
    }
    // The preview rolled back, the commit kept all: the shows exist once.
    const shows = await app.inject({ url: '/api/v1/shows?limit=1', headers: { authorization: `Bearer ${token}` } })
    t.equal(shows.json().total, 300)
  })
}
