/** Tells the process the change log grew: LISTEN/NOTIFY on PostgreSQL, in-process when embedded, and a poll. */
import { CHANGES_CHANNEL, findLatestId } from '../changes/changesets.ts'
import type { Db } from './client.ts'

type Listener = (latest: number) => void

export class ChangeFeed {
  readonly #db: Db
  readonly #pollMs: number
  readonly #listeners = new Set<Listener>()
  #latest = 0
  #stopListening: (() => Promise<void>) | undefined
  #poll: NodeJS.Timeout | undefined

  constructor(db: Db, options: { pollMs: number }) {
    this.#db = db
    this.#pollMs = options.pollMs
  }

  /** The newest changeset id this process knows of. */
  get latest(): number {
    return this.#latest
  }

  async start(): Promise<void> {
    this.#latest = await findLatestId(this.#db)
    this.#stopListening = await this.#db.listen(
      CHANGES_CHANNEL,
      (payload) => this.#advance(Number(payload)),
      () => void this.refresh(),
    )
    this.#poll = setInterval(() => void this.refresh(), this.#pollMs)
    this.#poll.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.#poll)
    await this.#stopListening?.()
    this.#listeners.clear()
  }

  /** Asks the database for the newest id (after a possible gap in notifications). */
  async refresh(): Promise<void> {
    try {
      this.#advance(await findLatestId(this.#db))
    } catch {
      // The database is away; the next poll tries again.
    }
  }

  /** Calls `listener` with the newest id whenever the log grows; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Resolves once a changeset after `id` exists, or after `timeoutMs`, or when `signal` aborts. */
  waitAfter(id: number, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    if (this.#latest > id) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        unsubscribe()
        signal?.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, timeoutMs)
      const unsubscribe = this.subscribe((latest) => {
        if (latest > id) done()
      })
      signal?.addEventListener('abort', done)
    })
  }

  #advance(id: number): void {
    if (!Number.isFinite(id) || id <= this.#latest) return
    this.#latest = id
    for (const listener of this.#listeners) listener(id)
  }
}
