/** How a worker follows the change log: each page becomes its rows in the transaction that moves its cursor, once. */
import type { Config } from '../../config.ts'
import { type CursorOwner, lockCursor, moveCursor } from '../../db/changes/change-cursors.ts'
import type { ChangeFeed } from '../../db/platform/change-feed.ts'
import type { Db, DbClient } from '../../db/platform/client.ts'
import type { RoundLoopOptions } from './round-loop.ts'

export interface WorkerLog {
  warn(details: object, message: string): void
  info(details: object, message: string): void
}

/** What a worker that follows the change log is given. */
export interface ChangeWorkerDeps {
  db: Db
  config: Config
  now: () => number
  feed: ChangeFeed
  log: WorkerLog
  /** How often the worker looks without a wake-up. */
  pollMs?: number
}

/** The rounds of such a worker: on every change, every `pollMs` (a second) without one. */
export function changeRounds(deps: ChangeWorkerDeps, worker: string): RoundLoopOptions {
  return {
    feed: deps.feed,
    pollMs: deps.pollMs ?? 1000,
    onError: (err) => deps.log.warn({ err }, `${worker} round failed; the next one tries again`),
  }
}

export interface ChangePage {
  /** The last changeset handled; the cursor when the page was empty. */
  last: number
  /** Whether the page was full or cut short, so more may follow. */
  more: boolean
}

export class ChangeLogFollower {
  readonly #db: Db
  readonly #owner: CursorOwner
  /** The cursor as this instance last saw it: no pump is needed while the feed is not past it. */
  #pumpedTo = -1

  constructor(db: Db, owner: CursorOwner) {
    this.#db = db
    this.#owner = owner
  }

  /** Turns pages until the log is read; 'busy': another instance holds the cursor; 'idle': not past it, or unheard. */
  async pump(
    latest: number,
    listened: boolean,
    turnPage: (tx: DbClient, after: number) => Promise<ChangePage>,
  ): Promise<'idle' | 'busy' | 'done'> {
    if (latest <= this.#pumpedTo) return 'idle'
    if (!listened) {
      this.#pumpedTo = latest
      return 'idle'
    }
    for (;;) {
      const outcome = await this.#db.client.$transaction(async (tx) => {
        const cursor = await lockCursor(tx, this.#owner)
        if (cursor === null) return 'busy' as const
        const { last, more } = await turnPage(tx, cursor)
        if (last !== cursor) await moveCursor(tx, this.#owner, last)
        this.#pumpedTo = last
        return more ? ('more' as const) : ('done' as const)
      })
      if (outcome !== 'more') return outcome
    }
  }
}
