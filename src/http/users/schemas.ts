import { type Static, Type } from 'typebox'
import {
  ClosedObject,
  IdSchema,
  Nullable,
  PageSchema,
  PagingQuery,
  TimestampString,
  WithSecret,
} from '../common/schemas.ts'

export const RoleSchema = Type.Union(
  [Type.Literal('reader'), Type.Literal('host'), Type.Literal('programme-manager'), Type.Literal('admin')],
  {
    title: 'Role',
    description:
      'reader: every GET; host: also its own shows, their episodes, timeslots and schedules; programme-manager: every programme write; admin: also users and tokens',
  },
)

const Name = Type.String({
  minLength: 1,
  maxLength: 200,
  pattern: '\\S',
  description: 'Display name (recorded with every change the user makes)',
})
const OidcSubject = Type.String({
  minLength: 1,
  maxLength: 255,
  description: "The identity provider's `sub` of this user",
})

export const UserSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    role: RoleSchema,
    oidcSubject: Type.Optional(
      Type.String({ description: "The identity provider's `sub`; absent for users without OIDC" }),
    ),
    createdAt: TimestampString,
  },
  { title: 'User' },
)
export type UserView = Static<typeof UserSchema>

export const CreateUserBody = ClosedObject(
  { name: Name, role: RoleSchema, oidcSubject: Type.Optional(OidcSubject) },
  { title: 'UserCreate', example: { name: 'Playout automation', role: 'reader' } },
)
export type CreateUserBody = Static<typeof CreateUserBody>

export const UpdateUserBody = ClosedObject(
  {
    name: Type.Optional(Name),
    role: Type.Optional(RoleSchema),
    oidcSubject: Type.Optional(Nullable(OidcSubject)),
  },
  { minProperties: 1, title: 'UserUpdate', example: { role: 'host' } },
)
export type UpdateUserBody = Static<typeof UpdateUserBody>

export const UserListQuery = ClosedObject({ ...PagingQuery })
export const UserPage = PageSchema(UserSchema, 'UserPage')

export const TokenSchema = Type.Object(
  {
    id: IdSchema,
    name: Type.String(),
    prefix: Type.String({
      description: 'The first characters of the token, to tell tokens apart (the secret is never shown again)',
    }),
    createdAt: TimestampString,
    expiresAt: Nullable(TimestampString, { description: 'Null: never expires' }),
    lastUsedAt: Nullable(TimestampString, {
      description: 'Last request with this token (to the minute); null: never used',
    }),
  },
  { title: 'Token', description: 'An API token (never its secret)' },
)
export type TokenView = Static<typeof TokenSchema>

export const IssuedTokenSchema = WithSecret(
  TokenSchema,
  { token: 'The secret: shown only in this answer. Send it as `Authorization: Bearer <token>`' },
  { title: 'IssuedToken', description: 'A new API token with its secret' },
)
export type IssuedTokenView = Static<typeof IssuedTokenSchema>

export const TokenList = Type.Array(TokenSchema)

export const CreateTokenBody = ClosedObject(
  {
    name: Type.String({
      minLength: 1,
      maxLength: 200,
      pattern: '\\S',
      description: 'What the token is for, e.g. "playout server"',
    }),
    expiresAt: Type.Optional(
      Type.String({ format: 'date-time', description: 'ISO 8601 instant after which it is refused; absent: never' }),
    ),
  },
  { title: 'TokenCreate', example: { name: 'playout server', expiresAt: '2028-01-01T00:00:00Z' } },
)
export type CreateTokenBody = Static<typeof CreateTokenBody>
