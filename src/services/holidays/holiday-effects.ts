/**
 * A change to the holidays applied to the programme in the same write: occurrences that went are removed, those
 * that came are created where free, and what a removed holiday had taken is given back first.
 */

import { findColliding, findOwnFuture } from '../../db/programme/colliding-timeslots.ts'
import { findHolidayBoundSchedules } from '../../db/programme/holidays.ts'
import { findProgrammeByIds } from '../../db/programme/programme.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import { type RowSnapshot, toSnapshot } from '../../domain/changes/revert.ts'
import {
  type AffectedSchedule,
  type CreatedTimeslot,
  freeOf,
  planHolidayEffects,
} from '../../domain/holidays/holiday-effects.ts'
import type { HolidayChanges } from '../../domain/holidays/holiday-records.ts'
import type { ProgrammeRecord } from '../../domain/records.ts'
import { projectChecked } from '../../domain/recurrence/projection.ts'
import { validateSchedule } from '../../domain/recurrence/schedule-validation.ts'
import { addLocalDays } from '../../domain/time/civil-dates.ts'
import { instantToLocal, todayIn } from '../../domain/time/station-time.ts'
import type { LocalDate } from '../../domain/types.ts'
import type { ServiceContext } from '../context.ts'
import { displacedEntry, giveBackEntries, restoreOptions } from '../schedules/give-back.ts'
import type { WriteScope } from '../write.ts'

/** The removed timeslots, as they were, by the air date of the occurrence that went. */
export type RemovedByDate = Map<LocalDate, RowSnapshot[]>

/** Applies the change from holidays `before` to `after`, `giveBack` first; answers the removed rows by date. */
export async function applyHolidayChange(
  ctx: ServiceContext,
  scope: WriteScope,
  holidays: { before: ReadonlySet<number>; after: ReadonlySet<number> },
  giveBack: readonly unknown[] = [],
): Promise<{ changes: HolidayChanges; removedByDate: RemovedByDate }> {
  const zone = ctx.config.stationTimeZone
  const today = todayIn(zone, scope.now)
  const settings = {
    zone,
    now: scope.now,
    maxSlots: ctx.config.maxTimeslotsPerSchedule,
    defaultHorizonDays: ctx.config.scheduleHorizonDays,
  }
  const affected: AffectedSchedule[] = []
  const changed = changedDays(holidays.before, holidays.after)
  // One schedule at a time: each projection is bounded by MAX_TIMESLOTS_PER_SCHEDULE.
  for (const row of changed === null ? [] : await findHolidayBoundSchedules(scope.tx, addLocalDays(today, -366))) {
    const record = schedulesDb.toScheduleRecord(row)
    const checked = validateSchedule(record.spec)
    if ('problem' in checked || changed === null) continue
    // Only the occurrences a changed day can touch: generated on it, or up to a business-day shift before it.
    const reach = 2 * checked.addDays + 7 + Math.min(Math.max(holidays.before.size, holidays.after.size), 366)
    const days = { start: changed.start - reach, end: changed.end + 1 }
    const before = projectChecked(checked, { ...settings, holidays: holidays.before, days })
    const after = projectChecked(checked, { ...settings, holidays: holidays.after, days })
    // A stored schedule that no longer projects (its horizon passed) has nothing to change.
    if (!before.ok || !after.ok) continue
    const own =
      before.slots.length + after.slots.length === 0 ? [] : await findOwnFuture(scope.tx, record.id, scope.now)
    affected.push({
      scheduleId: record.id,
      showId: record.showId,
      isRepetition: record.isRepetition,
      businessDays: record.spec.addBusinessDaysOnly,
      before: before.slots,
      after: after.slots,
      own: own.map((slot) => ({
        id: slot.id,
        start: slot.start.getTime(),
        end: slot.end.getTime(),
        episodeId: slot.episodeId,
        mediaId: slot.mediaId,
        memo: slot.memo,
        repeatOfId: slot.repeatOfId,
      })),
    })
  }
  const effects = planHolidayEffects(affected, scope.now)

  // Write: removals first, so that what they free can be taken.
  const dateOf = new Map(effects.remove.map((entry) => [entry.id, entry.date]))
  const removedByDate: RemovedByDate = new Map()
  const removedRows = await timeslotsDb.removeMany(
    scope.tx,
    effects.remove.map((entry) => entry.id),
  )
  for (const row of removedRows) {
    scope.record('timeslot', row, null)
    const date = dateOf.get(row.id) as LocalDate
    removedByDate.set(date, [...(removedByDate.get(date) ?? []), toSnapshot(row)])
  }
  const options = restoreOptions(ctx, true)!
  const restoration =
    giveBack.length === 0 ? { restored: [], notRestored: [] } : await giveBackEntries(scope, giveBack, options)

  const { created, notCreated } = await createOccurrences(scope, effects.create, zone)
  const removed = removedRows.map((row) => ({
    id: row.id,
    scheduleId: row.scheduleId,
    showId: row.showId,
    start: row.start.getTime(),
    end: row.end.getTime(),
  }))
  return {
    changes: {
      removed,
      created: [...restoration.restored, ...created].sort((a, b) => a.start - b.start),
      notCreated: [...restoration.notRestored, ...notCreated].sort((a, b) => a.start - b.start),
    },
    removedByDate,
  }
}

