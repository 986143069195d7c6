import fp from 'fastify-plugin'
import type { Db } from '../db/platform/client.ts'
import type { ServiceContext } from '../services/context.ts'

declare module 'fastify' {
  interface FastifyInstance {
    db: Db
    /** What every service function receives first. */
    ctx: ServiceContext
  }
}

/** Exposes the database as `app.db` and closes it when the app closes. */
export default fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorate('db', db)
    app.addHook('onClose', async () => {
      await db.close()
    })
  },
  { name: 'db' },
)
