/**
 * A summer season activated over 40 regular broadcasts of 6 shows tells each show's host once: one mail
 * listing that show's broadcasts that stepped aside and the reason given, never one per broadcast (issue 34, with
 * issue 31).
 */
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { confirmedHost, mailEnv, mailsTo, startMailServer, waitForMails } from '../../helpers/mail.ts'
import { postSchedule, weekly } from '../../helpers/schedules.ts'

// Four shows every week of July and August 2027 (9 Mondays, Tuesdays and Thursdays, 8 Wednesdays), and
// two on Fridays, three in July and two in August: 40 broadcasts.
const REGULAR = [
  { byWeekday: 0, firstDate: '2027-07-01', lastDate: '2027-08-31', broadcasts: 9 },
  { byWeekday: 1, firstDate: '2027-07-01', lastDate: '2027-08-31', broadcasts: 9 },
  { byWeekday: 2, firstDate: '2027-07-01', lastDate: '2027-08-31', broadcasts: 8 },
  { byWeekday: 3, firstDate: '2027-07-01', lastDate: '2027-08-31', broadcasts: 9 },
  { byWeekday: 4, firstDate: '2027-07-01', lastDate: '2027-07-21', broadcasts: 3 },
  { byWeekday: 4, firstDate: '2027-08-16', lastDate: '2027-08-31', broadcasts: 2 },
]

for (const database of testDatabases()) {
  t.test(`a season activated over 40 broadcasts of 6 shows on ${database}`, async (t) => {
    const mail = await startMailServer(t)
    const env = mailEnv(mail.port)
    const app = await buildTestApp(t, { database, now: () => Date.parse('2027-01-20T10:00:00Z'), env })
    const shows: number[] = []
    for (const [i, { broadcasts: _, ...dates }] of REGULAR.entries()) {
      const show = (
        await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/shows',
          payload: { name: `Show ${i}` },
        })
      ).json().id as number
      const schedule = await postSchedule(app, weekly(show, { ...dates, startTime: '10:00:00', endTime: '11:00:00' }))
      t.equal(schedule.statusCode, 201, schedule.body)
      shows.push(show)
    }
    // Addresses confirmed once the programme stands: what they hear of is the season alone.
    const hosts = REGULAR.map((_, i) => `host${i}@radio.example`)
    for (const [i, show] of shows.entries()) await confirmedHost(app, mail.received, show, hosts[i]!)
    const before = mail.received.length

    const season = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/seasons?reason=The%20summer%20programme',
      payload: { name: 'Summer', firstDate: '2027-07-01', lastDate: '2027-08-31', mode: 'replace' },
    })
    t.equal(season.statusCode, 201, season.body)
    t.equal(season.json().steppedAsideCount, 40, 'the regular programme of July and August steps aside')

    for (const [i, host] of hosts.entries()) {
      const mails = await waitForMails(mail.received, host, 2)
      const told = mails.at(-1)!
      const broadcasts = REGULAR[i]!.broadcasts
      t.equal(told.subject, `Show ${i}: ${broadcasts} broadcasts changed`)
      const listed = (told.text ?? '').split('\n').filter((line) => line.startsWith(`- Show ${i}, `))
      t.equal(listed.length, broadcasts, `${host}: each broadcast of the show listed once`)
      t.ok(
        listed.every((line) => line.endsWith(': steps aside for Summer')),
        'each broadcast steps aside for the season, not cancelled',
      )
      t.match(told.text, /The summer programme/, 'with the reason the manager gave')
    }
    // The dispatcher has had its rounds: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const sent = mail.received.length - before
    t.equal(sent, 6, 'one mail per show, 6 for 40 broadcasts')
    for (const host of hosts) t.equal(mailsTo(mail.received, host).length, 2, `${host}: the confirmation and one mail`)
    t.comment(
      `mails sent for the season: ${sent}; subjects: ${mail.received
        .slice(before)
        .map((m) => m.subject)
        .join(' | ')}`,
    )
  })
}
