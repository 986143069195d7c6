/** The limits of the programme: how far schedules reach, windows, slots, the change log. */
import { integer, type Variable } from './variable-checks.ts'

export const PROGRAMME_VARIABLES = {
  MAX_TIMESLOTS_PER_SCHEDULE: {
    default: '1000',
    ...integer(1, 100_000),
    meaning: 'A schedule projecting more timeslots is refused (400) before any database work',
  },
  SCHEDULE_HORIZON_DAYS: {
    default: null,
    ...integer(1, 3660),
    meaning: 'lastDate of a schedule sent without one: unset = 31 December of the current year, n = today + n days',
  },
  PROGRAMME_HORIZON_DAYS: {
    default: '400',
    ...integer(1, 3660),
    meaning:
      'An open-ended schedule (lastDate null) has its timeslots up to today + this many days; the server extends them daily',
  },
  MAX_WINDOW_DAYS: {
    default: '366',
    ...integer(1, 3660),
    meaning: 'Largest window a timeslot list, calendar feed or playout query may ask for',
  },
  MIN_SLOT_MINUTES: {
    default: '5',
    ...integer(1, 1440),
    meaning: '`defaultSolution: fill` creates no free part of a colliding timeslot shorter than this (minutes)',
  },
  CHANGES_RETENTION_DAYS: {
    default: '365',
    ...integer(1, 36_500),
    meaning:
      'The change log keeps each changeset this many days (older ones are removed hourly; a revert needs its changeset)',
  },
  NOTICE_PERIOD_HOURS: {
    default: '0',
    ...integer(0, 8760),
    meaning:
      'A write that moves, cancels or pre-empts a broadcast starting within this many hours is refused to hosts (the message says whom to ask) and needs a `reason` from programme managers and admins; `0`: no notice period',
  },
  CHANGES_PAGE_MAX_BYTES: {
    default: '1000000',
    ...integer(1000, 100_000_000),
    meaning:
      "A `/api/v1/changes` page ends before its changesets' rows and requests pass this many bytes of JSON (at least one changeset; `next` goes on from there), whatever its `limit`",
  },
} satisfies Record<string, Variable>
