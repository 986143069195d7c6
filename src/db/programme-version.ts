/**
 * The programme's version (prisma/migrations/…_programme_version): one number that triggers raise
 * with every statement writing the tables the programme reads show. Read on every cached request, so
 * it is one primary-key lookup sent straight to the pool or PGlite, not a Prisma round trip, and
 * concurrent requests share reads (see VersionReader).
 */
import type { Db } from './client.ts'

export async function findProgrammeVersion(db: Pick<Db, 'read'>): Promise<string> {
  const rows = await db.read<{ version: string }>('SELECT version::text AS version FROM programme_version')
  // The migration inserts the row; a database without it has no version to cache against.
  if (rows[0] === undefined) throw new Error('programme_version has no row: the database is not migrated')
  return rows[0].version
}

/**
 * Shares version reads between concurrent requests without ever answering one of them with a read
 * that began before it arrived (which could miss a write its client has already seen committed): a
 * request joins the read queued to start next, or starts one when none runs. Under any load that is
 * at most one read running and one waiting, and each request waits for at most two.
 */
export class VersionReader {
  readonly #read: () => Promise<string>
  #running: Promise<string> | undefined
  #queued: Promise<string> | undefined

  constructor(read: () => Promise<string>) {
    this.#read = read
  }

  read(): Promise<string> {
    if (this.#queued !== undefined) return this.#queued
    if (this.#running === undefined) return this.#start()
    const after = this.#running.then(
      () => undefined,
      () => undefined,
    )
    this.#queued = after.then(() => {
      this.#queued = undefined
      return this.#start()
    })
    return this.#queued
  }

  #start(): Promise<string> {
    const running = this.#read()
    this.#running = running
    const done = () => {
      if (this.#running === running) this.#running = undefined
    }
    running.then(done, done)
    return running
  }
}
