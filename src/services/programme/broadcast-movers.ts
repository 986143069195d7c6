/** The broadcasts a single-broadcast move places (the one asked for, its repetitions), with their checks. */

import { findColliding } from '../../db/programme/colliding-timeslots.ts'
import type * as schedulesDb from '../../db/programme/schedules.ts'
import type * as timeslotsDb from '../../db/programme/timeslots.ts'
import { occurrenceAt } from '../../domain/recurrence/projection.ts'
import type { NewSlot } from '../../domain/resolution/resolution-plan.ts'
import { timeslotHash } from '../../domain/resolution/schedule-hash.ts'
import type { MovedOccurrence } from '../../domain/schedules/moved-occurrences.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import { overlaps } from '../../domain/time/intervals.ts'
import { instantToLocal } from '../../domain/time/station-time.ts'
import { lastInstant, parseInstant } from '../../domain/time/window.ts'
import type { ExistingSlot, Interval, ProjectedSlot, ScheduleSpec } from '../../domain/types.ts'
import { AppError, ERRORS, fieldError } from '../../errors.ts'
import { toExistingSlot } from '../schedules/schedule-cycle.ts'

/** A broadcast a move places: the one asked for, or a repetition that follows it. */
export interface Mover {
  row: timeslotsDb.TimeslotRow
  schedule: { row: schedulesDb.ScheduleRow; record: ScheduleRecord }
  from: Interval
  target: Interval
  /** Its air still to come at the new time, as the cycle's projected timeslot; null when none is left. */
  slot: ProjectedSlot | null
  /** The broadcast as it stands: replaced by the move, so no collision. */
  self: ExistingSlot
  left: { date: string | null }
}

/** A mover as the cycle's plan placed it: its first piece, the rest of a split, where it ends up. */
export interface Placed extends Mover {
  first: NewSlot | undefined
  rest: NewSlot[]
  final: Interval
  /** Its new time covers its old: what it displaced there stays displaced. */
  keepsItsAir: boolean
}

/** The longest broadcast a move makes: as long as a schedule's (an endTime before startTime ends the next day). */
const MAX_MOVED_MS = 24 * 3_600_000

/** The move's new times, checked on their own. */
export function moveTarget(submission: { start: string; end: string }, zone: string): Interval {
  const to = { start: instantOf(submission.start, 'start', zone), end: instantOf(submission.end, 'end', zone) }
  if (to.end <= to.start) throw moveInvalid('end', `must be after start (${instantToLocal(to.start, zone)})`)
  if (to.end > lastInstant(zone)) throw moveInvalid('end', 'must be before the year 10000')
  if (to.end - to.start > MAX_MOVED_MS)
    throw moveInvalid('end', 'must be at most 24 hours after start (a broadcast is at most a day long)')
  return to
}

function instantOf(value: string, field: 'start' | 'end', zone: string): number {
  const instant = parseInstant(value, zone)
  if (instant === null)
    throw moveInvalid(
      field,
      "must be a real 'YYYY-MM-DD HH:MM:SS' (station time) or an ISO 8601 instant such as 2027-01-05T19:00:00Z",
    )
  return instant
}

export async function moverOf(
  client: Parameters<typeof findColliding>[0],
  row: timeslotsDb.TimeslotRow,
  showName: string,
  schedule: Mover['schedule'],
  target: Interval,
  at: { now: number; holidays: ReadonlySet<number>; zone: string },
): Promise<Mover> {
  const spec = schedule.record.spec
  const air = { start: Math.max(target.start, at.now), end: target.end }
  return {
    row,
    schedule,
    from: { start: row.start.getTime(), end: row.end.getTime() },
    target,
    slot: air.end > air.start ? projectedSlot(air, target, spec, at.zone) : null,
    self: toExistingSlot({ ...row, showName }),
    left: await leftOccurrence(client, spec, schedule.record.moved ?? [], row, at.zone, at.holidays),
  }
}

/** The repetitions' new times must lie ahead and clear of each other and of the original's. */
export function checkRepetitionTargets(movers: readonly Mover[], now: number, zone: string): void {
  for (const [index, m] of movers.entries()) {
    if (index === 0) continue
    const when = `${instantToLocal(m.target.start, zone)}–${instantToLocal(m.target.end, zone)}`
    if (m.target.start < now)
      throw moveInvalid(
        'repetitions',
        `would move repetition ${m.row.id} to ${when}, which has passed; move the original later, or send repetitions: "keep"`,
      )
    const other = movers.find((o, i) => i < index && overlaps(o.target, m.target))
    if (other !== undefined)
      throw moveInvalid(
        'repetitions',
        `would move repetition ${m.row.id} to ${when}, over timeslot ${other.row.id}'s new time; choose another time, or send repetitions: "keep"`,
      )
  }
}

/** An order in which each broadcast's new time is free of those still to move (their old times). */
export function inSafeOrder<P extends { final: Interval; from: Interval }>(placed: readonly P[]): P[] {
  const pending = [...placed]
  const order: P[] = []
  while (pending.length > 0) {
    const free = pending.findIndex((p) => !pending.some((q) => q !== p && overlaps(p.final, q.from)))
    order.push(...pending.splice(Math.max(free, 0), 1))
  }
  return order
}

export function noAir(id: number, original: boolean): AppError {
  return new AppError(
    ERRORS.timeslotMoveNoAir,
    original
      ? `the solutions leave timeslot ${id} no air at its new time; choose another solution, or DELETE it to cancel the broadcast`
      : `the solutions leave repetition ${id} no air at its new time; choose another solution, or send repetitions: "keep"`,
    [{ path: 'solutions', message: "leave the moved broadcast no time (a 'theirs' against what fills it)" }],
  )
}

/** The occurrence the broadcast leaves: its entry's if it moved before; none while another piece of it airs. */
async function leftOccurrence(
  client: Parameters<typeof findColliding>[0],
  spec: ScheduleSpec,
  moved: readonly MovedOccurrence[],
  row: timeslotsDb.TimeslotRow,
  zone: string,
  holidays: ReadonlySet<number>,
): Promise<{ date: string | null }> {
  const previous = moved.find((entry) => entry.timeslotId === row.id)
  if (previous !== undefined) return { date: previous.date }
  const occurrence = occurrenceAt(spec, { start: row.start.getTime(), end: row.end.getTime() }, zone, holidays)
  if (occurrence === null) return { date: null }
  // The whole occurrence has no other piece: asked only of a trimmed or split one.
  if (occurrence.start === row.start.getTime() && occurrence.end === row.end.getTime()) return { date: occurrence.date }
  const pieces = await findColliding(client, [occurrence])
  return {
    date: pieces.some((piece) => piece.scheduleId === row.scheduleId && piece.id !== row.id) ? null : occurrence.date,
  }
}

/** The moved broadcast as the cycle's projected timeslot; its hash names the requested times, so a resent move keeps its `solutions` keys. */
function projectedSlot(air: Interval, target: Interval, spec: ScheduleSpec, zone: string): ProjectedSlot {
  const [localStart, localEnd] = [instantToLocal(air.start, zone), instantToLocal(air.end, zone)]
  const hash = timeslotHash(
    instantToLocal(target.start, zone),
    instantToLocal(target.end, zone),
    spec.ruleId,
    spec.byWeekday,
  )
  return { start: air.start, end: air.end, date: localStart.slice(0, 10), hash, localStart, localEnd, isPast: false }
}

export function moveInvalid(field: 'start' | 'end' | 'repetitions', message: string): AppError {
  return fieldError(ERRORS.timeslotMoveInvalid, field, message)
}
