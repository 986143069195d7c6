import { type Static, Type } from 'typebox'
import { ClosedObject, IdSchema, Nullable, TimestampString } from '../common/schemas.ts'

const Password = Type.String({
  maxLength: 2000,
  description: "The host's onair API token, typed as the password into the streaming software",
})
const User = Type.String({
  maxLength: 200,
  description: 'The user name the source client sent (logged; the token says who it is)',
})

/** Liquidsoap (input.harbor's auth function) sends JSON; Icecast's URL auth sends a form with `pass`. */
export const LiveAccessBody = ClosedObject(
  {
    user: Type.Optional(User),
    password: Type.Optional(Password),
    // Icecast's stream_auth form fields.
    pass: Type.Optional(Password),
    action: Type.Optional(Type.String({ maxLength: 100 })),
    mount: Type.Optional(Type.String({ maxLength: 500 })),
    ip: Type.Optional(Type.String({ maxLength: 100 })),
    server: Type.Optional(Type.String({ maxLength: 500 })),
    port: Type.Optional(Type.String({ maxLength: 10 })),
    client: Type.Optional(Type.String({ maxLength: 100 })),
  },
  {
    title: 'LiveAccessRequest',
    description:
      "JSON `{user, password}` (Liquidsoap) or Icecast URL auth's form (`action=stream_auth&user=…&pass=…&mount=…`)",
    example: { user: 'source', password: 'onair_…' },
  },
)
export type LiveAccessBody = Static<typeof LiveAccessBody>

export const LiveAccessSchema = Type.Object(
  {
    allowed: Type.Boolean(),
    reason: Type.String({ description: 'Why, in one sentence (also in the log)' }),
    user: Nullable(Type.Object({ id: IdSchema, name: Type.String() }), {
      description: 'Whom the token belongs to; null when it is not a valid token',
    }),
    timeslot: Nullable(
      Type.Object({
        id: IdSchema,
        showId: IdSchema,
        showName: Type.String(),
        startAt: TimestampString,
        endAt: TimestampString,
      }),
      { description: 'The timeslot that decided it: the one owned, or the one on air' },
    ),
    until: Nullable(TimestampString, {
      description: 'When allowed: the end of the timeslot plus the grace after it, when the live source should be cut',
    }),
    secondsLeft: Nullable(Type.Integer({ minimum: 0 }), {
      description: 'When allowed: whole seconds from now until `until` (for scripts without a date parser)',
    }),
  },
  { title: 'LiveAccess' },
)
export type LiveAccessView = Static<typeof LiveAccessSchema>
