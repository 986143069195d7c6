/** Giving displaced timeslots back, in the same write, when what an `ours*` solution created goes away. */

import { findColliding } from '../../db/programme/colliding-timeslots.ts'
import * as episodesDb from '../../db/programme/episodes.ts'
import { findProgrammeByIds } from '../../db/programme/programme.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import * as showsDb from '../../db/programme/shows.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import type { RowSnapshot } from '../../domain/changes/revert.ts'
import { occurrenceAt } from '../../domain/recurrence/projection.ts'
import {
  type DisplacedSlot,
  type HandOver,
  planRestoration,
  type Restoration,
} from '../../domain/resolution/give-back-rules.ts'
import type { Interval } from '../../domain/types.ts'
import type { ServiceContext } from '../context.ts'
import type { WriteScope } from '../write.ts'

/** How a write gives back: in the station's zone, no new timeslot shorter than `minMs`. */
export interface RestoreOptions {
  zone: string
  minMs: number
}

const NOTHING_RESTORED: Restoration = { restored: [], notRestored: [] }

/** The options of a write that gives back (`restore` true or absent), or undefined (`restore=false`). */
export function restoreOptions(ctx: ServiceContext, restore: boolean | undefined): RestoreOptions | undefined {
  return restore === false ? undefined : { zone: ctx.config.stationTimeZone, minMs: ctx.config.minSlotMinutes * 60_000 }
}

/** One entry of a timeslot's `displaced`: a row as it was, and what the resolution left of it. */
export interface DisplacedEntry {
  row: RowSnapshot
  kept: Array<{ start: string; end: string }>
}

export function displacedEntry(row: RowSnapshot, kept: readonly Interval[]): DisplacedEntry {
  const iso = (ms: number) => new Date(ms).toISOString()
  return { row, kept: kept.map((part) => ({ start: iso(part.start), end: iso(part.end) })) }
}

/** Gives back what the `removed` timeslots displaced, as far as the programme is free. */
export async function restoreDisplaced(
  scope: WriteScope,
  removed: readonly timeslotsDb.TimeslotRow[],
  options: RestoreOptions | undefined,
): Promise<Restoration> {
  if (options === undefined) return NOTHING_RESTORED
  return giveBackEntries(
    scope,
    [...removed].sort((a, b) => a.id - b.id).flatMap((row) => (Array.isArray(row.displaced) ? row.displaced : [])),
    options,
  )
}

/** Gives back a stack of `displaced` entries (a timeslot's, or a holiday's that goes), as far as the programme is free. */
export async function giveBackEntries(
  scope: WriteScope,
  stack: readonly unknown[],
  options: RestoreOptions,
): Promise<Restoration> {
  const entries = stack as DisplacedEntry[]
  if (entries.length === 0) return NOTHING_RESTORED
  const displaced = entries.map(toDisplaced)
  const snapshots = entries.map((entry) => entry.row)
  const byId = new Map(snapshots.map((snapshot) => [snapshot.id as number, snapshot]))

  // Load: the programme around, the ids taken, and whether each row may come back at all.
  const occupants = await findColliding(scope.tx, displaced)
  const takenIds = await timeslotsDb.findExistingIds(
    scope.tx,
    displaced.map((slot) => slot.id),
  )
  const unavailable = await unavailableSlots(scope, displaced, options.zone, await scope.ownership.changeable())
  const plan = planRestoration({
    displaced,
    occupants,
    takenIds,
    unavailable,
    now: scope.now,
    zone: options.zone,
    minMs: options.minMs,
  })

  // Write: merged pieces out, grown rows, returning rows (with their old id where free), hand-overs.
  for (const row of await timeslotsDb.removeMany(scope.tx, plan.remove)) scope.record('timeslot', row, null)
  for (const { before, after } of await timeslotsDb.updateTimes(scope.tx, plan.update, scope.caller.userId))
    scope.record('timeslot', before, after)
  const inserted = plan.insert.map((slot) => ({ slot, snapshot: byId.get(slot.from.id)! }))
  const episodes = await episodesDb.findExistingIds(
    scope.tx,
    inserted.flatMap(({ snapshot }) => (typeof snapshot.episodeId === 'number' ? [snapshot.episodeId] : [])),
  )
  const returning = inserted.map(({ slot, snapshot }) => {
    // An episode deleted since is gone from the returning row, as it went from every row that carried it.
    const episodeId =
      typeof snapshot.episodeId === 'number' && episodes.has(snapshot.episodeId) ? snapshot.episodeId : null
    const content: RowSnapshot = {
      ...snapshot,
      episodeId,
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    }
    return { slot, content, episodeId }
  })
  const withId = returning.filter(({ slot }) => slot.id !== null).map(({ content }) => content)
  for (const row of await timeslotsDb.insertSnapshots(scope.tx, withId, scope.caller.userId))
    scope.recordSnapshot('timeslot', null, row)
  const anew = await timeslotsDb.insertMany(
    scope.tx,
    returning
      .filter(({ slot }) => slot.id === null)
      .map(({ slot, content, episodeId }) => ({
        scheduleId: slot.from.scheduleId,
        showId: slot.from.showId,
        isRepetition: content.isRepetition === true,
        mediaId: typeof content.mediaId === 'number' ? content.mediaId : null,
        episodeId,
        memo: typeof content.memo === 'string' ? content.memo : '',
        displaced: Array.isArray(content.displaced) ? content.displaced : [],
        start: slot.start,
        end: slot.end,
      })),
    scope.caller.userId,
  )
  for (const row of anew) scope.record('timeslot', null, row)
  await handOver(scope, plan.handOver, byId)

  const restoredIds = [
    ...plan.update.map((slot) => slot.id),
    ...withId.map((row) => row.id as number),
    ...anew.map((row) => row.id),
  ]
  return { restored: await findProgrammeByIds(scope.tx, restoredIds), notRestored: plan.notRestored }
}

