import { type Static, Type } from 'typebox'
import { ERRORS } from '../../errors.ts'
import {
  ClosedObject,
  errorAnswer,
  IdSchema,
  LocalDateString,
  Nullable,
  PageSchema,
  PagingQuery,
  TimestampString,
} from '../common/schemas.ts'
import { TimeslotPlace, TimeslotSchema, TimeslotWhenAndWhose } from '../timeslots/schemas.ts'

const HolidayName = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'What the day is called',
  example: 'Easter Monday',
})

export const HolidaySchema = Type.Object(
  {
    id: IdSchema,
    date: LocalDateString,
    name: Type.String(),
    createdAt: TimestampString,
  },
  {
    title: 'Holiday',
    description:
      'A station-local date that is no business day, and on which schedules with `holidays: "skip"` do not air',
    example: { id: 1, date: '2027-03-29', name: 'Easter Monday', createdAt: '2027-01-01T09:00:00.000Z' },
  },
)
export type HolidayView = Static<typeof HolidaySchema>

const HolidayEntry = ClosedObject({ date: LocalDateString, name: HolidayName })

/** Austria's fixed public holidays as a public-holiday calendar publishes them, plus Easter Monday 2027. */
const exampleCalendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//example//holidays//EN',
  'BEGIN:VEVENT',
  'UID:new-year@holidays.example.org',
  'SUMMARY:New Year',
  'DTSTART;VALUE=DATE:20270101',
  'DTEND;VALUE=DATE:20270102',
  'RRULE:FREQ=YEARLY',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'UID:easter-monday-2027@holidays.example.org',
  'SUMMARY:Easter Monday',
  'DTSTART;VALUE=DATE:20270329',
  'DTEND;VALUE=DATE:20270330',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')

export const AddHolidaysBody = ClosedObject(
  {
    date: Type.Optional(LocalDateString),
    name: Type.Optional(HolidayName),
    holidays: Type.Optional(
      Type.Array(HolidayEntry, { minItems: 1, maxItems: 1000, description: 'Several dates at once' }),
    ),
    calendar: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 1_000_000,
        description:
          'An iCalendar file of holidays as public-holiday calendars publish them: all-day VEVENTs (DTSTART;VALUE=DATE, DTEND exclusive, ' +
          'at most 31 days), SUMMARY as the name, RRULE (FREQ=YEARLY for fixed days), RDATE, EXDATE, RECURRENCE-ID; cancelled events are ' +
          'left out. Rules are expanded from `from` to `to`. At most 1,000 VEVENTs and 1,000 dates',
      }),
    ),
    from: Type.Optional({
      ...LocalDateString,
      description: 'With `calendar`: the first date to take. Absent: 1 January of the current year',
    }),
    to: Type.Optional({
      ...LocalDateString,
      description:
        'With `calendar`: the last date to take (at most 3,660 days after from). Absent: 31 December of next year',
    }),
  },
  {
    title: 'AddHolidays',
    description:
      'One holiday (`date` and `name`), a list (`holidays`), or an iCalendar file (`calendar`, with `from` and `to`): exactly one of the three',
    example: { date: '2027-03-29', name: 'Easter Monday' },
  },
)
export type AddHolidaysBody = Static<typeof AddHolidaysBody>

export const ADD_HOLIDAYS_EXAMPLES = {
  one: { summary: 'One holiday', value: { date: '2027-03-29', name: 'Easter Monday' } },
  list: {
    summary: 'A list',
    value: {
      holidays: [
        { date: '2027-05-06', name: 'Ascension Day' },
        { date: '2027-05-17', name: 'Whit Monday' },
      ],
    },
  },
  calendar: {
    summary: 'An iCalendar file of holidays',
    value: { calendar: exampleCalendar, from: '2027-01-01', to: '2028-12-31' },
  },
}

const TimeslotPlaceSchema = Type.Object(TimeslotPlace)

export const HolidayChangesSchema = Type.Object(
  {
    removed: Type.Array(TimeslotPlaceSchema, {
      description:
        'Future timeslots removed: on a holiday their schedule skips, or business-day repetitions moved on (they come back when the holiday goes)',
    }),
    created: Type.Array(TimeslotSchema, {
      description:
        'Timeslots created: repetitions moved to the next business day (with the episode, media and memo of the one removed), or broadcasts given back',
    }),
    notCreated: Type.Array(
      Type.Object({
        id: Nullable(IdSchema, { description: 'The timeslot id it had, when it was one given back' }),
        ...TimeslotWhenAndWhose,
        reason: Type.String({ description: 'Why: another timeslot airs there now, or it has aired' }),
      }),
      { description: 'Occurrences that would have come but could not, each with the reason' },
    ),
  },
  { title: 'HolidayChanges', description: 'What the write changed in the programme (the changeset has every row)' },
)

export const HolidaysAddedSchema = Type.Object(
  {
    added: Type.Array(HolidaySchema),
    existing: Type.Array(HolidaySchema, {
      description: 'Dates of the request that were holidays already: left as they are',
    }),
    timeslots: HolidayChangesSchema,
  },
  { title: 'HolidaysAdded' },
)

export const HolidayRemovedSchema = Type.Object(
  { holiday: HolidaySchema, timeslots: HolidayChangesSchema },
  { title: 'HolidayRemoved' },
)

export const HolidayListQuery = ClosedObject({
  from: Type.Optional({ ...LocalDateString, description: 'Only holidays on or after this date' }),
  to: Type.Optional({ ...LocalDateString, description: 'Only holidays on or before this date' }),
  ...PagingQuery,
})
export type HolidayListQuery = Static<typeof HolidayListQuery>

export const HolidayPage = PageSchema(HolidaySchema, 'HolidayPage')

export const HolidayManagersOnly = {
  403: errorAnswer('Only a programme manager or an admin manages holidays; nothing was changed', ERRORS.forbidden),
}
