/**
 * The programme's and the access version: one row that triggers raise with every write to what the programme
 * shows, and to tokens and users. Read once per request, straight on the pool or PGlite.
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
 * Shares version reads between concurrent requests, never answering one with a read that began before it
 * arrived (it could miss a write its client saw committed): a request joins the read queued next, or starts
 * one. With `writes` (Db.writes), a read is skipped while the count has not moved since the last began.
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
