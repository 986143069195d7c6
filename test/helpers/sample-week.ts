/**
 * A hand-computed week of the Vienna programme around the end of summer time (Sunday 2027-10-31, 03:00
 * CEST → 02:00 CET), used by the airtime report's tests and the week page's: three shows, six timeslots
 * in the window Monday 2027-10-25 00:00 – Monday 2027-11-01 00:00 (169 hours), one on each side of it
 * split by an edge, "now" on Friday 14:00 CEST while a timeslot runs.
 */
import type { App } from '../../src/app.ts'
import { actingRole, injectAs } from './app.ts'
import { makeSchedule, makeTimeslot } from './factories.ts'

export const WEEK_NOW = Date.parse('2027-10-29T12:00:00Z')

export interface SampleWeek {
  jazz: { id: number }
  morning: { id: number }
  plain: { id: number }
}

export async function makeSampleWeek(app: App, names: { plain?: string } = {}): Promise<SampleWeek> {
  const show = async (body: object) => {
    const res = await injectAs(app, actingRole(app), { method: 'POST', url: '/api/v1/shows', payload: body })
    if (res.statusCode !== 201) throw new Error(res.body)
    const id = res.json().id as number
    const schedule = await makeSchedule(app.db, id)
    return { id, owner: { scheduleId: schedule.id, showId: id } }
  }
  const jazz = await show({
    name: 'Night Jazz',
    categories: ['Jazz', 'Music'],
    languages: ['en'],
    hosts: [{ name: 'Ana Ruiz' }],
    description: 'Late jazz.',
  })
  const morning = await show({ name: 'Morgen', categories: ['Talk'], languages: ['de'] })
  const plain = await show({ name: names.plain ?? '=SUM(1)' })
  // Sunday 22:00 CEST → Monday 02:00 CEST: 2 h inside the window, aired.
  await makeTimeslot(app.db, jazz.owner, '2027-10-24T20:00:00Z', '2027-10-25T00:00:00Z')
  // Monday 08:00–10:00 CEST: 2 h, aired.
  await makeTimeslot(app.db, morning.owner, '2027-10-25T06:00:00Z', '2027-10-25T08:00:00Z')
  // Wednesday 20:00–21:00 CEST, a repetition: 1 h, aired.
  await makeTimeslot(app.db, morning.owner, '2027-10-27T18:00:00Z', '2027-10-27T19:00:00Z', {
    isRepetition: true,
    memo: 'PRIVATE MEMO',
  })
  // Friday 13:00–15:00 CEST, on air at "now" (14:00): 1 h aired of 2 planned.
  await makeTimeslot(app.db, morning.owner, '2027-10-29T11:00:00Z', '2027-10-29T13:00:00Z')
  // Saturday 23:00 CEST → Sunday 04:00 CET, a repetition across the change: 6 real hours, ahead.
  await makeTimeslot(app.db, jazz.owner, '2027-10-30T21:00:00Z', '2027-10-31T03:00:00Z', { isRepetition: true })
  // Sunday 23:00 CET → Monday 01:00 CET: 1 h inside the window, ahead.
  await makeTimeslot(app.db, plain.owner, '2027-10-31T22:00:00Z', '2027-11-01T00:00:00Z')
  // Next Monday 10:00 CET: outside the window.
  await makeTimeslot(app.db, morning.owner, '2027-11-01T09:00:00Z', '2027-11-01T10:00:00Z')
  return { jazz, morning, plain }
}
