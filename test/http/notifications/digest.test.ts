/**
 * The daily digest: a user who asked for it gets nothing at the time of each change, and one mail at
 * the digest hour (07:00 in the station's zone) listing every change since, with its reasons; a user
 * without it gets each change at once. Over a real SMTP server, on both databases.
 */
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import {
  confirmedHost,
  mailEnv,
  mailsTo,
  rawHeader,
  slotIds,
  startMailServer,
  waitForMails,
} from '../../helpers/mail.ts'
import { once, postSchedule } from '../../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`the daily digest on ${database}`, async (t) => {
    const mail = await startMailServer(t)
    // 11:00 in Vienna: the next digest goes at 07:00 tomorrow, 2027-01-21T06:00Z.
    let now = Date.parse('2027-01-20T10:00:00Z')
    const env = mailEnv(mail.port)
    const app = await buildTestApp(t, { database, now: () => now, env })
    const showId = (
      await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        payload: { name: 'Evening Jazz' },
      })
    ).json().id as number
    const slots: number[] = []
    for (const date of ['2027-02-09', '2027-02-16']) {
      const created = await postSchedule(app, once(showId, date, '21:00:00', '22:00:00'))
      t.equal(created.statusCode, 201)
      slots.push(...(await slotIds(app, created)))
    }
    const digestHost = await confirmedHost(app, mail.received, showId, 'digest@host.example')
    const settings = await digestHost.inject({
      method: 'PATCH',
      url: '/api/v1/users/me/notifications',
      payload: { digest: true },
    })
    t.equal(settings.statusCode, 200)
    t.equal(settings.json().digest, true)
    await confirmedHost(app, mail.received, showId, 'single@host.example')
    const confirmations = mailsTo(mail.received, 'digest@host.example').length

    for (const [slot, reason] of [
      [slots[0], 'Studio works'],
      [slots[1], 'Election night'],
    ] as const) {
      const res = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/timeslots/${slot}?reason=${encodeURIComponent(reason)}`,
      })
      t.equal(res.statusCode, 204)
    }
    // The host without a digest hears of each change at once: by then the digest's are made and waiting.
    const single = await waitForMails(mail.received, 'single@host.example', 3)
    t.same(
      single.slice(1).map((m) => m.subject),
      [
        'Cancelled: Evening Jazz, Tue, 9 Feb 2027, 21:00–22:00',
        'Cancelled: Evening Jazz, Tue, 16 Feb 2027, 21:00–22:00',
      ],
    )
    app.ctx.notifications.wake()
    await new Promise((resolve) => setTimeout(resolve, 1000))
    t.equal(
      mailsTo(mail.received, 'digest@host.example').length,
      confirmations,
      'nothing for the digest before its hour',
    )

    now = Date.parse('2027-01-21T06:00:30Z')
    app.ctx.notifications.wake()
    const [digest] = (await waitForMails(mail.received, 'digest@host.example', confirmations + 1)).slice(confirmations)
    t.match(digest!.subject, /: 2 programme notifications$/, 'one mail for both changes')
    t.match(
      digest!.text,
      /Cancelled: Evening Jazz, Tue, 9 Feb 2027, 21:00–22:00\n- Evening Jazz, Tue, 9 Feb 2027, 21:00–22:00: cancelled\nReason: Studio works/,
    )
    t.match(
      digest!.text,
      /Cancelled: Evening Jazz, Tue, 16 Feb 2027, 21:00–22:00\n- Evening Jazz, Tue, 16 Feb 2027, 21:00–22:00: cancelled\nReason: Election night/,
    )
    t.match(digest!.html, /<p>Reason: Election night<\/p>/)
    t.match(
      rawHeader(digest!, 'list-unsubscribe'),
      /^<https:\/\/onair\.radio\.example\/api\/v1\/notifications\/unsubscribe\?token=/,
      'with its unsubscribe link',
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    app.ctx.notifications.wake()
    await new Promise((resolve) => setTimeout(resolve, 500))
    t.equal(mailsTo(mail.received, 'digest@host.example').length, confirmations + 1, 'sent once')
    const log = await app.db.client.notification.findMany({ where: { kind: 'cancelled' }, orderBy: { id: 'asc' } })
    t.same(
      log.map((row) => row.state),
      ['sent', 'sent', 'sent', 'sent'],
      'every notification of both hosts marked sent',
    )
  })
}
