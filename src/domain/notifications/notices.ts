// What a changeset means per show it touched: broadcasts moved, cancelled, pre-empted (by which
// show), given back or created. Who hears them and how they read is decided elsewhere.
import type { RowChange, RowSnapshot } from '../changes/revert.ts'

/** The kinds of notification a user can choose (a reminder is made from the clock, not a change). */
export const NOTICE_EVENTS = [
  'moved',
  'cancelled',
  'pre-empted',
  'given-back',
  'bulk',
  'reminder',
  'correction',
] as const
export type NoticeEvent = (typeof NOTICE_EVENTS)[number]

export interface Broadcast {
  id: number
  showId: number
  start: number
  end: number
}

export type NoticeItem =
  | { kind: 'moved'; broadcast: Broadcast; from: { start: number; end: number } }
  | { kind: 'cancelled'; broadcast: Broadcast }
  /** Removed because a `replace` season took its date: it comes back when the season goes (issue 31). */
  | { kind: 'stepped-aside'; broadcast: Broadcast; season: string }
  | { kind: 'pre-empted'; broadcast: Broadcast; byShowId: number; whole: boolean }
  | { kind: 'given-back'; broadcast: Broadcast }
  | { kind: 'created'; broadcast: Broadcast }

export interface ShowNotice {
  showId: number
  /** The event a user must have chosen to hear it: a single item's kind, `bulk` for several, `correction` for a revert. */
  event: NoticeEvent
  items: NoticeItem[]
}

const broadcastOf = (id: number, row: RowSnapshot): Broadcast => ({
  id,
  showId: row.showId as number,
  start: Date.parse(row.start as string),
  end: Date.parse(row.end as string),
})

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < b.end && b.start < a.end

function displacedIds(row: RowSnapshot | null): Set<number> {
  const displaced = row?.displaced
  if (!Array.isArray(displaced)) return new Set()
  return new Set(
    displaced.map((entry) => (entry as { id?: unknown }).id).filter((id): id is number => typeof id === 'number'),
  )
}

/** The entries a season row keeps of what stepped aside for it: their timeslot ids. */
function seasonEntryIds(row: RowSnapshot | null): Set<number> {
  const displaced = row?.displaced
  if (!Array.isArray(displaced)) return new Set()
  return new Set(
    displaced
      .map((entry) => (entry as { row?: { id?: unknown } }).row?.id)
      .filter((id): id is number => typeof id === 'number'),
  )
}

/** The timeslots a season write made step aside (newly in a season's entries), with that season's name. */
function steppedAside(changes: readonly RowChange[]): Map<number, string> {
  const aside = new Map<number, string>()
  for (const change of changes) {
    if (change.entity !== 'season' || change.after === null) continue
    const had = seasonEntryIds(change.before)
    for (const id of seasonEntryIds(change.after)) if (!had.has(id)) aside.set(id, String(change.after.name))
  }
  return aside
}

/** Actions that take a programme away and may give what it had displaced back. */
const GIVING_BACK = /(\.delete|^change\.revert|^schedule\.move|^timeslot\.move|^schedule\.update)$/

