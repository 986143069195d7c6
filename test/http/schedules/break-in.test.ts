import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeSchedule, makeShow, snapshot } from '../../helpers/factories.ts'
import { insertSlot, once, postSchedule, putSchedule, weekly } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

// Tuesday 2027-03-02, 20:47 in Vienna.
const AT_2047 = Date.parse('2027-03-02T19:47:00Z')
const EVENING = ['2027-03-02 18:00:00', '2027-03-03 00:00:00'] as const

for (const database of testDatabases()) {
  t.test(`break in now on ${database}`, async (t) => {
    t.test('at 20:47 a once 20:00-22:00 over the running 20:00-22:00 show: ours-start ends it now', async (t) => {
      const app = await buildTestApp(t, { database, now: () => AT_2047 })
      const special = await makeShow(app.db, { name: 'Breaking News' })
      const regular = await makeShow(app.db, { name: 'Evening Jazz' })
      const regularSchedule = await makeSchedule(app.db, regular.id)
      const episode = await makeEpisode(app.db, regular.id, { title: 'Coltrane' })
      const running = await insertSlot(
        app.db,
        { showId: regular.id, scheduleId: regularSchedule.id },
        '2027-03-02 20:00:00',
        '2027-03-02 22:00:00',
        {
          memo: 'live from the club',
          episodeId: episode.id,
        },
      )
      const before = await printedWeek(app, ...EVENING)
      // Prime the read caches: the answers after the write must not be the kept ones.
      const playoutUrl = '/api/v1/playout?start=2027-03-02+20:00:00&end=2027-03-02+22:00:00'
      t.equal((await injectAs(app, 'programme-manager', { url: playoutUrl })).statusCode, 200)
      const icsUrl = '/api/v1/timeslots.ics?start=2027-03-02+00:00:00&end=2027-03-03+00:00:00'
      t.equal((await injectAs(app, 'programme-manager', { url: icsUrl })).statusCode, 200)

      const schedule = once(special.id, '2027-03-02', '20:00:00', '22:00:00')
      const asked = await postSchedule(app, schedule)
      t.equal(asked.statusCode, 409, 'not refused as past: it collides with the running show')
      const [slot] = asked.json().projected
      t.match(slot, { start: '2027-03-02 20:47:00', end: '2027-03-02 22:00:00', isPast: false, breaksIn: true })
      t.same([...slot.solutionChoices].sort(), ['ours-start', 'theirs'])

      const snap = await snapshot(app.db)
      for (const refused of ['ours', 'ours-both', 'ours-end']) {
        const res = await postSchedule(app, schedule, { [slot.hash]: refused })
        t.equal(res.statusCode, 409, refused)
        t.match(res.json().projected[0].error, /^Given solution is not accepted for this conflict\./)
      }
      t.same(await snapshot(app.db), snap, 'nothing else may touch the running slot')

      const res = await postSchedule(app, schedule, { [slot.hash]: 'ours-start' })
      t.equal(res.statusCode, 201, res.body)
      const after = await printedWeek(app, ...EVENING)
      t.same(after, [
        `#${running.id} 2027-03-02 20:00-20:47 Evening Jazz episode ${episode.id} memo "live from the club"`,
        `#${running.id + 1} 2027-03-02 20:47-22:00 Breaking News`,
      ])
      t.comment(`break in at 20:47\nbefore:\n  ${before.join('\n  ')}\nafter:\n  ${after.join('\n  ')}`)
      const cut = await app.db.client.timeslot.findUnique({ where: { id: running.id } })
      t.same(cut?.start, running.start, 'what aired stays')
      t.equal(cut?.end.toISOString(), '2027-03-02T19:47:00.000Z', 'it ends now')

      const playout = (await injectAs(app, 'programme-manager', { url: playoutUrl })).json().items
      t.match(playout, [
        { start: '2027-03-02 20:00:00', end: '2027-03-02 20:47:00', showName: 'Evening Jazz' },
        { start: '2027-03-02 20:47:00', end: '2027-03-02 22:00:00', showName: 'Breaking News' },
      ])
      const ics = (await injectAs(app, 'programme-manager', { url: icsUrl })).body
      t.match(ics, /DTSTART;TZID=Europe\/Vienna:20270302T200000\r\nDTEND;TZID=Europe\/Vienna:20270302T204700/)
      t.match(ics, /DTSTART;TZID=Europe\/Vienna:20270302T204700\r\nDTEND;TZID=Europe\/Vienna:20270302T220000/)
    })

    t.test('in free air the rest of the hour is created, from now to the second', async (t) => {
      const now = Date.parse('2027-03-02T19:47:12.345Z')
      const app = await buildTestApp(t, { database, now: () => now })
      const show = await makeShow(app.db, { name: 'Breaking News' })
      const res = await postSchedule(app, once(show.id, '2027-03-02', '20:00:00', '21:00:00'))
      t.equal(res.statusCode, 201, res.body)
      t.same(await printedWeek(app, ...EVENING), [`#1 2027-03-02 20:47-21:00 Breaking News`])
      const row = await app.db.client.timeslot.findFirst({ where: { showId: show.id } })
      t.equal(
        row?.start.toISOString(),
        '2027-03-02T19:47:13.000Z',
        'the next full second: nothing before now is claimed',
      )

      const ended = await postSchedule(app, once(show.id, '2027-03-02', '19:00:00', '20:00:00'))
      t.equal(ended.statusCode, 400, 'a slot that has ended stays past')
      t.equal(ended.json().code, 'ONAIR_SCHEDULE_NOTHING_TO_CREATE')
    })

    t.test('a future slot over the running show still only yields; a host may not end another show', async (t) => {
      const app = await buildTestApp(t, { database, now: () => AT_2047 })
      const special = await makeShow(app.db, { name: 'Breaking News' })
      const regular = await makeShow(app.db, { name: 'Evening Jazz' })
      const regularSchedule = await makeSchedule(app.db, regular.id)
      await insertSlot(
        app.db,
        { showId: regular.id, scheduleId: regularSchedule.id },
        '2027-03-02 20:00:00',
        '2027-03-02 22:00:00',
      )
      const later = await postSchedule(app, once(special.id, '2027-03-02', '21:00:00', '22:00:00'))
      t.same(later.json().projected[0].solutionChoices, ['theirs'])

      const { asRole } = await import('../../helpers/app.ts')
      const host = await asRole(app, 'host', [special.id])
      const asked = await host.inject({
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: { schedule: once(special.id, '2027-03-02', '20:00:00', '22:00:00') },
      })
      t.equal(asked.statusCode, 409)
      t.same(
        asked.json().projected[0].solutionChoices,
        ['theirs'],
        'ours-start would change a show the host does not own',
      )
      const refused = await host.inject({
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: {
          schedule: once(special.id, '2027-03-02', '20:00:00', '22:00:00'),
          solutions: { [asked.json().projected[0].hash]: 'ours-start' },
        },
      })
      t.equal(refused.statusCode, 403)
      t.equal(refused.json().code, 'ONAIR_SOLUTION_FORBIDDEN')
    })

    t.test("a PUT while the schedule's own timeslot is on air does not collide with it, nor delete it", async (t) => {
      const app = await buildTestApp(t, { database, now: () => AT_2047 })
      const show = await makeShow(app.db, { name: 'Evening Jazz' })
      const created = await postSchedule(
        app,
        weekly(show.id, {
          firstDate: '2027-03-09',
          lastDate: '2027-03-30',
          startTime: '20:00:00',
          endTime: '22:00:00',
        }),
      )
      t.equal(created.statusCode, 201)
      const id = created.json().id
      // Today's broadcast, planned before and on air now.
      await app.db.client.schedule.update({
        where: { id },
        data: { firstDate: new Date('2027-03-02T00:00:00Z'), anchorDate: new Date('2027-03-02T00:00:00Z') },
      })
      const running = await insertSlot(
        app.db,
        { showId: show.id, scheduleId: id },
        '2027-03-02 20:00:00',
        '2027-03-02 22:00:00',
        { memo: 'on air' },
      )
      const put = await putSchedule(
        app,
        id,
        weekly(show.id, {
          firstDate: '2027-03-02',
          lastDate: '2027-03-23',
          startTime: '20:00:00',
          endTime: '22:00:00',
        }),
      )
      t.equal(put.statusCode, 200, put.body)
      t.match(await app.db.client.timeslot.findUnique({ where: { id: running.id } }), {
        start: running.start,
        end: running.end,
        memo: 'on air',
      })
      const cancel = await putSchedule(
        app,
        id,
        weekly(show.id, {
          firstDate: '2027-03-02',
          lastDate: '2027-03-23',
          startTime: '20:00:00',
          endTime: '22:00:00',
          exceptions: ['2027-03-02'],
        }),
      )
      t.equal(cancel.statusCode, 200)
      t.ok(
        await app.db.client.timeslot.findUnique({ where: { id: running.id } }),
        'a running timeslot is history: never stale',
      )
    })
  })
}
