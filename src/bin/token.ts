/**
 * `npm run token -- --name NAME --role ROLE [--expires-at ISO]`: creates a user and an API token
 * from the shell. The token goes to stdout alone (TOKEN=$(npm run -s token -- …)), the rest to stderr.
 * On the embedded database, stop the server first: one process at a time may open its data directory.
 */
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.ts'
import { ChangeFeed } from '../db/platform/change-feed.ts'
import { createDb } from '../db/platform/client.ts'
import { applyMigrations } from '../db/platform/migrate.ts'
import { isRole, ROLES, SYSTEM } from '../services/access/caller.ts'
import { createToken, createUser } from '../services/access/users.ts'
import { LiveAccessReads } from '../services/air/live-access-reads.ts'
import type { ServiceContext } from '../services/context.ts'
import { AirEvents } from '../services/workers/air-events.ts'
import { NotificationDispatcher } from '../services/workers/notification-dispatcher.ts'
import { WebhookDispatcher } from '../services/workers/webhook-dispatcher.ts'

const usage = `usage: npm run token -- --name NAME --role ${ROLES.join('|')} [--expires-at 2028-01-01T00:00:00Z]`

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { name: { type: 'string' }, role: { type: 'string' }, 'expires-at': { type: 'string' } },
    strict: true,
  })
  const name = values.name?.trim()
  if (!name || !isRole(values.role)) {
    console.error(usage)
    return 2
  }
  const config = loadConfig(process.env)
  const db = await createDb(config)
  try {
    await applyMigrations(db)
    // The feed and the webhooks are never started: creating users and tokens is not a programme change.
    const feed = new ChangeFeed(db, { pollMs: 5_000 })
    const webhooks = new WebhookDispatcher({ db, config, now: Date.now, feed, log: { warn: () => {}, info: () => {} } })
    const notifications = new NotificationDispatcher({
      db,
      config,
      now: Date.now,
      feed,
      webhooks,
      mailer: null,
      log: { warn: () => {}, info: () => {} },
    })
    const ctx: ServiceContext = {
      db,
      config,
      now: Date.now,
      feed,
      air: new AirEvents({ db, config, now: Date.now, feed }),
      webhooks,
      notifications,
      liveAccessReads: new LiveAccessReads(db, Date.now, config.liveAccess),
    }
    const user = await createUser(ctx, SYSTEM, { name, role: values.role })
    const issued = await createToken(ctx, SYSTEM, user.id, {
      name: 'created with npm run token',
      expiresAt: values['expires-at'],
    })
    console.error(`created user ${user.id} "${user.name}" (role ${user.role}); its API token, shown only now:`)
    console.log(issued.token)
    return 0
  } finally {
    await db.close()
  }
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    console.error(`npm run token failed: ${(error as Error).message}`)
    process.exitCode = 1
  },
)
