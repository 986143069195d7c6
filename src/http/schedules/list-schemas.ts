import { Type } from 'typebox'
import { IdListQuery, PageSchema, PagingQuery, UpdatedSinceQuery } from '../common/schemas.ts'
import { ScheduleSchema } from './schemas.ts'

export const ScheduleListQuery = Type.Object(
  {
    ...PagingQuery,
    showIds: Type.Optional(IdListQuery('Show')),
    updatedSince: Type.Optional(UpdatedSinceQuery),
    isActive: Type.Optional(
      Type.Boolean({
        description: 'true: only schedules with timeslots ahead (not yet ended); false: only those without',
      }),
    ),
  },
  { additionalProperties: false },
)

export const SchedulePage = PageSchema(ScheduleSchema, 'SchedulePage')
