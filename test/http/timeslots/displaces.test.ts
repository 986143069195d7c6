/**
 * A special that displaced something says so (issue 30: the planner's mark): `displaces` counts what it
 * removed or cut, on every read of the timeslot (GET, the list), and goes when what it displaced has
 * come back (moved away). A broadcast that displaced nothing has no such field, as before.
 */
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { once, postSchedule, weekly } from '../../helpers/schedules.ts'

const WINDOW = 'start=2027-02-01%2000:00:00&end=2027-03-01%2000:00:00'

async function listed(app: App): Promise<Array<{ id: number; showName: string; start: string; displaces?: number }>> {
  return (await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots?${WINDOW}` })).json().items
}

for (const database of testDatabases()) {
  t.test(`a special's displaces on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const jazz = await makeShow(app.db, { name: 'Jazz Night' })
    const special = await makeShow(app.db, { name: 'Election Night' })
    // Jazz Night on Tuesdays 20:00–21:00 in February; the special, 19:30–22:00 on the 9th, takes its air.
    t.equal((await postSchedule(app, weekly(jazz.id))).statusCode, 201)
    const before = await listed(app)
    t.equal(before.length, 4)
    t.notOk(
      before.some((slot) => 'displaces' in slot),
      'a broadcast that displaced nothing has no displaces',
    )
    const asked = await postSchedule(app, once(special.id, '2027-02-09', '19:30:00', '22:00:00'))
    t.equal(asked.statusCode, 409, asked.body)
    const [projected] = asked.json().projected
    const made = await postSchedule(app, once(special.id, '2027-02-09', '19:30:00', '22:00:00'), {
      [projected.hash]: 'ours',
    })
    t.equal(made.statusCode, 201, made.body)

    const after = await listed(app)
    const election = after.find((slot) => slot.showName === 'Election Night')!
    t.equal(election.displaces, 1, 'the list: the special displaced one broadcast')
    t.notOk(
      after.some((slot) => slot.showName === 'Jazz Night' && 'displaces' in slot),
      'the regular broadcasts: none',
    )
    const one = await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${election.id}` })
    t.equal(one.json().displaces, 1, 'GET of the timeslot says the same')

    // Its version (ETag) is that of what GET reads, displaces included: a write with it is accepted.
    const patched = await injectAs(app, 'programme-manager', {
      method: 'PATCH',
      url: `/api/v1/timeslots/${election.id}`,
      headers: { 'if-match': one.headers.etag as string },
      payload: { memo: 'results at 21:00' },
    })
    t.equal(patched.statusCode, 200, patched.body)
    t.equal(patched.json().displaces, 1, 'the PATCH answer too')

    // Moved to the Wednesday, the special gives Jazz Night back and displaces nothing more.
    const moved = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: `/api/v1/timeslots/${election.id}/move`,
      payload: { start: '2027-02-10 19:30:00', end: '2027-02-10 22:00:00' },
    })
    t.equal(moved.statusCode, 200, moved.body)
    t.notOk('displaces' in moved.json().timeslot, 'moved away: nothing displaced')
    const back = await listed(app)
    t.equal(back.filter((slot) => slot.showName === 'Jazz Night').length, 4, 'Jazz Night given back')
    t.notOk(
      back.some((slot) => 'displaces' in slot),
      'no broadcast displaces anything',
    )
  })
}
