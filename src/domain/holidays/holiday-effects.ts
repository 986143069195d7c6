// What a change to the holidays does to the programme: each affected schedule is projected with the
// holidays before and after; its future timeslots on occurrences that went go, new occurrences come.
import { overlaps } from '../time/intervals.ts'
import type { Interval, LocalDate, ProjectedSlot } from '../types.ts'

export interface OwnTimeslot extends Interval {
  id: number
  episodeId: number | null
  mediaId: number | null
  memo: string
  /** A linked repetition's original broadcast (issue 32): a repetition moved on by a holiday still repeats it. */
  repeatOfId?: number | null
}

export interface AffectedSchedule {
  scheduleId: number
  showId: number
  isRepetition: boolean
  /** Counts addDaysNo in business days: a removed timeslot's content follows it to its new day. */
  businessDays: boolean
  /** Its projection with the holidays as they were, and as they will be (the same `now`). */
  before: readonly ProjectedSlot[]
  after: readonly ProjectedSlot[]
  own: readonly OwnTimeslot[]
}

export interface RemovedTimeslot {
  scheduleId: number
  id: number
  date: LocalDate
}

export interface CreatedTimeslot extends Interval {
  scheduleId: number
  showId: number
  isRepetition: boolean
  date: LocalDate
  /** The removed timeslot whose episode, media and memo it carries (a repetition moved to the next business day). */
  carries: OwnTimeslot | null
}

export interface HolidayEffects {
  remove: RemovedTimeslot[]
  create: CreatedTimeslot[]
}

const keyOf = (slot: Interval) => `${slot.start}/${slot.end}`

export function planHolidayEffects(schedules: readonly AffectedSchedule[], now: number): HolidayEffects {
  const remove: RemovedTimeslot[] = []
  const create: CreatedTimeslot[] = []
  for (const schedule of schedules) {
    const afterKeys = new Set(schedule.after.map(keyOf))
    const beforeKeys = new Set(schedule.before.map(keyOf))
    const went = schedule.before.filter((slot) => slot.start >= now && !afterKeys.has(keyOf(slot)))
    const came = schedule.after.filter((slot) => slot.start >= now && !beforeKeys.has(keyOf(slot)))
    if (went.length === 0 && came.length === 0) continue

    // It goes when it stood for an occurrence that went and for none that stays.
    const gone: Array<{ slot: OwnTimeslot; date: LocalDate }> = []
    for (const slot of schedule.own) {
      if (slot.start < now) continue
      const occurrence = went.find((projected) => overlaps(projected, slot))
      if (occurrence === undefined || schedule.after.some((projected) => overlaps(projected, slot))) continue
      gone.push({ slot, date: occurrence.date })
      remove.push({ scheduleId: schedule.scheduleId, id: slot.id, date: occurrence.date })
    }
    const goneIds = new Set(gone.map(({ slot }) => slot.id))
    const staying = schedule.own.filter((slot) => !goneIds.has(slot.id))
    // Each removed timeslot's content goes to the first new occurrence after it (a business-day
    // repetition moved on by a holiday), in time order, each once.
    const unclaimed = schedule.businessDays ? [...gone].sort((a, b) => a.slot.start - b.slot.start) : []
    for (const slot of [...came].sort((a, b) => a.start - b.start)) {
      if (staying.some((own) => overlaps(own, slot))) continue
      let carries: OwnTimeslot | null = null
      const index = unclaimed.findLastIndex(({ slot: removed }) => removed.start < slot.start)
      if (index >= 0) {
        carries = unclaimed[index]!.slot
        unclaimed.splice(0, index + 1)
      }
      create.push({
        scheduleId: schedule.scheduleId,
        showId: schedule.showId,
        isRepetition: schedule.isRepetition,
        date: slot.date,
        start: slot.start,
        end: slot.end,
        carries,
      })
    }
  }
  return { remove, create }
}

/** The new timeslots overlapping neither `occupied` nor an earlier one; the others with what holds their time. */
export function freeOf<T extends Interval>(
  candidates: readonly T[],
  occupied: readonly (Interval & { id: number; showId: number })[],
): { free: T[]; taken: Array<{ slot: T; by: (Interval & { id: number; showId: number }) | null }> } {
  const free: T[] = []
  const taken: Array<{ slot: T; by: (Interval & { id: number; showId: number }) | null }> = []
  for (const slot of [...candidates].sort((a, b) => a.start - b.start)) {
    const holder = occupied.find((other) => overlaps(other, slot))
    if (holder !== undefined) taken.push({ slot, by: holder })
    else if (free.some((other) => overlaps(other, slot))) taken.push({ slot, by: null })
    else free.push(slot)
  }
  return { free, taken }
}
