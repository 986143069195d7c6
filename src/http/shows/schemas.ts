import { type Static, Type } from 'typebox'
import { SHOW_NAME_MAX_LENGTH } from '../../domain/programme/show-name.ts'
import { ONE_LINE_PATTERN } from '../common/error-advice.ts'
import {
  ClosedObject,
  IdSchema,
  LanguageTagString,
  Nullable,
  NullableId,
  PageSchema,
  PagingQuery,
  ReasonParameter,
  SetOf,
  TimestampString,
  UpdatedSinceQuery,
} from '../common/schemas.ts'

const OwnerIds = SetOf(
  IdSchema,
  100,
  'User ids of its owners: hosts may change only the shows they own. Set by programme managers and admins',
)

const Name = Type.String({
  minLength: 1,
  maxLength: SHOW_NAME_MAX_LENGTH,
  pattern: ONE_LINE_PATTERN,
  description: 'Display name: one line (no line breaks or control characters)',
})
const Slug = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'URL-safe unique key: lowercase letters, digits and single dashes',
})
const Description = Type.String({ maxLength: 10_000 })

// What the station's website shows of a show and what its regulator asks about (issue: shows that can be presented).
const WebUrl = Type.String({
  maxLength: 2000,
  format: 'uri',
  pattern: '^https?://',
  description: 'An absolute http(s) URL',
})
const ImageUrl = Nullable(WebUrl, { description: 'An image of the show (absolute http or https URL); null: none' })
const Host = ClosedObject(
  {
    name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S', description: 'The name shown on the programme' }),
    userId: Type.Optional(IdSchema),
  },
  { title: 'ShowHost', description: 'A host: a name, optionally linked to an onair user (userId must exist)' },
)
const Hosts = Type.Array(Host, { maxItems: 50, description: 'Who presents the show, in the order shown' })
const Link = ClosedObject(
  {
    label: Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '\\S',
      description: 'What the link is, e.g. Website, Mastodon, Podcast',
    }),
    url: WebUrl,
  },
  { title: 'ShowLink' },
)
const Links = Type.Array(Link, { maxItems: 20, description: 'Labelled links, in the order shown' })
const Category = Type.String({
  minLength: 1,
  maxLength: 60,
  pattern: '^[^,\\s]([^,]*[^,\\s])?$',
  description: 'A category or genre: no commas (lists are comma-separated), no surrounding spaces',
})
const Categories = SetOf(Category, 20, 'Categories or genres (free text, matched exactly by the list filter)')
const LanguageTag = LanguageTagString({
  description: 'A BCP 47 language tag (de, en-GB, sr-Latn); stored in its canonical case',
})
const Languages = SetOf(LanguageTag, 20, 'Languages spoken on the show, BCP 47 tags')
const FundingCategory = Nullable(Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }), {
  description:
    "The funding category the station reports the show under (the regulator's or the station's own names); null: none",
})
const presentation = {
  imageUrl: Type.Optional(ImageUrl),
  hosts: Type.Optional(Hosts),
  links: Type.Optional(Links),
  categories: Type.Optional(Categories),
  languages: Type.Optional(Languages),
  fundingCategory: Type.Optional(FundingCategory),
}

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
    imageUrl: Nullable(Type.String()),
    hosts: Type.Array(Host),
    links: Type.Array(Link),
    categories: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    fundingCategory: Nullable(Type.String()),
  },
  { title: 'Show' },
)
export type Show = Static<typeof ShowSchema>

// A show's writable fields but its name, which a create must send and an update may.
const optionalShowFields = {
  slug: Type.Optional(Slug),
  description: Type.Optional(Description),
  isActive: Type.Optional(Type.Boolean()),
  defaultMediaId: Type.Optional(NullableId),
  ownerIds: Type.Optional(OwnerIds),
  ...presentation,
}

export const CreateShowBody = ClosedObject(
  { name: Name, ...optionalShowFields },
  { title: 'ShowCreate', example: { name: 'Morning Jazz', defaultMediaId: 12 } },
)
export type CreateShowBody = Static<typeof CreateShowBody>

export const UpdateShowBody = ClosedObject(
  { name: Type.Optional(Name), ...optionalShowFields },
  { minProperties: 1, title: 'ShowUpdate', example: { name: 'Jazz Night Live' } },
)
export type UpdateShowBody = Static<typeof UpdateShowBody>

export const ShowListQuery = ClosedObject({
  ...PagingQuery,
  isActive: Type.Optional(Type.Boolean()),
  includeDeleted: Type.Optional(Type.Boolean({ default: false, description: 'Also list deleted (archived) shows' })),
  ownerIds: Type.Optional(
    // Strings, not a union with integers: the validator's strict decimal check covers integer lists only.
    Type.Array(Type.String({ pattern: '^(me|[1-9][0-9]{0,9})$' }), {
      minItems: 1,
      maxItems: 100,
      description:
        'Shows owned by any of these users; `me` is the caller (ownerIds=me: my shows). Repeated or comma-separated',
    }),
  ),
  updatedSince: Type.Optional(UpdatedSinceQuery),
  category: Type.Optional(
    Type.Array(Category, {
      minItems: 1,
      maxItems: 20,
      description: 'Shows in any of these categories (exact match). Repeated or comma-separated',
    }),
  ),
  language: Type.Optional(
    Type.Array(LanguageTag, {
      minItems: 1,
      maxItems: 20,
      description:
        'Shows in any of these languages; a tag also matches its subtags (de matches de-AT). Repeated or comma-separated',
    }),
  ),
})
export type ShowListQuery = Static<typeof ShowListQuery>

export const DeleteShowQuery = ClosedObject({
  force: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'Also remove its future timeslots (aired ones stay, with the archived show)',
    }),
  ),
  ...ReasonParameter,
})
export type DeleteShowQuery = Static<typeof DeleteShowQuery>

export const ShowPage = PageSchema(ShowSchema, 'ShowPage')
