import { type Static, Type } from 'typebox'
import { ClosedObject, LocalDateTimeString, Nullable, OffsetInstantString, Times } from '../common/schemas.ts'
import { exampleGapAfter, exampleTimeslot, PlayoutSlot } from '../playout/schemas.ts'
import { StreamTicketQuery } from '../stream-tickets/schemas.ts'

export const NowNextQuery = ClosedObject({
  count: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 20,
      default: 3,
      description: 'How many timeslots after the current one (1-20)',
    }),
  ),
})
export type NowNextQuery = Static<typeof NowNextQuery>

export const AirGapSchema = Type.Object(
  {
    kind: Type.Literal('gap'),
    start: Nullable(LocalDateTimeString, {
      description: 'When the gap began (the end of the last timeslot); null: nothing has aired before',
    }),
    end: Nullable(LocalDateTimeString, {
      description: 'When the next timeslot starts; null: nothing is planned after',
    }),
    startAt: Nullable(OffsetInstantString('start')),
    endAt: Nullable(OffsetInstantString('end')),
  },
  { title: 'AirGap', description: 'A stretch no timeslot covers: dead air unless automation fills it' },
)

export const AirItemSchema = Type.Union([PlayoutSlot, AirGapSchema], {
  title: 'AirItem',
  description: 'A timeslot with its media resolved exactly as playout resolves it, or a gap (by `kind`)',
})
export type AirItem = Static<typeof AirItemSchema>

export const NowNextSchema = Type.Object(
  {
    now: LocalDateTimeString,
    nowAt: OffsetInstantString('now (to the whole second)'),
    current: AirItemSchema,
    secondsLeft: Nullable(Type.Integer({ minimum: 0 }), {
      description:
        'Whole seconds until the current item ends (rounded up); null in a gap with nothing planned after it',
    }),
    next: Type.Array(AirItemSchema, {
      description:
        'The next `count` timeslots in order, with a gap item wherever they do not touch, and a gap without end after the last planned one',
    }),
  },
  {
    title: 'NowNext',
    description: 'What is on air now and what follows, ready to play',
    example: {
      now: '2027-01-05 20:15:00',
      nowAt: '2027-01-05T20:15:00+01:00',
      current: exampleTimeslot,
      secondsLeft: 2700,
      next: [exampleGapAfter],
    },
  },
)
export type NowNextView = Static<typeof NowNextSchema>

export const AirStreamQuery = ClosedObject({
  after: Type.Optional(
    Type.String({
      pattern: '^\\d{1,15}-\\d{1,15}$',
      description:
        'The id of the last event seen, for a client that cannot send Last-Event-ID (a new EventSource): the first event then says how many boundaries passed since',
    }),
  ),
  ticket: Type.Optional(StreamTicketQuery),
})

export const HealthQuery = ClosedObject({
  days: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 3660,
      default: 7,
      description: 'How many days ahead (at most MAX_WINDOW_DAYS)',
    }),
  ),
})

const HealthGap = Type.Object(
  {
    ...Times,
    seconds: Type.Integer({ minimum: 1, description: 'How long' }),
  },
  { title: 'HealthGap', description: 'A stretch no timeslot covers (clipped to the window)' },
)

const UnplacedCollision = Type.Object(
  {
    id: Type.Integer({ description: 'The timeslot that kept its air' }),
    showId: Type.Integer(),
    showName: Type.String(),
    start: LocalDateTimeString,
    end: LocalDateTimeString,
  },
  { title: 'UnplacedCollision', description: 'A timeslot that kept its air against a horizon extension' },
)

export const UnplacedOccurrenceSchema = Type.Object(
  {
    scheduleId: Type.Integer({ description: 'The open-ended schedule' }),
    showId: Type.Integer(),
    showName: Type.String(),
    date: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'Its air date' }),
    ...Times,
    collisions: Type.Array(UnplacedCollision),
  },
  {
    title: 'UnplacedOccurrence',
    description:
      'An occurrence of an open-ended schedule that the daily horizon extension did not create, because the programme had that ' +
      'air already (an extension never resolves a collision). Resolve it with a PUT of the schedule (its 409 offers the solutions), ' +
      'or leave it: it goes from this list once it has begun',
  },
)

/** What programme health lists as unplaced: every such occurrence ahead, not only those in its window. */
const UnplacedOccurrences = Type.Array(UnplacedOccurrenceSchema, {
  description:
    'Extension: occurrences of open-ended schedules the horizon extension could not create, whatever their date ahead',
})

export const ProgrammeHealthSchema = Type.Object(
  {
    ...Times,
    healthy: Type.Boolean({ description: 'No gap and no timeslot without media in the window, and nothing unplaced' }),
    gapSeconds: Type.Integer({ minimum: 0, description: 'The gaps together' }),
    gaps: Type.Array(HealthGap),
    withoutMedia: Type.Array(PlayoutSlot, {
      description:
        'Timeslots with nothing to air after the whole fallback chain (timeslot, the original a repetition repeats, schedule, show): source "none"',
    }),
    unplaced: UnplacedOccurrences,
  },
  {
    title: 'ProgrammeHealth',
    description: 'Dead air ahead: from now to `days` days on, every gap and every timeslot with no media',
  },
)
