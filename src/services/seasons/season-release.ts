/**
 * Dates a `replace` season gives back (it is shortened, moved or deleted) belong to the regular
 * programme again. Giving back returns what stepped aside; a regular schedule created or extended
 * while the season covered those dates never projected there (its occurrences were skipped with the
 * reason `season`), so its occurrences on the released dates are created here, in the same write,
 * where the programme is free (as a holiday that goes brings back what it had kept out).
 */

import { findHolidayDays } from '../../db/programme/holidays.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import * as seasonsDb from '../../db/programme/seasons.ts'
import type { CreatedTimeslot } from '../../domain/holidays/holiday-effects.ts'
import type { ProgrammeRecord } from '../../domain/records.ts'
import { validateSchedule } from '../../domain/recurrence/schedule-validation.ts'
import { withoutMoved } from '../../domain/schedules/moved-occurrences.ts'
import { startsInside } from '../../domain/seasons/seasons.ts'
import { parseLocalDate } from '../../domain/time/civil-dates.ts'
import { instantToLocal } from '../../domain/time/station-time.ts'
import type { Interval } from '../../domain/types.ts'
import type { ServiceContext } from '../context.ts'
import { createOccurrences } from '../holidays/holiday-effects.ts'
import { projectAt } from '../schedules/schedule-cycle.ts'
import type { WriteScope } from '../write.ts'

const CLOCK_MARGIN_MS = 60_000

/** The instants of `before` that `after` (null: none) no longer covers: at most a piece on each side. */
export function releasedWindows(before: Interval, after: Interval | null): Interval[] {
  if (after === null || after.end <= before.start || before.end <= after.start) return [before]
  return [
    { start: before.start, end: after.start },
    { start: after.end, end: before.end },
  ].filter((part) => part.start < part.end)
}

/**
 * Creates the regular recurring schedules' occurrences that start in `windows` (from now on) and
 * have no timeslot of their schedule there, where the programme is free; answers the timeslots created.
 * `seasonCreatedAt`: when the season was created (its row's stamp); `givenBack`: what this write gave
 * back already (present, so not asked for again).
 */
export async function projectReleased(
  ctx: ServiceContext,
  scope: WriteScope,
  windows: readonly Interval[],
  seasonCreatedAt: number,
  givenBack: readonly ProgrammeRecord[],
): Promise<ProgrammeRecord[]> {
  const zone = ctx.config.stationTimeZone
  const open = windows
    .map((window) => ({ start: Math.max(window.start, scope.now), end: window.end }))
    .filter((window) => window.start < window.end)
  if (open.length === 0) return []
  const dates = open.flatMap((window) => [instantToLocal(window.start, zone), instantToLocal(window.end, zone)])
  const from = dates.reduce((a, b) => (a < b ? a : b)).slice(0, 10)
  const to = dates.reduce((a, b) => (a > b ? a : b)).slice(0, 10)
  // A schedule unchanged since the season began had its occurrences there when the season took them
  // (they came back with the giving back); only one created or changed since (a PUT, a horizon
  // extension, a revert: each stamps it) can have skipped them. The stamps come from the app's clock
  // and the season's from the database's: a minute's margin covers their skew.
  const since = new Date(seasonCreatedAt - CLOCK_MARGIN_MS)
  const schedules = await seasonsDb.findRegularTouching(scope.tx, from, to, since)
  if (schedules.length === 0) return []
  const holidays = await findHolidayDays(scope.tx)
  const present = new Set(givenBack.map((slot) => `${slot.scheduleId}@${slot.start}`))
  const candidates: CreatedTimeslot[] = []
  for (const row of schedules) {
    const record = schedulesDb.toScheduleRecord(row)
    const checked = validateSchedule(record.spec)
    if ('problem' in checked) continue
    // Only the occurrences that can land on the released dates: generated on them, or up to a shift before.
    const reach = 2 * checked.addDays + 7 + Math.min(holidays.size, 366)
    const days = { start: (parseLocalDate(from) as number) - reach, end: parseLocalDate(to) as number }
    const projection = projectAt(ctx, checked, scope.now, holidays, days)
    if (!projection.ok) continue
    for (const slot of withoutMoved(projection, record.moved ?? []).slots) {
      if (slot.isPast || !open.some((window) => startsInside(slot, window))) continue
      if (present.has(`${record.id}@${slot.start}`)) continue
      candidates.push({
        scheduleId: record.id,
        showId: record.showId,
        isRepetition: record.isRepetition,
        date: slot.date,
        start: slot.start,
        end: slot.end,
        carries: null,
      })
    }
  }
  if (candidates.length === 0) return []
  // Others may be there too (given back earlier): only the missing ones are worth a collision query.
  const absent = await seasonsDb.findMissingStarts(scope.tx, candidates)
  const missing = candidates.filter((_, position) => absent.has(position))
  return (await createOccurrences(scope, missing, zone)).created
}
