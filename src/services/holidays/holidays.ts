/** The station's holidays: each write one changeset, with what it changes in the programme. */

import * as holidaysDb from '../../db/programme/holidays.ts'
import { fromDateColumn } from '../../db/programme/schedules.ts'
import {
  checkedList,
  checkedWindow,
  type HolidayDate,
  type HolidayProblem,
  holidaysOfEvents,
} from '../../domain/holidays/holiday-dates.ts'
import type { HolidayChanges, HolidayRecord, HolidayRequest } from '../../domain/holidays/holiday-records.ts'
import { civilFromDays, daysFromCivil, formatLocalDate, parseLocalDate } from '../../domain/time/civil-dates.ts'
import { todayIn } from '../../domain/time/station-time.ts'
import type { LocalDate } from '../../domain/types.ts'
import { AppError, ERRORS, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { parseCalendarInSlices } from '../imports/ical-parse.ts'
import { timeSlicer } from '../imports/time-slices.ts'
import { type KeyedAnswer, runWrite } from '../write.ts'
import { applyHolidayChange, entriesOn, type RemovedByDate } from './holiday-effects.ts'

export interface HolidaysAdded {
  added: HolidayRecord[]
  /** Dates of the request that were holidays already: left as they are. */
  existing: HolidayRecord[]
  changes: HolidayChanges
}

export interface HolidayRemoved {
  holiday: HolidayRecord
  changes: HolidayChanges
}

export function toHolidayRecord(row: holidaysDb.HolidayRow): HolidayRecord {
  return { id: row.id, date: fromDateColumn(row.date), name: row.name, createdAt: row.createdAt.getTime() }
}

const invalid = (problem: HolidayProblem) =>
  new AppError(ERRORS.holidayInvalid, `${problem.field} ${problem.message}; nothing was added`, [
    { path: problem.field, message: problem.message },
  ])

/** The dates a request names, checked before any database work. */
async function requestedDates(ctx: ServiceContext, request: HolidayRequest): Promise<HolidayDate[]> {
  if (request.kind === 'list') {
    const checked = checkedList(request.holidays, request.field)
    if ('problem' in checked) throw invalid(checked.problem)
    return checked.holidays
  }
  // A calendar's yearly rules are expanded over this year and the next unless the request says otherwise.
  const [year] = civilFromDays(parseLocalDate(todayIn(ctx.config.stationTimeZone, ctx.now())) as number)
  const window = checkedWindow(
    request.from ?? formatLocalDate(daysFromCivil(year, 1, 1)),
    request.to ?? formatLocalDate(daysFromCivil(year + 1, 12, 31)),
  )
  if ('problem' in window) throw invalid(window.problem)
  const parsed = await parseCalendarInSlices(request.calendar, timeSlicer())
  if (!parsed.ok) throw invalid({ field: 'calendar', message: parsed.message })
  // An event without UID or SUMMARY is a problem for an import of shows; a holiday needs only its date and name.
  const unreadable = parsed.problems.find((problem) => !/has no UID/.test(problem.message))
  if (unreadable !== undefined) throw invalid({ field: 'calendar', message: unreadable.message })
  const found = holidaysOfEvents(parsed.events, window)
  if ('problem' in found) throw invalid(found.problem)
  if (found.holidays.length === 0)
    throw invalid({ field: 'calendar', message: 'names no all-day event between from and to' })
  return found.holidays
}

export async function addHolidays(
  ctx: ServiceContext,
  caller: Caller,
  request: HolidayRequest,
  keyed?: KeyedAnswer,
): Promise<HolidaysAdded> {
  const requested = await requestedDates(ctx, request)
  const action = { action: 'holiday.create', request: { holidays: requested }, keyed }
  return runWrite(ctx, caller, action, async (scope) => {
    const stored = await holidaysDb.findByDates(
      scope.tx,
      requested.map((holiday) => holiday.date),
    )
    const storedDates = new Set(stored.map((row) => fromDateColumn(row.date)))
    const fresh = requested.filter((holiday) => !storedDates.has(holiday.date))
    const before = await holidaysDb.findHolidayDays(scope.tx)
    const after = new Set([...before, ...fresh.map((holiday) => parseLocalDate(holiday.date) as number)])
    const { changes, removedByDate } =
      fresh.length === 0
        ? { changes: NO_CHANGES, removedByDate: new Map() }
        : await applyHolidayChange(ctx, scope, { before, after })
    const kept = keptByHoliday(
      fresh.map((holiday) => holiday.date),
      removedByDate,
    )
    const rows = await holidaysDb.insertMany(
      scope.tx,
      fresh.map((holiday) => ({ ...holiday, displaced: kept.get(holiday.date) ?? [] })),
      caller.userId,
    )
    for (const row of rows) scope.record('holiday', null, row)
    scope.describe(
      `Added ${rows.length} holiday(s)${
        rows.length === 0
          ? ''
          : ` (${rows
              .map((row) => `${fromDateColumn(row.date)} ${row.name}`)
              .slice(0, 5)
              .join(', ')}${rows.length > 5 ? ', …' : ''})`
      }${describeChanges(changes)}`,
    )
    return { added: rows.map(toHolidayRecord), existing: stored.map(toHolidayRecord), changes }
  })
}

/** Removes a holiday and gives the programme back what it had taken, in one write. */
export async function removeHoliday(ctx: ServiceContext, caller: Caller, id: number): Promise<HolidayRemoved> {
  return runWrite(ctx, caller, { action: 'holiday.delete', request: { holidayId: id } }, async (scope) => {
    const row = await requireFound(holidaysDb.findById(scope.tx, id), ERRORS.holidayNotFound, 'holiday', id)
    const before = await holidaysDb.findHolidayDays(scope.tx)
    const day = parseLocalDate(fromDateColumn(row.date)) as number
    const after = new Set([...before].filter((other) => other !== day))
    // The holiday's row goes first: what it gives back is then no longer kept anywhere but in the change log.
    const removed = await holidaysDb.remove(scope.tx, id)
    scope.record('holiday', row, null)
    const { changes } = await applyHolidayChange(
      ctx,
      scope,
      { before, after },
      Array.isArray(removed.displaced) ? removed.displaced : [],
    )
    scope.describe(`Removed holiday ${fromDateColumn(row.date)} ${row.name}${describeChanges(changes)}`)
    return { holiday: toHolidayRecord(row), changes }
  })
}

export async function getHoliday(ctx: ServiceContext, id: number): Promise<HolidayRecord> {
  const row = await requireFound(holidaysDb.findById(ctx.db.client, id), ERRORS.holidayNotFound, 'holiday', id)
  return toHolidayRecord(row)
}

export async function listHolidays(
  ctx: ServiceContext,
  query: { from?: string | undefined; to?: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ items: HolidayRecord[]; total: number }> {
  for (const field of ['from', 'to'] as const) {
    const value = query[field]
    if (value !== undefined && parseLocalDate(value) === null) {
      throw new AppError(ERRORS.queryInvalid, `${field} ${value} is no real date`, [
        { path: field, message: `${value} is no real date YYYY-MM-DD` },
      ])
    }
  }
  if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
    throw new AppError(ERRORS.queryInvalid, 'to must not be before from', [
      { path: 'to', message: `must not be before from (${query.from})` },
    ])
  }
  const [rows, total] = await Promise.all([
    holidaysDb.findInRange(ctx.db.client, query, page),
    holidaysDb.countInRange(ctx.db.client, query),
  ])
  return { items: rows.map(toHolidayRecord), total }
}

const NO_CHANGES: HolidayChanges = { removed: [], created: [], notCreated: [] }

/** Which new holiday keeps each removed row: the one on its date, else the latest before it. */
function keptByHoliday(dates: readonly LocalDate[], removedByDate: RemovedByDate): Map<LocalDate, unknown[]> {
  const sorted = [...dates].sort()
  const kept = new Map<LocalDate, unknown[]>()
  for (const date of removedByDate.keys()) {
    const holder = sorted.includes(date) ? date : (sorted.filter((other) => other < date).at(-1) ?? sorted[0])
    if (holder === undefined) continue
    kept.set(holder, [...(kept.get(holder) ?? []), ...entriesOn(removedByDate, date)])
  }
  return kept
}

function describeChanges(changes: HolidayChanges): string {
  const parts = []
  if (changes.removed.length > 0) parts.push(`${changes.removed.length} timeslot(s) removed`)
  if (changes.created.length > 0) parts.push(`${changes.created.length} created or given back`)
  if (changes.notCreated.length > 0) parts.push(`${changes.notCreated.length} could not come`)
  return parts.length === 0 ? '' : `: ${parts.join(', ')}`
}
