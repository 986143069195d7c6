/** What the holiday use cases hand to the edge, and what the edge hands them (domain values). */
import type { ProgrammeRecord } from '../records.ts'
import type { Interval, LocalDate } from '../types.ts'
import type { HolidayDate } from './holiday-dates.ts'

export interface HolidayRecord {
  id: number
  date: LocalDate
  name: string
  createdAt: number
}

/** What POST names: dates as a list (one is a list of one), or a calendar and the window to expand it over. */
export type HolidayRequest =
  | { kind: 'list'; holidays: HolidayDate[]; field: string }
  | { kind: 'calendar'; calendar: string; from?: string | undefined; to?: string | undefined }

/** Where a timeslot was: what the answer says of one removed, or of one that could not be created. */
export interface TimeslotPlace extends Interval {
  id: number | null
  scheduleId: number
  showId: number
}

export interface HolidayChanges {
  /** Timeslots removed: on a holiday their schedule skips, or a repetition moved on by one. */
  removed: TimeslotPlace[]
  /** Timeslots created or given back: repetitions moved to the next business day, broadcasts back. */
  created: ProgrammeRecord[]
  /** Occurrences that would have come but whose time is taken or has aired, with the reason. */
  notCreated: Array<TimeslotPlace & { reason: string }>
}
