import { type Static, Type } from 'typebox'
import { ClosedObject, IdListQuery, IdSchema, Nullable, TimestampString } from '../common/schemas.ts'
import { StreamTicketQuery } from '../stream-tickets/schemas.ts'

const Actor = Type.Object(
  {
    userId: Nullable(IdSchema, { description: 'null for anonymous callers and the service itself' }),
    name: Type.String({ description: 'The name at the time of the change (kept when the user is deleted)' }),
    via: Type.String({ enum: ['token', 'oidc', 'anonymous', 'system'] }),
  },
  { title: 'Actor', description: 'Who made the change' },
)

const Row = Nullable(Type.Record(Type.String(), Type.Unknown()), {
  description: 'The whole row (null: did not exist); timestamps as ISO 8601 instants',
})

const RowChange = Type.Object(
  {
    entity: Type.String({ enum: ['show', 'season', 'schedule', 'episode', 'timeslot', 'station', 'holiday'] }),
    id: IdSchema,
    before: Row,
    after: Row,
  },
  { title: 'RowChange', description: 'One row a changeset touched, before and after' },
)

const summaryFields = {
  id: Type.Integer({
    minimum: 1,
    description: 'Grows with every committed write: a cursor for `after` and Last-Event-ID',
  }),
  at: TimestampString,
  actor: Actor,
  action: Type.String({
    description:
      'schedule.create, schedule.update, schedule.delete, timeslot.update, timeslot.delete, show.*, episode.*, station.update, holiday.create, holiday.delete, change.revert',
  }),
  summary: Type.String({ description: 'What the write did, in one sentence' }),
  showIds: Type.Array(IdSchema, { description: 'Shows whose rows it touched' }),
  scheduleIds: Type.Array(IdSchema, { description: 'Schedules whose rows it touched' }),
}

export const ChangesetSummarySchema = Type.Object(summaryFields, {
  title: 'ChangesetSummary',
  description: 'A changeset without its rows (the live feed)',
})
export type ChangesetSummaryView = Static<typeof ChangesetSummarySchema>

export const ChangesetSchema = Type.Object(
  {
    ...summaryFields,
    request: Type.Unknown({ description: 'The request as it came (schedule and solutions; never secrets)' }),
    changes: Type.Array(RowChange, { description: "Every row the write touched, other shows' timeslots included" }),
  },
  { title: 'Changeset', description: 'One committed write: who, when, what, and every row before and after' },
)
export type ChangesetView = Static<typeof ChangesetSchema>

const filters = {
  showIds: Type.Optional(IdListQuery('Show')),
  scheduleIds: Type.Optional(IdListQuery('Schedule', 'scheduleIds')),
  actorIds: Type.Optional(IdListQuery('User (actor)', 'actorIds')),
}

export const ChangeListQuery = ClosedObject({
  after: Type.Optional(Type.Integer({ minimum: 0, description: 'Oldest first, after this changeset id (a cursor)' })),
  before: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Newest first, before this changeset id (the next page)' }),
  ),
  ...filters,
  from: Type.Optional(Type.String({ format: 'date-time', description: 'Changes at or after this instant' })),
  to: Type.Optional(Type.String({ format: 'date-time', description: 'Changes before this instant' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  wait: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 60,
      description: 'With `after`: wait up to this many seconds for a change (long-poll)',
    }),
  ),
})
export type ChangeListQuery = Static<typeof ChangeListQuery>

export const ChangePage = Type.Object(
  {
    items: Type.Array(ChangesetSchema),
    next: Nullable(Type.Integer(), {
      description:
        'The cursor for the next page (`after` when listing oldest first, `before` newest first); null: no more',
    }),
  },
  { title: 'ChangePage' },
)

export const ChangeStreamQuery = ClosedObject({
  after: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: 'Start after this changeset id (the Last-Event-ID header wins); absent: only new changes',
    }),
  ),
  ...filters,
  ticket: Type.Optional(StreamTicketQuery),
})
export type ChangeStreamQuery = Static<typeof ChangeStreamQuery>
