import { readdir } from 'node:fs/promises'
import pg from 'pg'
import t from 'tap'
import { MIGRATIONS_DIR } from '../../src/locations.ts'
import { adminQuery, createTestDatabase, postgresSkipReason } from './support/postgres.ts'
import { sleep, startServer } from './support/server-process.ts'

// The key `prisma migrate` and our runner lock on.
const PRISMA_ADVISORY_LOCK = 72707369

/** What the server said it applied at start (the `onair ready` log line). */
function appliedBy(output: string): string[] {
  const ready = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; migrationsApplied?: string[] })
    .find((line) => line.msg === 'onair ready')
  if (!ready) throw new Error(`no "onair ready" line in:\n${output}`)
  return ready.migrationsApplied ?? []
}

t.test(
  'two servers starting on one new PostgreSQL database at once migrate it exactly once',
  { skip: postgresSkipReason() },
  async (t) => {
    const database = await createTestDatabase(t)
    // Hold the migration lock so that both servers are inside the runner, waiting, at the same time.
    const holder = new pg.Client({ connectionString: database.url })
    await holder.connect()
    t.teardown(() => holder.end())
    await holder.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK])

    const starting = [0, 1].map(() => startServer(t, { env: { DATABASE_URL: database.url } }))
    let waiting = 0
    for (let i = 0; i < 600 && waiting < 2; i++) {
      await sleep(50)
      const rows = await adminQuery<{ n: string }>(
        database.url,
        `SELECT count(*) AS n FROM pg_locks
       WHERE locktype = 'advisory' AND NOT granted AND objid = $1
         AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
        [PRISMA_ADVISORY_LOCK],
      )
      waiting = Number(rows[0]?.n ?? 0)
    }
    t.equal(waiting, 2, 'both servers wait on the migration lock together')
    await holder.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK])

    const servers = await Promise.all(starting)
    const migrations = (await readdir(MIGRATIONS_DIR, { withFileTypes: true }))
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
    const recorded = await adminQuery<{ migration_name: string; n: string }>(
      database.url,
      'SELECT migration_name, count(*) AS n FROM "_prisma_migrations" GROUP BY migration_name ORDER BY migration_name',
    )
    t.same(
      recorded.map((row) => [row.migration_name, Number(row.n)]),
      migrations.map((name) => [name, 1]),
      'each migration recorded once',
    )
    const applied = servers.map((server) => appliedBy(server.output()))
    t.same(
      applied.map((names) => names.length).sort(),
      [0, migrations.length],
      'one server applied them all, the other none',
    )
    for (const server of servers) t.equal((await fetch(`${server.url}/ready`)).status, 200, 'both serve')
  },
)
