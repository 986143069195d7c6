/**
 * The schedule cycle's answers and requests at the edge: what collides (409), what a dry run would do
 * (202), and the request that resolves a conflict. The schedule itself: schemas.ts.
 */
import { type Static, Type } from 'typebox'
import { ClosedObject, EndAt, IdSchema, LocalDateTimeString, Nullable, NullableId, StartAt } from '../common/schemas.ts'
import { RepetitionsChoiceSchema } from '../timeslots/schemas.ts'
import { exampleSchedule, ScheduleInput, Skipped } from './schemas.ts'
import { DefaultSolutionSchema, SolutionSchema } from './solution-schemas.ts'

export const CollisionSchema = Type.Object(
  {
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
  },
  { title: 'Collision', description: 'An existing timeslot a projected one collides with' },
)
export type CollisionView = Static<typeof CollisionSchema>

export const ProjectedSchema = Type.Object(
  {
    hash: Type.String({ description: 'Stable key of this projected timeslot in `solutions`' }),
    start: LocalDateTimeString,
    end: LocalDateTimeString,
    startAt: StartAt,
    endAt: EndAt,
    isPast: Type.Boolean({ description: 'Has started before now (and is not breaking in): listed, never created' }),
    breaksIn: Type.Optional(
      Type.Boolean({
        description:
          'Extension: had started and not ended at the time of the request, so it is created from now on (to the second; ' +
          '`start` says when). Against the running timeslot it offers `ours-start` (that one ends now) and `theirs`',
      }),
    ),
    collisions: Type.Array(CollisionSchema),
    error: Type.Optional(Type.String({ description: 'Why the given solution cannot be used; absent when none' })),
    solutionChoices: Type.Array(SolutionSchema, { description: 'The solutions allowed for this timeslot (any order)' }),
  },
  {
    title: 'ProjectedTimeslot',
    description: 'A timeslot the schedule projects, with what it collides with and how that may be resolved',
  },
)
export type ProjectedView = Static<typeof ProjectedSchema>

/** A solution as sent: one of the eight, or '' ("No solution given.", reported on that timeslot). */
const SolutionValue = Type.Union([
  SolutionSchema,
  Type.Literal('', { description: "'' is reported as 'No solution given.'" }),
])

export const Solutions = Type.Record(Type.String({ maxLength: 64 }), SolutionValue, {
  description: "Projected-timeslot hash → chosen solution, one of that timeslot's solutionChoices",
  maxProperties: 5000,
})

/** How a move's client answers the cycle: solutions to its collisions, a default for the rest, or a dry run. */
export const MoveAnswerFields = {
  solutions: Type.Optional(Solutions),
  defaultSolution: Type.Optional(DefaultSolutionSchema),
  dryrun: Type.Optional(
    Type.Boolean({ description: 'Change nothing; answer 202 with what would happen. Absent: false' }),
  ),
}

export const ResolutionBody = ClosedObject(
  {
    schedule: ScheduleInput,
    solutions: Type.Optional(Solutions),
    defaultSolution: Type.Optional(DefaultSolutionSchema),
    repetitions: Type.Optional(RepetitionsChoiceSchema),
    projected: Type.Optional(
      Type.Array(ProjectedSchema, {
        maxItems: 5000,
        description:
          'The `projected` of the 409 answer, sent back as it came: the server projects again, and refuses a solution ' +
          'whose timeslot now collides with other timeslots than the ones listed here',
      }),
    ),
    detail: Type.Optional(Type.String({ description: 'Ignored (so the 409 answer can be sent back as it came)' })),
    skipped: Type.Optional(
      Type.Unknown({
        description: 'Ignored (so a 409 answer listing skipped occurrences can be sent back as it came)',
      }),
    ),
  },
  {
    title: 'ScheduleRequest',
    description:
      "The contract's conflict-resolution structure: `schedule`, and to resolve a 409 its `solutions` (or the whole 409 answer sent back with them)",
    // Without `solutions`: Swagger UI's "Try it out" sends this, and a solution for a timeslot that does
    // not collide is a count mismatch (400). After creating show 1 it creates the schedule (201).
    example: { schedule: exampleSchedule },
  },
)
export type ResolutionBody = Static<typeof ResolutionBody>

// The hash of the first projected timeslot of the example schedule (5 January 2027, 20:00-21:00), as
// the Conflict example's 409 names it.
const exampleHash = '202701052000002027010521000041'

/**
 * The request examples Swagger UI offers for a schedule POST and PUT (a drop-down): create, then resolve
 * the 409 from the page. After creating shows 1 and 2 and a timeslot of show 2 on 5 January 2027 from
 * 20:30 to 22:00, the first answers the Conflict example's 409 and the second resolves it (201).
 */
export const RESOLUTION_EXAMPLES = {
  create: {
    summary: 'Create: 201, or 409 with what collides (projected[].hash and its solutionChoices)',
    value: { schedule: exampleSchedule },
  },
  resolve: {
    summary:
      "Resolve a 409: one solution per colliding hash of its projected, each one of that timeslot's solutionChoices",
    value: { schedule: exampleSchedule, solutions: { [exampleHash]: 'ours-end' } },
  },
  preview: {
    summary: 'Preview a resolution (dryrun): 202 with what it would create, change and delete; nothing changes',
    value: { schedule: { ...exampleSchedule, dryrun: true }, solutions: { [exampleHash]: 'ours-end' } },
  },
}

/**
 * The POST's examples: those of RESOLUTION_EXAMPLES and an open-ended schedule (issue 32): `lastDate: null`
 * runs to the rolling horizon (PROGRAMME_HORIZON_DAYS). Saturday mornings, clear of the Tuesday
 * example: after creating show 1 it creates the schedule (201) whether or not `create` ran first.
 */
export const CREATE_EXAMPLES = {
  ...RESOLUTION_EXAMPLES,
  openEnded: {
    summary: 'Create an open-ended schedule (extension): lastDate null, its timeslots kept up to the rolling horizon',
    value: {
      schedule: {
        ...exampleSchedule,
        byWeekday: 5,
        firstDate: '2027-01-09',
        lastDate: null,
        startTime: '10:00:00',
        endTime: '12:00:00',
      },
    },
  },
}

export const ConflictResponse = Type.Object(
  {
    detail: Type.String({ description: 'What the client has to do next' }),
    projected: Type.Array(ProjectedSchema),
    solutions: Type.Record(Type.String(), SolutionSchema, {
      description:
        'The usable solutions sent (hash → solution), kept for the next try: fill in the rest and send the answer back',
    }),
    defaultSolution: Type.Optional(DefaultSolutionSchema),
    schedule: ScheduleInput,
    skipped: Skipped,
  },
  {
    title: 'Conflict',
    description: 'Collisions need a solution, or a solution was not usable: nothing was changed',
    example: {
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
  },
)
export type ConflictResponse = Static<typeof ConflictResponse>

const DryRunSlot = Type.Object(
  {
    id: Nullable(IdSchema, { description: 'null for a timeslot that does not exist yet' }),
    start: LocalDateTimeString,
    end: LocalDateTimeString,
    startAt: StartAt,
    endAt: EndAt,
    show: IdSchema,
    schedule: Nullable(IdSchema, { description: 'null: the schedule being created' }),
    hash: Type.Optional(Type.String({ description: 'The projected timeslot this comes from' })),
  },
  { title: 'DryRunTimeslot', description: 'A timeslot a dry run would create, change or delete' },
)
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
    title: 'DryRun',
    description: 'What the request would do; nothing was changed',
    example: {
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
  },
)
export type DryRunResponse = Static<typeof DryRunResponse>
