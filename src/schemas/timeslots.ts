import { Type, type Static } from 'typebox'
import { IdListString, IdSchema, LocalDateTimeString, NullableId, PageSchema, PagingQuery, WindowQuery } from './common.ts'

export const TimeslotSchema = Type.Object(
  {
    id: IdSchema,
    start: LocalDateTimeString,
    end: LocalDateTimeString,
    scheduleId: IdSchema,
    showId: IdSchema,
    showName: Type.String(),
    isRepetition: Type.Boolean(),
    mediaId: NullableId,
    episodeId: NullableId,
    memo: Type.String(),
  },
  {
    examples: [
      {
        id: 41,
        start: '2027-01-05 20:00:00',
        end: '2027-01-05 21:00:00',
        scheduleId: 4,
        showId: 1,
        showName: 'Morning Jazz',
        isRepetition: false,
        mediaId: null,
        episodeId: 3,
        memo: '',
      },
    ],
  },
)
export type TimeslotView = Static<typeof TimeslotSchema>

/** The filters shared by the programme list and the calendar feed. */
const ProgrammeFilters = {
  showIds: Type.Optional(IdListString('show')),
  scheduleIds: Type.Optional(IdListString('schedule')),
}

export const TimeslotListQuery = Type.Object(
  { ...WindowQuery, ...ProgrammeFilters, ...PagingQuery },
  { additionalProperties: false },
)
export type TimeslotListQuery = Static<typeof TimeslotListQuery>

export const TimeslotPage = PageSchema(TimeslotSchema)

const FixedTime = Type.Unknown({
  description: 'Not accepted here: start and end change only through schedules (PUT /api/v1/schedules/{id})',
})

export const UpdateTimeslotBody = Type.Object(
  {
    mediaId: Type.Optional(NullableId),
    episodeId: Type.Optional(Type.Union([IdSchema, Type.Null()], { description: 'An episode of the same show, or null' })),
    memo: Type.Optional(Type.String({ maxLength: 10_000 })),
    // Declared only so that sending them earns a message that says where times change, not "unknown field".
    start: Type.Optional(FixedTime),
    end: Type.Optional(FixedTime),
  },
  { additionalProperties: false, minProperties: 1, examples: [{ episodeId: 3, memo: 'Live from the festival' }] },
)
export type UpdateTimeslotBody = Static<typeof UpdateTimeslotBody>

/** The calendar feed: the same filters; the window is optional so a subscription URL stays current. */
export const TimeslotFeedQuery = Type.Object(
  {
    start: Type.Optional(WindowQuery.start),
    end: Type.Optional(WindowQuery.end),
    ...ProgrammeFilters,
  },
  {
    additionalProperties: false,
    description: 'Without start/end: from 30 days ago to 180 days ahead (capped at MAX_WINDOW_DAYS)',
  },
)
export type TimeslotFeedQuery = Static<typeof TimeslotFeedQuery>