/** One notice per show the changeset touched in the future (what started before `now` is history). */
export function noticesOf(action: string, changes: readonly RowChange[], now: number): ShowNotice[] {
  const slots = changes.filter((change) => change.entity === 'timeslot')
  // Rows that lost air (removed, or shrunk) and rows that gained it (created, or grown), with the air concerned.
  const lost: Array<{ change: RowChange; was: Broadcast; removed: boolean }> = []
  const gained: Array<{ change: RowChange; now: Broadcast; created: boolean }> = []
  for (const change of slots) {
    if (change.before !== null) {
      const was = broadcastOf(change.id, change.before)
      const after = change.after === null ? null : broadcastOf(change.id, change.after)
      if (after === null || after.start > was.start || after.end < was.end)
        lost.push({ change, was, removed: after === null })
    }
    if (change.after !== null) {
      const is = broadcastOf(change.id, change.after)
      const before = change.before === null ? null : broadcastOf(change.id, change.before)
      if (before === null || is.start < before.start || is.end > before.end)
        gained.push({ change, now: is, created: before === null })
    }
  }
  const givesBack = GIVING_BACK.test(action)
  const items: NoticeItem[] = []
  const explained = new Set<number>()
  for (const loser of lost) {
    // Another show took this air in the same write: pre-empted, unless the winner was itself given back.
    const taker = gained.find(
      (winner) =>
        winner.now.showId !== loser.was.showId &&
        overlaps(winner.now, loser.was) &&
        (displacedIds(winner.change.after).has(loser.was.id) ||
          (!displacedIds(loser.change.before).has(winner.now.id) && !givesBack)),
    )
    if (taker === undefined) continue
    items.push({ kind: 'pre-empted', broadcast: loser.was, byShowId: taker.now.showId, whole: loser.removed })
    explained.add(loser.change.id)
  }
  for (const winner of gained) {
    // Air that another show's broadcast gave up in the same write, and that was not taken from it.
    const giver = lost.find(
      (loser) =>
        loser.was.showId !== winner.now.showId && overlaps(winner.now, loser.was) && !explained.has(loser.change.id),
    )
    if (giver !== undefined && (displacedIds(giver.change.before).has(winner.now.id) || givesBack)) {
      items.push({ kind: 'given-back', broadcast: winner.now })
      explained.add(winner.change.id)
    }
  }
  const aside = steppedAside(changes)
  for (const change of slots) {
    if (explained.has(change.id)) continue
    const before = change.before === null ? null : broadcastOf(change.id, change.before)
    const after = change.after === null ? null : broadcastOf(change.id, change.after)
    const season = aside.get(change.id)
    if (before !== null && after === null && season !== undefined)
      items.push({ kind: 'stepped-aside', broadcast: before, season })
    else if (before !== null && after === null) items.push({ kind: 'cancelled', broadcast: before })
    else if (before === null && after !== null) items.push({ kind: 'created', broadcast: after })
    else if (before !== null && after !== null && (before.start !== after.start || before.end !== after.end)) {
      items.push({ kind: 'moved', broadcast: after, from: { start: before.start, end: before.end } })
    }
  }
  const future = items.filter(
    (item) => Math.max(item.broadcast.start, 'from' in item ? item.from.start : -Infinity) >= now,
  )
  const byShow = new Map<number, NoticeItem[]>()
  for (const item of future) byShow.set(item.broadcast.showId, [...(byShow.get(item.broadcast.showId) ?? []), item])
  return [...byShow].map(([showId, showItems]) => ({
    showId,
    event: eventOf(action, showItems),
    items: showItems.sort((a, b) => a.broadcast.start - b.broadcast.start || a.broadcast.id - b.broadcast.id),
  }))
}

function eventOf(action: string, items: readonly NoticeItem[]): NoticeEvent {
  if (action === 'change.revert') return 'correction'
  if (items.length > 1) return 'bulk'
  const kind = items[0]!.kind
  // Stepping aside is heard by those who chose cancellations: the broadcast does not air.
  return kind === 'created' ? 'bulk' : kind === 'stepped-aside' ? 'cancelled' : kind
}

export interface NotificationSettingsRecord {
  userId: number
  email: string | null
  emailConfirmedAt: Date | null
  confirmExpiresAt: Date | null
  unsubscribeToken: string
  events: string[]
  reminderLeadMinutes: number[]
  digest: boolean
  allShows: boolean
  ownChanges: boolean
  language: string
  updatedAt: Date
}

export interface NotificationRecord {
  id: number
  userId: number
  kind: string
  dedupeKey: string
  changesetId: number | null
  timeslotId: number | null
  timeslotStart: Date | null
  subject: string | null
  textBody: string | null
  htmlBody: string | null
  state: 'pending' | 'sent' | 'failed' | 'dropped'
  dueAt: Date
  attempts: number
  lastError: string | null
  sentAt: Date | null
  createdAt: Date
}

export type NewNotification = Pick<
  NotificationRecord,
  | 'userId'
  | 'kind'
  | 'dedupeKey'
  | 'changesetId'
  | 'timeslotId'
  | 'timeslotStart'
  | 'subject'
  | 'textBody'
  | 'htmlBody'
  | 'dueAt'
>
