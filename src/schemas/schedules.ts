import { Type, type Static } from 'typebox'
import { SOLUTIONS, type Solution } from '../domain/types.ts'
import { EndAt, IdSchema, LocalDateString, LocalDateTimeString, LocalTimeString, NullableId, StartAt, TimestampString } from './common.ts'

const Weekday = Type.Integer({ minimum: 0, maximum: 6, description: 'Monday = 0 … Sunday = 6' })

/** The weekly Tuesday show the OpenAPI examples use throughout. */
const exampleSchedule = {
  show: 1,
  rrule: 4,
  byWeekday: 1,
  firstDate: '2027-01-05',
  lastDate: '2027-06-29',
  startTime: '20:00:00',
  endTime: '21:00:00',
}

/** The contract's `schedule` object, as sent in every POST and PUT. */
export const ScheduleInput = Type.Object(
  {
    show: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The show the schedule belongs to' }),
    rrule: Type.Integer({
      minimum: 1,
      maximum: 14,
      description:
        'Recurrence rule id: 1 once, 2 daily, 3 business days, 4 weekly, 5 bi-weekly, 6 four-weekly, 7 even ISO weeks, ' +
        '8 odd ISO weeks, 9-13 first to fifth weekday of the month, 14 last weekday of the month',
    }),
    byWeekday: Type.Optional(Type.Union([Weekday, Type.Null()], { description: 'Required for rules 4-14' })),
    firstDate: LocalDateString,
    lastDate: Type.Optional(
      Type.Union([LocalDateString, Type.Null()], {
        description: 'Inclusive; absent = the configured horizon (default: end of the current year)',
      }),
    ),
    startTime: LocalTimeString,
    endTime: Type.String({ pattern: '^\\d{2}:\\d{2}:\\d{2}$', description: 'HH:MM:SS; earlier than startTime: the timeslot ends the next day' }),
    isRepetition: Type.Optional(Type.Boolean({ default: false })),
    defaultMediaId: Type.Optional(NullableId),
    addDaysNo: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0, maximum: 365 }), Type.Null()], {
        description: 'Days added to every generated date (a repetition the next day)',
      }),
    ),
    addBusinessDaysOnly: Type.Optional(Type.Boolean({ default: false, description: 'Count addDaysNo in Monday-Friday days only' })),
    anchorDate: Type.Optional(
      Type.Union([LocalDateString, Type.Null()], {
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
    dryrun: Type.Optional(Type.Boolean({ default: false, description: 'Change nothing; answer 202 with what would happen' })),
  },
  { additionalProperties: false },
)
export type ScheduleInput = Static<typeof ScheduleInput>

const SolutionValue = Type.Unsafe<Solution | ''>({
  type: 'string',
  enum: [...SOLUTIONS, ''],
  description: "One of the projected timeslot's solutionChoices ('' is reported as 'No solution given.')",
})

const Solutions = Type.Record(Type.String({ maxLength: 64 }), SolutionValue, {
  description: 'Projected-timeslot hash → chosen solution',
  maxProperties: 5000,
})

/** What the server reads of a `projected` entry sent back: the hash and the ids of the collisions shown. */
const SeenProjected = Type.Object({
  hash: Type.String({ maxLength: 64 }),
  collisions: Type.Array(Type.Object({ id: IdSchema }), { maxItems: 1000 }),
})

export const ResolutionBody = Type.Object(
  {
    schedule: ScheduleInput,
    solutions: Type.Optional(Solutions),
    projected: Type.Optional(
      Type.Array(SeenProjected, {
        maxItems: 5000,
        description:
          'The `projected` of the 409 answer, sent back as it came: the server projects again, and refuses a solution ' +
          'whose timeslot now collides with other timeslots than the ones listed here',
      }),
    ),
    detail: Type.Optional(Type.String({ description: 'Ignored (so the 409 answer can be sent back as it came)' })),
    skipped: Type.Optional(Type.Unknown({ description: 'Ignored (so a 409 answer listing skipped occurrences can be sent back as it came)' })),
  },
  {
    additionalProperties: false,
    examples: [
      {
        schedule: exampleSchedule,
        solutions: { '202701052000002027010521000041': 'ours' },
      },
    ],
  },
)
export type ResolutionBody = Static<typeof ResolutionBody>

export const CollisionSchema = Type.Object({
  id: IdSchema,
  start: LocalDateTimeString,
  end: LocalDateTimeString,
  startAt: StartAt,
  endAt: EndAt,
  mediaId: NullableId,
  show: IdSchema,
  showName: Type.String(),
  isRepetition: Type.Boolean(),
  schedule: IdSchema,
  memo: Type.String(),
  episodeId: Type.Optional(IdSchema),
})
export type CollisionView = Static<typeof CollisionSchema>

export const ProjectedSchema = Type.Object({
  hash: Type.String({ description: 'Stable key of this projected timeslot in `solutions`' }),
  start: LocalDateTimeString,
  end: LocalDateTimeString,
  startAt: StartAt,
  endAt: EndAt,
  isPast: Type.Boolean({ description: 'Starts before now: listed, never created' }),
  collisions: Type.Array(CollisionSchema),
  error: Type.Optional(Type.String({ description: 'Why the given solution cannot be used; absent when none' })),
  solutionChoices: Type.Array(Type.String({ enum: [...SOLUTIONS] })),
})
export type ProjectedView = Static<typeof ProjectedSchema>

export const SkippedSchema = Type.Object({
  date: LocalDateString,
  reason: Type.String({ enum: ['cancelled', 'emptied-by-dst'] }),
  message: Type.String(),
})
export type SkippedView = Static<typeof SkippedSchema>

const Skipped = Type.Optional(
  Type.Array(SkippedSchema, {
    description: 'Extension: occurrences not projected (cancelled by an exception, or emptied by a daylight-saving change), with why',
  }),
)

export const ConflictResponse = Type.Object(
  {
    detail: Type.String({ description: 'What the client has to do next' }),
    projected: Type.Array(ProjectedSchema),
    solutions: Type.Record(Type.String(), SolutionValue, { description: 'The valid solutions sent, kept for the next try' }),
    schedule: ScheduleInput,
    skipped: Skipped,
  },
  {
    description: 'Collisions need a solution, or a solution was not usable: nothing was changed',
    examples: [
      {
        detail: '1 projected timeslot collides; send a solution for each hash',
        projected: [
          {
            hash: '202701052000002027010521000041',
            start: '2027-01-05 20:00:00',
            end: '2027-01-05 21:00:00',
            startAt: '2027-01-05T20:00:00+01:00',
            endAt: '2027-01-05T21:00:00+01:00',
            isPast: false,
            collisions: [
              {
                id: 7,
                start: '2027-01-05 20:30:00',
                end: '2027-01-05 22:00:00',
                startAt: '2027-01-05T20:30:00+01:00',
                endAt: '2027-01-05T22:00:00+01:00',
                mediaId: null,
                show: 2,
                showName: 'Night Talk',
                isRepetition: false,
                schedule: 3,
                memo: '',
              },
            ],
            solutionChoices: ['theirs', 'ours', 'theirs-end', 'ours-end'],
          },
        ],
        solutions: {},
        schedule: exampleSchedule,
      },
    ],
  },
)
export type ConflictResponse = Static<typeof ConflictResponse>

export const ScheduleSchema = Type.Object(
  {
    id: IdSchema,
    show: IdSchema,
    rrule: Type.Integer(),
    byWeekday: Type.Union([Type.Integer(), Type.Null()]),
    firstDate: LocalDateString,
    lastDate: LocalDateString,
    startTime: LocalTimeString,
    endTime: LocalTimeString,
    isRepetition: Type.Boolean(),
    defaultMediaId: NullableId,
    addDaysNo: Type.Union([Type.Integer(), Type.Null()]),
    addBusinessDaysOnly: Type.Boolean(),
    anchorDate: LocalDateString,
    exceptions: Type.Array(LocalDateString, { description: 'Cancelled air dates (RFC 5545 EXDATE)' }),
    createdAt: TimestampString,
    updatedAt: TimestampString,
    skipped: Skipped,
  },
  {
    examples: [
      {
        id: 4,
        ...exampleSchedule,
        isRepetition: false,
        defaultMediaId: null,
        addDaysNo: null,
        addBusinessDaysOnly: false,
        anchorDate: '2027-01-05',
        exceptions: [],
        createdAt: '2027-01-01T09:00:00.000Z',
        updatedAt: '2027-01-01T09:00:00.000Z',
      },
    ],
  },
)
export type ScheduleView = Static<typeof ScheduleSchema>

const DryRunSlot = Type.Object({
  id: Type.Union([IdSchema, Type.Null()], { description: 'null for a timeslot that does not exist yet' }),
  start: LocalDateTimeString,
  end: LocalDateTimeString,
  startAt: StartAt,
  endAt: EndAt,
  show: IdSchema,
  schedule: Type.Union([IdSchema, Type.Null()], { description: 'null: the schedule being created' }),
  hash: Type.Optional(Type.String({ description: 'The projected timeslot this comes from' })),
})
export type DryRunSlot = Static<typeof DryRunSlot>

export const DryRunResponse = Type.Object(
  {
    create: Type.Array(DryRunSlot),
    update: Type.Array(DryRunSlot, { description: 'Existing timeslots with their new start and end' }),
    delete: Type.Array(DryRunSlot),
    unresolved: Type.Array(ProjectedSchema, {
      description: 'Projected timeslots that still lack a usable solution (left out of create)',
    }),
    skipped: Skipped,
  },
  {
    description: 'What the request would do; nothing was changed',
    examples: [
      {
        create: [
          {
            id: null,
            start: '2027-01-05 20:00:00',
            end: '2027-01-05 21:00:00',
            startAt: '2027-01-05T20:00:00+01:00',
            endAt: '2027-01-05T21:00:00+01:00',
            show: 1,
            schedule: null,
            hash: '202701052000002027010521000041',
          },
        ],
        update: [
          {
            id: 7,
            start: '2027-01-05 21:00:00',
            end: '2027-01-05 22:00:00',
            startAt: '2027-01-05T21:00:00+01:00',
            endAt: '2027-01-05T22:00:00+01:00',
            show: 2,
            schedule: 3,
          },
        ],
        delete: [],
        unresolved: [],
      },
    ],
  },
)
export type DryRunResponse = Static<typeof DryRunResponse>
