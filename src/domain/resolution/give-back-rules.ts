// Specials give the regular show back: when a timeslot made by an `ours*` solution goes, the rows it
// deleted or trimmed come back (a tail merges into its head, an id is reused when free), as far as no
// other timeslot holds the time and it has not aired.

import type { ProgrammeRecord } from '../records.ts'
import { overlaps, subtractIntervals } from '../time/intervals.ts'
import { instantToLocal } from '../time/station-time.ts'
import type { Interval } from '../types.ts'

/** A timeslot as it was when a resolution took its time (a change-log snapshot of its row). */
export interface DisplacedSlot extends Interval {
  id: number
  scheduleId: number
  showId: number
  /** What the resolution left of it: the rest was taken, and comes back. */
  kept: readonly Interval[]
}

export interface Occupant extends Interval {
  id: number
  scheduleId: number
  showId: number
}

export interface RestorationInput {
  /** In displacement order (a row may come several times); the latest is undone first, as a stack. */
  displaced: readonly DisplacedSlot[]
  /** Every timeslot overlapping any displaced one, after the overriding timeslots went. */
  occupants: readonly Occupant[]
  /** Ids some timeslot has now (anywhere): a returning row takes its old id only when it is free. */
  takenIds: ReadonlySet<number>
  /** Why a displaced row may not come back at all (its schedule is gone, ended or cancelled that day), by id. */
  unavailable: ReadonlyMap<number, string>
  /** What started before now has aired: nothing comes back into it. */
  now: number
  minMs: number
  zone: string
}

/** A row that comes back anew: the displaced one's content over `start`–`end`, with its old id or a new one. */
export interface ReturningSlot extends Interval {
  from: DisplacedSlot
  id: number | null
}

export interface NotRestoredSlot {
  id: number
  scheduleId: number
  showId: number
  start: number
  end: number
  reason: string
}

/** What came back (the timeslots as they are now) and what could not. Both empty: nothing was displaced. */
export interface Restoration {
  restored: ProgrammeRecord[]
  notRestored: NotRestoredSlot[]
}

/** A displaced row whose time another timeslot holds now goes onto the holder's stack, to come back when it goes. */
export interface HandOver {
  holderId: number
  slot: DisplacedSlot
  kept: Interval[]
}

export interface RestorationPlan {
  update: Array<{ id: number } & Interval>
  /** Pieces merged into another piece of the same row (a split tail). */
  remove: number[]
  insert: ReturningSlot[]
  notRestored: NotRestoredSlot[]
  handOver: HandOver[]
}

/** An occupant, or a row the plan inserts (key < 0). */
interface Row extends Interval {
  key: number
  scheduleId: number
  showId: number
  from?: DisplacedSlot
  returningId?: number | null
}

