/** A single broadcast's move: the request, its answer and its 409 (POST /api/v1/timeslots/{id}/move). */
import { type Static, Type } from 'typebox'
import { ClosedObject } from '../common/schemas.ts'
import { MoveAnswerFields, ProjectedSchema } from '../schedules/conflict-schemas.ts'
import { DefaultSolutionSchema, SolutionSchema } from '../schedules/solution-schemas.ts'
import { RestorationSchema, TimeslotSchema } from './schemas.ts'

const MovedTime = (what: string) =>
  Type.String({
    minLength: 1,
    maxLength: 40,
    description: `The new ${what}: station-local \`YYYY-MM-DD HH:MM:SS\` (DST: a time in the spring gap moves to its end, an ambiguous autumn time is the first) or an ISO 8601 instant with offset`,
  })

export const TimeslotMoveBody = ClosedObject(
  {
    start: MovedTime('start; a broadcast that has started keeps its start'),
    end: MovedTime(
      'end, after start and at most 24 hours later; on a broadcast that has started, an end that has passed ends it now',
    ),
    ...MoveAnswerFields,
    repetitions: Type.Optional(
      Type.String({
        enum: ['follow', 'keep'],
        description:
          'Extension: `follow` (absent): its repetitions that have not started (timeslots whose `repeatOf` is this one, still on its ' +
          'air date plus their offset) move with it, each at its own time of day on the new air date plus the offset, through the ' +
          'same collisions and solutions; `keep`: they stay where they are',
      }),
    ),
  },
  {
    title: 'TimeslotMoveRequest',
    description: "Move or resize this broadcast only; resolves collisions at the new time like a schedule's POST",
    // Works on a fresh database after the createSchedule example: its first Tuesday (timeslot 1) airs on Thursday.
    example: { start: '2027-01-07 21:00:00', end: '2027-01-07 22:00:00' },
  },
)
export type TimeslotMoveBody = Static<typeof TimeslotMoveBody>

export const TimeslotMoveResponse = Type.Object(
  {
    timeslot: TimeslotSchema,
    split: Type.Optional(
      Type.Array(TimeslotSchema, {
        description:
          "Present when a 'theirs-both' cut the moved broadcast in two: the later piece(s), with the same content",
      }),
    ),
    restoration: Type.Optional(RestorationSchema),
    repetitions: Type.Optional(
      Type.Array(TimeslotSchema, {
        description:
          'Extension, present when some followed: the repetitions that moved with it, at their new times (same ids and content)',
      }),
    ),
  },
  {
    title: 'TimeslotMove',
    description:
      'The broadcast at its new time (same id, episode, media and memo); `restoration` when the air it left gave back what it had displaced; ' +
      '`repetitions` when its repetitions followed',
  },
)
export type TimeslotMoveResponse = Static<typeof TimeslotMoveResponse>

export const TimeslotMoveConflict = Type.Object(
  {
    detail: Type.String({ description: 'What the client has to do next' }),
    projected: Type.Array(ProjectedSchema, {
      description: 'The broadcast at its new time (the part still to air), with what it collides with',
    }),
    solutions: Type.Record(Type.String(), SolutionSchema, {
      description: 'The usable solutions sent, kept for the next try',
    }),
    defaultSolution: Type.Optional(DefaultSolutionSchema),
  },
  {
    title: 'TimeslotMoveConflict',
    description:
      'The new time collides: send the move again with a solution for the hash (one of its solutionChoices) or a defaultSolution. Nothing was changed',
  },
)
export type TimeslotMoveConflict = Static<typeof TimeslotMoveConflict>
