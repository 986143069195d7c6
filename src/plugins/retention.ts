import fp from 'fastify-plugin'
import { pruneChanges, pruneIdempotencyKeys } from '../services/workers/change-retention.ts'

const EVERY_MS = 60 * 60 * 1000

/** Prunes the change log and old Idempotency-Key answers in the background: once at start, then hourly. */
export default fp(
  async (app) => {
    let timer: NodeJS.Timeout | undefined
    let running: Promise<void> = Promise.resolve()
    const prune = async () => {
      const removed = await pruneChanges(app.ctx)
      if (removed > 0) app.log.info({ removed }, 'pruned old changesets')
      await pruneIdempotencyKeys(app.ctx)
    }
    const run = () =>
      (running = prune().catch((err: unknown) => app.log.warn({ err }, 'pruning failed; trying again later')))
    app.addHook('onReady', async () => {
      void run()
      timer = setInterval(() => void run(), EVERY_MS)
      timer.unref()
    })
    app.addHook('preClose', async () => {
      clearInterval(timer)
      await running
    })
  },
  { name: 'retention' },
)
