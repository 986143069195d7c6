import { type Static, Type } from 'typebox'
import {
  ClosedObject,
  IdSchema,
  LocalDateString,
  LocalTimeString,
  Nullable,
  NullableId,
  TimestampString,
} from '../common/schemas.ts'
import { FollowedRepetitionsSchema, RestorationSchema } from '../timeslots/schemas.ts'

const Weekday = Type.Integer({ minimum: 0, maximum: 6, description: 'Monday = 0 … Sunday = 6' })

/** The weekly Tuesday show the OpenAPI examples use throughout. */
export const exampleSchedule = {
  show: 1,
  rrule: 4,
  byWeekday: 1,
  firstDate: '2027-01-05',
  lastDate: '2027-06-29',
  startTime: '20:00:00',
  endTime: '21:00:00',
}

export const HolidayPolicySchema = Type.Union([Type.Literal('air'), Type.Literal('skip')], {
  description:
    "Extension: 'skip': no timeslot on a holiday (POST /api/v1/holidays); its occurrences there are listed in `skipped` with " +
    "the reason `holiday`. 'air' (the contract's behaviour): holidays change nothing but the business days of addBusinessDaysOnly. " +
    'Absent: air on create, the stored value on update',
})

const ignored = (what: string) =>
  `Ignored: ${what} is read-only (accepted so that a schedule read with GET can be sent back with PUT as it came)`

/** What GET answers and a client cannot set: accepted and ignored, so a GET body goes back unchanged. */
const READ_ONLY_FIELDS = {
  id: Type.Optional(Type.Integer({ description: ignored('the id') })),
  createdAt: Type.Optional(Type.String({ maxLength: 40, description: ignored('createdAt') })),
  updatedAt: Type.Optional(Type.String({ maxLength: 40, description: ignored('updatedAt') })),
  predecessorId: Type.Optional(Nullable(Type.Integer(), { description: ignored('predecessorId') })),
  successorId: Type.Optional(Nullable(Type.Integer(), { description: ignored('successorId') })),
  skipped: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 100_000, description: ignored('skipped') })),
}

/** The contract's `schedule` object, as sent in every POST and PUT. */
export const ScheduleInput = ClosedObject(
  {
    show: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The show the schedule belongs to' }),
    rrule: Type.Optional(
      Nullable(Type.Integer({ minimum: 1, maximum: 14 }), {
        description:
          'Recurrence rule id: 1 once, 2 daily, 3 business days, 4 weekly, 5 bi-weekly, 6 four-weekly, 7 even ISO weeks, ' +
          '8 odd ISO weeks, 9-13 first to fifth weekday of the month, 14 last weekday of the month. Required unless `recurrence` is sent. ' +
          'Extension: null is the same as absent (a schedule read with GET says null when an RRULE gives the rule)',
      }),
    ),
    recurrence: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 1000,
        description:
          'Extension: an RFC 5545 RRULE instead of `rrule` (then without `byWeekday`): FREQ=DAILY/WEEKLY/MONTHLY/YEARLY, INTERVAL, ' +
          'BYDAY (1TU, -1FR in monthly and yearly rules), BYMONTHDAY (negative too), BYMONTH, BYSETPOS, WKST, COUNT or UNTIL. ' +
          'DTSTART is anchorDate (the first firstDate); times come from startTime/endTime in the station zone. ' +
          'One of the 14 rules (e.g. FREQ=WEEKLY;BYDAY=TU) is stored as that rule id. ' +
          'Sent beside `rrule` it must be that rule as GET reads it (`rrule` 4, `byWeekday` 1 and FREQ=WEEKLY;BYDAY=TU): then it is ignored',
        example: 'FREQ=WEEKLY;INTERVAL=8;BYDAY=TU',
      }),
    ),
    byWeekday: Type.Optional(Nullable(Weekday, { description: 'Monday = 0 … Sunday = 6; required for rules 4-14' })),
    firstDate: LocalDateString,
    lastDate: Type.Optional(
      Nullable(LocalDateString, {
        description:
          'Station-local date, YYYY-MM-DD, inclusive; absent = the configured horizon (default: end of the current year). ' +
          'Extension: null = open-ended, the schedule never runs out: its timeslots exist up to today + PROGRAMME_HORIZON_DAYS ' +
          '(default 400), and the server extends them every day',
        example: '2027-06-29',
      }),
    ),
    startTime: LocalTimeString,
    endTime: Type.String({
      pattern: '^\\d{2}:\\d{2}:\\d{2}$',
      description: 'HH:MM:SS; earlier than startTime: the timeslot ends the next day',
    }),
    isRepetition: Type.Optional(Type.Boolean({ description: 'A repetition of an earlier broadcast. Absent: false' })),
    defaultMediaId: Type.Optional(NullableId),
    addDaysNo: Type.Optional(
      Nullable(Type.Integer({ minimum: 0, maximum: 365 }), {
        description: 'Days added to every generated date (a repetition the next day)',
      }),
    ),
    addBusinessDaysOnly: Type.Optional(
      Type.Boolean({ description: 'Count addDaysNo in Monday-Friday days only. Absent: false' }),
    ),
    repeatOf: Type.Optional(
      Nullable(IdSchema, {
        description:
          'Extension: a repetition (isRepetition: true) names the schedule of the same show whose broadcasts it repeats, addDaysNo ' +
          '(addBusinessDaysOnly) after each. Each of its timeslots is linked to the broadcast it repeats (`repeatOf`), follows it when ' +
          'that is cancelled, pre-empted or moved, and airs its episode and media unless it has its own. Absent: none on create, ' +
          'the stored link on update (while isRepetition stays true); null: none',
        example: 4,
      }),
    ),
    anchorDate: Type.Optional(
      Nullable(LocalDateString, {
        description:
          'Extension: the date whose week (Monday to Sunday) is week 0 of a bi- or four-weekly rule (RFC 5545 DTSTART); ' +
          'not after firstDate. Absent: firstDate on create, the stored anchor on update (it cannot change)',
      }),
    ),
    exceptions: Type.Optional(
      Type.Array(LocalDateString, {
        maxItems: 1000,
        description:
          'Extension: cancelled air dates (RFC 5545 EXDATE), never projected. Absent on update: the stored ones stay. ' +
          'Leave a date out to bring its broadcast back; add one to cancel it',
      }),
    ),
    season: Type.Optional(
      Nullable(IdSchema, {
        description:
          "Extension: the season this schedule belongs to (GET /api/v1/seasons); its dates lie inside the season's, and the regular " +
          'timeslots its own collide with step aside instead of colliding. Absent or null: regular programme. Cannot change on update',
      }),
    ),
    holidays: Type.Optional(HolidayPolicySchema),
    dryrun: Type.Optional(
      Type.Boolean({ description: 'Change nothing; answer 202 with what would happen. Absent: false' }),
    ),
    ...READ_ONLY_FIELDS,
  },
  // No `default` keywords: this object is also echoed in the 409, and generators (openapi-typescript)
  // make a property with a default required in a shared component, which a request must not need.
  {
    title: 'ScheduleInput',
    description: "The contract's `schedule` object, sent in every POST and PUT",
  },
)
export type ScheduleInput = Static<typeof ScheduleInput>

