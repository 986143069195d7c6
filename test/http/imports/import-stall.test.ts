/**
 * An import never stalls the station (issue 35): while the security review's worst file is imported
 * (30 events whose rule never matches, which walked to 9999 for every event and held every request
 * 15 s), and while a file of 400 such events is parsed in slices, /health and /live-access answer
 * within 100 ms of what they take with no import running, over real HTTP; the file itself is refused
 * at once, naming the rule, and a file over MAX_IMPORT_EVENTS before it is parsed.
 */

import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'
import t from 'tap'
import { MAX_IMPORT_EVENTS } from '../../../src/services/imports/ical-parse.ts'
import { asRole, buildTestApp } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'

const event = (i: number, rule: string) => [
  `BEGIN:VEVENT`,
  `UID:never-${i}@example.org`,
  `SUMMARY:Never ${i}`,
  'DTSTART;TZID=Europe/Vienna:20270105T220000',
  'DTEND;TZID=Europe/Vienna:20270105T230000',
  `RRULE:${rule}`,
  'END:VEVENT',
]
const calendar = (count: number, rule: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//review//EN',
    ...Array.from({ length: count }, (_, i) => event(i, rule)).flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n')
const NEVER = 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=1'

for (const database of testDatabases()) {
  t.test(`an import never holds /health and /live-access on ${database}`, { timeout: 240_000 }, async (t) => {
    const app = await buildTestApp(t, { database })
    const { token } = await asRole(app, 'programme-manager')
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`

    const waits: number[] = []
    const ask = async (path: string, init?: RequestInit) => {
      const started = performance.now()
      const res = await fetch(`${base}${path}`, init)
      await res.arrayBuffer()
      waits.push(performance.now() - started)
    }
    const liveAccess = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'dj', password: 'onair_unknown' }),
    }

    /** Imports `text` while /health and /live-access are asked in turn; each one's time to answer. */
    async function during(text: string) {
      // Warm: the first answer of each route compiles its serializer; only answers during the import count.
      for (let i = 0; i < 3; i++) await Promise.all([ask('/health'), ask('/api/v1/live-access', liveAccess)])
      waits.length = 0
      let done = false
      let running = 0
      const imported = fetch(`${base}/api/v1/imports`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ calendar: text }),
      }).then(async (res) => ({ status: res.status, body: await res.json() }))
      void imported.finally(() => (done = true))
      // At least five rounds, and on until the import has answered.
      for (let round = 0; round < 5 || !done; round++) {
        await ask('/health')
        if (!done) running++
        await ask('/api/v1/live-access', liveAccess)
        if (!done) running++
      }
      return { answer: await imported, waits: [...waits], running }
    }

    // The import route warmed too (its first answer compiles its schemas), with a file of one event.
    await during(calendar(1, NEVER))
    // What the two answers take with no import running, on this machine now (the suite shares the cores).
    for (let i = 0; i < 10; i++) await Promise.all([ask('/health'), ask('/api/v1/live-access', liveAccess)])
    let quiet = Math.max(...waits.splice(0))
    const within = async (what: string, answered: number[]) => {
      // And again after the import: the other sessions on the machine come and go.
      for (let i = 0; i < 10; i++) await Promise.all([ask('/health'), ask('/api/v1/live-access', liveAccess)])
      quiet = Math.max(quiet, ...waits.splice(0))
      t.ok(
        Math.max(...answered) < 100 + quiet,
        `${what}: every answer within 100 ms of the quiet ${quiet.toFixed(1)} ms (slowest ${Math.max(...answered).toFixed(1)} ms)`,
      )
    }
    const worst = await during(calendar(30, NEVER))
    t.equal(worst.answer.status, 400, JSON.stringify(worst.answer.body).slice(0, 300))
    t.match(worst.answer.body.fields[0].message, /Never 0.*never matches from DTSTART on/)
    await within("the review's worst import", worst.waits)

    // Several slices of parsing and converting (50 events a slice), each followed by a turn of the event loop.
    const large = await during(calendar(400, NEVER))
    t.equal(large.answer.status, 400)
    t.equal(large.answer.body.fields.length, 400, 'every event is named')
    await within('400 events', large.waits)
    // Before the fix not one answer came while an import ran: the file held the event loop to its end.
    t.ok(large.running >= 2, `${large.running} answers while the 400 events were parsed`)

    const tooMany = await during(calendar(MAX_IMPORT_EVENTS + 1, NEVER))
    t.equal(tooMany.answer.status, 400)
    t.match(tooMany.answer.body.message, `an import reads at most ${MAX_IMPORT_EVENTS}`)
  })
}
