// Types shared by the pure domain. Instants are epoch ms, so interval algebra is arithmetic;
// wall-clock values are strings in the station's zone, as the API shows them.

/** `YYYY-MM-DD`; LocalTime `HH:MM:SS`; LocalDateTime `YYYY-MM-DD HH:MM:SS` (the contract's format). */
export type LocalDate = string
export type LocalTime = string
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
  /** DTSTART for the week phase of bi- and four-weekly rules (default firstDate); a PUT that moves firstDate later keeps it. */
  anchorDate?: LocalDate | null
  /** EXDATE: air dates cancelled one by one. */
  exceptions?: readonly LocalDate[]
  /** Extension: an RFC 5545 RRULE instead of the rule id (ruleId 0, byWeekday null); DTSTART is anchorDate. */
  recurrence?: string | null
  /** Extension: 'skip' projects nothing on a holiday (its air date); absent or 'air': the contract's behaviour. */
  holidays?: HolidayPolicy
  /** Extension: with `lastDate: null`, no end; projected to today + `openHorizonDays` (the rolling horizon). */
  openEnded?: boolean
}

export type HolidayPolicy = 'air' | 'skip'

/** What the caller passes in so that the projection never reads a clock or the environment. */
export interface ProjectionSettings {
  zone: string
  /** Occurrences starting before it are past. */
  now: number
  maxSlots: number
  /** lastDate when absent: null = 31 December of the current year, n = today + n days. */
  defaultHorizonDays: number | null
  /** Day numbers: no business day, and no air date of a schedule that skips holidays. */
  holidays?: ReadonlySet<number>
  /** lastDate of an open-ended schedule: today + this many days (PROGRAMME_HORIZON_DAYS, default 400). */
  openHorizonDays?: number
  /** Only the occurrences generated on these days (inclusive): what a holiday write compares (`once` ignores it). */
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
  field: string
  message: string
}

/** An occurrence that is not projected, and why: listed beside the projection. */
export interface SkippedOccurrence {
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

/** `defaultSolution` adds `fill` (the free parts, each at least the minimum) and `skip` (`theirs` for all). */
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
