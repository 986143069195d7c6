/**
 * The error registry: every error the API answers with, once, with its code and status (test/errors.test.ts
 * fails on an ONAIR_ code written elsewhere). Services throw AppErrors; plugins/error-handler.ts answers them.
 */
import type { ScheduleProblemKind } from './domain/types.ts'

export interface ErrorDefinition {
  readonly status: number
  readonly code: string
}

const define = <T extends Record<string, ErrorDefinition>>(errors: T): T => errors

export const ERRORS = define({
  // Requests the HTTP layer refuses before any service runs.
  validationFailed: { status: 400, code: 'ONAIR_VALIDATION_FAILED' },
  badRequest: { status: 400, code: 'ONAIR_BAD_REQUEST' },
  routeNotFound: { status: 404, code: 'ONAIR_ROUTE_NOT_FOUND' },
  methodNotAllowed: { status: 405, code: 'ONAIR_METHOD_NOT_ALLOWED' },
  preconditionFailed: { status: 412, code: 'ONAIR_PRECONDITION_FAILED' },
  idempotencyKeyReused: { status: 422, code: 'ONAIR_IDEMPOTENCY_KEY_REUSED' },
  idempotencyKeyInFlight: { status: 409, code: 'ONAIR_IDEMPOTENCY_KEY_IN_FLIGHT' },
  internal: { status: 500, code: 'ONAIR_INTERNAL' },
  unavailable: { status: 503, code: 'ONAIR_UNAVAILABLE' },
  databaseUnavailable: { status: 503, code: 'ONAIR_DATABASE_UNAVAILABLE' },

  // Resources named in the path, and resources named in a body.
  showNotFound: { status: 404, code: 'ONAIR_SHOW_NOT_FOUND' },
  scheduleNotFound: { status: 404, code: 'ONAIR_SCHEDULE_NOT_FOUND' },
  timeslotNotFound: { status: 404, code: 'ONAIR_TIMESLOT_NOT_FOUND' },
  episodeNotFound: { status: 404, code: 'ONAIR_EPISODE_NOT_FOUND' },
  nothingOnAir: { status: 404, code: 'ONAIR_NOTHING_ON_AIR' },
  showUnknown: { status: 400, code: 'ONAIR_SHOW_UNKNOWN' },
  episodeUnknown: { status: 400, code: 'ONAIR_EPISODE_UNKNOWN' },
  episodeOtherShow: { status: 400, code: 'ONAIR_EPISODE_OTHER_SHOW' },

  // Query strings the schemas can only check for shape.
  queryInvalid: { status: 400, code: 'ONAIR_QUERY_INVALID' },
  windowInvalid: { status: 400, code: 'ONAIR_WINDOW_INVALID' },
  windowTooLarge: { status: 400, code: 'ONAIR_WINDOW_TOO_LARGE' },

  slugTaken: { status: 409, code: 'ONAIR_SLUG_TAKEN' },
  showHasFutureTimeslots: { status: 409, code: 'ONAIR_SHOW_HAS_FUTURE_TIMESLOTS' },
  showArchived: { status: 409, code: 'ONAIR_SHOW_ARCHIVED' },
  languageInvalid: { status: 400, code: 'ONAIR_LANGUAGE_INVALID' },

  stationInvalid: { status: 400, code: 'ONAIR_STATION_INVALID' },

  // Timeslots: history and times.
  timeslotPast: { status: 409, code: 'ONAIR_TIMESLOT_PAST' },
  timeslotTimesFixed: { status: 400, code: 'ONAIR_TIMESLOT_TIMES_FIXED' },
  timeslotOverlap: { status: 409, code: 'ONAIR_TIMESLOT_OVERLAP' },
  // A single broadcast's move (POST /api/v1/timeslots/{id}/move).
  timeslotMoveInvalid: { status: 400, code: 'ONAIR_TIMESLOT_MOVE_INVALID' },
  timeslotStarted: { status: 409, code: 'ONAIR_TIMESLOT_STARTED' },
  timeslotMoveNoAir: { status: 409, code: 'ONAIR_TIMESLOT_MOVE_NO_AIR' },

  // The notice period (NOTICE_PERIOD_HOURS): broadcasts about to air change only through the programme's managers, with a reason.
  insideNoticePeriod: { status: 403, code: 'ONAIR_INSIDE_NOTICE_PERIOD' },
  reasonRequired: { status: 400, code: 'ONAIR_REASON_REQUIRED' },

  // Schedule data (one per domain problem kind, see SCHEDULE_PROBLEM_ERRORS) and resolution.
  scheduleDatesReversed: { status: 400, code: 'ONAIR_SCHEDULE_DATES_REVERSED' },
  scheduleDatesEqual: { status: 400, code: 'ONAIR_SCHEDULE_DATES_EQUAL' },
  scheduleRuleUnknown: { status: 400, code: 'ONAIR_SCHEDULE_RULE_UNKNOWN' },
  scheduleWeekdayInvalid: { status: 400, code: 'ONAIR_SCHEDULE_WEEKDAY_INVALID' },
  scheduleDateInvalid: { status: 400, code: 'ONAIR_SCHEDULE_DATE_INVALID' },
  scheduleDateOutOfRange: { status: 400, code: 'ONAIR_SCHEDULE_DATE_OUT_OF_RANGE' },
  scheduleAnchorInvalid: { status: 400, code: 'ONAIR_SCHEDULE_ANCHOR_INVALID' },
  scheduleTimeInvalid: { status: 400, code: 'ONAIR_SCHEDULE_TIME_INVALID' },
  scheduleEmptySlot: { status: 400, code: 'ONAIR_SCHEDULE_EMPTY_SLOT' },
  scheduleAddDaysInvalid: { status: 400, code: 'ONAIR_SCHEDULE_ADD_DAYS_INVALID' },
  scheduleTooManySlots: { status: 400, code: 'ONAIR_SCHEDULE_TOO_MANY_SLOTS' },
  scheduleBeyondHorizon: { status: 400, code: 'ONAIR_SCHEDULE_BEYOND_HORIZON' },
  scheduleRecurrenceInvalid: { status: 400, code: 'ONAIR_SCHEDULE_RECURRENCE_INVALID' },
  importInvalid: { status: 400, code: 'ONAIR_IMPORT_INVALID' },
  scheduleNothingToCreate: { status: 400, code: 'ONAIR_SCHEDULE_NOTHING_TO_CREATE' },
  scheduleChangeNotAllowed: { status: 400, code: 'ONAIR_SCHEDULE_CHANGE_NOT_ALLOWED' },
  scheduleMoveFromInvalid: { status: 400, code: 'ONAIR_SCHEDULE_MOVE_FROM_INVALID' },
  scheduleRepeatOfInvalid: { status: 400, code: 'ONAIR_SCHEDULE_REPEAT_OF_INVALID' },
  solutionsCountMismatch: { status: 400, code: 'ONAIR_SOLUTIONS_COUNT_MISMATCH' },
  solutionForbidden: { status: 403, code: 'ONAIR_SOLUTION_FORBIDDEN' },

  // Access control: who is asking (401), what its role may do (403), whose show it is (403).
  unauthenticated: { status: 401, code: 'ONAIR_UNAUTHENTICATED' },
  credentialInvalid: { status: 401, code: 'ONAIR_CREDENTIAL_INVALID' },
  authRateLimited: { status: 429, code: 'ONAIR_AUTH_RATE_LIMITED' },
  forbidden: { status: 403, code: 'ONAIR_FORBIDDEN' },
  showNotOwned: { status: 403, code: 'ONAIR_SHOW_NOT_OWNED' },
  userNotFound: { status: 404, code: 'ONAIR_USER_NOT_FOUND' },
  tokenNotFound: { status: 404, code: 'ONAIR_TOKEN_NOT_FOUND' },
  userUnknown: { status: 400, code: 'ONAIR_USER_UNKNOWN' },
  tokenExpiryInvalid: { status: 400, code: 'ONAIR_TOKEN_EXPIRY_INVALID' },
  tokenNameReserved: { status: 400, code: 'ONAIR_TOKEN_NAME_RESERVED' },
  oidcSubjectTaken: { status: 409, code: 'ONAIR_OIDC_SUBJECT_TAKEN' },
  lastAdmin: { status: 409, code: 'ONAIR_LAST_ADMIN' },
  seasonNotFound: { status: 404, code: 'ONAIR_SEASON_NOT_FOUND' },
  seasonUnknown: { status: 400, code: 'ONAIR_SEASON_UNKNOWN' },
  seasonDatesInvalid: { status: 400, code: 'ONAIR_SEASON_DATES_INVALID' },
  seasonChangeNotAllowed: { status: 400, code: 'ONAIR_SEASON_CHANGE_NOT_ALLOWED' },
  seasonOverlap: { status: 409, code: 'ONAIR_SEASON_OVERLAP' },
  seasonSchedulesOutside: { status: 409, code: 'ONAIR_SEASON_SCHEDULES_OUTSIDE' },
  scheduleOutsideSeason: { status: 400, code: 'ONAIR_SCHEDULE_OUTSIDE_SEASON' },
  changeNotFound: { status: 404, code: 'ONAIR_CHANGE_NOT_FOUND' },
  changeConflict: { status: 409, code: 'ONAIR_CHANGE_CONFLICT' },
  changeTouchesHistory: { status: 409, code: 'ONAIR_CHANGE_TOUCHES_HISTORY' },
  updatedSinceTooOld: { status: 400, code: 'ONAIR_UPDATED_SINCE_TOO_OLD' },
  holidayNotFound: { status: 404, code: 'ONAIR_HOLIDAY_NOT_FOUND' },
  holidayInvalid: { status: 400, code: 'ONAIR_HOLIDAY_INVALID' },
  webhookNotFound: { status: 404, code: 'ONAIR_WEBHOOK_NOT_FOUND' },
  webhookDeliveryNotFound: { status: 404, code: 'ONAIR_WEBHOOK_DELIVERY_NOT_FOUND' },
  webhookUrlInvalid: { status: 400, code: 'ONAIR_WEBHOOK_URL_INVALID' },
  webhookAddressRefused: { status: 400, code: 'ONAIR_WEBHOOK_ADDRESS_REFUSED' },
  webhookEventInvalid: { status: 400, code: 'ONAIR_WEBHOOK_EVENT_INVALID' },
  webhookDisabled: { status: 409, code: 'ONAIR_WEBHOOK_DISABLED' },
  notificationNotFound: { status: 404, code: 'ONAIR_NOTIFICATION_NOT_FOUND' },
  notificationTokenInvalid: { status: 400, code: 'ONAIR_NOTIFICATION_TOKEN_INVALID' },
  notificationSettingsInvalid: { status: 400, code: 'ONAIR_NOTIFICATION_SETTINGS_INVALID' },
  notificationPending: { status: 409, code: 'ONAIR_NOTIFICATION_PENDING' },
})

