import { Type } from 'typebox'
import { ClosedObject, IdListQuery, PageSchema, PagingQuery, UpdatedSinceQuery } from '../common/schemas.ts'
import { ScheduleSchema } from './schemas.ts'

export const ScheduleListQuery = ClosedObject({
  ...PagingQuery,
  showIds: Type.Optional(IdListQuery('Show')),
  updatedSince: Type.Optional(UpdatedSinceQuery),
  isActive: Type.Optional(
    Type.Boolean({
      description: 'true: only schedules with timeslots ahead (not yet ended); false: only those without',
    }),
  ),
})

export const SchedulePage = PageSchema(ScheduleSchema, 'SchedulePage')
