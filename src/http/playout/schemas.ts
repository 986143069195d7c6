import { type Static, Type } from 'typebox'
import { ClosedObject, IdSchema, Nullable, Times, WindowQuery } from '../common/schemas.ts'

/** Where a timeslot's media came from, most specific first. */
export const MEDIA_SOURCES = ['timeslot', 'original', 'schedule', 'show', 'none'] as const

/** Where the episode that airs came from: the timeslot's own, or (a repetition) its original broadcast's. */
export const EPISODE_SOURCES = ['timeslot', 'original', 'none'] as const

export const PlayoutQuery = ClosedObject({
  start: Type.String({
    ...WindowQuery.start,
    description: `${(WindowQuery.start as { description?: string }).description}; or \`now\` (the clock, to the whole second)`,
  }),
  end: Type.Optional(WindowQuery.end),
  duration: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'Instead of end: the window length in seconds (at most MAX_WINDOW_DAYS), e.g. 3600 for the hour from start',
    }),
  ),
})
export type PlayoutQuery = Static<typeof PlayoutQuery>

export const PlayoutSlot = Type.Object(
  {
    kind: Type.Literal('timeslot'),
    timeslotId: IdSchema,
    ...Times,
    showId: IdSchema,
    showName: Type.String(),
    scheduleId: IdSchema,
    episodeId: Nullable(IdSchema, {
      description:
        "The episode that airs: the timeslot's episodeId, else (a repetition, extension) its original broadcast's, else null",
    }),
    episodeSource: Type.Optional(
      Type.String({
        enum: [...EPISODE_SOURCES],
        description:
          "Extension, present only then: `original` when episodeId is the original broadcast's (a repetition without an episode of its own)",
      }),
    ),
    mediaId: Nullable(IdSchema, {
      description:
        "The timeslot's mediaId, else (a repetition, extension) its original broadcast's mediaId, else its schedule's defaultMediaId, else its show's defaultMediaId, else null",
    }),
    source: Type.String({
      enum: [...MEDIA_SOURCES],
      description: "The level mediaId came from (`original`: the repetition airs its original broadcast's media)",
    }),
  },
  { title: 'PlayoutTimeslot', description: 'A timeslot to air, with the media resolved' },
)

const PlayoutGap = Type.Object(
  {
    kind: Type.Literal('gap'),
    ...Times,
  },
  { title: 'PlayoutGap', description: 'A stretch of the window no timeslot covers' },
)

export const PlayoutItemSchema = Type.Union([PlayoutSlot, PlayoutGap], {
  title: 'PlayoutItem',
  description: 'A timeslot or a gap (by `kind`)',
})
export type PlayoutItem = Static<typeof PlayoutItemSchema>

// The timeslot 20:00–21:00 and the gap after it, in the examples of playout and of the air.
export const exampleTimeslot = {
  kind: 'timeslot',
  timeslotId: 41,
  start: '2027-01-05 20:00:00',
  end: '2027-01-05 21:00:00',
  startAt: '2027-01-05T20:00:00+01:00',
  endAt: '2027-01-05T21:00:00+01:00',
  showId: 1,
  showName: 'Morning Jazz',
  scheduleId: 4,
  episodeId: null,
  mediaId: 12,
  source: 'show',
}
export const exampleGapAfter = {
  kind: 'gap',
  start: '2027-01-05 21:00:00',
  end: '2027-01-05 22:00:00',
  startAt: '2027-01-05T21:00:00+01:00',
  endAt: '2027-01-05T22:00:00+01:00',
}

export const PlayoutResponse = Type.Object(
  {
    ...Times,
    items: Type.Array(PlayoutItemSchema, {
      description:
        'The whole window in order: every timeslot overlapping it (with its full start and end), and every uncovered stretch as a gap',
    }),
  },
  {
    title: 'Playout',
    description: 'What to air in the window',
    example: {
      start: '2027-01-05 19:00:00',
      end: '2027-01-05 22:00:00',
      startAt: '2027-01-05T19:00:00+01:00',
      endAt: '2027-01-05T22:00:00+01:00',
      items: [
        {
          kind: 'gap',
          start: '2027-01-05 19:00:00',
          end: '2027-01-05 20:00:00',
          startAt: '2027-01-05T19:00:00+01:00',
          endAt: '2027-01-05T20:00:00+01:00',
        },
        exampleTimeslot,
        exampleGapAfter,
      ],
    },
  },
)
export type PlayoutResponse = Static<typeof PlayoutResponse>
