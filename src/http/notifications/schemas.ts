import { type Static, Type } from 'typebox'
import { NOTICE_EVENTS } from '../../domain/notifications/notices.ts'
import { LANGUAGES } from '../../domain/notifications/notification-texts.ts'
import { ClosedObject, IdSchema, Nullable, SetOf, TimestampString } from '../common/schemas.ts'

const NoticeEvent = Type.Union(
  [
    Type.Literal('moved'),
    Type.Literal('cancelled'),
    Type.Literal('pre-empted'),
    Type.Literal('given-back'),
    Type.Literal('bulk'),
    Type.Literal('reminder'),
    Type.Literal('correction'),
  ],
  {
    title: 'NotificationEvent',
    description:
      'moved, cancelled, pre-empted (by a special), given-back (a special went), bulk (several broadcasts of one write, one mail), ' +
      'correction (a change was undone), reminder (before each broadcast)',
  },
)

const Email = Type.String({
  format: 'email',
  maxLength: 254,
  description: 'Where mails go; a new address gets a confirmation mail first',
})

const settingsFields = {
  email: Nullable(Email),
  events: SetOf(NoticeEvent, NOTICE_EVENTS.length, 'What to hear about; [] hears nothing'),
  reminderLeadMinutes: Type.Array(Type.Integer({ minimum: 1, maximum: 10_080 }), {
    maxItems: 4,
    description: 'Reminders this many minutes before each broadcast (at most a week; default 2880 and 60)',
  }),
  digest: Type.Boolean({
    description: 'One mail a day at 07:00 station time instead of one per change (reminders keep their time)',
  }),
  allShows: Type.Boolean({
    description: 'Hear about every show, not only those the user owns (programme managers and admins)',
  }),
  ownChanges: Type.Boolean({ description: 'Also hear about changes the user made' }),
  language: Type.Literal(LANGUAGES[0], {
    description: 'The language of the mails (English; the texts are ready for more)',
  }),
}

export const NotificationSettingsSchema = Type.Object(
  {
    userId: IdSchema,
    ...settingsFields,
    emailConfirmed: Type.Boolean({ description: 'Mails go only to a confirmed address' }),
  },
  { title: 'NotificationSettings' },
)

export const NotificationSettingsUpdate = ClosedObject(
  {
    email: Type.Optional(settingsFields.email),
    events: Type.Optional(settingsFields.events),
    reminderLeadMinutes: Type.Optional(settingsFields.reminderLeadMinutes),
    digest: Type.Optional(settingsFields.digest),
    allShows: Type.Optional(settingsFields.allShows),
    ownChanges: Type.Optional(settingsFields.ownChanges),
    language: Type.Optional(settingsFields.language),
  },
  {
    minProperties: 1,
    title: 'NotificationSettingsUpdate',
    example: { email: 'host@example.org', reminderLeadMinutes: [1440, 30] },
  },
)
export type NotificationSettingsUpdate = Static<typeof NotificationSettingsUpdate>

export const NotificationSchema = Type.Object(
  {
    id: IdSchema,
    userId: IdSchema,
    kind: Type.String({ description: 'A NotificationEvent, or confirm-email' }),
    state: Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed'), Type.Literal('dropped')]),
    subject: Nullable(
      Type.String({
        description: 'Null for a reminder until it is sent (it is written then, with the broadcast as it is)',
      }),
    ),
    text: Nullable(Type.String()),
    changesetId: Nullable(IdSchema),
    timeslotId: Nullable(IdSchema),
    dueAt: TimestampString,
    attempts: Type.Integer({ minimum: 0 }),
    lastError: Nullable(Type.String({ description: 'Why the last attempt failed, or why it was dropped' })),
    sentAt: Nullable(TimestampString),
    createdAt: TimestampString,
  },
  { title: 'Notification' },
)

export const NotificationListQuery = ClosedObject({
  userId: Type.Optional({ ...IdSchema, description: 'Admins: only this user' }),
  state: Type.Optional(
    Type.Union([Type.Literal('pending'), Type.Literal('sent'), Type.Literal('failed'), Type.Literal('dropped')]),
  ),
  before: Type.Optional({ ...IdSchema, description: 'The next page: the `next` of the previous one' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
})

export const NotificationPage = Type.Object(
  {
    items: Type.Array(NotificationSchema),
    next: Nullable(IdSchema, { description: 'Pass as `before` for older ones' }),
  },
  { title: 'NotificationPage' },
)

export const TokenQuery = ClosedObject({
  token: Type.String({
    minLength: 16,
    maxLength: 100,
    pattern: '^[A-Za-z0-9_-]+$',
    description: 'The token of the link in the mail',
  }),
})

export const OneClickBody = ClosedObject(
  { 'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')) },
  {
    title: 'OneClickUnsubscribe',
    description: 'What a mail client sends for a one-click unsubscribe (RFC 8058), form-encoded',
    example: { 'List-Unsubscribe': 'One-Click' },
  },
)

export const HtmlPage = Type.String({ description: 'A short HTML page for the person who followed the link' })
