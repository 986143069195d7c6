/**
 * Turns events (the change log among them) into signed deliveries and sends each once, claimed first; failures are
 * retried with backoff, and an endpoint failing for a day is disabled.
 */

import * as changesetsDb from '../../db/changes/changesets.ts'
import type { Db } from '../../db/platform/client.ts'
import * as webhooksDb from '../../db/webhooks.ts'
import type { WebhookDeliveryRecord, WebhookEndpointRecord } from '../../domain/records.ts'
import { type ChangesetHeader, changesetSummary } from '../../domain/records.ts'
import {
  airWebhookEvent,
  failedTooLong,
  payloadOf,
  retryDelayMs,
  subscribes,
  type WebhookEvent,
} from '../../domain/webhooks/webhook-events.ts'
import { send } from '../webhooks/webhook-sender.ts'
import type { AirEvents } from './air-events.ts'
import { ChangeLogFollower, type ChangeWorkerDeps, changeRounds } from './change-log-follower.ts'
import { RoundLoop } from './round-loop.ts'

const BATCH = 20
const CHANGE_PAGE = 100

export interface DispatcherDeps extends ChangeWorkerDeps {
  /** The air as events: followed while an enabled endpoint asks for `air.*`. */
  air?: AirEvents
}

export class WebhookDispatcher extends RoundLoop {
  readonly #deps: DispatcherDeps
  #stopAir: (() => void) | undefined
  readonly #inFlight = new Set<Promise<void>>()
  readonly #changes: ChangeLogFollower

  constructor(deps: DispatcherDeps) {
    super(changeRounds(deps, 'webhook'))
    this.#deps = deps
    this.#changes = new ChangeLogFollower(deps.db, 'webhooks')
  }

