/**
 * Types shared by the pure domain modules. Nothing here knows about HTTP or the database.
 *
 * Instants are epoch milliseconds (numbers), so interval algebra is plain arithmetic;
 * wall-clock values are strings in the station's zone, exactly as the API shows them.
 */

/** `YYYY-MM-DD`, a calendar date on the station's wall clock. */
export type LocalDate = string
/** `HH:MM:SS`, a time of day on the station's wall clock. */
export type LocalTime = string
/** `YYYY-MM-DD HH:MM:SS`, a wall-clock moment in the station's zone (the contract's format). */
export type LocalDateTime = string

/** Half-open interval of instants `[start, end)` in epoch milliseconds. Touching is not overlapping. */
export interface Interval {
  start: number
  end: number
}

/** The recurrence part of a schedule: everything the projection depends on. */
export interface ScheduleSpec {
  /** The contract's rule id 1..14; 0 when `recurrence` says the rule instead. */
  ruleId: number
  /** 0 = Monday … 6 = Sunday; ignored (may be null) for once, daily and business days. */
  byWeekday: number | null
  firstDate: LocalDate
  /** Inclusive. Null: filled in from the projection settings. */
  lastDate: LocalDate | null
  startTime: LocalTime
  endTime: LocalTime
  addDaysNo: number | null
  addBusinessDaysOnly: boolean
  /**
   * RFC 5545's DTSTART for the week phase of bi- and four-weekly rules; absent or null = firstDate.
   * Never after firstDate: a PUT moves firstDate later and keeps the anchor.
   */
  anchorDate?: LocalDate | null
  /** Air dates cancelled one by one (RFC 5545's EXDATE): never projected again. */
  exceptions?: readonly LocalDate[]
  /** Extension: an RFC 5545 RRULE instead of the rule id (ruleId 0, byWeekday null); DTSTART is anchorDate. */
  recurrence?: string | null
  /** Extension: 'skip' projects nothing on a holiday (its air date); absent or 'air': the contract's behaviour. */
  holidays?: HolidayPolicy
  /**
   * Extension: sent with `lastDate: null`, the schedule has no end. It projects up to today +
   * `openHorizonDays`; stored, its lastDate says how far its timeslots were made (the rolling horizon).
   */
  openEnded?: boolean
}

export type HolidayPolicy = 'air' | 'skip'

/** What the caller passes in so that the projection never reads a clock or the environment. */
export interface ProjectionSettings {
  /** IANA zone of the station, e.g. `Europe/Vienna`. */
  zone: string
  /** The present, epoch ms. Occurrences starting before it are past. */
  now: number
  /** Refuse projections with more timeslots than this (default 1,000). */
  maxSlots: number
  /** lastDate when absent: null = 31 December of the current year, n = today + n days. */
  defaultHorizonDays: number | null
  /**
   * The station's holidays (day numbers): no business day, and no air date of a schedule that skips
   * them. Absent or empty: the contract's behaviour.
   */
  holidays?: ReadonlySet<number>
  /** lastDate of an open-ended schedule: today + this many days (PROGRAMME_HORIZON_DAYS, default 400). */
  openHorizonDays?: number
  /**
   * Only the occurrences generated on these days (day numbers, inclusive), as a window of the full
   * projection: what a holiday write compares (a `once` ignores it). Absent: all of them.
   */
  days?: { start: number; end: number }
}

export interface ProjectedSlot extends Interval {
  /** The air date: the generated date plus addDaysNo; what an exception names. */
  date: LocalDate
  hash: string
  localStart: LocalDateTime
  localEnd: LocalDateTime
  /** Starts before `now`: listed, never created, never checked for collisions. */
  isPast: boolean
  /** Had started and not ended at `now`: created from now on (its `start` is now), see breakIn. */
  breaksIn?: boolean
}

/** What can be wrong with schedule data; the error registry gives each kind its code and status. */
export const SCHEDULE_PROBLEM_KINDS = [
  'datesReversed',
  'datesEqual',
  'unknownRule',
  'weekdayInvalid',
  'dateInvalid',
  'dateOutOfRange',
  'anchorInvalid',
  'timeInvalid',
  'emptySlot',
  'addDaysInvalid',
  'tooManySlots',
  'beyondHorizon',
  'recurrenceInvalid',
] as const
export type ScheduleProblemKind = (typeof SCHEDULE_PROBLEM_KINDS)[number]

/** A fatal problem with the schedule data; becomes a 400 naming `field`. */
export interface ScheduleProblem {
  kind: ScheduleProblemKind
  /** The schedule field at fault, e.g. `lastDate`. */
  field: string
  message: string
}

/** An occurrence that is not projected, and why: listed beside the projection. */
export interface SkippedOccurrence {
  /** Its air date. */
  date: LocalDate
  reason: 'cancelled' | 'emptied-by-dst' | 'holiday' | 'season'
  message: string
}

export type ProjectionResult =
  | { ok: true; slots: ProjectedSlot[]; skipped: SkippedOccurrence[]; firstDate: LocalDate; lastDate: LocalDate }
  | { ok: false; problem: ScheduleProblem }

export const SOLUTIONS = [
  'theirs',
  'ours',
  'theirs-start',
  'ours-start',
  'theirs-end',
  'ours-end',
  'theirs-both',
  'ours-both',
] as const
export type Solution = (typeof SOLUTIONS)[number]

/**
 * What `defaultSolution` may say for every colliding timeslot without its own solution: one of the
 * eight, or two that exist only here: `fill` creates the free parts of the projected timeslot (each
 * at least the configured minimum), `skip` creates none of the colliding ones (`theirs` for all).
 */
export const DEFAULT_SOLUTIONS = [...SOLUTIONS, 'fill', 'skip'] as const
export type DefaultSolution = (typeof DEFAULT_SOLUTIONS)[number]

/** An existing timeslot as the collision and resolution logic sees it. */
export interface ExistingSlot extends Interval {
  id: number
  scheduleId: number
  showId: number
  showName: string
  isRepetition: boolean
  mediaId: number | null
  episodeId: number | null
  memo: string
}
