// Repetitions that follow their original (issue 32): on its air date plus the offset (addDaysNo,
// business days when addBusinessDaysOnly), at their own time of day.
import { addBusinessDays, formatLocalDate, parseLocalDate } from '../time/civil-dates.ts'
import { instantToWall, wallToInstant } from '../time/station-time.ts'
import type { Interval, LocalDate } from '../types.ts'

const MS_PER_DAY = 86_400_000

/** How far after its original a repetition airs (a repetition schedule's addDaysNo and addBusinessDaysOnly). */
export interface RepetitionOffset {
  addDaysNo: number | null
  addBusinessDaysOnly: boolean
  holidayDays?: ReadonlySet<number>
}

/**
 * @example repetitionDate('2027-01-08', { addDaysNo: 1, addBusinessDaysOnly: true }) // '2027-01-11' (Friday → Monday)
 */
export function repetitionDate(originalDate: LocalDate, offset: RepetitionOffset): LocalDate {
  const day = parseLocalDate(originalDate) as number
  const n = offset.addDaysNo ?? 0
  return formatLocalDate(offset.addBusinessDaysOnly ? addBusinessDays(day, n, offset.holidayDays) : day + n)
}

export function airDateOf(start: number, zone: string): LocalDate {
  return formatLocalDate(Math.floor(instantToWall(start, zone) / MS_PER_DAY))
}

/**
 * Which original each repetition repeats (the earliest, when a business-day offset maps several onto one day); none: null.
 */
export function pairRepetitions<K>(
  originals: ReadonlyArray<{ id: number; date: LocalDate }>,
  repetitions: ReadonlyArray<{ key: K; date: LocalDate }>,
  offset: RepetitionOffset,
): Map<K, number | null> {
  const byDate = new Map<LocalDate, number>()
  for (const original of [...originals].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id - b.id))) {
    const date = repetitionDate(original.date, offset)
    if (!byDate.has(date)) byDate.set(date, original.id)
  }
  return new Map(repetitions.map((repetition) => [repetition.key, byDate.get(repetition.date) ?? null]))
}

/** Where a repetition goes when its original moves to `movedStart`: same time of day and length, new date. */
export function followMove(repetition: Interval, movedStart: number, offset: RepetitionOffset, zone: string): Interval {
  const startWall = instantToWall(repetition.start, zone)
  const endWall = instantToWall(repetition.end, zone)
  const startDay = Math.floor(startWall / MS_PER_DAY)
  const startSeconds = (startWall - startDay * MS_PER_DAY) / 1000
  const endDay = Math.floor(endWall / MS_PER_DAY)
  const endSeconds = (endWall - endDay * MS_PER_DAY) / 1000
  const day = parseLocalDate(repetitionDate(airDateOf(movedStart, zone), offset)) as number
  return {
    start: wallToInstant(day, startSeconds, zone),
    end: wallToInstant(day + (endDay - startDay), endSeconds, zone),
  }
}