  /** Stops taking work and waits for the attempts in flight (each ends within the timeout). */
  override async stop(): Promise<void> {
    const stopping = super.stop()
    this.#stopAir?.()
    this.#stopAir = undefined
    await stopping
    await Promise.all(this.#inFlight)
  }

  /** Records a delivery of the event for every enabled endpoint that subscribes to it, and sends them. */
  async publish(events: readonly WebhookEvent[]): Promise<void> {
    await publishIn(this.#deps.db.client, events)
    this.wake()
  }

  /** A round: follow the air or not, pump the change log, send what is due; one read says who listens. */
  protected async round(): Promise<void> {
    const { air, db, feed } = this.#deps
    // Read before asking: a changeset committed after the answer moves the feed past it.
    const latest = feed.latest
    const { anyEnabled, airSubscribed, due } = await webhooksDb.roundState(db, new Date(this.#deps.now()))
    if (air !== undefined) await this.#followAir(air, airSubscribed)
    const pumped = await this.#pumpChanges(latest, anyEnabled)
    // What the pump recorded was not there when the round asked.
    if (pumped ? await webhooksDb.hasDue(db, new Date(this.#deps.now())) : due) await this.#sendDue()
  }

  /** Changesets after the cursor become `change.<action>` events; false when it did not look. */
  async #pumpChanges(latest: number, anyEnabled: boolean): Promise<boolean> {
    // Nobody listens: enabling an endpoint moves the cursor past this backlog.
    const outcome = await this.#changes.pump(latest, anyEnabled, async (tx, after) => {
      const page = await changesetsDb.findHeaderPage(tx, {}, { after }, CHANGE_PAGE)
      await publishIn(tx, page.map(changeEvent))
      return { last: page[page.length - 1]?.id ?? after, more: page.length >= CHANGE_PAGE }
    })
    // Another instance holds the cursor: it may have read the log before the newest commit, so look again soon.
    if (outcome === 'busy') setTimeout(() => this.wake(), 100).unref()
    return outcome !== 'idle'
  }

  /** Air events become deliveries only while subscribed; the id is the happening, so one delivery per endpoint. */
  async #followAir(air: AirEvents, wanted: boolean): Promise<void> {
    if (wanted && this.#stopAir === undefined) {
      const zone = this.#deps.config.stationTimeZone
      const { unsubscribe } = await air.subscribe((event) => {
        this.publish([airWebhookEvent(event, zone)]).catch((err: unknown) =>
          this.#deps.log.warn({ err }, 'an air event was not recorded for webhooks'),
        )
      })
      // Stopped while subscribing: let go at once.
      if (this.stopped) unsubscribe()
      else this.#stopAir = unsubscribe
    } else if (!wanted && this.#stopAir !== undefined) {
      this.#stopAir()
      this.#stopAir = undefined
    }
  }

  /** Claims and sends a batch of what is due, once a read said something is (a claim writes). */
  async #sendDue(): Promise<void> {
    const { db, config } = this.#deps
    const now = this.#deps.now()
    // Long enough for the attempt to end: only then may another instance take it again.
    const lease = { now: new Date(now), until: new Date(now + config.webhooks.timeoutMs + 30_000) }
    const claimed = await webhooksDb.claimDue(db.client, lease, BATCH)
    if (claimed.length === 0) return
    const endpoints = new Map((await webhooksDb.findEnabledEndpoints(db.client)).map((e) => [e.id, e]))
    const attempts = claimed.map((delivery) => this.#attempt(delivery, endpoints.get(delivery.endpointId)))
    await Promise.all(attempts)
    // A full batch: more may be due.
    if (claimed.length === BATCH) this.wake()
  }

  #attempt(delivery: WebhookDeliveryRecord, endpoint: WebhookEndpointRecord | undefined): Promise<void> {
    const run = (async () => {
      if (endpoint === undefined) return
      const { db, config, log } = this.#deps
      const at = this.#deps.now()
      const started = performance.now()
      const outcome = await send(
        { url: endpoint.url, secret: endpoint.secret, id: delivery.eventId, body: delivery.payload, at },
        { timeoutMs: config.webhooks.timeoutMs, allowPrivate: config.webhooks.allowPrivateAddresses },
      )
      const durationMs = Math.round(performance.now() - started)
      const done = this.#deps.now()
      await db.client.$transaction(async (tx) => {
        await webhooksDb.insertAttempt(tx, {
          deliveryId: delivery.id,
          at: new Date(at),
          durationMs,
          status: outcome.status,
          error: outcome.error,
        })
        if (outcome.ok) {
          await webhooksDb.markDelivered(tx, delivery.id, new Date(done))
          if (endpoint.failingSince !== null) await webhooksDb.updateEndpoint(tx, endpoint.id, { failingSince: null })
          return
        }
        const failingSince = endpoint.failingSince?.getTime() ?? null
        if (failedTooLong(failingSince, done)) {
          const reason = `disabled after failing for a day since ${new Date(failingSince!).toISOString()}; last: ${outcome.error}`
          await webhooksDb.updateEndpoint(tx, endpoint.id, {
            enabled: false,
            disabledAt: new Date(done),
            disabledReason: reason,
          })
          await webhooksDb.failPending(tx, endpoint.id)
          log.warn({ endpointId: endpoint.id, reason }, 'webhook endpoint disabled')
          return
        }
        if (failingSince === null) await webhooksDb.updateEndpoint(tx, endpoint.id, { failingSince: new Date(done) })
        await webhooksDb.scheduleRetry(tx, delivery.id, new Date(done + retryDelayMs(delivery.attempts)))
      })
      log.info(
        { endpointId: endpoint.id, eventId: delivery.eventId, attempt: delivery.attempts, ...outcome, durationMs },
        'webhook attempt',
      )
    })().catch((err: unknown) =>
      this.#deps.log.warn(
        { err, deliveryId: delivery.id },
        'webhook attempt not recorded; it is due again after its lease',
      ),
    )
    this.#inFlight.add(run)
    void run.finally(() => this.#inFlight.delete(run))
    return run
  }
}

/** The deliveries of each event, one per enabled endpoint that subscribes to it. */
async function publishIn(
  client: Db['client'] | Parameters<typeof webhooksDb.findEnabledEndpoints>[0],
  events: readonly WebhookEvent[],
): Promise<void> {
  if (events.length === 0) return
  const endpoints = await webhooksDb.findEnabledEndpoints(client)
  if (endpoints.length === 0) return
  for (const event of events) {
    const ids = endpoints.filter((endpoint) => subscribes(endpoint, event)).map((endpoint) => endpoint.id)
    await webhooksDb.insertDeliveries(client, ids, {
      id: event.id,
      type: event.type,
      payload: payloadOf(event),
      at: new Date(event.at),
    })
  }
}

/** A changeset as a webhook event: its summary, typed by its action (`change.schedule.create`). */
export function changeEvent(changeset: ChangesetHeader): WebhookEvent {
  return {
    id: `change-${changeset.id}`,
    type: `change.${changeset.action}`,
    showIds: changeset.showIds,
    at: changeset.at.getTime(),
    data: changesetSummary(changeset),
  }
}
