/** Holidays and what their writes changed, as JSON (station-local times). */
import type { HolidayChanges, HolidayRecord, HolidayRequest } from '../../domain/holidays/holiday-records.ts'
import { placeOf, toTimeslotView } from '../timeslots/views.ts'
import type { AddHolidaysBody, HolidayView } from './schemas.ts'

export function toHolidayView(record: HolidayRecord): HolidayView {
  return { id: record.id, date: record.date, name: record.name, createdAt: new Date(record.createdAt).toISOString() }
}

export function toChangesView(changes: HolidayChanges, zone: string) {
  return {
    removed: changes.removed.map((slot) => placeOf({ ...slot, id: slot.id as number }, zone)),
    created: changes.created.map((record) => toTimeslotView(record, zone)),
    notCreated: changes.notCreated.map((slot) => ({ ...placeOf(slot, zone), reason: slot.reason })),
  }
}

/**
 * The body as what the service adds, or the field that makes it none: exactly one of `date`+`name`,
 * `holidays`, `calendar`; `from`/`to` only with `calendar`.
 */
export function toHolidayRequest(body: AddHolidaysBody): HolidayRequest | { field: string; message: string } {
  const given = (['date', 'holidays', 'calendar'] as const).filter((key) => body[key] !== undefined)
  if (given.length !== 1) {
    return { field: given[1] ?? 'date', message: 'send exactly one of date (with name), holidays, calendar' }
  }
  if (body.name !== undefined && body.date === undefined) return { field: 'name', message: 'goes only with date' }
  if (body.calendar !== undefined) return { kind: 'calendar', calendar: body.calendar, from: body.from, to: body.to }
  const stray = (['from', 'to'] as const).find((key) => body[key] !== undefined)
  if (stray !== undefined) return { field: stray, message: 'goes only with calendar' }
  if (body.holidays !== undefined) return { kind: 'list', holidays: body.holidays, field: 'holidays' }
  if (body.name === undefined) return { field: 'name', message: 'is required with date (e.g. "Easter Monday")' }
  return { kind: 'list', holidays: [{ date: body.date as string, name: body.name }], field: '' }
}