/** The first and last day on which `before` and `after` differ; null: they are the same days. */
function changedDays(before: ReadonlySet<number>, after: ReadonlySet<number>): { start: number; end: number } | null {
  let start = Number.POSITIVE_INFINITY
  let end = Number.NEGATIVE_INFINITY
  for (const [one, other] of [
    [before, after],
    [after, before],
  ] as const) {
    for (const day of one) {
      if (other.has(day)) continue
      start = Math.min(start, day)
      end = Math.max(end, day)
    }
  }
  return start > end ? null : { start, end }
}

/** The occurrences that came, created where the programme is free; a schedule's own timeslot there (given back) is it already. */
export async function createOccurrences(
  scope: WriteScope,
  candidates: readonly CreatedTimeslot[],
  zone: string,
): Promise<{ created: ProgrammeRecord[]; notCreated: HolidayChanges['notCreated'] }> {
  if (candidates.length === 0) return { created: [], notCreated: [] }
  const occupants = await findColliding(scope.tx, candidates)
  const mine = candidates.filter(
    (slot) =>
      !occupants.some(
        (other) => other.scheduleId === slot.scheduleId && other.start < slot.end && slot.start < other.end,
      ),
  )
  const { free, taken } = freeOf(mine, occupants)
  const rows = await timeslotsDb.insertMany(
    scope.tx,
    free.map((slot) => ({
      scheduleId: slot.scheduleId,
      showId: slot.showId,
      isRepetition: slot.isRepetition,
      start: slot.start,
      end: slot.end,
      mediaId: slot.carries?.mediaId ?? null,
      episodeId: slot.carries?.episodeId ?? null,
      memo: slot.carries?.memo ?? '',
      repeatOfId: slot.carries?.repeatOfId ?? null,
    })),
    scope.caller.userId,
  )
  for (const row of rows) scope.record('timeslot', null, row)
  const at = (ms: number) => instantToLocal(ms, zone)
  const notCreated = taken.map(({ slot, by }) => ({
    id: null,
    scheduleId: slot.scheduleId,
    showId: slot.showId,
    start: slot.start,
    end: slot.end,
    reason:
      by === null
        ? 'another occurrence that came back holds the time'
        : `timeslot ${by.id} of show ${by.showId} airs there now (${at(by.start)} to ${at(by.end)})`,
  }))
  return {
    created: await findProgrammeByIds(
      scope.tx,
      rows.map((row) => row.id),
    ),
    notCreated,
  }
}

/** The displaced entries a new holiday keeps: the rows removed on its date, as they were. */
export function entriesOn(removedByDate: RemovedByDate, date: LocalDate): unknown[] {
  return (removedByDate.get(date) ?? []).map((row) => displacedEntry(row, []))
}
