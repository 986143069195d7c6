import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { postSchedule, putSchedule, weekly } from '../../helpers/schedules.ts'

/**
 * A client resolves a 409 by sending the answer back as it came with its solutions. An answer that
 * lists skipped occurrences (a schedule with exceptions) was refused as "body/skipped is not a known
 * field" (found writing test/services/parallel-clients.test.ts, whose clients resolve that way).
 */
for (const database of testDatabases()) {
  t.test(`the 409 answer can be sent back as it came on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const [first, second] = [await makeShow(app.db), await makeShow(app.db)]
    t.equal((await postSchedule(app, weekly(first.id))).statusCode, 201)
    const colliding = weekly(second.id, { startTime: '20:30:00', endTime: '21:30:00', exceptions: ['2027-02-09'] })

    const conflict = await postSchedule(app, colliding)
    t.equal(conflict.statusCode, 409)
    const answer = conflict.json()
    t.same(
      answer.skipped.map((s: { date: string }) => s.date),
      ['2027-02-09'],
      'the answer lists the skipped occurrence',
    )
    const solutions = Object.fromEntries(answer.projected.map((p: { hash: string }) => [p.hash, 'ours']))

    const created = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/schedules/',
      payload: { ...answer, solutions },
    })
    t.equal(created.statusCode, 201, created.body.slice(0, 300))
    const id = created.json().id as number

    // The same for a PUT: extending into the first show's March Tuesdays collides again.
    await postSchedule(app, weekly(first.id, { firstDate: '2027-03-02', lastDate: '2027-03-09' }))
    const extended = { ...colliding, lastDate: '2027-03-09' }
    const again = await putSchedule(app, id, extended)
    t.equal(again.statusCode, 409)
    const second409 = again.json() as { skipped?: unknown; projected: Array<{ hash: string; collisions: unknown[] }> }
    t.ok(second409.skipped, 'the PUT answer lists skipped occurrences too')
    const more = Object.fromEntries(
      second409.projected.filter((p) => p.collisions.length > 0).map((p) => [p.hash, 'ours']),
    )
    const updated = await injectAs(app, 'programme-manager', {
      method: 'PUT',
      url: `/api/v1/schedules/${id}/`,
      payload: { ...second409, solutions: more },
    })
    t.equal(updated.statusCode, 200, updated.body.slice(0, 300))
    t.equal(updated.json().lastDate, '2027-03-09')
  })
}