export type ErrorName = keyof typeof ERRORS

/** Each schedule problem the domain reports, as the error the API answers with. */
export const SCHEDULE_PROBLEM_ERRORS: Record<ScheduleProblemKind, ErrorDefinition> = {
  datesReversed: ERRORS.scheduleDatesReversed,
  datesEqual: ERRORS.scheduleDatesEqual,
  unknownRule: ERRORS.scheduleRuleUnknown,
  weekdayInvalid: ERRORS.scheduleWeekdayInvalid,
  dateInvalid: ERRORS.scheduleDateInvalid,
  dateOutOfRange: ERRORS.scheduleDateOutOfRange,
  anchorInvalid: ERRORS.scheduleAnchorInvalid,
  timeInvalid: ERRORS.scheduleTimeInvalid,
  emptySlot: ERRORS.scheduleEmptySlot,
  addDaysInvalid: ERRORS.scheduleAddDaysInvalid,
  tooManySlots: ERRORS.scheduleTooManySlots,
  beyondHorizon: ERRORS.scheduleBeyondHorizon,
  recurrenceInvalid: ERRORS.scheduleRecurrenceInvalid,
}

export interface FieldProblem {
  /** The input field at fault (`schedule/lastDate`); the error handler prefixes its request part (`body/`). */
  path: string
  message: string
}

