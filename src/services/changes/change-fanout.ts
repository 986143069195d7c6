/**
 * The change stream's fan-out: one read of the log per change for all of this process's streams, filtered in
 * memory (400 streams each querying made 10 writes take 3 s). A resuming stream reads its own catch-up first, then
 * joins without a gap.
 */
import * as changesetsDb from '../../db/changes/changesets.ts'
import type { ChangesetHeader } from '../../domain/records.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { type ChangeListQuery, checkedChangeFilter, listChangeSummaries, visibleShows } from './changes.ts'

const PAGE = 100
// After a failed read (the database is away) the next try comes this soon, changes or not.
const RETRY_MS = 1000

type Batch = readonly ChangesetHeader[]

export class ChangeFanOut {
  readonly #ctx: ServiceContext
  readonly #followers = new Set<(batch: Batch) => void>()
  #cursor = 0
  #reading: Promise<void> = Promise.resolve()
  #retry: NodeJS.Timeout | undefined
  readonly #unsubscribe: () => void

  constructor(ctx: ServiceContext) {
    this.#ctx = ctx
    this.#unsubscribe = ctx.feed.subscribe(() => this.#wake())
  }

  /** Every changeset up to this id has been handed to the followers. */
  get cursor(): number {
    return this.#cursor
  }

  /** Hands `listener` every batch read from now on; returns the unfollow. */
  follow(listener: (batch: Batch) => void): () => void {
    // Nobody followed: nothing was read, and nobody needs what came before.
    if (this.#followers.size === 0) this.#cursor = Math.max(this.#cursor, this.#ctx.feed.latest)
    this.#followers.add(listener)
    this.#wake()
    return () => this.#followers.delete(listener)
  }

  stop(): void {
    clearTimeout(this.#retry)
    this.#unsubscribe()
    this.#followers.clear()
  }

  #wake(): void {
    this.#reading = this.#reading
      .then(() => this.#read())
      .catch(() => {
        clearTimeout(this.#retry)
        this.#retry = setTimeout(() => this.#wake(), RETRY_MS)
        this.#retry.unref()
      })
  }

  async #read(): Promise<void> {
    while (this.#followers.size > 0 && this.#cursor < this.#ctx.feed.latest) {
      // Summaries only: a stream sends no rows, so the changes' JSON is never read.
      const rows = await changesetsDb.findHeaderPage(this.#ctx.db.client, {}, { after: this.#cursor }, PAGE)
      const last = rows[rows.length - 1]
      if (last === undefined) return
      this.#cursor = last.id
      for (const follower of this.#followers) follower(rows)
      if (rows.length < PAGE) return
    }
  }
}

/** Follows the log for one stream from `after`, each visible matching changeset once; checked before it opens. */
export async function changeFollower(ctx: ServiceContext, caller: Caller, query: ChangeListQuery & { after: number }) {
  const filter = checkedChangeFilter(caller, query)
  const visible = await visibleShows(ctx, caller)
  const overlaps = (ids: readonly number[], wanted: readonly number[] | undefined) =>
    wanted === undefined || ids.some((id) => wanted.includes(id))
  const matches = (changeset: ChangesetHeader) =>
    overlaps(changeset.showIds, filter.showIds) &&
    overlaps(changeset.showIds, visible) &&
    overlaps(changeset.scheduleIds, filter.scheduleIds) &&
    (filter.actorIds === undefined ||
      (changeset.actorUserId !== null && filter.actorIds.includes(changeset.actorUserId)))

  return {
    start(
      fanOut: ChangeFanOut,
      send: (changeset: ChangesetHeader) => void,
      fail: (error: unknown) => void,
    ): () => void {
      let last = query.after
      let waiting: Batch[] | null = []
      const deliver = (batch: Batch) => {
        for (const changeset of batch) {
          if (changeset.id <= last) continue
          last = changeset.id
          if (matches(changeset)) send(changeset)
        }
      }
      let stopped = false
      const unfollow = fanOut.follow((batch) => (waiting === null ? deliver(batch) : waiting.push(batch)))
      const joined = fanOut.cursor
      // Behind the fan-out: its own pages first, up to at least where the fan-out stood when it joined.
      const catchUp = async () => {
        while (!stopped && last < joined) {
          const page = await listChangeSummaries(ctx, caller, { ...query, after: last, limit: PAGE })
          for (const changeset of page) send(changeset)
          last = Math.max(last, page[page.length - 1]?.id ?? last)
          if (page.length < PAGE) break
          // A long replay gives way to other requests between its pages.
          await new Promise((resolve) => setImmediate(resolve))
        }
        const batches = waiting ?? []
        waiting = null
        for (const batch of batches) deliver(batch)
      }
      catchUp().catch(fail)
      return () => {
        stopped = true
        unfollow()
      }
    },
  }
}
