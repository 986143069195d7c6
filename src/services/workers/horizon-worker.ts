/** Keeps open-ended schedules up to the rolling horizon; the lock and due check make each day's run once. */

import type { ServiceContext } from '../context.ts'
import { extendHorizon } from '../schedules/horizon-extension.ts'
import { RoundLoop } from './round-loop.ts'

/** How often an instance looks whether the day turned: the horizon moves at most this late. */
export const HORIZON_POLL_MS = 15 * 60_000

interface Log {
  info(details: object, message: string): void
  warn(details: object, message: string): void
}

export class HorizonWorker extends RoundLoop {
  readonly #ctx: ServiceContext
  readonly #log: Log

  constructor(ctx: ServiceContext, log: Log, pollMs = HORIZON_POLL_MS) {
    super({
      feed: null,
      pollMs,
      onError: (err) => log.warn({ err }, 'the horizon extension failed; trying again later'),
    })
    this.#ctx = ctx
    this.#log = log
  }

  protected async round(): Promise<void> {
    const report = await extendHorizon(this.#ctx)
    if (report.schedules > 0) {
      const { horizon, schedules, created, unplaced } = report
      this.#log.info({ horizon, schedules, created, unplaced: unplaced.length }, 'open-ended schedules extended')
    }
    if (report.unplaced.length > 0)
      this.#log.warn(
        { unplaced: report.unplaced.length },
        'the horizon extension met collisions; see GET /api/v1/air/health',
      )
  }
}
