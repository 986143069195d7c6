import type { App } from '../../src/app.ts'
import { injectAs } from './app.ts'
import { makeEpisode, makeShow } from './factories.ts'
import { postSchedule, weekly } from './schedules.ts'

export const JULY_WEEK = ['2027-07-05 00:00:00', '2027-07-12 00:00:00'] as const
export const SUMMER = { name: 'Summer 2027', firstDate: '2027-07-01', lastDate: '2027-08-31', mode: 'replace' }

/** Every timeslot row as stored, but for who changed it last and when (a restoration is a change). */
export async function timeslotRows(app: App) {
  const rows = await app.db.client.timeslot.findMany({ orderBy: { id: 'asc' } })
  return JSON.parse(JSON.stringify(rows.map(({ updatedAt: _at, updatedBy: _by, ...row }) => row))) as unknown
}

/** A weekly Tuesday 20:00-21:00 all year 2027, its 6 July slot with an episode and a memo. */
export async function regularYear(app: App) {
  const show = await makeShow(app.db, { name: 'Evening Jazz' })
  const res = await postSchedule(app, weekly(show.id, { firstDate: '2027-01-05', lastDate: '2027-12-28' }))
  if (res.statusCode !== 201) throw new Error(res.body)
  const episode = await makeEpisode(app.db, show.id, { title: 'Coltrane' })
  const slot = (
    await injectAs(app, 'programme-manager', {
      url: '/api/v1/timeslots?start=2027-07-06+00:00:00&end=2027-07-07+00:00:00',
    })
  ).json().items[0]
  await injectAs(app, 'programme-manager', {
    method: 'PATCH',
    url: `/api/v1/timeslots/${slot.id}`,
    payload: { episodeId: episode.id, memo: 'live from the club' },
  })
  return { show, scheduleId: res.json().id as number, slotId: slot.id as number }
}
