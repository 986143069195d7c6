/** An import's outcome as JSON, in station-local times. */
import type { ImportOutcome } from '../../domain/imports/ical-import.ts'
import { timesOf } from '../common/times.ts'
import { toCollisionView } from '../schedules/views.ts'
import type { ImportResponse } from './schemas.ts'

export function toImportView(outcome: ImportOutcome, zone: string): ImportResponse {
  return {
    shows: outcome.shows,
    events: outcome.events.map((event) => ({
      uid: event.uid,
      summary: event.summary,
      show: event.showName,
      status: event.status,
      schedule: event.scheduleId,
      rrule: event.spec.ruleId === 0 ? null : event.spec.ruleId,
      recurrence: event.spec.recurrence ?? null,
      byWeekday: event.spec.byWeekday,
      firstDate: event.spec.firstDate,
      lastDate: event.spec.lastDate,
      startTime: event.spec.startTime,
      endTime: event.spec.endTime,
      exceptions: [...(event.spec.exceptions ?? [])],
      timeslots: event.timeslots,
      collisions: event.collisions.map((slot) => {
        const { start, end } = timesOf(slot.projected, zone)
        const view: ImportResponse['events'][number]['collisions'][number] = {
          key: slot.key,
          start,
          end,
          collisions: slot.collisions.map((c) => toCollisionView(c, zone)),
          solutionChoices: [...slot.choices],
        }
        if (slot.error !== undefined) view.error = slot.error
        return view
      }),
    })),
    created: uidsOf(outcome, 'new'),
    updated: uidsOf(outcome, 'updated'),
    unchanged: uidsOf(outcome, 'unchanged'),
    skipped: outcome.skipped,
    changeset: outcome.changesetId,
  }
}

const uidsOf = (outcome: ImportOutcome, status: ImportOutcome['events'][number]['status']) =>
  outcome.events.filter((event) => event.status === status).map((event) => event.uid)
