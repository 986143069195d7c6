/**
 * `reason` on the writes that move, cancel or pre-empt (stored in the change log, shown in the mail),
 * and the notice period (NOTICE_PERIOD_HOURS): inside it a host's change is refused with whom to ask,
 * a programme manager's needs a reason; outside it nothing changes. Each refusal changes nothing.
 */
import t from 'tap'
import { asRole, buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { confirmedHost, mailEnv, mailsTo, slotIds, startMailServer } from '../../helpers/mail.ts'
import { once, postSchedule } from '../../helpers/schedules.ts'
import { eventually } from '../../helpers/webhook-receiver.ts'

for (const database of testDatabases()) {
  t.test(`reasons and the notice period on ${database}`, async (t) => {
    const mail = await startMailServer(t)
    const now = Date.parse('2027-01-20T10:00:00Z')
    const env = { ...mailEnv(mail.port), NOTICE_PERIOD_HOURS: '24' }
    const app = await buildTestApp(t, { database, now: () => now, env })
    const showId = (
      await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        payload: { name: 'Morning Jazz' },
      })
    ).json().id as number
    const host = await confirmedHost(app, mail.received, showId, 'reason@host.example')
    const scheduleOf = new Map<number, number>()
    const slotOf = async (date: string, start: string, end: string) => {
      const created = await postSchedule(app, once(showId, date, start, end))
      t.equal(created.statusCode, 201, `${date} ${start} planned`)
      const slot = (await slotIds(app, created))[0]!
      scheduleOf.set(slot, created.json().id as number)
      return slot
    }
    // 2027-01-21 09:00 Vienna is 22 hours away: inside the 24-hour notice period; February is outside.
    const soon = await slotOf('2027-01-21', '09:00:00', '10:00:00')
    const later = await slotOf('2027-02-09', '21:00:00', '22:00:00')
    const latest = await slotOf('2027-02-10', '21:00:00', '22:00:00')
    const changesets = () => app.db.client.changeset.count()
    const mailAbout = (subject: string) =>
      eventually(
        async () => mailsTo(mail.received, 'reason@host.example').find((m) => m.subject?.startsWith(subject)),
        `a mail "${subject}…"`,
      )
    const exists = async (id: number) => (await app.db.client.timeslot.findUnique({ where: { id } })) !== null

    t.test('a reason is stored in the change log and shown in the mail', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/timeslots/${later}?reason=${encodeURIComponent('The studio is being rewired')}`,
      })
      t.equal(res.statusCode, 204)
      const log = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
      t.equal(log.request.reason, 'The studio is being rewired', 'in the changeset, with the request')
      const cancelled = await mailAbout('Cancelled: Morning Jazz, Tue, 9 Feb')
      t.match(cancelled.text, /\nReason: The studio is being rewired\n/, 'in the text part')
      t.match(cancelled.html, /<p>Reason: The studio is being rewired<\/p>/, 'and in the HTML part')
    })

    t.test('a reason is one line of text', async (t) => {
      const before = await changesets()
      for (const reason of ['line\nbreak', '   ', 'x'.repeat(501)]) {
        const res = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/timeslots/${latest}?reason=${encodeURIComponent(reason)}`,
        })
        t.equal(res.statusCode, 400, JSON.stringify(reason.slice(0, 20)))
        t.match(res.json().fields, [{ path: 'querystring/reason' }])
      }
      t.equal(await changesets(), before, 'nothing written')
      t.ok(await exists(latest))
    })

    t.test("inside the notice period a host's change is refused, saying whom to ask", async (t) => {
      const before = await changesets()
      // A host cancels by ending its schedule (it may not cancel single timeslots).
      const res = await host.inject({ method: 'DELETE', url: `/api/v1/schedules/${scheduleOf.get(soon)}?reason=ill` })
      t.equal(res.statusCode, 403)
      t.equal(res.json().code, 'ONAIR_INSIDE_NOTICE_PERIOD')
      t.match(
        res.json().message,
        /cancels a broadcast \(Thu, 21 Jan 2027, 09:00–10:00\) within the station's notice period of 24 h/,
      )
      t.match(res.json().message, /ask a programme manager \(test programme-manager\) to make it/)
      t.equal(await changesets(), before, 'nothing written')
      t.ok(await exists(soon), 'the broadcast is still there')
    })

    t.test('outside it the host changes its own show as before, without a reason', async (t) => {
      t.equal(
        (await host.inject({ method: 'DELETE', url: `/api/v1/schedules/${scheduleOf.get(latest)}` })).statusCode,
        204,
      )
      t.notOk(await exists(latest))
    })

    t.test('inside it a programme manager needs a reason, and with one may', async (t) => {
      const before = await changesets()
      const bare = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${soon}` })
      t.equal(bare.statusCode, 400)
      t.equal(bare.json().code, 'ONAIR_REASON_REQUIRED')
      t.match(bare.json().fields, [{ path: 'querystring/reason' }])
      t.equal(await changesets(), before, 'nothing written')
      t.ok(await exists(soon))
      const given = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/timeslots/${soon}?reason=Election%20coverage`,
      })
      t.equal(given.statusCode, 204)
      t.notOk(await exists(soon))
      t.match((await mailAbout('Cancelled: Morning Jazz, Thu, 21 Jan')).text, /Reason: Election coverage/)
    })

    t.test('adding a broadcast inside the period disturbs nobody: no reason needed', async (t) => {
      const other = (
        await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name: 'News' } })
      ).json().id as number
      t.equal((await postSchedule(app, once(other, '2027-01-20', '18:00:00', '19:00:00'))).statusCode, 201)
    })

    t.test('a write that pre-empts inside the period needs its reason too', async (t) => {
      const special = (
        await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name: 'Special' } })
      ).json().id as number
      const target = await slotOf('2027-01-21', '06:00:00', '07:00:00').catch(() => 0)
      t.ok(target > 0, 'a broadcast to pre-empt (planned by a manager, with no one disturbed)')
      const schedule = once(special, '2027-01-21', '06:00:00', '07:00:00')
      const conflict = await postSchedule(app, schedule)
      t.equal(conflict.statusCode, 409, conflict.body)
      const solutions = { [conflict.json().projected[0].hash as string]: 'ours' }
      const bare = await postSchedule(app, schedule, solutions)
      t.equal(bare.statusCode, 400)
      t.equal(bare.json().code, 'ONAIR_REASON_REQUIRED')
      t.ok(await exists(target), 'nothing written')
      const given = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules/?reason=Breaking%20news',
        payload: { schedule, solutions },
      })
      t.equal(given.statusCode, 201)
      const log = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
      t.equal(log.request.reason, 'Breaking news')
    })

    t.test('an admin is told the same as a programme manager', async (t) => {
      const admin = await asRole(app, 'admin')
      const slot = await slotOf('2027-01-21', '07:00:00', '08:00:00')
      const bare = await admin.inject({ method: 'DELETE', url: `/api/v1/timeslots/${slot}` })
      t.equal(bare.json().code, 'ONAIR_REASON_REQUIRED')
    })
  })
}
