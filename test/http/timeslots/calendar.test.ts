import ICAL from 'ical.js'
import t from 'tap'
import { asRole, buildTestApp, injectAs, rejectsQueries } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { countQueries, makeEpisode, makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

interface ParsedEvent {
  uid: string
  summary: string
  description: string | null
  start: number
  end: number
}

/** Parses a feed the way a client does: the event times resolve through the feed's own VTIMEZONE. */
function parseFeed(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      summary: event.summary,
      description: (component.getFirstPropertyValue('description') as string | null) ?? null,
      start: event.startDate.toUnixTime() * 1000,
      end: event.endDate.toUnixTime() * 1000,
    }
  })
  return { calendar, events }
}

for (const database of testDatabases()) {
  t.test(`calendar feed on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const feed = (qs: string) =>
      injectAs(app, 'programme-manager', { url: `/api/v1/timeslots.ics${qs === '' ? '' : `?${qs}`}` })

    // Weekly on Tuesdays 20:00-21:00 Vienna time across the spring change (2027-03-28): CET before, CEST after.
    const jazz = await makeShow(app.db, { name: 'Jazz Hour' })
    const created = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/schedules/',
      payload: {
        schedule: {
          show: jazz.id,
          rrule: 4,
          byWeekday: 1,
          firstDate: '2027-01-05',
          lastDate: '2027-04-13',
          startTime: '20:00:00',
          endTime: '21:00:00',
        },
      },
    })
    t.equal(created.statusCode, 201)
    // A show with text that needs escaping and folding, in both hours of the autumn change (2027-10-31, 03:00 CEST → 02:00 CET).
    const night = await makeShow(app.db, {
      name: 'Nachtprogramm; Lieder, Gedichte und Geschichten aus Österreich — überall zu hören',
    })
    const nightSchedule = await makeSchedule(app.db, night.id)
    const episode = await makeEpisode(app.db, night.id, { title: 'Folge 1' })
    const owner = { showId: night.id, scheduleId: nightSchedule.id }
    const firstHalf = await makeTimeslot(app.db, owner, '2027-10-31T00:30:00Z', '2027-10-31T01:00:00Z', {
      episodeId: episode.id,
      memo: 'line one\nline two',
    })
    const secondHalf = await makeTimeslot(app.db, owner, '2027-10-31T01:30:00Z', '2027-10-31T02:00:00Z', {
      isRepetition: true,
    })

    t.test('serves text/calendar with CRLF lines of at most 75 octets, not captured by /timeslots/:id', async (t) => {
      const res = await feed('start=2027-03-20+00:00:00&end=2027-04-10+00:00:00')
      t.equal(res.statusCode, 200)
      t.equal(res.headers['content-type'], 'text/calendar; charset=utf-8')
      t.match(res.body, /^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/)
      t.ok(res.body.endsWith('END:VCALENDAR\r\n'))
      t.notOk(/[^\r]\n/.test(res.body), 'every line ends in CRLF')
      for (const line of res.body.split('\r\n')) t.ok(Buffer.byteLength(line) <= 75, `at most 75 octets: ${line}`)
    })

    t.test('events start at the timeslot instants across the spring DST change, with the station TZID', async (t) => {
      const res = await feed('start=2027-03-20+00:00:00&end=2027-04-10+00:00:00')
      const { calendar, events } = parseFeed(res.body)
      t.equal(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid'), 'Europe/Vienna')
      const slots = await app.db.client.timeslot.findMany({
        where: {
          showId: jazz.id,
          start: { gte: new Date('2027-03-19T23:00:00Z'), lt: new Date('2027-04-09T22:00:00Z') },
        },
        orderBy: { start: 'asc' },
      })
      t.same(
        slots.map((s) => s.start.toISOString()),
        ['2027-03-23T19:00:00.000Z', '2027-03-30T18:00:00.000Z', '2027-04-06T18:00:00.000Z'],
        '20:00 CET, then 20:00 CEST',
      )
      t.same(
        events.map((e) => [e.uid, e.summary, e.start, e.end]),
        slots.map((s) => [`timeslot-${s.id}@onair`, 'Jazz Hour', s.start.getTime(), s.end.getTime()]),
      )
      t.match(res.body, /DTSTART;TZID=Europe\/Vienna:20270330T200000\r\n/)
      t.match(res.body, /X-WR-TIMEZONE:Europe\/Vienna\r\n/)
      t.match(res.body, /DTSTAMP:20270101T000000Z\r\n/, 'DTSTAMP comes from the clock')
    })

    t.test(
      'both halves of the repeated autumn hour land on their own instants; text is escaped and folded',
      async (t) => {
        const res = await feed(`start=2027-10-30+00:00:00&end=2027-11-01+00:00:00&showIds=${night.id}`)
        const { events } = parseFeed(res.body)
        t.same(
          events.map((e) => [e.uid, e.start, e.end]),
          [
            [`timeslot-${firstHalf.id}@onair`, firstHalf.start.getTime(), firstHalf.end.getTime()],
            [`timeslot-${secondHalf.id}@onair`, secondHalf.start.getTime(), secondHalf.end.getTime()],
          ],
        )
        t.equal(events[0]?.summary, `${night.name}: Folge 1`)
        t.equal(events[0]?.description, 'line one\nline two')
        t.equal(events[1]?.summary, `${night.name} (repetition)`)
        t.match(res.body, /SUMMARY:Nachtprogramm\\; Lieder\\, Gedichte/)
        t.match(res.body, /\r\n [^\r\n]/, 'a long line is folded')
        // 02:30 local happens twice: clients disagree which one a TZID time means, so both are written in UTC.
        t.match(res.body, /DTSTART:20271031T003000Z\r\n/)
        t.match(res.body, /DTSTART:20271031T013000Z\r\n/)
      },
    )

    t.test('the same filters as the list; a stable UID per timeslot', async (t) => {
      const window = 'start=2027-01-01T00:00:00Z&end=2027-12-31T00:00:00Z'
      const onlyJazz = parseFeed((await feed(`${window}&showIds=${jazz.id}`)).body).events
      t.equal(onlyJazz.length, 15)
      t.ok(onlyJazz.every((e) => e.summary === 'Jazz Hour'))
      const bySchedule = parseFeed((await feed(`${window}&scheduleIds=${nightSchedule.id}`)).body).events
      t.equal(bySchedule.length, 2)
      const again = parseFeed((await feed(`${window}&showIds=${jazz.id}`)).body).events
      t.same(
        again.map((e) => e.uid),
        onlyJazz.map((e) => e.uid),
      )
    })

    t.test('without a window: from 30 days back to 180 days ahead', async (t) => {
      const { events } = parseFeed((await feed('')).body)
      // TEST_NOW is 2027-01-01: all 15 Tuesdays, not the October night.
      t.equal(events.length, 15)
      t.ok(events.every((e) => e.summary === 'Jazz Hour'))
    })

    t.test(
      'answers with four database queries after the version read, however many timeslots: the programme, their SEQUENCE, recent cancellations, the open-ended schedules',
      async (t) => {
        // Anonymous, so no credential is looked up: what is counted is the feed alone.
        const { inject } = await asRole(app, 'anonymous')
        // Another answer first: on the embedded database the versions are then known until something writes.
        await inject({ url: '/api/v1/timeslots.ics?start=2027-01-01+00:00:00&end=2027-02-01+00:00:00' })
        const counter = countQueries(app.db)
        const res = await inject({ url: '/api/v1/timeslots.ics?start=2027-01-01+00:00:00&end=2027-12-31+00:00:00' })
        counter.stop()
        t.equal(res.statusCode, 200)
        t.equal(
          counter.count,
          database === 'embedded' ? 4 : 5,
          'the programme version (PostgreSQL only), then the four',
        )
      },
    )

    const invalid: Array<[string, string, string]> = [
      ['an end before the start', 'start=2027-02-02+00:00:00&end=2027-02-01+00:00:00', 'querystring/end'],
      ['a window over 366 days', 'start=2027-01-01+00:00:00&end=2029-01-01+00:00:00', 'querystring/end'],
      ['a malformed start', 'start=now', 'querystring/start'],
      ['an unknown filter', 'episodeIds=1', 'querystring/episodeIds'],
      ['showIds that are no ids', 'showIds=jazz', 'querystring/showIds'],
    ]
    rejectsQueries(t, feed, invalid)
  })
}
