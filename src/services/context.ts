import type { Config } from '../config.ts'
import type { ChangeFeed } from '../db/platform/change-feed.ts'
import type { Db } from '../db/platform/client.ts'
import type { LiveAccessReads } from './air/live-access-reads.ts'
import type { AirEvents } from './workers/air-events.ts'
import type { NotificationDispatcher } from './workers/notification-dispatcher.ts'
import type { WebhookDispatcher } from './workers/webhook-dispatcher.ts'

/** What every service function receives first: the database, the configuration, the clock, the change feed. */
export interface ServiceContext {
  db: Db
  config: Config
  /** The clock, epoch ms; tests pass a fixed one. */
  now: () => number
  /** Learns of every committed change, on this instance or another. */
  feed: ChangeFeed
  /** The air as events: timeslots starting and ending, edits of what is on air or next, gaps ahead. */
  air: AirEvents
  /** Where any source publishes events for webhook endpoints (and what sends their deliveries). */
  webhooks: WebhookDispatcher
  notifications: NotificationDispatcher
  /** What /live-access reads, kept on the embedded database so that a long write does not hold it. */
  liveAccessReads: LiveAccessReads
}