// E.g. a 20–22 split by a special 20:30–21 into head 1 and tail 9: head grows back to 20–22, tail 9 goes.
export function planRestoration(input: RestorationInput): RestorationPlan {
  const rows = new RowIndex()
  for (const o of input.occupants)
    rows.set({ key: o.id, scheduleId: o.scheduleId, showId: o.showId, start: o.start, end: o.end })
  const original = new Map(input.occupants.map((o) => [o.id, o]))
  const usedIds = new Set(input.takenIds)
  const notRestored: NotRestoredSlot[] = []
  const handOver: HandOver[] = []
  const left = (slot: DisplacedSlot, part: Interval, reason: string) =>
    notRestored.push({
      id: slot.id,
      scheduleId: slot.scheduleId,
      showId: slot.showId,
      start: part.start,
      end: part.end,
      reason,
    })
  let nextKey = -1

  for (const slot of [...input.displaced].reverse()) {
    const why = input.unavailable.get(slot.id)
    if (why !== undefined) {
      left(slot, slot, why)
      continue
    }
    // Only what was taken comes back: time of the row freed since in another way (a piece cancelled) stays free.
    const taken = subtractIntervals(slot, slot.kept)
    const around = rows.overlapping(slot)
    const pieces = around.filter((row) => row.scheduleId === slot.scheduleId)
    const others = around.filter(
      (row) => row.scheduleId !== slot.scheduleId && taken.some((part) => overlaps(part, row)),
    )
    const aired = { start: -Infinity, end: input.now }
    const free = taken.flatMap((part) => subtractIntervals(part, [...others, aired]))
    const region = mergeTouching([...free, ...pieces])

    for (const part of region) {
      const inPart = pieces.filter((piece) => overlaps(piece, part))
      const keeper = inPart.find((piece) => piece.key === slot.id) ?? inPart[0]
      if (keeper === undefined) {
        if (part.end - part.start < input.minMs) {
          left(slot, part, 'too short to be a timeslot')
          continue
        }
        const id = usedIds.has(slot.id) ? null : slot.id
        if (id !== null) usedIds.add(id)
        const key = nextKey--
        rows.set({ key, scheduleId: slot.scheduleId, showId: slot.showId, ...part, from: slot, returningId: id })
        continue
      }
      rows.set({ ...keeper, ...part })
      for (const piece of inPart) if (piece !== keeper) rows.delete(piece.key)
    }

    for (const other of others) {
      const held = taken
        .filter((part) => overlaps(part, other))
        .map((part) => ({ start: Math.max(part.start, other.start), end: Math.min(part.end, other.end) }))
      for (const part of held) left(slot, part, occupiedBy(other, input.zone))
      if (other.key > 0) handOver.push({ holderId: other.key, slot, kept: subtractIntervals(slot, held) })
    }
    for (const part of taken) {
      for (const past of subtractIntervals({ start: part.start, end: Math.min(part.end, input.now) }, [
        ...region,
        ...others,
      ])) {
        left(slot, past, 'has aired (it was not this show)')
      }
    }
  }

  const plan: RestorationPlan = { update: [], remove: [], insert: [], notRestored, handOver }
  for (const [id, before] of original) {
    const after = rows.get(id)
    if (after === undefined) plan.remove.push(id)
    else if (after.start !== before.start || after.end !== before.end)
      plan.update.push({ id, start: after.start, end: after.end })
  }
  for (const row of rows.all()) {
    if (row.key < 0) plan.insert.push({ from: row.from!, id: row.returningId ?? null, start: row.start, end: row.end })
  }
  plan.insert.sort((a, b) => a.start - b.start)
  return plan
}

const BUCKET_MS = 86_400_000

// Rows filed by the days they touch, so giving back a season's hundreds of rows is linear, not quadratic;
// they come out in key order (a Map's), so the plan does not depend on the index.
class RowIndex {
  private readonly rows = new Map<number, Row>()
  private readonly order = new Map<number, number>()
  private readonly buckets = new Map<number, Set<number>>()

  private *days(interval: Interval): Generator<number> {
    const last = Math.floor((interval.end - 1) / BUCKET_MS)
    for (let day = Math.floor(interval.start / BUCKET_MS); day <= last; day += 1) yield day
  }

  get(key: number): Row | undefined {
    return this.rows.get(key)
  }

  set(row: Row): void {
    this.delete(row.key)
    if (!this.order.has(row.key)) this.order.set(row.key, this.order.size)
    this.rows.set(row.key, row)
    for (const day of this.days(row)) {
      const keys = this.buckets.get(day)
      if (keys === undefined) this.buckets.set(day, new Set([row.key]))
      else keys.add(row.key)
    }
  }

  delete(key: number): void {
    const row = this.rows.get(key)
    if (row === undefined) return
    for (const day of this.days(row)) this.buckets.get(day)?.delete(key)
    this.rows.delete(key)
  }

  overlapping(interval: Interval): Row[] {
    const keys = new Set<number>()
    for (const day of this.days(interval)) for (const key of this.buckets.get(day) ?? []) keys.add(key)
    return [...keys]
      .map((key) => this.rows.get(key)!)
      .filter((row) => overlaps(row, interval))
      .sort((a, b) => this.order.get(a.key)! - this.order.get(b.key)!)
  }

  all(): Row[] {
    return [...this.rows.values()].sort((a, b) => this.order.get(a.key)! - this.order.get(b.key)!)
  }
}

function occupiedBy(other: Row, zone: string): string {
  const at = (ms: number) => instantToLocal(ms, zone)
  const what = other.key < 0 ? 'a timeslot given back' : `timeslot ${other.key}`
  return `${what} of show ${other.showId} airs there now (${at(other.start)} to ${at(other.end)})`
}

function mergeTouching(intervals: readonly Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start)
  const merged: Interval[] = []
  for (const next of sorted) {
    const last = merged.at(-1)
    if (last !== undefined && next.start <= last.end) last.end = Math.max(last.end, next.end)
    else merged.push({ start: next.start, end: next.end })
  }
  return merged
}
