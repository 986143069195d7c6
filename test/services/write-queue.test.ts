import t from 'tap'
import { buildTestApp, injectAs } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { makeShow } from '../helpers/factories.ts'
import { holdProgrammeLock } from '../helpers/locks.ts'
import { once } from '../helpers/schedules.ts'

/**
 * Writers queue for the programme lock. On PostgreSQL the first ten hold the pool's connections
 * while they wait, so the rest wait for a connection: a queue held up longer than 10 s answered
 * those 500 ("Unable to start a transaction in the given time"; found by
 * test/services/parallel-clients.test.ts on a loaded machine). The embedded database has one
 * connection and no pool, and a lock held by another session cannot be staged on it.
 */
const QUEUED = 14
const HELD_MS = 11_000

for (const database of testDatabases()) {
  t.test(
    `a queue of writers longer than the pool on ${database}`,
    { skip: database === 'embedded' && 'one connection: no pool to wait for' },
    async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db)
      const lock = await holdProgrammeLock(app)
      const answers = Array.from({ length: QUEUED }, (_, i) =>
        injectAs(app, 'programme-manager', {
          method: 'POST',
          url: '/api/v1/schedules/',
          payload: { schedule: once(show.id, `2027-03-${String(i + 1).padStart(2, '0')}`, '10:00:00', '11:00:00') },
        }),
      )
      try {
        await lock.waiters(10)
        await new Promise((resolve) => setTimeout(resolve, HELD_MS))
      } finally {
        await lock.release()
      }
      const statuses = (await Promise.all(answers)).map((res) => res.statusCode)
      t.same(
        statuses,
        Array(QUEUED).fill(201),
        `held ${HELD_MS} ms: every queued writer is served once the lock is free`,
      )
      t.equal(await app.db.client.schedule.count({ where: { showId: show.id } }), QUEUED)
    },
  )
}
