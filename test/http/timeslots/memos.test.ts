/** Timeslot memos are internal: every way of reading a timeslot leaves them out for anonymous callers. */
import t from 'tap'
import { asRole, buildTestApp, TEST_NOW } from '../../helpers/app.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

t.test('anonymous callers never see a memo; readers do', async (t) => {
  const app = await buildTestApp(t, { as: 'anonymous' })
  const show = await makeShow(app.db, { name: 'Night Shift' })
  const schedule = await makeSchedule(app.db, show.id)
  const onAir = await makeTimeslot(
    app.db,
    { showId: show.id, scheduleId: schedule.id },
    TEST_NOW - 600_000,
    TEST_NOW + 600_000,
  )
  await makeTimeslot(app.db, { showId: show.id, scheduleId: schedule.id }, TEST_NOW + 3_600_000, TEST_NOW + 7_200_000, {
    memo: 'guest: the mayor',
  })
  // Through the API, so the change log knows of it and updatedSince lists it.
  const manager = await asRole(app, 'programme-manager')
  t.equal(
    (
      await manager.inject({
        method: 'PATCH',
        url: `/api/v1/timeslots/${onAir.id}`,
        payload: { memo: 'door code 4711' },
      })
    ).statusCode,
    200,
  )
  const anonymous = await asRole(app, 'anonymous')
  const reader = await asRole(app, 'reader')
  const urls = [
    '/api/v1/timeslots?start=2026-12-31+00:00:00&end=2027-01-02+00:00:00',
    `/api/v1/timeslots?updatedSince=${encodeURIComponent(new Date(TEST_NOW - 86_400_000).toISOString())}`,
    `/api/v1/timeslots/${onAir.id}`,
    '/api/v1/timeslots/current',
    '/api/v1/timeslots/next?count=2',
    '/api/v1/timeslots.ics?start=2026-12-31+00:00:00&end=2027-01-02+00:00:00',
  ]
  for (const url of urls) {
    const hidden = await anonymous.inject({ url })
    const shown = await reader.inject({ url })
    t.equal(hidden.statusCode, 200, `${url}: ${hidden.body.slice(0, 200)}`)
    t.notMatch(hidden.body, /door code|the mayor|"memo"/, `anonymous: no memo in ${url}`)
    t.match(shown.body, /door code|the mayor/, `reader: the memo in ${url}`)
  }
})
