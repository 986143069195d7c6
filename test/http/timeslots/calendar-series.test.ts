import ICAL from 'ical.js'
import t from 'tap'
import { daysFromCivil } from '../../../src/domain/time/civil-dates.ts'
import { instantToLocal, localToInstant } from '../../../src/domain/time/station-time.ts'
import { extendHorizon } from '../../../src/services/schedules/horizon-extension.ts'
import { buildTestApp, injectAs, TEST_NOW } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { askOracle } from '../../helpers/rrule-oracle.ts'
import { postSchedule, weekly, ZONE } from '../../helpers/schedules.ts'
import { pythonDateutil } from '../../helpers/system-tools.ts'

/** The feed's VEVENTs as a client reads them; a recurring one expanded to `count` occurrences. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
}

function expand(event: ICAL.Event, count: number): number[] {
  const iterator = event.iterator()
  const starts: number[] = []
  for (
    let next = iterator.next();
    next !== null && next !== undefined && starts.length < count;
    next = iterator.next()
  ) {
    starts.push(next.toUnixTime() * 1000)
  }
  return starts
}

/** Tuesdays at 20:00 Vienna time from `from` on, without `except`, as the schedule airs them. */
function tuesdays(from: string, count: number, except: readonly string[]): number[] {
  const out: number[] = []
  for (
    let day = daysFromCivil(...(from.split('-').map(Number) as [number, number, number]));
    out.length < count;
    day += 7
  ) {
    const date = new Date(day * 86_400_000).toISOString().slice(0, 10)
    if (!except.includes(date)) out.push(localToInstant(`${date} 20:00:00`, ZONE))
  }
  return out
}

