/**
 * Repetitions that follow their original (issue 32 point 2): which broadcast a repetition repeats, and
 * where a repetition goes when its original moves. A repetition airs on its original's air date plus
 * the offset (addDaysNo, in business days when addBusinessDaysOnly), at its own time of day. Pure.
 */
import { addBusinessDays, formatLocalDate, parseLocalDate } from '../time/civil-dates.ts'
import { instantToWall, wallToInstant } from '../time/station-time.ts'
import type { Interval, LocalDate } from '../types.ts'

const MS_PER_DAY = 86_400_000

/** How far after its original a repetition airs (a repetition schedule's addDaysNo and addBusinessDaysOnly). */
export interface RepetitionOffset {
  addDaysNo: number | null
  addBusinessDaysOnly: boolean
  /** The station's holidays (days since the epoch): no business days, as the projection counts them. */
  holidayDays?: ReadonlySet<number>
}

/**
 * The air date of the repetition of a broadcast aired on `originalDate`.
 * @example repetitionDate('2027-01-08', { addDaysNo: 1, addBusinessDaysOnly: true }) // '2027-01-11' (Friday → Monday)
 */
export function repetitionDate(originalDate: LocalDate, offset: RepetitionOffset): LocalDate {
  const day = parseLocalDate(originalDate) as number
  const n = offset.addDaysNo ?? 0
  return formatLocalDate(offset.addBusinessDaysOnly ? addBusinessDays(day, n, offset.holidayDays) : day + n)
}

/** The station-local date a broadcast starts on. */
export function airDateOf(start: number, zone: string): LocalDate {
  return formatLocalDate(Math.floor(instantToWall(start, zone) / MS_PER_DAY))
}

/**
 * Which original each repetition repeats: the original whose air date plus the offset is the
 * repetition's air date (the earliest, when a business-day offset maps a Friday and its weekend onto
 * one Monday, as the projection keeps the first). A repetition without one maps to null.
 * @example pairRepetitions([{ id: 1, date: '2027-01-05' }], [{ key: 'h', date: '2027-01-06' }], { addDaysNo: 1, addBusinessDaysOnly: false })
 * // Map { 'h' => 1 }
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

/**
 * The hook of a single-broadcast move: where a repetition goes when its original moves to `movedStart`.
 * It keeps its own time of day and length on the original's new air date plus the offset (a time
 * that DST skips comes out as the zone's wall clock puts it, as the projection does).
 * @example followMove({ start: wed10, end: wed11 }, thursday21, { addDaysNo: 1, addBusinessDaysOnly: false }, 'Europe/Vienna')
 * // { start: friday10, end: friday11 }
 */
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
