import { type Static, Type } from 'typebox'
import {
  ClosedObject,
  IdListQuery,
  IdSchema,
  Nullable,
  NullableId,
  PageSchema,
  PagingQuery,
  ReasonParameter,
  Times,
  TimestampString,
  WindowQuery,
} from '../common/schemas.ts'
import { EPISODE_SOURCES, MEDIA_SOURCES } from '../playout/schemas.ts'

/** When a timeslot airs and whose it is (views: whenAndWhoseOf). */
export const TimeslotWhenAndWhose = {
  ...Times,
  scheduleId: IdSchema,
  showId: IdSchema,
}

/** Which timeslot, when and whose: what every view of a timeslot starts with. */
export const TimeslotPlace = { id: IdSchema, ...TimeslotWhenAndWhose }

/** The Tuesday broadcast of the schedule example that the OpenAPI examples use throughout. */
const exampleTimeslot = {
  id: 41,
  start: '2027-01-05 20:00:00',
  end: '2027-01-05 21:00:00',
  startAt: '2027-01-05T20:00:00+01:00',
  endAt: '2027-01-05T21:00:00+01:00',
  scheduleId: 4,
  showId: 1,
  showName: 'Morning Jazz',
  isRepetition: false,
  mediaId: null,
  episodeId: 3,
  memo: '',
  updatedAt: '2027-01-01T09:00:00.000Z',
}

export const TimeslotSchema = Type.Object(
  {
    ...TimeslotPlace,
    showName: Type.String(),
    isRepetition: Type.Boolean(),
    mediaId: NullableId,
    episodeId: NullableId,
    memo: Type.Optional(Type.String({ description: 'Internal note; left out for anonymous callers' })),
    updatedAt: TimestampString,
    season: Type.Optional({
      ...IdSchema,
      description: 'Extension: the season its schedule belongs to (absent: regular programme)',
    }),
    displaces: Type.Optional(
      Type.Integer({
        minimum: 1,
        description:
          'Extension: a special that displaced something: how many broadcasts it removed or cut when it was made (or moved ' +
          'there), kept to be given back when it goes (DELETE, or a move away). Absent: it displaced nothing',
      }),
    ),
    repeatOf: Type.Optional(
      Nullable(IdSchema, {
        description:
          'Extension: a repetition (its schedule names `repeatOf`): the original broadcast it repeats, which it follows when that is ' +
          'cancelled, pre-empted or moved; null when it repeats none (or its original is gone)',
      }),
    ),
  },
  {
    title: 'Timeslot',
    description: 'One broadcast of the programme',
    example: exampleTimeslot,
  },
)
export type TimeslotView = Static<typeof TimeslotSchema>

/** A timeslot on air or next: also what playout airs for it, so automation needs no second read. */
export const OnAirTimeslotSchema = Type.Object(
  {
    ...TimeslotSchema.properties,
    effectiveMediaId: Nullable(IdSchema, {
      description:
        "What playout airs: the timeslot's mediaId, else its schedule's defaultMediaId, else its show's defaultMediaId, else null (playout's mediaId)",
    }),
    source: Type.String({
      enum: [...MEDIA_SOURCES],
      description: "The level effectiveMediaId came from (playout's source)",
    }),
    effectiveEpisodeId: Type.Optional(
      Nullable(IdSchema, {
        description:
          "Extension, on repetitions (timeslots with repeatOf): the episode that airs: episodeId, else its original broadcast's",
      }),
    ),
    episodeSource: Type.Optional(
      Type.String({ enum: [...EPISODE_SOURCES], description: 'Extension: where effectiveEpisodeId came from' }),
    ),
  },
  { title: 'OnAirTimeslot', description: 'A timeslot with the media playout airs for it' },
)
export type OnAirTimeslotView = Static<typeof OnAirTimeslotSchema>

export const TombstoneSchema = Type.Object(
  {
    id: IdSchema,
    deleted: Type.Literal(true),
    ...TimeslotWhenAndWhose,
    deletedAt: TimestampString,
  },
  {
    title: 'TimeslotTombstone',
    description: 'A timeslot deleted since updatedSince (only in answers to updatedSince)',
  },
)
export type TombstoneView = Static<typeof TombstoneSchema>

/** What came back when timeslots that displaced others went away (a special given up). */
export const RestorationSchema = Type.Object(
  {
    restored: Type.Array(TimeslotSchema, {
      description:
        'The displaced timeslots as they are again: trimmed ones with their time back, deleted ones returned (with their old id where free)',
    }),
    notRestored: Type.Array(
      Type.Object({
        ...TimeslotPlace,
        reason: Type.String({
          description:
            'Why this part did not come back: another timeslot airs there now, it has aired, its schedule no longer airs it, or it is too short',
        }),
      }),
      {
        description:
          'The parts of displaced timeslots that did not come back (the timeslot id as it was displaced), each with the reason',
      },
    ),
  },
  {
    title: 'Restoration',
    description:
      'Extension: a timeslot created with `ours`, `ours-start`, `ours-end` or `ours-both` keeps what it deleted or trimmed; when it goes ' +
      'away, that comes back as far as the programme is free (`restore=false` leaves it out).',
    example: {
      restored: [{ ...exampleTimeslot, end: '2027-01-05 22:00:00', endAt: '2027-01-05T22:00:00+01:00' }],
      notRestored: [],
    },
  },
)
export type RestorationView = Static<typeof RestorationSchema>

