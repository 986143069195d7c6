import t from 'tap'
import { asRole, buildTestApp, injectAs, secondInstance } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import {
  confirmedHost,
  mailEnv,
  mailsTo,
  rawHeader,
  slotIds,
  startMailServer,
  to,
  waitForMails,
} from '../../helpers/mail.ts'
import { once, postSchedule, weekly } from '../../helpers/schedules.ts'
import { eventually } from '../../helpers/webhook-receiver.ts'

for (const database of testDatabases()) {
  t.test(`notifications on ${database}`, async (t) => {
    const root = t
    const mail = await startMailServer(t)
    // Before the broadcasts of February 2027; moved on where a test needs the clock.
    let now = Date.parse('2027-01-20T10:00:00Z')
    const env = mailEnv(mail.port)
    const app = await buildTestApp(t, { database, now: () => now, env })
    const showId = (
      await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        payload: { name: 'Jazz <Night> & "Co"' },
      })
    ).json().id as number

    t.test('a new address is confirmed by a one-use link before anything else is sent to it', async (t) => {
      const host = await asRole(app, 'host', [showId])
      const res = await host.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/notifications',
        payload: { email: 'New@Host.example' },
      })
      t.equal(res.statusCode, 200)
      t.match(res.json(), { email: 'new@host.example', emailConfirmed: false, reminderLeadMinutes: [2880, 60] })
      const [confirmation] = await waitForMails(mail.received, 'new@host.example', 1)
      t.match(confirmation!.subject, /^Confirm your address/)
      const link = new URL(/https:\/\/onair\.radio\.example\S+confirm\?token=\S+/.exec(confirmation!.text ?? '')![0])
      const first = await injectAs(app, 'programme-manager', { url: link.pathname + link.search })
      t.equal(first.statusCode, 200)
      t.match(first.headers['content-security-policy'], /default-src 'none'/)
      t.match(first.body, /new@host\.example/)
      t.equal(
        (await injectAs(app, 'programme-manager', { url: link.pathname + link.search })).statusCode,
        400,
        'the link works once',
      )
      t.equal((await host.inject({ url: '/api/v1/users/me/notifications' })).json().emailConfirmed, true)
      const bad = await host.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/notifications',
        payload: { email: 'not an address' },
      })
      t.equal(bad.statusCode, 400)
      t.match(bad.json().fields, [{ path: 'body/email' }])
      const allShows = await host.inject({
        method: 'PATCH',
        url: '/api/v1/users/me/notifications',
        payload: { allShows: true },
      })
      t.equal(allShows.statusCode, 400, 'a host hears about its own shows only')
      t.equal((await host.inject({ url: '/api/v1/users/me/notifications' })).json().allShows, false, 'nothing changed')
    })

    t.test(
      'a cancellation mails each host of the show once, in the station zone, and never the one who made it',
      async (t) => {
        const otherShow = (
          await injectAs(app, 'programme-manager', {
            method: 'POST',
            url: '/api/v1/shows',
            payload: { name: 'Other Show' },
          })
        ).json().id as number
        await confirmedHost(app, mail.received, otherShow, 'cancel@host.example')
        const created = await postSchedule(app, once(otherShow, '2027-02-09', '21:00:00', '22:00:00'))
        t.equal(created.statusCode, 201)
        const [slotId] = await slotIds(app, created)
        const before = mailsTo(mail.received, 'cancel@host.example').length
        t.equal(
          (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${slotId}` }))
            .statusCode,
          204,
        )
        const mails = await waitForMails(mail.received, 'cancel@host.example', before + 2)
        const cancelled = mails.find((m) => m.subject?.startsWith('Cancelled'))!
        t.equal(cancelled.subject, 'Cancelled: Other Show, Tue, 9 Feb 2027, 21:00–22:00', 'Vienna time, not UTC')
        t.match(cancelled.text, /test programme-manager changed the programme/)
        t.match(cancelled.html, /<a href="https:\/\/onair\.radio\.example\/api\/v1\/notifications\/unsubscribe\?token=/)
        t.match(
          rawHeader(cancelled, 'list-unsubscribe'),
          /^<https:\/\/onair\.radio\.example\/api\/v1\/notifications\/unsubscribe\?token=[A-Za-z0-9_-]+>/,
        )
        t.equal(rawHeader(cancelled, 'list-unsubscribe-post'), 'List-Unsubscribe=One-Click')
        t.equal(cancelled.from?.value[0]?.address, 'programme@radio.example')
        await new Promise((resolve) => setTimeout(resolve, 1500))
        t.equal(
          mailsTo(mail.received, 'cancel@host.example').filter((m) => m.subject?.startsWith('Cancelled')).length,
          1,
          'one mail, not one per look',
        )
      },
    )

    t.test('a 52-slot schedule is one mail listing them; names cannot add headers or markup', async (t) => {
      const host = await confirmedHost(app, mail.received, showId, 'bulk@host.example')
      const before = mailsTo(mail.received, 'bulk@host.example').length
      const res = await postSchedule(app, weekly(showId, { firstDate: '2027-03-02', lastDate: '2028-02-22' }))
      t.equal(res.statusCode, 201)
      t.equal((await slotIds(app, res)).length, 52)
      const mails = await waitForMails(mail.received, 'bulk@host.example', before + 1)
      const bulk = mails[mails.length - 1]!
      t.equal(bulk.subject, 'Jazz <Night> & "Co": 52 broadcasts changed')
      t.equal((bulk.text ?? '').split('\n').filter((line) => line.endsWith(': added')).length, 52)
      t.notMatch(bulk.html, /<Night>/, 'the name is escaped in HTML')
      t.match(bulk.html, /Jazz &#60;Night&#62; &#38; &#34;Co&#34;/)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      t.equal(mailsTo(mail.received, 'bulk@host.example').length, before + 1, 'one mail for the whole schedule')
      // A name is data: a line break in it cannot start a header, whatever the show is called. The show
      // routes refuse such a name at the door; a database written before that (or by hand) may hold one.
      const refused = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${showId}`,
        payload: { name: 'Jazz\r\nBcc: victim@evil.example' },
      })
      t.equal(refused.statusCode, 400, 'the API refuses a name of two lines')
      await app.db.client.show.update({ where: { id: showId }, data: { name: 'Jazz\r\nBcc: victim@evil.example' } })
      const [first] = await slotIds(app, res)
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${first}` })).statusCode,
        204,
      )
      const [injected] = (await waitForMails(mail.received, 'bulk@host.example', before + 2)).slice(-1)
      t.equal(injected!.subject, 'Cancelled: Jazz Bcc: victim@evil.example, Tue, 2 Mar 2027, 20:00–21:00', 'one line')
      t.equal(injected!.headers.get('bcc'), undefined)
      t.equal(injected!.headerLines.filter((line) => line.key === 'bcc').length, 0)
      t.equal(mail.received.filter((m) => to(m) === 'victim@evil.example').length, 0)
      void host
    })

    t.test(
      'reminders come at their lead times, follow a moved broadcast and never come for a cancelled one',
      async (t) => {
        const show = (
          await injectAs(app, 'programme-manager', {
            method: 'POST',
            url: '/api/v1/shows',
            payload: { name: 'Morning Show' },
          })
        ).json().id as number
        const host = await confirmedHost(app, mail.received, show, 'remind@host.example')
        await host.inject({
          method: 'PATCH',
          url: '/api/v1/users/me/notifications',
          payload: { reminderLeadMinutes: [60] },
        })
        const created = await postSchedule(app, once(show, '2027-01-21', '09:00:00', '10:00:00'))
        t.equal(created.statusCode, 201)
        const gone = await postSchedule(app, once(show, '2027-01-21', '12:00:00', '13:00:00'))
        await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/timeslots/${(await slotIds(app, gone))[0]}`,
        })
        const before = mailsTo(mail.received, 'remind@host.example').filter((m) =>
          m.subject?.startsWith('Reminder'),
        ).length
        // 08:00 Vienna is 07:00 UTC: the 60-minute reminder of the 09:00 broadcast is due.
        now = Date.parse('2027-01-21T07:00:30Z')
        app.ctx.notifications.wake()
        const mails = await eventually(async () => {
          const reminders = mailsTo(mail.received, 'remind@host.example').filter((m) =>
            m.subject?.startsWith('Reminder'),
          )
          return reminders.length > before ? reminders : undefined
        }, 'the reminder')
        const reminder = mails[mails.length - 1]!
        t.equal(reminder.subject, 'Reminder: Morning Show, Thu, 21 Jan 2027, 09:00–10:00')
        t.match(reminder.text, /nothing to play/, 'a broadcast with no episode and no media says so')
        now = Date.parse('2027-01-21T10:00:30Z')
        app.ctx.notifications.wake()
        await new Promise((resolve) => setTimeout(resolve, 1500))
        t.equal(
          mailsTo(mail.received, 'remind@host.example').filter(
            (m) => m.subject?.startsWith('Reminder') && m.subject.includes('12:00'),
          ).length,
          0,
          'no reminder for the cancelled broadcast',
        )
        now = Date.parse('2027-01-20T10:00:00Z')
      },
    )

    t.test('while the mail server is down, a notification waits and is delivered once when it is back', async (t) => {
      const show = (
        await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/shows',
          payload: { name: 'Outage Show' },
        })
      ).json().id as number
      await confirmedHost(app, mail.received, show, 'outage@host.example')
      const created = await postSchedule(app, once(show, '2027-02-10', '18:00:00', '19:00:00'))
      const [added] = (await waitForMails(mail.received, 'outage@host.example', 2)).slice(-1)
      t.equal(added!.subject, 'Added: Outage Show, Wed, 10 Feb 2027, 18:00–19:00')
      await mail.close()
      await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/timeslots/${(await slotIds(app, created))[0]}`,
      })
      const admin = await asRole(app, 'admin')
      const log = await eventually(async () => {
        const items = (await admin.inject({ url: '/api/v1/notifications?state=pending' })).json().items as Array<{
          kind: string
          attempts: number
          lastError: string | null
        }>
        const failed = items.find((item) => item.kind === 'cancelled' && item.attempts > 0 && item.lastError !== null)
        return failed === undefined ? undefined : failed
      }, 'a failed attempt in the log')
      t.match(log.lastError, /ECONNREFUSED|connect/i)
      // Closed when the whole file's test ends: the tests after this one mail through it.
      const back = await startMailServer(root, mail.port, mail.received)
      const seen = mailsTo(mail.received, 'outage@host.example').length
      // The retry is due after its backoff on the service's clock.
      now += 10 * 60_000
      app.ctx.notifications.wake()
      const mails = await waitForMails(back.received, 'outage@host.example', seen + 1)
      t.match(mails[seen]!.subject, /^Cancelled: Outage Show/)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      t.equal(mailsTo(back.received, 'outage@host.example').length, seen + 1, 'delivered once')
      now = Date.parse('2027-01-20T10:00:00Z')
    })

    t.test('two instances send each notification once', async (t) => {
      const second = await secondInstance(t, app)
      const show = (
        await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/shows',
          payload: { name: 'Twin Show' },
        })
      ).json().id as number
      await confirmedHost(app, mail.received, show, 'twin@host.example')
      const before = mailsTo(mail.received, 'twin@host.example').length
      await postSchedule(app, once(show, '2027-02-11', '18:00:00', '19:00:00'))
      second.ctx.notifications.wake()
      app.ctx.notifications.wake()
      await waitForMails(mail.received, 'twin@host.example', before + 1)
      await new Promise((resolve) => setTimeout(resolve, 2000))
      t.equal(mailsTo(mail.received, 'twin@host.example').length, before + 1)
    })

    t.test("the unsubscribe link of a mail stops every mail, by one click or the page's button", async (t) => {
      const show = (
        await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/shows',
          payload: { name: 'Quiet Show' },
        })
      ).json().id as number
      const host = await confirmedHost(app, mail.received, show, 'quiet@host.example')
      const [confirmation] = mailsTo(mail.received, 'quiet@host.example')
      const link = new URL(rawHeader(confirmation!, 'list-unsubscribe')!.replace(/^<|>[\s\S]*$/g, ''))
      const page = await injectAs(app, 'programme-manager', { url: link.pathname + link.search })
      t.equal(page.statusCode, 200)
      t.match(page.body, /<form method="post"/)
      t.same(
        (await host.inject({ url: '/api/v1/users/me/notifications' })).json().events.length,
        7,
        'showing the page unsubscribes nobody',
      )
      const click = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: link.pathname + link.search,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      })
      t.equal(click.statusCode, 200)
      t.same((await host.inject({ url: '/api/v1/users/me/notifications' })).json().events, [])
      const forged = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/notifications/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAA',
      })
      t.equal(forged.statusCode, 400)
    })

    t.test('an admin reads the delivery log and resends; others read only their own', async (t) => {
      const admin = await asRole(app, 'admin')
      const all = (await admin.inject({ url: '/api/v1/notifications?state=sent' })).json()
      t.ok(all.items.length > 3)
      const [first] = all.items as Array<{ id: number; userId: number }>
      const resent = await admin.inject({ method: 'POST', url: `/api/v1/notifications/${first!.id}/resend` })
      t.equal(resent.statusCode, 200)
      t.equal(resent.json().state, 'pending')
      t.equal(
        (await admin.inject({ method: 'POST', url: `/api/v1/notifications/${first!.id}/resend` })).statusCode,
        409,
        'waiting already',
      )
      t.equal((await admin.inject({ method: 'POST', url: '/api/v1/notifications/999999/resend' })).statusCode, 404)
      const host = await asRole(app, 'host')
      t.equal((await host.inject({ method: 'POST', url: `/api/v1/notifications/${first!.id}/resend` })).statusCode, 403)
      t.equal((await host.inject({ url: `/api/v1/notifications?userId=${first!.userId}` })).statusCode, 403)
      t.same((await host.inject({ url: '/api/v1/notifications' })).json().items, [])
    })
  })
}
