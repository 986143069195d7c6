import { type Static, Type } from 'typebox'
import { OffsetInstantString } from '../common/schemas.ts'

/** `?ticket=` of the event streams: how a browser's EventSource authenticates (it cannot send headers). */
export const StreamTicketQuery = Type.String({
  minLength: 1,
  maxLength: 100,
  description:
    'A stream ticket (POST /api/v1/stream-tickets): single-use, for browsers that cannot send Authorization. An Authorization header wins.',
})

export const StreamTicketSchema = Type.Object(
  {
    ticket: Type.String({ description: 'Put it in the stream URL as ?ticket=…; it opens one stream, once' }),
    expiresAt: OffsetInstantString('the last moment it can be used'),
    expiresIn: Type.Integer({ description: 'Seconds it stays valid' }),
  },
  {
    title: 'StreamTicket',
    description: 'A short-lived, single-use credential for opening an event stream by URL',
    example: {
      ticket: 'onairticket_3q2-7wQ9mZ0lWcN6y8Xk1d4FvR5tB0aHjPzLsUeYgIo',
      expiresAt: '2027-01-05T20:01:00+01:00',
      expiresIn: 60,
    },
  },
)
export type StreamTicketView = Static<typeof StreamTicketSchema>