for (const database of testDatabases()) {
  t.test(`the feed's continuing events of open-ended schedules on ${database}`, async (t) => {
    // TEST_NOW is 2027-01-01: the horizon is 2027-03-12 (a Friday), the last made Tuesday 2027-03-09.
    const app = await buildTestApp(t, { database, env: { PROGRAMME_HORIZON_DAYS: '70' } })
    const feed = (qs: string) => injectAs(app, 'programme-manager', { url: `/api/v1/timeslots.ics?${qs}` })
    const jazz = await makeShow(app.db, { name: 'Jazz Hour' })
    const except = ['2027-02-02', '2027-04-13', '2027-11-02']
    const open = await postSchedule(
      app,
      weekly(jazz.id, { firstDate: '2027-01-05', lastDate: null, exceptions: except }),
    )
    t.equal(open.statusCode, 201, open.body)
    t.equal(open.json().horizonDate, '2027-03-12')
    const news = await makeShow(app.db, { name: 'News' })
    const bounded = await postSchedule(
      app,
      weekly(news.id, { byWeekday: 2, firstDate: '2027-01-06', lastDate: '2027-06-30' }),
    )
    t.equal(bounded.statusCode, 201, bounded.body)
    const late = await makeShow(app.db, { name: 'Late Repeat' })
    const shifted = await postSchedule(
      app,
      weekly(late.id, {
        firstDate: '2027-01-05',
        lastDate: null,
        addDaysNo: 1,
        startTime: '10:00:00',
        endTime: '11:00:00',
      }),
    )
    t.equal(shifted.statusCode, 201, shifted.body)
    const uid = `schedule-${open.json().id}-continues@onair`

    t.test('one recurring VEVENT without UNTIL from the first occurrence after the horizon', async (t) => {
      const res = await feed(`showIds=${jazz.id}`)
      t.equal(res.statusCode, 200)
      const events = parseFeed(res.body)
      const series = events.filter((event) => event.isRecurring())
      t.same(
        series.map((event) => event.uid),
        [uid],
      )
      const block = /BEGIN:VEVENT\r\nUID:schedule-[\s\S]*?END:VEVENT\r\n/.exec(res.body)?.[0] ?? ''
      t.match(block, /\r\nDTSTART;TZID=Europe\/Vienna:20270316T200000\r\n/)
      t.match(block, /\r\nDTEND;TZID=Europe\/Vienna:20270316T210000\r\n/)
      t.match(block, /\r\nRRULE:FREQ=WEEKLY;BYDAY=TU\r\n/)
      t.notMatch(block, /UNTIL|COUNT/)
      t.match(block, /\r\nSUMMARY:Jazz Hour\r\n/)
      t.match(block, `\r\nSEQUENCE:${daysFromCivil(2027, 3, 12)}\r\n`)
      // The exceptions after its start are EXDATEs; the one within the horizon is no timeslot already.
      t.same(block.match(/^EXDATE.*$/gm), [
        'EXDATE;TZID=Europe/Vienna:20270413T200000',
        'EXDATE;TZID=Europe/Vienna:20271102T200000',
      ])
      const slots = await app.db.client.timeslot.findMany({ where: { showId: jazz.id }, orderBy: { start: 'asc' } })
      t.equal(instantToLocal(slots.at(-1)!.start.getTime(), ZONE), '2027-03-09 20:00:00')
      t.equal(series[0]!.startDate.toUnixTime() * 1000, localToInstant('2027-03-16 20:00:00', ZONE))
    })

    t.test(
      'expanded by a client, it continues the timeslots week by week across DST changes, no overlap, no duplicate',
      async (t) => {
        // Any window: the continuing event describes what lies beyond the horizon, so it is always there.
        const res = await feed(`showIds=${jazz.id}&start=2027-01-01+00:00:00&end=2027-02-01+00:00:00`)
        const [series] = parseFeed(res.body).filter((event) => event.isRecurring())
        t.ok(series, 'written whatever the window')
        const slots = await app.db.client.timeslot.findMany({ where: { showId: jazz.id }, orderBy: { start: 'asc' } })
        // 80 occurrences: up to autumn 2028, past two spring and two autumn changes and the VTIMEZONE's span.
        const occurrences = expand(series!, 80)
        const made = slots.map((slot) => slot.start.getTime())
        const all = [...made, ...occurrences]
        t.same(
          all,
          tuesdays('2027-01-05', all.length, except),
          'every Tuesday at 20:00 Vienna time, exceptions left out',
        )
        t.ok(occurrences[0]! > made.at(-1)!, 'after the last made timeslot, no duplicate')
        for (const start of occurrences) t.equal(instantToLocal(start, ZONE).slice(11), '20:00:00')
        const ends = expand(series!, 1).map(() => series!.endDate.toUnixTime() * 1000)
        t.same(ends, [localToInstant('2027-03-16 21:00:00', ZONE)])
      },
    )

    const dateutil = pythonDateutil()
    t.test(
      "python-dateutil's rrulestr reads the event's RRULE from its DTSTART to the same broadcasts",
      { skip: dateutil.skip ?? false },
      async (t) => {
        const res = await feed(`showIds=${jazz.id}`)
        const block = /UID:schedule-[\s\S]*?END:VEVENT/.exec(res.body)?.[0] ?? ''
        const rule = /\r\nRRULE:(.*)\r\n/.exec(block)?.[1] ?? ''
        const dtstart = /\r\nDTSTART;TZID=Europe\/Vienna:(\d{4})(\d\d)(\d\d)T200000\r\n/.exec(block)
        t.ok(dtstart, 'DTSTART in the station zone')
        const exdates = new Set(
          [...block.matchAll(/EXDATE;TZID=Europe\/Vienna:(\d{8})T200000/g)].map((m) =>
            m[1]!.replace(/(\d{4})(\d\d)/, '$1-$2-'),
          ),
        )
        const [answer] = askOracle([
          {
            rule,
            dtstart: `${dtstart![1]}-${dtstart![2]}-${dtstart![3]}`,
            from: '2027-03-12',
            to: '2028-12-31',
            zone: ZONE,
            startTime: '20:00:00',
            endTime: '21:00:00',
          },
        ])
        const starts = (answer?.dates ?? [])
          .map((date, i) => [date, answer?.slots?.[i]?.[0]] as const)
          .filter(([date]) => !exdates.has(date))
          .map(([, start]) => start)
        const slots = await app.db.client.timeslot.findMany({ where: { showId: jazz.id }, orderBy: { start: 'asc' } })
        const all = [...slots.map((slot) => slot.start.getTime()), ...starts]
        t.equal(starts.length, 92, '94 Tuesdays from 16 March 2027 to the end of 2028, less two exceptions')
        t.same(all, tuesdays('2027-01-05', all.length, except))
      },
    )

    t.test('a bounded schedule, a shifted one and a filter that leaves it out get no continuing event', async (t) => {
      for (const qs of [`showIds=${news.id}`, `scheduleIds=${bounded.json().id}`, `showIds=${late.id}`]) {
        const res = await feed(qs)
        t.equal(res.statusCode, 200)
        t.notMatch(res.body, /RRULE|continues@onair/, qs)
        t.ok(parseFeed(res.body).length > 0, `${qs}: its timeslots are there`)
      }
      const bySchedule = await feed(`scheduleIds=${open.json().id}`)
      t.equal(bySchedule.body.match(/continues@onair/g)?.length, 1)
      const all = await feed('')
      t.equal(all.body.match(/^UID:schedule-.*$/gm)?.join(), `UID:${uid}`, 'only the open-ended, unshifted schedule')
    })
  })

  t.test(`the continuing event moves on with the horizon on ${database}`, async (t) => {
    let clock = TEST_NOW
    const app = await buildTestApp(t, { database, env: { PROGRAMME_HORIZON_DAYS: '70' }, now: () => clock })
    const jazz = await makeShow(app.db, { name: 'Jazz Hour' })
    const created = await postSchedule(app, weekly(jazz.id, { firstDate: '2027-01-05', lastDate: null }))
    t.equal(created.statusCode, 201, created.body)
    const series = async () => {
      const res = await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots.ics?showIds=${jazz.id}` })
      const block = /UID:schedule-[\s\S]*?END:VEVENT/.exec(res.body)?.[0] ?? ''
      return {
        start: /DTSTART;TZID=Europe\/Vienna:(\S+)/.exec(block)?.[1],
        sequence: /SEQUENCE:(\d+)/.exec(block)?.[1],
      }
    }
    t.same(await series(), { start: '20270316T200000', sequence: String(daysFromCivil(2027, 3, 12)) })
    clock = TEST_NOW + 7 * 86_400_000
    t.match(await extendHorizon(app.ctx), { horizon: '2027-03-19', created: 1 })
    const slots = await app.db.client.timeslot.findMany({ where: { showId: jazz.id }, orderBy: { start: 'asc' } })
    t.equal(instantToLocal(slots.at(-1)!.start.getTime(), ZONE), '2027-03-16 20:00:00', 'the 16th is made now')
    t.same(
      await series(),
      { start: '20270323T200000', sequence: String(daysFromCivil(2027, 3, 19)) },
      'starts after it, with a higher SEQUENCE',
    )
  })
}
