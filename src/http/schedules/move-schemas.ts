import { type Static, Type } from 'typebox'
import { ClosedObject, LocalDateString, LocalTimeString, Nullable } from '../common/schemas.ts'
import { RestorationSchema } from '../timeslots/schemas.ts'
import { MoveAnswerFields, ProjectedSchema } from './conflict-schemas.ts'
import { ScheduleSchema } from './schemas.ts'

/** The fields a move may change; the others are the moved schedule's. */
const MovedFields = ClosedObject(
  {
    startTime: Type.Optional(LocalTimeString),
    endTime: Type.Optional(
      Type.String({
        pattern: '^\\d{2}:\\d{2}:\\d{2}$',
        description: 'HH:MM:SS; earlier than startTime: the timeslot ends the next day',
      }),
    ),
    byWeekday: Type.Optional(
      Nullable(Type.Integer({ minimum: 0, maximum: 6 }), { description: 'Monday = 0 … Sunday = 6' }),
    ),
    rrule: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 14,
        description: 'Recurrence rule id (see ScheduleInput); a new rule counts its weeks from `from`',
      }),
    ),
    addDaysNo: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 365 }))),
    lastDate: Type.Optional(LocalDateString),
  },
  {
    title: 'MovedScheduleFields',
    description: "What changes from `from` on; absent fields stay the schedule's (lastDate too)",
  },
)

export const MoveBody = ClosedObject(
  {
    from: Type.Unsafe<string>({
      ...LocalDateString,
      description:
        'The first day of the successor; the schedule ends the day before. After its firstDate, not before today',
    }),
    schedule: MovedFields,
    ...MoveAnswerFields,
    repetitions: Type.Optional(
      Type.String({
        enum: ['follow', 'keep'],
        description:
          'Extension: `follow` (absent): the repetition schedules that repeat this one (`repeatOf`) and run on `from` move with it ' +
          'from the same date, in the same cycle and changeset: one of its rule takes the new rule, weekday and lastDate and keeps ' +
          'its own times and offset; their successors repeat its successor. `keep`: they stay as they are',
      }),
    ),
    projected: Type.Optional(
      Type.Array(ProjectedSchema, {
        maxItems: 5000,
        description:
          'The `projected` of the 409 answer: a solution whose timeslot now collides with other timeslots than listed here is refused',
      }),
    ),
  },
  {
    title: 'ScheduleMoveRequest',
    description: 'Move a series from a date ("this and following"); resolves collisions of the new times like a POST',
    // Works on a fresh database after the createSchedule example (schedule 1, Tuesdays 2027-01-05 to 2027-06-29).
    example: { from: '2027-03-02', schedule: { byWeekday: 2, startTime: '21:00:00', endTime: '22:00:00' } },
  },
)
export type MoveBody = Static<typeof MoveBody>

export const MoveResponse = Type.Object(
  {
    predecessor: ScheduleSchema,
    successor: ScheduleSchema,
    restoration: Type.Optional(RestorationSchema),
    repetitions: Type.Optional(
      Type.Array(ScheduleSchema, {
        description:
          'Extension, present when some followed: the successors of its repetition schedules (each predecessor ended the day before `from`)',
      }),
    ),
  },
  {
    title: 'ScheduleMove',
    description: 'The schedule as ended the day before `from`, and its successor from `from` on',
  },
)
export type MoveResponse = Static<typeof MoveResponse>
