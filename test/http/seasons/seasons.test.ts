import t from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeShow } from '../../helpers/factories.ts'
import { once, overlappingPairs, postSchedule, weekly } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

const JULY_WEEK = ['2027-07-05 00:00:00', '2027-07-12 00:00:00'] as const
const SUMMER = { name: 'Summer 2027', firstDate: '2027-07-01', lastDate: '2027-08-31', mode: 'replace' }

/** Every timeslot row as stored, but for who changed it last and when (a restoration is a change). */
async function timeslotRows(app: App) {
  const rows = await app.db.client.timeslot.findMany({ orderBy: { id: 'asc' } })
  return JSON.parse(JSON.stringify(rows.map(({ updatedAt: _at, updatedBy: _by, ...row }) => row))) as unknown
}

/** A weekly Tuesday 20:00-21:00 all year 2027, its 6 July slot with an episode and a memo. */
async function regularYear(app: App) {
  const show = await makeShow(app.db, { name: 'Evening Jazz' })
  const res = await postSchedule(app, weekly(show.id, { firstDate: '2027-01-05', lastDate: '2027-12-28' }))
  if (res.statusCode !== 201) throw new Error(res.body)
  const episode = await makeEpisode(app.db, show.id, { title: 'Coltrane' })
  const slot = (await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots?start=2027-07-06+00:00:00&end=2027-07-07+00:00:00' })).json().items[0]
  await injectAs(app, 'programme-manager', { method: 'PATCH', url: `/api/v1/timeslots/${slot.id}`, payload: { episodeId: episode.id, memo: 'live from the club' } })
  return { show, scheduleId: res.json().id as number, slotId: slot.id as number }
}

const seasonsRows = (app: App) => app.db.client.season.findMany()

for (const database of testDatabases()) {
  t.test(`seasons on ${database}`, async (t) => {
    t.test('a replace season steps the regular programme aside and its deletion gives it back, row for row', async (t) => {
      const app = await buildTestApp(t, { database })
      const { slotId } = await regularYear(app)
      const before = await timeslotRows(app)
      const printedBefore = await printedWeek(app, ...JULY_WEEK)
      t.match(printedBefore, [/^#\d+ 2027-07-06 20:00-21:00 Evening Jazz episode \d+ memo "live from the club"$/])

      const dry = await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: { ...SUMMER, dryrun: true } })
      t.equal(dry.statusCode, 202, dry.body)
      t.equal(dry.json().steppedAsideCount, 9, 'nine Tuesdays in July and August')
      t.same(await timeslotRows(app), before, 'a dry run changes nothing')
      t.same(await seasonsRows(app), [])

      const created = await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      t.equal(created.statusCode, 201, created.body)
      t.equal(created.json().steppedAsideCount, 9)
      t.same(created.json().steppedAside.map((s: { start: string }) => s.start.slice(0, 10)), ['2027-07-06', '2027-07-13', '2027-07-20', '2027-07-27', '2027-08-03', '2027-08-10', '2027-08-17', '2027-08-24', '2027-08-31'])
      const during = await printedWeek(app, ...JULY_WEEK)
      t.same(during, [], 'the regular Tuesday stepped aside')
      const seasonId = created.json().id as number
      const detail = await injectAs(app, 'reader', { url: `/api/v1/seasons/${seasonId}` })
      t.equal(detail.statusCode, 200, detail.body)
      t.equal(detail.json().steppedAside.length, 9)
      t.equal(detail.json().steppedAside[0].id, slotId)

      const deleted = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/seasons/${seasonId}` })
      t.equal(deleted.statusCode, 200, deleted.body)
      t.equal(deleted.json().restoration.restored.length, 9)
      t.same(deleted.json().restoration.notRestored, [])
      t.same(await timeslotRows(app), before, 'row for row: ids, episode and memo back')
      t.same(await printedWeek(app, ...JULY_WEEK), printedBefore)
      t.same(await seasonsRows(app), [])
      t.comment(`a July week\nbefore:\n  ${printedBefore.join('\n  ')}\nduring the summer season:\n  ${during.join('\n  ') || '(nothing: the regular show stepped aside)'}\nafter:\n  ${printedBefore.join('\n  ')}`)
    })

    t.test('creating a season is one changeset, reverted by one revert', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularYear(app)
      const before = await timeslotRows(app)
      const created = await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      t.equal(created.statusCode, 201, created.body)
      const changes = await app.db.client.changeset.findMany({ where: { action: 'season.create' } })
      t.equal(changes.length, 1)
      const reverted = await injectAs(app, 'programme-manager', { method: 'POST', url: `/api/v1/changes/${changes[0]!.id}/revert` })
      t.equal(reverted.statusCode, 201, reverted.body)
      t.same(await timeslotRows(app), before)
      t.same(await seasonsRows(app), [])
    })

    t.test('shortening gives back the dates it no longer covers; lengthening takes the new ones', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularYear(app)
      const created = await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      const id = created.json().id as number
      const shorter = await injectAs(app, 'programme-manager', { method: 'PUT', url: `/api/v1/seasons/${id}`, payload: { ...SUMMER, lastDate: '2027-07-31' } })
      t.equal(shorter.statusCode, 200, shorter.body)
      t.equal(shorter.json().restoration.restored.length, 5, 'the five August Tuesdays come back')
      t.equal(shorter.json().steppedAsideCount, 0)
      t.equal((await printedWeek(app, '2027-08-01 00:00:00', '2027-09-01 00:00:00')).length, 5)
      t.equal((await printedWeek(app, '2027-07-01 00:00:00', '2027-08-01 00:00:00')).length, 0)
      const longer = await injectAs(app, 'programme-manager', { method: 'PUT', url: `/api/v1/seasons/${id}`, payload: { ...SUMMER, lastDate: '2027-08-10' } })
      t.equal(longer.statusCode, 200, longer.body)
      t.equal(longer.json().steppedAsideCount, 2)
      const mode = await injectAs(app, 'programme-manager', { method: 'PUT', url: `/api/v1/seasons/${id}`, payload: { ...SUMMER, mode: 'overlay' } })
      t.equal(mode.statusCode, 400, mode.body)
      t.equal(mode.json().code, 'ONAIR_SEASON_CHANGE_NOT_ALLOWED')
    })

    t.test('refusals change nothing: overlapping seasons, reversed dates, hosts', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularYear(app)
      await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      const before = await timeslotRows(app)
      const overlap = await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: { ...SUMMER, firstDate: '2027-08-15', lastDate: '2027-09-15' } })
      t.equal(overlap.statusCode, 409, overlap.body)
      t.equal(overlap.json().code, 'ONAIR_SEASON_OVERLAP')
      const reversed = await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: { ...SUMMER, firstDate: '2027-10-15', lastDate: '2027-10-01' } })
      t.equal(reversed.statusCode, 400, reversed.body)
      t.equal(reversed.json().code, 'ONAIR_SEASON_DATES_INVALID')
      t.match(reversed.json().fields, [{ path: 'body/lastDate' }])
      const host = await injectAs(app, 'host', { method: 'POST', url: '/api/v1/seasons', payload: { ...SUMMER, firstDate: '2027-10-01', lastDate: '2027-10-31' } })
      t.equal(host.statusCode, 403, host.body)
      t.same(await timeslotRows(app), before)
      t.equal((await seasonsRows(app)).length, 1)
    })

    t.test('a summer programme in a replace season: its schedules air, the regular show is back after, row for row', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularYear(app)
      const before = await timeslotRows(app)
      const printedBefore = await printedWeek(app, ...JULY_WEEK)
      const season = (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })).json()
      const summer = await makeShow(app.db, { name: 'Summer Sounds' })
      const res = await postSchedule(app, weekly(summer.id, { byWeekday: 1, firstDate: '2027-07-01', lastDate: null, startTime: '19:00:00', endTime: '21:00:00', season: season.id }))
      t.equal(res.statusCode, 201, res.body)
      t.equal(res.json().season, season.id)
      t.equal(res.json().lastDate, '2027-08-31', 'an absent lastDate is the season\'s last day')
      const during = await printedWeek(app, ...JULY_WEEK)
      t.match(during, [/^#\d+ 2027-07-06 19:00-21:00 Summer Sounds$/])
      const slot = (await injectAs(app, 'reader', { url: '/api/v1/timeslots?start=2027-07-06+00:00:00&end=2027-07-07+00:00:00' })).json().items[0]
      t.equal(slot.season, season.id, 'a timeslot says its season')
      const filtered = await injectAs(app, 'reader', { url: `/api/v1/timeslots?start=2027-01-01+00:00:00&end=2027-12-31+00:00:00&season=${season.id}&limit=500` })
      t.equal(filtered.json().items.length, 9, 'the programme list filters by season')
      const detail = (await injectAs(app, 'reader', { url: `/api/v1/seasons/${season.id}` })).json()
      t.same(detail.schedules.map((s: { id: number }) => s.id), [res.json().id])

      const deleted = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/seasons/${season.id}` })
      t.equal(deleted.statusCode, 200, deleted.body)
      const after = await printedWeek(app, ...JULY_WEEK)
      t.same(after, printedBefore)
      t.same(await timeslotRows(app), before, 'row for row')
      t.equal(await app.db.client.schedule.count({ where: { showId: summer.id } }), 0, 'the season schedule, never aired, went with it')
      t.comment(`a July week, summer season over a weekly show\nbefore:\n  ${printedBefore.join('\n  ')}\nduring:\n  ${during.join('\n  ')}\nafter:\n  ${after.join('\n  ')}`)
    })

    t.test('overlay: only what the season timeslots collide with steps aside, and comes back', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularYear(app)
      const thursday = await makeShow(app.db, { name: 'Thursday Talk' })
      t.equal((await postSchedule(app, weekly(thursday.id, { byWeekday: 3, firstDate: '2027-01-07', lastDate: '2027-12-30' }))).statusCode, 201)
      const before = await timeslotRows(app)
      const season = (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: { ...SUMMER, mode: 'overlay' } })).json()
      t.equal(season.steppedAsideCount, 0, 'an overlay season takes nothing by itself')
      const summer = await makeShow(app.db, { name: 'Summer Sounds' })
      const schedule = weekly(summer.id, { byWeekday: 1, firstDate: '2027-07-01', lastDate: '2027-07-31', startTime: '20:30:00', endTime: '21:30:00', season: season.id })
      const dry = await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/schedules', payload: { schedule: { ...schedule, dryrun: true } } })
      t.equal(dry.statusCode, 202, dry.body)
      t.same(await timeslotRows(app), before, 'a dry run changes nothing')
      const res = await postSchedule(app, schedule)
      t.equal(res.statusCode, 201, res.body)
      const week = await printedWeek(app, ...JULY_WEEK)
      t.match(week, [/2027-07-06 20:30-21:30 Summer Sounds$/, /2027-07-08 20:00-21:00 Thursday Talk$/])
      const detail = (await injectAs(app, 'reader', { url: `/api/v1/seasons/${season.id}` })).json()
      t.equal(detail.steppedAside.length, 4, 'four July Tuesdays stepped aside, each held by a season timeslot')
      t.ok(detail.steppedAside.every((s: { heldBy: number | null }) => s.heldBy !== null))
      t.equal(await overlappingPairs(app.db), 0)
      const deleted = await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/seasons/${season.id}` })
      t.equal(deleted.statusCode, 200, deleted.body)
      t.same(await timeslotRows(app), before, 'row for row')
    })

    t.test('a regular schedule created later skips the season, listed with the reason season', async (t) => {
      const app = await buildTestApp(t, { database })
      await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      const show = await makeShow(app.db, { name: 'Evening Jazz' })
      const res = await postSchedule(app, weekly(show.id, { firstDate: '2027-06-01', lastDate: '2027-09-28' }))
      t.equal(res.statusCode, 201, res.body)
      t.same(res.json().skipped.map((s: { date: string; reason: string }) => `${s.date} ${s.reason}`), [
        '2027-07-06 season', '2027-07-13 season', '2027-07-20 season', '2027-07-27 season', '2027-08-03 season', '2027-08-10 season', '2027-08-17 season', '2027-08-24 season', '2027-08-31 season',
      ])
      t.equal((await printedWeek(app, '2027-06-01 00:00:00', '2027-10-01 00:00:00')).length, 9, 'June and September air')
      const special = await makeShow(app.db, { name: 'Festival' })
      const oneOff = await postSchedule(app, once(special.id, '2027-07-06', '20:00:00', '23:00:00'))
      t.equal(oneOff.statusCode, 201, 'a special is not regular programme: it airs in the season')
    })

    t.test('a season schedule colliding with a special answers the contract 409; outside the season 400; hosts add their own', async (t) => {
      const app = await buildTestApp(t, { database })
      const season = (await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })).json()
      const special = await makeShow(app.db, { name: 'Festival' })
      t.equal((await postSchedule(app, once(special.id, '2027-07-06', '20:00:00', '23:00:00'))).statusCode, 201)
      const summer = await makeShow(app.db, { name: 'Summer Sounds' })
      const before = await timeslotRows(app)
      const schedule = weekly(summer.id, { firstDate: '2027-07-01', lastDate: '2027-07-31', season: season.id })
      const conflict = await postSchedule(app, schedule)
      t.equal(conflict.statusCode, 409, conflict.body)
      t.equal(conflict.json().projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0).length, 1)
      const outside = await postSchedule(app, { ...schedule, lastDate: '2027-09-30' })
      t.equal(outside.statusCode, 400, outside.body)
      t.equal(outside.json().code, 'ONAIR_SCHEDULE_OUTSIDE_SEASON')
      t.match(outside.json().fields, [{ path: 'body/schedule/lastDate' }])
      const unknown = await postSchedule(app, { ...schedule, season: 999 })
      t.equal(unknown.json().code, 'ONAIR_SEASON_UNKNOWN')
      t.same(await timeslotRows(app), before, 'refusals change nothing')
    })
  })
}
