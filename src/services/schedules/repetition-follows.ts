/**
 * Repetitions that follow their original (issue 32): a repetition schedule names the schedule it repeats, each timeslot
 * the broadcast it repeats. What happens to an original (cancelled, pre-empted, moved) happens to its repetitions not
 * started, in the same write; a repetition is of its original's show.
 */

import { findHolidayDays } from '../../db/programme/holidays.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import { occurrenceAt } from '../../domain/recurrence/projection.ts'
import {
  airDateOf,
  followMove,
  pairRepetitions,
  type RepetitionOffset,
  repetitionDate,
} from '../../domain/schedules/repetitions.ts'
import { type ScheduleRecord, withException } from '../../domain/schedules/schedule.ts'
import type { Interval, ProjectedSlot } from '../../domain/types.ts'
import { AppError, ERRORS } from '../../errors.ts'
import type { WriteScope } from '../write.ts'

/** `follow` (absent): what happens to an original happens to its repetitions; `keep`: they stay as they are. */
export type RepetitionsChoice = 'follow' | 'keep'

const FIELD = 'schedule/repeatOf'

function refused(message: string): AppError {
  return new AppError(ERRORS.scheduleRepeatOfInvalid, `repeatOf ${message}`, [{ path: FIELD, message }])
}

/** The schedule a repetition names, checked under the lock: an original of the same show. */
export async function checkRepeatOf(
  scope: WriteScope,
  repetition: { id: number | null; showId: number; isRepetition: boolean },
  repeatOf: number,
): Promise<ScheduleRecord> {
  if (repeatOf === repetition.id)
    throw refused('names this schedule itself; name the schedule whose broadcasts it repeats')
  if (!repetition.isRepetition)
    throw refused(
      'needs isRepetition: true (only a repetition repeats another schedule); send isRepetition: true or leave repeatOf out',
    )
  const row = await schedulesDb.findById(scope.tx, repeatOf)
  if (row === null)
    throw refused(
      `names schedule ${repeatOf}, which does not exist; name an existing schedule of show ${repetition.showId}`,
    )
  const original = schedulesDb.toScheduleRecord(row)
  if (original.showId !== repetition.showId) {
    throw refused(
      `names schedule ${repeatOf} of show ${original.showId}; a repetition repeats a schedule of its own show ${repetition.showId}`,
    )
  }
  if (original.isRepetition) {
    throw refused(
      `names schedule ${repeatOf}, a repetition itself; name the schedule of the original broadcasts${original.repeatOfId == null ? '' : ` (${original.repeatOfId})`}`,
    )
  }
  return original
}

/** The original's broadcasts that have not started, with their air dates: what repetitions are linked to. */
async function originalsOf(
  scope: WriteScope,
  originalScheduleId: number,
  offset: RepetitionOffset,
  zone: string,
): Promise<Array<{ id: number; date: string }>> {
  // From the offset (weekends included) before now: a repetition that has not started may repeat a broadcast that has aired.
  const rows = await timeslotsDb.findNotStarted(
    scope.tx,
    originalScheduleId,
    scope.now - ((offset.addDaysNo ?? 0) * 2 + 4) * 86_400_000,
  )
  return rows.map((row) => ({ id: row.id, date: airDateOf(row.start.getTime(), zone) }))
}

/** For a write of a repetition schedule: the original broadcast each projected timeslot repeats, by hash. */
export async function projectedLinks(
  scope: WriteScope,
  repeatOf: number | null,
  offset: RepetitionOffset,
  slots: readonly ProjectedSlot[],
  zone: string,
): Promise<(hash: string) => { repeatOfId: number } | undefined> {
  if (repeatOf === null) return () => undefined
  const counted = { ...offset, holidayDays: await findHolidayDays(scope.tx) }
  const links = pairRepetitions(
    await originalsOf(scope, repeatOf, offset, zone),
    slots.map((slot) => ({ key: slot.hash, date: slot.date })),
    counted,
  )
  return (hash) => {
    const id = links.get(hash)
    return id == null ? undefined : { repeatOfId: id }
  }
}

/** After a write of a repetition schedule: its timeslots not started nor created now get the link they should have. */
export async function relinkStanding(scope: WriteScope, schedule: ScheduleRecord, zone: string): Promise<void> {
  const own = await timeslotsDb.findNotStarted(scope.tx, schedule.id, scope.now)
  const repeatOf = schedule.repeatOfId ?? null
  const links =
    repeatOf === null
      ? new Map<number, number | null>()
      : pairRepetitions(
          await originalsOf(scope, repeatOf, schedule.spec, zone),
          own.map((row) => ({ key: row.id, date: airDateOf(row.start.getTime(), zone) })),
          { ...schedule.spec, holidayDays: await findHolidayDays(scope.tx) },
        )
  const changed = own.flatMap((row) => {
    const link = links.get(row.id) ?? null
    return row.repeatOfId === link ? [] : [{ id: row.id, repeatOfId: link }]
  })
  for (const { before, after } of await timeslotsDb.setRepeatOf(scope.tx, changed, scope.caller.userId))
    scope.record('timeslot', before, after)
}