export const SkippedSchema = Type.Object(
  {
    date: LocalDateString,
    reason: Type.String({ enum: ['cancelled', 'emptied-by-dst', 'holiday', 'season'] }),
    message: Type.String(),
  },
  { title: 'SkippedOccurrence', description: 'An occurrence that was not projected, and why' },
)
export type SkippedView = Static<typeof SkippedSchema>

export const Skipped = Type.Optional(
  Type.Array(SkippedSchema, {
    description:
      'Extension: occurrences not projected (cancelled by an exception, emptied by a daylight-saving change, or on a holiday the schedule skips), with why',
  }),
)

export const ScheduleSchema = Type.Object(
  {
    id: IdSchema,
    show: IdSchema,
    rrule: Nullable(Type.Integer(), {
      description: 'The contract rule id; null when the schedule follows an RRULE none of the 14 rules is',
    }),
    recurrence: Type.String({
      description: 'Extension: the RFC 5545 RRULE the schedule follows (its rule id as an RRULE, or its own)',
    }),
    byWeekday: Nullable(Type.Integer()),
    firstDate: LocalDateString,
    lastDate: Nullable(LocalDateString, {
      description: 'Inclusive; null: open-ended (extension), its timeslots run to `horizonDate`',
    }),
    horizonDate: Type.Optional(
      Type.String({
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        description:
          'Extension, open-ended schedules only: the last date its timeslots exist for (the rolling horizon, extended daily)',
      }),
    ),
    startTime: LocalTimeString,
    endTime: LocalTimeString,
    isRepetition: Type.Boolean(),
    defaultMediaId: NullableId,
    addDaysNo: Nullable(Type.Integer()),
    addBusinessDaysOnly: Type.Boolean(),
    anchorDate: LocalDateString,
    exceptions: Type.Array(LocalDateString, { description: 'Cancelled air dates (RFC 5545 EXDATE)' }),
    holidays: HolidayPolicySchema,
    createdAt: TimestampString,
    updatedAt: TimestampString,
    predecessorId: Type.Optional(
      Nullable(IdSchema, {
        description: 'Extension: the schedule this one continues after a move (POST /api/v1/schedules/{id}/move)',
      }),
    ),
    successorId: Type.Optional(
      Nullable(IdSchema, {
        description: 'Extension: the schedule continuing this one from the day after its lastDate (a move)',
      }),
    ),
    season: Type.Optional({
      ...IdSchema,
      description: 'Extension: the season it belongs to (GET /api/v1/seasons/{id}); absent: regular programme',
    }),
    repeatOf: Type.Optional(
      Nullable(IdSchema, {
        description: 'Extension: the schedule whose broadcasts this repetition repeats (present when it names one)',
      }),
    ),
    skipped: Skipped,
  },
  {
    title: 'Schedule',
    description: 'A stored schedule',
    example: {
      id: 4,
      ...exampleSchedule,
      isRepetition: false,
      defaultMediaId: null,
      addDaysNo: null,
      addBusinessDaysOnly: false,
      recurrence: 'FREQ=WEEKLY;BYDAY=TU',
      anchorDate: '2027-01-05',
      exceptions: [],
      holidays: 'air',
      createdAt: '2027-01-01T09:00:00.000Z',
      updatedAt: '2027-01-01T09:00:00.000Z',
    },
  },
)

/** A PUT's answer: the schedule, and what the timeslots it dropped gave back, if they had displaced any. */
export const UpdatedScheduleSchema = Type.Object(
  {
    ...ScheduleSchema.properties,
    restoration: Type.Optional(RestorationSchema),
    repetitions: Type.Optional(FollowedRepetitionsSchema),
  },
  {
    title: 'UpdatedSchedule',
    description: 'The schedule as updated; `restoration` only when the timeslots it dropped had displaced others',
  },
)
export type ScheduleView = Static<typeof ScheduleSchema>

export const CreatedScheduleSchema = Type.Object(
  { ...ScheduleSchema.properties, repetitions: Type.Optional(FollowedRepetitionsSchema) },
  {
    title: 'CreatedSchedule',
    description:
      'The schedule as created; `repetitions` (extension) only when repetitions went with timeslots its `ours*` solutions deleted',
  },
)