/** The repetitions that followed their original in a write (cancelled or pre-empted with it), as they were. */
export const FollowedRepetitionsSchema = Type.Array(
  Type.Object({ ...TimeslotPlace, repeatOf: IdSchema }, { title: 'FollowedRepetition' }),
  {
    description:
      'Extension: the repetitions (timeslots whose `repeatOf` names a timeslot this write cancelled or deleted) that went with their original, ' +
      'as they were; `repetitions: "keep"` (`repetitions=keep` on a DELETE) leaves them',
    example: [
      {
        id: 57,
        start: '2027-01-06 10:00:00',
        end: '2027-01-06 11:00:00',
        startAt: '2027-01-06T10:00:00+01:00',
        endAt: '2027-01-06T11:00:00+01:00',
        scheduleId: 5,
        showId: 1,
        repeatOf: 41,
      },
    ],
  },
)
export type FollowedRepetitionsView = Static<typeof FollowedRepetitionsSchema>

/** What a DELETE of a timeslot answers when something came back or repetitions followed. */
export const CancellationSchema = Type.Object(
  { ...RestorationSchema.properties, repetitions: Type.Optional(FollowedRepetitionsSchema) },
  {
    title: 'Cancellation',
    description: 'What came back (Restoration) and, extension, the repetitions cancelled with the timeslot',
    example: {
      restored: [],
      notRestored: [],
      repetitions: (FollowedRepetitionsSchema as { example?: unknown }).example,
    },
  },
)
export type CancellationView = Static<typeof CancellationSchema>

/** `repetitions`: whether the repetitions of what a write cancels or deletes go with it. */
export const RepetitionsChoiceSchema = Type.String({
  enum: ['follow', 'keep'],
  description:
    'Extension: `follow` (absent): the repetitions of a timeslot this write cancels or deletes (an `ours*` solution) go with it, and come back ' +
    'with it when it is given back; `keep`: they stay as they are',
})

/** `restore`: whether timeslots that go give back what they displaced. */
export const RestoreQuery = Type.Object(
  {
    restore: Type.Optional(
      Type.Boolean({
        default: true,
        description:
          'Extension: false deletes without giving back what the deleted timeslots displaced (see Restoration)',
      }),
    ),
    ...ReasonParameter,
  },
  // Other parameters pass, as they did before `restore` existed: a contract client's cache-buster stays harmless.
  { additionalProperties: true },
)

/** A timeslot's DELETE: `restore`, and whether its repetitions are cancelled with it. */
export const CancelQuery = Type.Object(
  { ...RestoreQuery.properties, repetitions: Type.Optional(RepetitionsChoiceSchema) },
  { additionalProperties: true },
)

/** The filters shared by the programme list and the calendar feed. */
const ProgrammeFilters = {
  showIds: Type.Optional(IdListQuery('Show')),
  scheduleIds: Type.Optional(IdListQuery('Schedule', 'scheduleIds')),
}

export const TimeslotListQuery = ClosedObject(
  {
    start: Type.Optional(WindowQuery.start),
    end: Type.Optional(WindowQuery.end),
    ...ProgrammeFilters,
    season: Type.Optional({
      ...IdSchema,
      description: "Extension: only the timeslots of this season's schedules (GET /api/v1/seasons)",
    }),
    updatedSince: Type.Optional(
      Type.String({
        format: 'date-time',
        description:
          'Only timeslots created, changed or deleted since this instant (deleted ones as tombstones with deleted: true); ' +
          'start and end are then optional. At most CHANGES_RETENTION_DAYS ago',
      }),
    ),
    ...PagingQuery,
  },
  { description: 'start and end are required unless updatedSince is given' },
)

export const TimeslotPage = PageSchema(Type.Union([TimeslotSchema, TombstoneSchema]), 'TimeslotPage')

const FixedTime = Type.Unknown({
  description:
    'Not accepted here: start and end change through schedules (PUT /api/v1/schedules/{id}) or POST /api/v1/timeslots/{id}/move',
})

export const UpdateTimeslotBody = ClosedObject(
  {
    mediaId: Type.Optional(NullableId),
    episodeId: Type.Optional(Nullable(IdSchema, { description: 'An episode of the same show, or null' })),
    memo: Type.Optional(Type.String({ maxLength: 10_000 })),
    // Declared only so that sending them earns a message that says where times change, not "unknown field".
    start: Type.Optional(FixedTime),
    end: Type.Optional(FixedTime),
  },
  { minProperties: 1, title: 'TimeslotUpdate', example: { memo: 'Live from the festival' } },
)
export type UpdateTimeslotBody = Static<typeof UpdateTimeslotBody>

/** The calendar feed: the same filters; the window is optional so a subscription URL stays current. */
export const TimeslotFeedQuery = ClosedObject(
  {
    start: Type.Optional(WindowQuery.start),
    end: Type.Optional(WindowQuery.end),
    ...ProgrammeFilters,
  },
  { description: 'Without start/end: from 30 days ago to 180 days ahead (capped at MAX_WINDOW_DAYS)' },
)
export type TimeslotFeedQuery = Static<typeof TimeslotFeedQuery>

export const NextTimeslotsQuery = ClosedObject({
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 1, description: 'How many (1-100)' })),
})

export const NextTimeslots = Type.Object({ items: Type.Array(OnAirTimeslotSchema) }, { title: 'NextTimeslots' })