/** A repetition's projection without occurrences pre-empted with their original (they wait on a stack). */
export async function withoutPreempted<P extends { slots: readonly ProjectedSlot[] }>(
  scope: WriteScope,
  scheduleId: number,
  projection: P,
): Promise<P> {
  const held = await timeslotsDb.findDisplacedStarts(scope.tx, scheduleId)
  return held.size === 0
    ? projection
    : { ...projection, slots: projection.slots.filter((slot) => !held.has(slot.start)) }
}

/** The repetitions that follow these originals (not started, not among `excluded`); none when the client keeps them. */
export async function followersOf(
  scope: WriteScope,
  originalIds: readonly number[],
  choice: RepetitionsChoice | undefined,
  excluded: ReadonlySet<number> = new Set(),
): Promise<timeslotsDb.TimeslotRow[]> {
  if (choice === 'keep' || originalIds.length === 0) return []
  return (await timeslotsDb.findRepetitionsOf(scope.tx, originalIds, scope.now)).filter((row) => !excluded.has(row.id))
}

/** Cancels repetitions as their original was (each an exception of its schedule); answers them as they were. */
export async function cancelFollowers(
  scope: WriteScope,
  followers: readonly timeslotsDb.TimeslotRow[],
  zone: string,
): Promise<timeslotsDb.TimeslotRow[]> {
  if (followers.length === 0) return []
  const bySchedule = new Map<number, timeslotsDb.TimeslotRow[]>()
  for (const row of followers) bySchedule.set(row.scheduleId, [...(bySchedule.get(row.scheduleId) ?? []), row])
  for (const [scheduleId, rows] of bySchedule) {
    const stored = await schedulesDb.findById(scope.tx, scheduleId)
    if (stored === null) continue
    const spec = schedulesDb.toScheduleRecord(stored).spec
    let exceptions = spec.exceptions ?? []
    for (const row of rows) {
      const occurrence = occurrenceAt(spec, { start: row.start.getTime(), end: row.end.getTime() }, zone)
      if (occurrence !== null) exceptions = withException(exceptions, occurrence.date)
    }
    if (exceptions.length !== (spec.exceptions ?? []).length) {
      const updated = await schedulesDb.update(
        scope.tx,
        scheduleId,
        { exceptionDates: exceptions.map(schedulesDb.toDateColumn) },
        scope.caller.userId,
      )
      scope.record('schedule', stored, updated)
    }
  }
  const removed = await timeslotsDb.removeMany(
    scope.tx,
    followers.map((row) => row.id),
  )
  for (const row of removed) scope.record('timeslot', row, null)
  return removed
}

/** A single-broadcast move's hook: where each repetition goes (its time of day, the original's new date + offset). */
export function repetitionMoves(
  original: { before: Interval; after: Interval },
  repetitions: ReadonlyArray<{ id: number } & Interval>,
  offset: RepetitionOffset,
  zone: string,
  now: number,
): Array<{ id: number } & Interval> {
  if (original.before.start === original.after.start) return []
  return repetitions
    .filter((row) => row.start >= now)
    .map((row) => ({ id: row.id, ...followMove(row, original.after.start, offset, zone) }))
    .filter((moved, i) => moved.start !== repetitions[i]!.start || moved.end !== repetitions[i]!.end)
}

/** A repetition a single-broadcast move of its original takes along: its row, its schedule, where it goes. */
export interface FollowingRepetition {
  row: timeslotsDb.TimeslotRow
  schedule: { row: schedulesDb.ScheduleRow; record: ScheduleRecord }
  to: Interval
}

/** The repetitions that follow a single-broadcast move: not started, still airing where the offset puts them. */
export async function followingRepetitions(
  scope: WriteScope,
  original: { id: number; before: Interval; after: Interval },
  choice: RepetitionsChoice | undefined,
  holidayDays: ReadonlySet<number>,
  zone: string,
): Promise<FollowingRepetition[]> {
  const rows = await followersOf(scope, [original.id], choice)
  if (rows.length === 0) return []
  const schedules = new Map<number, { row: schedulesDb.ScheduleRow; record: ScheduleRecord }>()
  for (const row of rows) {
    if (schedules.has(row.scheduleId)) continue
    const stored = (await schedulesDb.findById(scope.tx, row.scheduleId))!
    schedules.set(row.scheduleId, { row: stored, record: schedulesDb.toScheduleRecord(stored) })
  }
  const originalDate = airDateOf(original.before.start, zone)
  return rows.flatMap((row) => {
    const schedule = schedules.get(row.scheduleId)!
    const offset = { ...schedule.record.spec, holidayDays }
    const interval = { id: row.id, start: row.start.getTime(), end: row.end.getTime() }
    if (airDateOf(interval.start, zone) !== repetitionDate(originalDate, offset)) return []
    const [moved] = repetitionMoves(original, [interval], offset, zone, scope.now)
    return moved === undefined ? [] : [{ row, schedule, to: { start: moved.start, end: moved.end } }]
  })
}
