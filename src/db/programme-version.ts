/**
 * The programme's version and the access version (prisma/migrations/…_programme_version and
 * …_access_version): two numbers in one row that triggers raise with every statement writing the
 * tables the programme reads show, and every change to tokens and users that decides who a token
 * stands for. Read once per request, so it is one primary-key lookup sent straight to the pool or
 * PGlite, not a Prisma round trip, and concurrent requests share reads (see VersionReader).
 */
import type { Db } from './platform/client.ts'

export interface Versions {
  /** What cached programme answers were rendered at. */
  programme: string
  /** What cached token authentications were looked up at. */
  access: string
}

export async function findVersions(db: Pick<Db, 'read'>): Promise<Versions> {
  const rows = await db.read<Versions>(
    'SELECT version::text AS programme, access_version::text AS access FROM programme_version',
  )
  // The migration inserts the row; a database without it has no version to cache against.
  if (rows[0] === undefined) throw new Error('programme_version has no row: the database is not migrated')
  return rows[0]
}

/**
 * Shares version reads between concurrent requests without ever answering one of them with a read
 * that began before it arrived (which could miss a write its client has already seen committed): a
 * request joins the read queued to start next, or starts one when none runs. Under any load that is
 * at most one read running and one waiting, and each request waits for at most two.
 *
 * With `writes` (Db.writes: a count of the statements that could have written, when every write goes
 * through this process), a read is skipped altogether while the count has not moved since the last
 * read began: nothing can have changed the numbers since.
 */
export class VersionReader<T = Versions> {
  readonly #read: () => Promise<T>
  readonly #writes: () => number | null
  #running: Promise<T> | undefined
  #queued: Promise<T> | undefined
  #last: { writes: number; value: Promise<T> } | undefined

  constructor(read: () => Promise<T>, writes: () => number | null = () => null) {
    this.#read = read
    this.#writes = writes
  }

  read(): Promise<T> {
    const last = this.#last
    if (last !== undefined && last.writes === this.#writes()) return last.value
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

  #start(): Promise<T> {
    // Counted before the read is sent: a write that ends while it runs moves the count past this.
    const writes = this.#writes()
    const running = this.#read()
    this.#running = running
    const done = () => {
      if (this.#running === running) this.#running = undefined
    }
    running.then(() => {
      done()
      if (writes !== null) this.#last = { writes, value: running }
    }, done)
    return running
  }
}
