import { Type, type Static } from 'typebox'
import { IdSchema, Nullable, NullableId, PageSchema, PagingQuery, TimestampString, UpdatedSinceQuery } from '../common/schemas.ts'

const OwnerIds = Type.Array(IdSchema, {
  maxItems: 100,
  uniqueItems: true,
  description: 'User ids of its owners: hosts may change only the shows they own. Set by programme managers and admins',
})

const Name = Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'Display name' })
const Slug = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'URL-safe unique key: lowercase letters, digits and single dashes',
})
const Description = Type.String({ maxLength: 10_000 })

export const ShowSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    slug: Type.String(),
    description: Type.String(),
    isActive: Type.Boolean(),
    defaultMediaId: NullableId,
    createdAt: TimestampString,
    updatedAt: TimestampString,
    deletedAt: Nullable(TimestampString, {
      description: 'When the show was deleted (archived: its aired timeslots stay readable); null while it is live',
    }),
    ownerIds: OwnerIds,
  },
  { title: 'Show' },
)
export type Show = Static<typeof ShowSchema>

export const CreateShowBody = Type.Object(
  {
    name: Name,
    slug: Type.Optional(Slug),
    description: Type.Optional(Description),
    isActive: Type.Optional(Type.Boolean()),
    defaultMediaId: Type.Optional(NullableId),
    ownerIds: Type.Optional(OwnerIds),
  },
  { additionalProperties: false, title: 'ShowCreate', example: { name: 'Morning Jazz', defaultMediaId: 12 } },
)
export type CreateShowBody = Static<typeof CreateShowBody>

export const UpdateShowBody = Type.Object(
  {
    name: Type.Optional(Name),
    slug: Type.Optional(Slug),
    description: Type.Optional(Description),
    isActive: Type.Optional(Type.Boolean()),
    defaultMediaId: Type.Optional(NullableId),
    ownerIds: Type.Optional(OwnerIds),
  },
  { additionalProperties: false, minProperties: 1, title: 'ShowUpdate', example: { name: 'Jazz Night Live' } },
)
export type UpdateShowBody = Static<typeof UpdateShowBody>

export const ShowListQuery = Type.Object(
  {
    ...PagingQuery,
    isActive: Type.Optional(Type.Boolean()),
    includeDeleted: Type.Optional(Type.Boolean({ default: false, description: 'Also list deleted (archived) shows' })),
    ownerIds: Type.Optional(
      // Strings, not a union with integers: the validator's strict decimal check covers integer lists only.
      Type.Array(Type.String({ pattern: '^(me|[1-9][0-9]{0,9})$' }), {
        minItems: 1,
        maxItems: 100,
        description: 'Shows owned by any of these users; `me` is the caller (ownerIds=me: my shows). Repeated or comma-separated',
      }),
    ),
    updatedSince: Type.Optional(UpdatedSinceQuery),
  },
  { additionalProperties: false },
)
export type ShowListQuery = Static<typeof ShowListQuery>

export const DeleteShowQuery = Type.Object(
  {
    force: Type.Optional(
      Type.Boolean({ default: false, description: 'Also remove its future timeslots (aired ones stay, with the archived show)' }),
    ),
  },
  { additionalProperties: false },
)
export type DeleteShowQuery = Static<typeof DeleteShowQuery>

export const ShowPage = PageSchema(ShowSchema, 'ShowPage')
