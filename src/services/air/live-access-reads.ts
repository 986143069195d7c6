/**
 * What /live-access reads, kept on the embedded database as of the last write that ended (issue 35).
 * PGlite is one connection and a write transaction holds it to its end, so a streaming server asking
 * during an import of 1,000 events waited seconds for the token lookup and the timeslots near now.
 * Nothing committed changes until a write ends (Db.writes): what was read since the last one ended is
 * what a read would answer now, the running write's work unseen, as PostgreSQL's snapshot would have
 * it. Once /live-access has been asked, the tokens (all of them, so an unknown one is answered too) and
 * the timeslots around now are read again as each write ends. On PostgreSQL a read has a connection of
 * its own and nothing is kept.
 */

import { findSlotsNear } from '../../db/access/live-access.ts'
import * as tokensDb from '../../db/access/tokens.ts'
import type { Db } from '../../db/platform/client.ts'
import type { SlotNearNow } from '../../domain/air/live-access.ts'
import type { Interval } from '../../domain/types.ts'
import type { CredentialStore } from '../access/authentication.ts'

// How far around now the kept timeslots reach past the graces: a while without writes before they are read again.
const REACH_MS = 30 * 60_000

interface Kept {
  /** Db.writes() when the reads were sent: while it stays, they are what a read would answer. */
  writes: number
  byPrefix: Map<string, tokensDb.Credential[]>
  window: Interval
  slots: SlotNearNow[]
}

export class LiveAccessReads implements CredentialStore {
  readonly #db: Db
  readonly #now: () => number
  readonly #reachMs: number
  #kept: Kept | undefined
  #stopListening: (() => void) | undefined
  #reading: { writes: number; kept: Promise<Kept> } | undefined
  #closed = false

  constructor(db: Db, now: () => number, grace: { graceBeforeMs: number; graceAfterMs: number }) {
    this.#db = db
    this.#now = now
    this.#reachMs = Math.max(grace.graceBeforeMs, grace.graceAfterMs) + REACH_MS
  }

  /** The tokens that start with `prefix`, with their users. */
  async find(prefix: string): Promise<tokensDb.Credential[]> {
    const kept = await this.#current(null)
    return kept === null ? tokensDb.findCredentials(this.#db.client, prefix) : (kept.byPrefix.get(prefix) ?? [])
  }

  /**
   * Notes the token's use. Kept reads do not wait for it: on the embedded database it waits for the write
   * that holds the connection, and a later use notes it again if it is lost.
   */
  async touch(id: number, at: Date, everyMs: number): Promise<void> {
    const touching = tokensDb.touch(this.#db.client, id, at, everyMs)
    if (this.#db.writes() === null) return touching
    touching.catch(() => {})
  }

  /** The timeslots overlapping `from`–`to` (half-open) with their shows' owners, by start. */
  async slotsNear(from: number, to: number): Promise<SlotNearNow[]> {
    const kept = await this.#current({ start: from, end: to })
    // A shared read made at another moment may not reach that far (a test's clock jumps).
    if (kept === null || from < kept.window.start || kept.window.end < to) return findSlotsNear(this.#db, from, to)
    return kept.slots.filter((slot) => slot.start < to && from < slot.end)
  }

  close(): void {
    this.#closed = true
    this.#stopListening?.()
  }

  /** What is kept, read again when a write has ended since or it does not cover `window`; null on PostgreSQL. */
  async #current(window: Interval | null): Promise<Kept | null> {
    const writes = this.#db.writes()
    if (writes === null) return null
    const kept = this.#kept
    const covers =
      kept !== undefined && (window === null || (kept.window.start <= window.start && window.end <= kept.window.end))
    if (kept !== undefined && kept.writes === writes && covers) {
      // Half its reach gone: read on ahead while it still answers, so quiet hours do not end in a wait.
      if (this.#now() > (kept.window.start + kept.window.end) / 2) this.#readAgain()
      return kept
    }
    this.#stopListening ??= this.#db.afterWrites(() => this.#readAgain())
    return this.#readSince(writes)
  }

  /** Questions that find the kept reads stale together share a read, one sent since the last write ended. */
  #readSince(writes: number): Promise<Kept> {
    if (this.#reading?.writes !== writes) {
      const reading = { writes, kept: this.#read(writes) }
      this.#reading = reading
      const done = () => {
        if (this.#reading === reading) this.#reading = undefined
      }
      reading.kept.then(done, done)
    }
    return this.#reading!.kept
  }

  /** `writes`: Db.writes() as the reads are sent; a write that ends while they run moves the count past it. */
  async #read(writes: number): Promise<Kept> {
    const now = this.#now()
    const window = { start: now - this.#reachMs, end: now + this.#reachMs }
    const credentials = await tokensDb.findAllCredentials(this.#db.client)
    const slots = await findSlotsNear(this.#db, window.start, window.end)
    const byPrefix = new Map<string, tokensDb.Credential[]>()
    for (const { prefix, ...credential } of credentials)
      byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), credential])
    const kept = { writes, byPrefix, window, slots }
    if (this.#kept === undefined || this.#kept.writes <= writes) this.#kept = kept
    return kept
  }

  /**
   * After a write ends (or past half the kept reach): read again on the next turn, so a write that takes
   * the connection next finds them current. Writes that end together share the read.
   */
  #readAgain(): void {
    if (this.#closed) return
    setImmediate(() => {
      const writes = this.#db.writes()
      // A failed read (the database closing) leaves the kept reads stale; the next question reads itself.
      if (!this.#closed && writes !== null) this.#readSince(writes).catch(() => {})
    })
  }
}
