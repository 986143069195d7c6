// Which webhook endpoint wants which event, and when a failed delivery is tried again.

import { resolveMedia } from '../air/media.ts'
import type { AirEvent } from '../air/now-next.ts'
import type { ProgrammeRecord } from '../records.ts'
import { instantToIso } from '../time/station-time.ts'

export interface WebhookEvent {
  /** Unique and stable: the same event seen by several instances has the same id (`change-41`). */
  id: string
  type: string
  /** The shows it concerns (an endpoint's show filter matches any of them). */
  showIds: readonly number[]
  at: number
  data: unknown
}

/** What an endpoint subscribed to: event type patterns and, when not empty, only these shows. */
export interface Subscription {
  events: readonly string[]
  showIds: readonly number[]
}

/** `*`, a family (`change.*`, `change.schedule.*`) or one exact type. */
export const EVENT_PATTERN = /^(\*|(change|air|notification)(\.[a-z][a-z0-9-]*)*(\.\*)?)$/

/** Whether the pattern covers the event type. @example patternCovers('change.*', 'change.show.create') // true */
export function patternCovers(pattern: string, type: string): boolean {
  if (pattern === '*') return true
  if (pattern.endsWith('.*')) return type.startsWith(pattern.slice(0, -1))
  return pattern === type
}

/** A pattern covers its type, and the show filter is empty or names one of its shows (an event about no show passes none). */
export function subscribes(subscription: Subscription, event: Pick<WebhookEvent, 'type' | 'showIds'>): boolean {
  if (!subscription.events.some((pattern) => patternCovers(pattern, event.type))) return false
  return subscription.showIds.length === 0 || event.showIds.some((id) => subscription.showIds.includes(id))
}

/** Waits after the n-th failed attempt (Standard Webhooks' suggested schedule), then 10 h apart. */
const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 5 * 3600_000, 10 * 3600_000]

/** @example retryDelayMs(1) // 5000 */
export function retryDelayMs(attempts: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1]!
}

/** An endpoint that has failed for this long without one success is disabled. */
export const DISABLE_AFTER_MS = 24 * 3600_000

/** Whether an endpoint failing since `failingSince` (null: it was not) is to be disabled by a failure at `now`. */
export function failedTooLong(failingSince: number | null, now: number): boolean {
  return failingSince !== null && now - failingSince >= DISABLE_AFTER_MS
}

/** Standard Webhooks' payload shape. */
export function payloadOf(event: WebhookEvent): string {
  return JSON.stringify({ type: event.type, timestamp: new Date(event.at).toISOString(), data: event.data })
}

/** `air.<type>`; its id is the happening (`key`), so instances seeing one boundary record one delivery. */
export function airWebhookEvent(event: AirEvent, zone: string): WebhookEvent {
  const at = instantToIso(event.at, zone)
  const current = event.state.air.current
  const onAir = current?.kind === 'slot' ? current.slot : null
  const base = { id: `air-${event.key}`, type: `air.${event.type}`, at: event.at }
  switch (event.type) {
    case 'timeslot.started':
    case 'timeslot.ended':
      return { ...base, showIds: [event.timeslot.showId], data: { at, timeslot: airTimeslot(event.timeslot, zone) } }
    case 'air.changed':
      return {
        ...base,
        showIds: onAir === null ? [] : [onAir.showId],
        data: { at, changeset: event.changeset, onAir: onAir === null ? null : airTimeslot(onAir, zone) },
      }
    case 'gap.warning':
      return {
        ...base,
        showIds: [],
        data: {
          at,
          gaps: event.gaps.map((gap) => ({
            startAt: instantToIso(gap.start, zone),
            endAt: instantToIso(gap.end, zone),
          })),
        },
      }
    case 'horizon.unplaced':
      return {
        ...base,
        showIds: [...new Set(event.unplaced.flatMap((o) => [o.showId, ...o.collisions.map((c) => c.showId)]))],
        data: {
          at,
          unplaced: event.unplaced.map((o) => ({
            scheduleId: o.scheduleId,
            showId: o.showId,
            showName: o.showName,
            date: o.date,
            startAt: instantToIso(o.start, zone),
            endAt: instantToIso(o.end, zone),
            collisions: o.collisions.map((c) => ({
              id: c.id,
              showId: c.showId,
              showName: c.showName,
              startAt: instantToIso(c.start, zone),
              endAt: instantToIso(c.end, zone),
            })),
          })),
        },
      }
  }
}

function airTimeslot(slot: ProgrammeRecord, zone: string) {
  const { mediaId, source } = resolveMedia(slot)
  return {
    id: slot.id,
    showId: slot.showId,
    showName: slot.showName,
    scheduleId: slot.scheduleId,
    episodeId: slot.episodeId,
    mediaId,
    source,
    startAt: instantToIso(slot.start, zone),
    endAt: instantToIso(slot.end, zone),
  }
}