/** A row whose time a special holds goes onto its stack, so no layer is lost; free air is held for good. */
async function handOver(
  scope: WriteScope,
  handOvers: readonly HandOver[],
  snapshots: ReadonlyMap<number, RowSnapshot>,
): Promise<void> {
  if (handOvers.length === 0) return
  const stacks = await timeslotsDb.findDisplaced(scope.tx, [...new Set(handOvers.map((entry) => entry.holderId))])
  const added = new Map<number, DisplacedEntry[]>()
  for (const { holderId, slot, kept } of handOvers) {
    if ((stacks.get(holderId) ?? []).length === 0) continue
    added.set(holderId, [...(added.get(holderId) ?? []), displacedEntry(snapshots.get(slot.id)!, kept)])
  }
  for (const [id, entries] of added) {
    const { before, after } = await timeslotsDb.setDisplaced(scope.tx, id, [...stacks.get(id)!, ...entries])
    scope.record('timeslot', before, after)
  }
}

function toDisplaced({ row, kept }: DisplacedEntry): DisplacedSlot {
  return {
    id: row.id as number,
    scheduleId: row.scheduleId as number,
    showId: row.showId as number,
    start: Date.parse(String(row.start)),
    end: Date.parse(String(row.end)),
    kept: kept.map((part) => ({ start: Date.parse(part.start), end: Date.parse(part.end) })),
  }
}

/** Why a displaced row may not come back at all: its show or schedule is gone or not the caller's, or no air. */
async function unavailableSlots(
  scope: WriteScope,
  displaced: readonly DisplacedSlot[],
  zone: string,
  mayChange: (showId: number) => boolean,
): Promise<Map<number, string>> {
  const schedules = new Map(
    (await schedulesDb.findByIds(scope.tx, [...new Set(displaced.map((slot) => slot.scheduleId))])).map((row) => [
      row.id,
      schedulesDb.toScheduleRecord(row),
    ]),
  )
  const archived = await showsDb.findArchivedIds(scope.tx, [...new Set(displaced.map((slot) => slot.showId))])
  const unavailable = new Map<number, string>()
  const why = (slot: DisplacedSlot): string | null => {
    if (!mayChange(slot.showId)) return `show ${slot.showId} is not one of your shows`
    if (archived.has(slot.showId)) return `show ${slot.showId} was deleted`
    const schedule = schedules.get(slot.scheduleId)
    if (schedule === undefined) return `its schedule ${slot.scheduleId} was deleted`
    // A broadcast moved on its own airs where it was moved, whatever its schedule's rule says.
    if (schedule.moved?.some((entry) => entry.timeslotId === slot.id) === true) return null
    const spec = schedule.spec
    const occurrence = occurrenceAt(spec, slot, zone)
    if (occurrence === null) return `its schedule ${slot.scheduleId} no longer airs at that time`
    if (spec.exceptions?.includes(occurrence.date))
      return `its schedule ${slot.scheduleId} cancelled ${occurrence.date}`
    if (spec.lastDate !== null && occurrence.date > spec.lastDate)
      return `its schedule ${slot.scheduleId} ended on ${spec.lastDate}`
    if (slot.start < scope.now && spec.lastDate === occurrence.date)
      return `its schedule ${slot.scheduleId} ends with this broadcast, which has begun`
    return null
  }
  for (const slot of displaced) {
    const reason = why(slot)
    if (reason !== null) unavailable.set(slot.id, reason)
  }
  return unavailable
}

/** The change log's words for what came back, after a write's own summary. */
export function givenBack(restoration: Restoration): string {
  const parts = []
  if (restoration.restored.length > 0) parts.push(`${restoration.restored.length} displaced timeslot(s) given back`)
  if (restoration.notRestored.length > 0) parts.push(`${restoration.notRestored.length} part(s) could not come back`)
  return parts.length === 0 ? '' : `; ${parts.join(', ')}`
}
