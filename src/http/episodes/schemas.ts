import { type Static, Type } from 'typebox'
import {
  ClosedObject,
  IdListQuery,
  IdSchema,
  PageSchema,
  PagingQuery,
  TimestampString,
  UpdatedSinceQuery,
} from '../common/schemas.ts'

const Title = Type.String({ minLength: 1, maxLength: 500, pattern: '\\S', description: 'Episode title' })
const Summary = Type.String({ maxLength: 10_000 })

export const EpisodeSchema = Type.Object(
  {
    id: IdSchema,
    showId: IdSchema,
    title: Type.String(),
    summary: Type.String(),
    createdAt: TimestampString,
    updatedAt: TimestampString,
  },
  { title: 'Episode' },
)
export type Episode = Static<typeof EpisodeSchema>

export const CreateEpisodeBody = ClosedObject(
  {
    showId: IdSchema,
    title: Title,
    summary: Type.Optional(Summary),
  },
  { title: 'EpisodeCreate', example: { showId: 1, title: 'Live from the festival', summary: '' } },
)
export type CreateEpisodeBody = Static<typeof CreateEpisodeBody>

/** An episode stays with its show: showId cannot change (timeslots of that show may carry it). */
export const UpdateEpisodeBody = ClosedObject(
  {
    title: Type.Optional(Title),
    summary: Type.Optional(Summary),
  },
  { minProperties: 1, title: 'EpisodeUpdate', example: { title: 'Blue Note Night' } },
)
export type UpdateEpisodeBody = Static<typeof UpdateEpisodeBody>

export const EpisodeListQuery = ClosedObject({
  ...PagingQuery,
  showIds: Type.Optional(IdListQuery('Show')),
  updatedSince: Type.Optional(UpdatedSinceQuery),
})
export type EpisodeListQuery = Static<typeof EpisodeListQuery>

export const EpisodePage = PageSchema(EpisodeSchema, 'EpisodePage')
