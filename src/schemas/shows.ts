import { Type, type Static } from 'typebox'
import { IdSchema, NullableId, PageSchema, PagingQuery, TimestampString } from './common.ts'

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Display name' })
const Slug = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'URL-safe unique key: lowercase letters, digits and single dashes',
})
const Description = Type.String({ maxLength: 10_000 })

export const ShowSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  isActive: Type.Boolean(),
  defaultMediaId: NullableId,
  createdAt: TimestampString,
  updatedAt: TimestampString,
})
export type Show = Static<typeof ShowSchema>

export const CreateShowBody = Type.Object(
  {
    name: Name,
    slug: Type.Optional(Slug),
    description: Type.Optional(Description),
    isActive: Type.Optional(Type.Boolean()),
    defaultMediaId: Type.Optional(NullableId),
  },
  { additionalProperties: false, examples: [{ name: 'Morning Jazz', defaultMediaId: 12 }] },
)
export type CreateShowBody = Static<typeof CreateShowBody>

export const UpdateShowBody = Type.Object(
  {
    name: Type.Optional(Name),
    slug: Type.Optional(Slug),
    description: Type.Optional(Description),
    isActive: Type.Optional(Type.Boolean()),
    defaultMediaId: Type.Optional(NullableId),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type UpdateShowBody = Static<typeof UpdateShowBody>

export const ShowListQuery = Type.Object(
  { ...PagingQuery, isActive: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
)
export type ShowListQuery = Static<typeof ShowListQuery>

export const DeleteShowQuery = Type.Object(
  {
    force: Type.Optional(
      Type.Boolean({ default: false, description: 'Also remove its schedules and future timeslots' }),
    ),
  },
  { additionalProperties: false },
)
export type DeleteShowQuery = Static<typeof DeleteShowQuery>

export const ShowPage = PageSchema(ShowSchema)