export class AppError extends Error {
  readonly statusCode: number
  readonly code: string
  readonly fields: FieldProblem[] | undefined

  constructor(definition: ErrorDefinition, message: string, fields?: FieldProblem[]) {
    super(message)
    this.name = 'AppError'
    this.statusCode = definition.status
    this.code = definition.code
    this.fields = fields
  }
}

/** An AppError about one input field, the message said once for both the error and the field. */
export function fieldError(definition: ErrorDefinition, path: string, message: string, summary?: string): AppError {
  return new AppError(definition, summary ?? `${path} ${message}`, [{ path, message }])
}

/** `show 4 does not exist`, with the registry's not-found error of that resource. */
export function notFound(definition: ErrorDefinition, resource: string, id: number | string): AppError {
  return new AppError(definition, `${resource} ${id} does not exist`)
}

/** What `lookup` finds, else the `notFound` error of that resource: a read by id that answers 404 when nothing is there. */
export async function requireFound<T>(
  lookup: Promise<T | null>,
  definition: ErrorDefinition,
  resource: string,
  id: number | string,
): Promise<T> {
  const found = await lookup
  if (found === null) throw notFound(definition, resource, id)
  return found
}

/** A bad environment variable: stops the start with a message naming it. */
export class ConfigError extends Error {
  readonly variable: string
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`)
    this.name = 'ConfigError'
    this.variable = variable
  }
}

/** A migration that could not be applied, or an applied one whose file changed. */
export class MigrationError extends Error {
  readonly migration: string
  constructor(migration: string, message: string) {
    super(`migration ${migration}: ${message}`)
    this.name = 'MigrationError'
    this.migration = migration
  }
}
