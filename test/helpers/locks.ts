import pg from 'pg'
import type { App } from '../../src/app.ts'

// The programme's write lock (src/db/platform/transaction.ts, "onai"). If it changes there, `waiters` times out
// here with a message saying so, instead of the race quietly not happening.
const PROGRAMME_WRITE_LOCK = 0x6f6e6169

export interface HeldLock {
  /** Resolves once `count` requests are queued behind the lock. */
  waiters(count: number): Promise<void>
  release(): Promise<void>
}

/**
 * Takes the programme's write lock in a session of its own (PostgreSQL only: the embedded database
 * has one connection, and a session holding the lock would not block itself), so requests sent
 * meanwhile queue behind it in the order they arrive.
 */
export async function holdProgrammeLock(app: App): Promise<HeldLock> {
  const [{ name }] = (await app.db.withConnection((conn) =>
    conn.query<{ name: string }>('SELECT current_database() AS name'),
  )) as [{ name: string }]
  const url = new URL(process.env.TEST_DATABASE_URL as string)
  url.pathname = `/${name}`
  const session = new pg.Client({ connectionString: url.toString() })
  await session.connect()
  await session.query('SELECT pg_advisory_lock($1::bigint)', [PROGRAMME_WRITE_LOCK])
  return {
    async waiters(count) {
      for (let tries = 0; tries < 500; tries += 1) {
        const { rows } = await session.query<{ n: string }>(
          `SELECT count(*) AS n FROM pg_locks
            WHERE locktype = 'advisory' AND NOT granted AND objid = $1
              AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
          [PROGRAMME_WRITE_LOCK],
        )
        if (Number(rows[0]?.n) >= count) return
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      throw new Error(
        `fewer than ${count} requests queued on the write lock ${PROGRAMME_WRITE_LOCK} within 5 s: did its key change?`,
      )
    },
    async release() {
      await session.query('SELECT pg_advisory_unlock_all()')
      await session.end()
    },
  }
}
