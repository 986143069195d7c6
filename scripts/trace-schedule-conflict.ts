/**
 * The files a schedule POST that gets a 409 and then its resolution run through, on the embedded
 * database. Run it under c8 twice, with TRACE_SETUP_ONLY=1 (the app, a show, an existing timeslot) and
 * without, and compare the function counts per src file: scripts/trace-schedule-conflict.sh.
 */
import t from 'tap'
import { buildTestApp } from '../test/helpers/app.ts'
import { makeSchedule, makeShow } from '../test/helpers/factories.ts'
import { insertSlot, postSchedule, weekly } from '../test/helpers/schedules.ts'

t.test('POST → 409 → resolved POST', async (t) => {
  const app = await buildTestApp(t)
  const show = await makeShow(app.db)
  const other = await makeShow(app.db)
  const old = await makeSchedule(app.db, other.id)
  await insertSlot(app.db, { showId: other.id, scheduleId: old.id }, '2027-02-02 20:30:00', '2027-02-02 21:30:00')
  if (process.env.TRACE_SETUP_ONLY === '1') return
  const schedule = weekly(show.id)
  const first = await postSchedule(app, schedule)
  t.equal(first.statusCode, 409)
  const [slot] = first.json().projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0)
  const resolved = await postSchedule(app, schedule, { [slot.hash]: 'ours' })
  t.equal(resolved.statusCode, 201, resolved.body)
})
