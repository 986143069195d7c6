import { type Static, Type } from 'typebox'
import { ERRORS } from '../../errors.ts'
import {
  answer,
  ClosedObject,
  errorAnswer,
  IdSchema,
  LocalDateString,
  LocalDateTimeString,
  Nullable,
  ReasonParameter,
  TimestampString,
} from '../common/schemas.ts'
import { ScheduleSchema } from '../schedules/schemas.ts'
import { RestorationSchema } from '../timeslots/schemas.ts'

const Mode = Type.String({
  enum: ['replace', 'overlay'],
  description:
    '`replace`: every regular timeslot starting on one of its dates steps aside; `overlay`: only what its own timeslots collide with',
})

export const SeasonBody = ClosedObject(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      description: 'What people call it: "Summer 2027"',
    }),
    firstDate: LocalDateString,
    lastDate: LocalDateString,
    mode: Mode,
    dryrun: Type.Optional(
      Type.Boolean({
        description: 'Change nothing; answer 202 with what would step aside and come back. Absent: false',
      }),
    ),
  },
  {
    title: 'SeasonInput',
    description: 'A season: its dates (inclusive, station-local) and how its programme meets the regular one',
    example: { name: 'Summer 2027', firstDate: '2027-07-01', lastDate: '2027-08-31', mode: 'replace' },
  },
)
export type SeasonBody = Static<typeof SeasonBody>

export const SeasonSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    firstDate: LocalDateString,
    lastDate: LocalDateString,
    mode: Mode,
    createdAt: TimestampString,
    updatedAt: TimestampString,
  },
  {
    title: 'Season',
    example: {
      id: 1,
      name: 'Summer 2027',
      firstDate: '2027-07-01',
      lastDate: '2027-08-31',
      mode: 'replace',
      createdAt: '2027-01-01T09:00:00.000Z',
      updatedAt: '2027-01-01T09:00:00.000Z',
    },
  },
)
export type SeasonView = Static<typeof SeasonSchema>

export const AsideSchema = Type.Object(
  {
    id: IdSchema,
    scheduleId: IdSchema,
    showId: IdSchema,
    start: LocalDateTimeString,
    end: LocalDateTimeString,
    heldBy: Nullable(IdSchema, {
      description: "The season timeslot that holds its place (null: the season's dates, in `replace` mode)",
    }),
  },
  {
    title: 'SteppedAside',
    description: 'A regular timeslot that stepped aside for the season, as it was (its id comes back with it)',
  },
)

export const SeasonWriteSchema = Type.Object(
  {
    ...SeasonSchema.properties,
    steppedAsideCount: Type.Integer({ description: 'How many regular timeslots this write made step aside' }),
    steppedAside: Type.Array(AsideSchema, { description: 'The regular timeslots this write made step aside' }),
    restoration: Type.Optional(RestorationSchema),
    dryrun: Type.Optional(Type.Boolean({ description: 'true: nothing was changed; this is what the write would do' })),
  },
  {
    title: 'SeasonWrite',
    description: 'The season as written (or as a dry run would write it), what stepped aside and what came back',
  },
)
export type SeasonWriteView = Static<typeof SeasonWriteSchema>

export const SeasonDetailSchema = Type.Object(
  {
    ...SeasonSchema.properties,
    schedules: Type.Array(ScheduleSchema, { description: "The season's schedules" }),
    steppedAside: Type.Array(AsideSchema, {
      description: 'The regular timeslots that stepped aside for the season, in start order',
    }),
  },
  { title: 'SeasonDetail' },
)
export type SeasonDetailView = Static<typeof SeasonDetailSchema>

export const SeasonList = Type.Object({ items: Type.Array(SeasonSchema) }, { title: 'SeasonList' })

export const SeasonWriteQuery = ClosedObject({
  dryrun: Type.Optional(
    Type.Boolean({
      description: 'true: answer what the write would do (what steps aside, what comes back) and change nothing',
    }),
  ),
  ...ReasonParameter,
})

export const SeasonOverlapAnswer = {
  409: errorAnswer(
    'Another season covers some of these dates, or (PUT) a schedule of the season lies outside them',
    ERRORS.seasonOverlap,
    ERRORS.seasonSchedulesOutside,
  ),
}

export const SeasonDryRunAnswer = {
  202: answer('`dryrun` was true: what the write would do; nothing was changed', SeasonWriteSchema),
}
