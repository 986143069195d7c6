import { type Static, Type } from 'typebox'
import {
  ClosedObject,
  IdSchema,
  LocalDateString,
  LocalDateTimeString,
  LocalTimeString,
  Nullable,
} from '../common/schemas.ts'
import { CollisionSchema } from '../schedules/conflict-schemas.ts'
import { DefaultSolutionSchema, SolutionSchema } from '../schedules/solution-schemas.ts'

/** A weekly show from a calendar, as the OpenAPI example (imports into a fresh database). */
const exampleCalendar = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//example//station//EN',
  'BEGIN:VEVENT',
  'UID:vinyl-hour@example.org',
  'SUMMARY:Vinyl Hour',
  'DTSTART;TZID=Europe/Vienna:20270105T220000',
  'DTEND;TZID=Europe/Vienna:20270105T230000',
  'RRULE:FREQ=WEEKLY;INTERVAL=8;BYDAY=TU;COUNT=4',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n')

export const ImportBody = ClosedObject(
  {
    calendar: Type.String({
      minLength: 1,
      maxLength: 1_000_000,
      description:
        'An iCalendar file (RFC 5545): VEVENTs with UID, SUMMARY, DTSTART and DTEND or DURATION, RRULE, EXDATE, RDATE, RECURRENCE-ID. ' +
        "Times in another zone than the station's are converted where they keep one wall time there. " +
        'A DESCRIPTION is kept: on the show the import creates (the first series of that SUMMARY, else its first event), else on the memo of ' +
        "the event's timeslots. At most 1,000,000 characters and 1,000 VEVENTs (the whole body at most 1 MiB)",
    }),
    showMap: Type.Optional(
      Type.Record(Type.String({ maxLength: 500 }), IdSchema, {
        description:
          'SUMMARY → id of an existing show. Other summaries go to the live show of that name, or to a new show',
        maxProperties: 1000,
      }),
    ),
    solutions: Type.Optional(
      Type.Record(Type.String({ maxLength: 1100 }), SolutionSchema, {
        description: "`UID#hash` (each collision's `key`) → one of its solutionChoices",
        maxProperties: 20_000,
      }),
    ),
    defaultSolution: Type.Optional(DefaultSolutionSchema),
    strict: Type.Optional(
      Type.Boolean({
        description:
          'true: an event onair cannot place (an all-day event, one without an end, a rule it cannot follow, a SUMMARY that is no show name …) ' +
          'refuses the whole file (400, nothing imported). Absent or false: such events are skipped and listed in `skipped` with the reason',
      }),
    ),
    commit: Type.Optional(
      Type.Boolean({
        description: 'true: import (all or nothing). Absent or false: answer the preview and change nothing',
      }),
    ),
  },
  {
    title: 'ImportRequest',
    description: 'An iCalendar file to preview or import',
    example: { calendar: exampleCalendar },
  },
)
export type ImportBody = Static<typeof ImportBody>

const ImportCollision = Type.Object(
  {
    key: Type.String({ description: 'The key of this timeslot in `solutions`: `UID#hash`' }),
    start: LocalDateTimeString,
    end: LocalDateTimeString,
    collisions: Type.Array(CollisionSchema),
    solutionChoices: Type.Array(SolutionSchema),
    error: Type.Optional(Type.String({ description: 'Why the solution sent cannot be used' })),
  },
  {
    title: 'ImportCollision',
    description:
      'A timeslot of an imported event that collides with the programme or with an earlier event of the file',
  },
)

const ImportEvent = Type.Object(
  {
    uid: Type.String(),
    summary: Type.String(),
    show: Type.String({ description: 'The name of the show it goes to' }),
    status: Type.String({
      enum: ['new', 'updated', 'unchanged', 'nothing-to-create'],
      description:
        'new: imported (or to import); updated: its UID was imported before and its SEQUENCE or LAST-MODIFIED changed since, so its ' +
        'schedule takes what the file says now (or will); unchanged: its UID was imported before with the same SEQUENCE and ' +
        'LAST-MODIFIED; nothing-to-create: every timeslot is past or yields',
    }),
    schedule: Nullable(IdSchema, {
      description: 'The schedule made (after a commit), or the one imported before from this UID (updated, unchanged)',
    }),
    rrule: Nullable(Type.Integer(), { description: 'The contract rule id, when its recurrence is one of the 14' }),
    recurrence: Nullable(Type.String(), { description: 'Its RRULE when it is none of the 14' }),
    byWeekday: Nullable(Type.Integer()),
    firstDate: LocalDateString,
    lastDate: Nullable(LocalDateString),
    startTime: LocalTimeString,
    endTime: LocalTimeString,
    exceptions: Type.Array(LocalDateString),
    timeslots: Type.Integer({ description: 'Timeslots it creates' }),
    collisions: Type.Array(ImportCollision),
  },
  { title: 'ImportEvent', description: 'One event of the file as a schedule' },
)

export const ImportResponse = Type.Object(
  {
    shows: Type.Array(
      Type.Object({
        name: Type.String(),
        id: Nullable(IdSchema, { description: 'null: created by the import' }),
        created: Type.Boolean(),
      }),
    ),
    events: Type.Array(ImportEvent),
    created: Type.Array(Type.String(), { description: 'UIDs of the events imported as new schedules (status new)' }),
    updated: Type.Array(Type.String(), {
      description:
        'UIDs of the events imported before whose SEQUENCE or LAST-MODIFIED changed: their schedules follow the file',
    }),
    unchanged: Type.Array(Type.String(), {
      description: 'UIDs of the events imported before and not changed since: left as they are',
    }),
    skipped: Type.Array(
      Type.Object({
        uid: Type.String(),
        summary: Type.String(),
        reason: Type.String({ description: 'Why onair cannot place it, and what to change' }),
      }),
      {
        description:
          'Events left out because onair cannot place them (none with `strict: true`, which refuses them instead)',
      },
    ),
    changeset: Nullable(IdSchema, {
      description: 'The change log entry of a committed import (revert it to undo the import)',
    }),
  },
  { title: 'ImportResult', description: 'What the import does (preview, 409) or did (201)' },
)
export type ImportResponse = Static<typeof ImportResponse>
