// What is stored, as the use cases hand it to the edge: declared here so that neither the database
// nor the views depend on the other's types.

import type { RowChange } from './changes/revert.ts'
import type { WindowItem } from './programme/gaps.ts'
import type { Interval } from './types.ts'

export interface ShowRecord {
  id: number
  name: string
  slug: string
  description: string
  isActive: boolean
  defaultMediaId: number | null
  createdAt: Date
  updatedAt: Date
  deletedAt: Date | null
  createdBy: number | null
  updatedBy: number | null
  imageUrl: string | null
  /** `{ name, userId? }` items, written only through the API's schema. */
  hosts: unknown
  /** `{ label, url }` items, written only through the API's schema. */
  links: unknown
  categories: string[]
  languages: string[]
  fundingCategory: string | null
  ownerIds: number[]
}

export interface EpisodeRecord {
  id: number
  showId: number
  title: string
  summary: string
  createdAt: Date
  updatedAt: Date
  createdBy: number | null
  updatedBy: number | null
}

export interface UserRecord {
  id: number
  name: string
  role: string
  oidcSubject: string | null
  createdAt: Date
  updatedAt: Date
}

export interface TokenRecord {
  id: number
  userId: number
  name: string
  prefix: string
  secretHash: string
  createdAt: Date
  expiresAt: Date | null
  lastUsedAt: Date | null
}

/** A token as issued: its secret is shown this once. */
export interface IssuedToken {
  row: TokenRecord
  token: string
}

export interface NewTimeslot {
  scheduleId: number
  showId: number
  start: number
  end: number
  isRepetition: boolean
  mediaId: number | null
  episodeId: number | null
  memo: string
  /** The rows its resolution deleted or trimmed, to give back (give-back-rules.ts). */
  displaced?: readonly unknown[]
  /** A repetition: the original broadcast it repeats (issue 32). */
  repeatOfId?: number | null
}

export interface ProgrammeRecord extends NewTimeslot {
  id: number
  showName: string
  episodeTitle: string | null
  scheduleDefaultMediaId: number | null
  showDefaultMediaId: number | null
  updatedAt: number
  /** Issue 31: the season of its schedule (null: regular programme). */
  seasonId?: number | null
  /** Issue 30: how many entries its `displaced` holds (what it displaced, to give back when it goes). */
  displaces?: number
  /** A repetition: its original broadcast while that exists, and what the original airs (null: none). */
  repeatOf?: number | null
  originalEpisodeId?: number | null
  originalEpisodeTitle?: string | null
  originalMediaId?: number | null
}

/** A programme record as a caller may see it: without the memo for those who may not read memos. */
export type VisibleTimeslot = Omit<ProgrammeRecord, 'memo'> & { memo?: string }

export interface DeletedTimeslot {
  id: number
  scheduleId: number
  showId: number
  start: number
  end: number
  /** When it was deleted, and by which changeset (its iCal SEQUENCE). */
  deletedAt: number
  changesetId: number
}

export type Tombstone = DeletedTimeslot & { deleted: true }

export interface Playout {
  window: Interval
  items: Array<WindowItem<ProgrammeRecord>>
}

export interface ChangesetRecord {
  id: number
  at: Date
  actorUserId: number | null
  actorName: string
  actorVia: string
  action: string
  summary: string
  request: unknown
  changes: RowChange[]
  showIds: number[]
  scheduleIds: number[]
}

/** A changeset without its rows and request: what a stream or a webhook sends, read without their JSON. */
export type ChangesetHeader = Omit<ChangesetRecord, 'request' | 'changes'>

/** A changeset as the log lists it, without its rows: the same summary in the API, its stream and its webhooks. */
export function changesetSummary(changeset: ChangesetHeader) {
  return {
    id: changeset.id,
    at: changeset.at.toISOString(),
    actor: { userId: changeset.actorUserId, name: changeset.actorName, via: changeset.actorVia },
    action: changeset.action,
    summary: changeset.summary,
    showIds: changeset.showIds,
    scheduleIds: changeset.scheduleIds,
  }
}

export interface WebhookEndpointRecord {
  id: number
  url: string
  events: string[]
  showIds: number[]
  description: string
  secret: string
  enabled: boolean
  disabledAt: Date | null
  disabledReason: string | null
  failingSince: Date | null
  createdAt: Date
  updatedAt: Date
  createdBy: number | null
}

export interface WebhookDeliveryRecord {
  id: number
  endpointId: number
  eventId: string
  eventType: string
  payload: string
  state: 'pending' | 'delivered' | 'failed'
  attempts: number
  nextAttemptAt: Date
  createdAt: Date
  deliveredAt: Date | null
}

export interface WebhookAttemptRecord {
  id: number
  deliveryId: number
  at: Date
  durationMs: number
  status: number | null
  error: string | null
}

export interface WebhookDelivery extends WebhookDeliveryRecord {
  tries: WebhookAttemptRecord[]
}

/** What a listener may see of a show: no owners, no media, nothing private. */
export interface PublicShow {
  id: number
  name: string
  slug: string
  description: string
  imageUrl: string | null
  hosts: unknown
  links: unknown
  categories: string[]
  languages: string[]
  deletedAt: Date | null
}

export interface PublicTimeslot {
  id: number
  start: Date
  end: Date
  isRepetition: boolean
  show: PublicShow
}

export interface ListenerNowNext {
  now: number
  current: PublicTimeslot | null
  next: PublicTimeslot | null
}

export interface ShowPage {
  show: PublicShow
  upcoming: PublicTimeslot[]
  now: number
}
