/**
 * Importing an iCalendar file as shows and schedules, all or nothing in one write: parse, convert
 * (pure), then under the lock the events one after the other, each through the schedule write's own
 * projection, collision check and resolution, so collisions with the programme and among the
 * imported events are found alike. A preview (or a commit with collisions left) is the same work,
 * rolled back. Events whose UID was imported before are left alone, so a second import changes nothing.
 */

import * as schedulesDb from '../../db/programme/schedules.ts'
import {
  calendarScheduleSteps,
  type EventProblem,
  type ImportedEvent,
  type ImportedSchedule,
  type ImportOutcome,
} from '../../domain/imports/ical-import.ts'
import { showNameProblem } from '../../domain/programme/show-name.ts'
import { validateSchedule } from '../../domain/recurrence/schedule-validation.ts'
import { projectedOf } from '../../domain/resolution/resolution-plan.ts'
import { collides } from '../../domain/resolution/solution-judgement.ts'
import { createdSpec } from '../../domain/schedules/schedule.ts'
import type { DefaultSolution } from '../../domain/types.ts'
import { AppError, ERRORS } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { projectAt, runCycle } from '../schedules/schedule-cycle.ts'
import { runRecordedWrite } from '../write.ts'
import { parseCalendarInSlices } from './ical-parse.ts'
import { type ImportShow, importedShow, resolveShows } from './import-shows.ts'
import { insertSchedule, notProjected, updateSchedule } from './import-writes.ts'
import { timeSlicer } from './time-slices.ts'

export interface ImportRequest {
  calendar: string
  /** SUMMARY → id of an existing show; other summaries go to the live show of that name, or a new one. */
  showMap: Record<string, number>
  /** `UID#hash` → solution, for the collisions of the preview. */
  solutions: Record<string, string> | undefined
  /** The answer for every colliding timeslot without its own entry in `solutions` (as on a schedule). */
  defaultSolution?: DefaultSolution | undefined
  commit: boolean
  /** true: an event onair cannot place refuses the whole file (400); otherwise it is skipped and listed. */
  strict?: boolean | undefined
}

/** Carries the outcome of a preview out of the transaction it rolls back. */
class RolledBack extends Error {
  readonly outcome: ImportOutcome
  constructor(outcome: ImportOutcome) {
    super('import rolled back')
    this.outcome = outcome
  }
}

const eventProblems = (problems: ReadonlyArray<{ message: string }>, strict: boolean) =>
  new AppError(
    ERRORS.importInvalid,
    strict
      ? `${problems.length} event(s) of the calendar cannot be imported and strict is true; nothing was imported (leave strict out to import the others and list these as skipped)`
      : problems.length === 1 && problems[0]?.message === NO_EVENT
        ? NO_EVENT
        : `None of the calendar's ${problems.length} event(s) can be imported; nothing was imported`,
    problems.map((p) => ({ path: 'calendar', message: p.message })),
  )

/** A DESCRIPTION goes onto a show's description or a timeslot's memo: both hold at most this many characters. */
const MAX_DESCRIPTION = 10_000

const NO_EVENT = 'The calendar has no event to import'

/** A problem of one event, as the answer lists it (skipped) and a strict import refuses it (message). */
const problemOf = (s: { uid: string; summary: string }, reason: string): EventProblem => ({
  uid: s.uid,
  summary: s.summary,
  message: `Event "${s.summary}" (UID ${s.uid}): ${reason}`,
  reason,
})

/** Previews or commits an import; see the module comment. */
export async function importCalendar(
  ctx: ServiceContext,
  caller: Caller,
  request: ImportRequest,
): Promise<ImportOutcome> {
  const zone = ctx.config.stationTimeZone
  const strict = request.strict === true
  // Parsing and converting yield to the event loop every few milliseconds: a large or hostile file
  // never holds the other requests (the expansion of each rule is bounded on its own, rrule-expand.ts).
  const pause = timeSlicer()
  const parsed = await parseCalendarInSlices(request.calendar, pause)
  if (!parsed.ok)
    throw new AppError(ERRORS.importInvalid, parsed.message, [{ path: 'calendar', message: parsed.message }])
  const problems: EventProblem[] = [...parsed.problems]
  const converted: { schedules: ImportedSchedule[] } = { schedules: [] }
  for (const result of calendarScheduleSteps(parsed.events, zone)) {
    await pause()
    if ('message' in result) problems.push(result)
    else converted.schedules.push(...result)
  }
  const placeable: ImportedSchedule[] = []
  for (const s of converted.schedules) {
    await pause()
    const checked = validateSchedule(s.spec)
    // A SUMMARY that would create a show must be a name POST /shows accepts (a mapped one names nothing).
    const nameProblem = request.showMap[s.summary] === undefined ? showNameProblem(s.summary) : null
    const long = [...s.description].length > MAX_DESCRIPTION
    if ('problem' in checked) problems.push(problemOf(s, checked.problem.message))
    else if (long)
      problems.push(
        problemOf(
          s,
          `Its DESCRIPTION is longer than ${MAX_DESCRIPTION.toLocaleString('en')} characters, the most a show's description or a timeslot's memo holds; shorten it`,
        ),
      )
    else if (nameProblem !== null)
      problems.push(
        problemOf(
          s,
          `Its SUMMARY, the name of the show it would create, ${nameProblem}; map it to a show in showMap or change it in the file`,
        ),
      )
    else placeable.push(s)
  }
  if (strict && problems.length > 0) throw eventProblems(problems, true)
  if (placeable.length === 0) throw eventProblems(problems.length === 0 ? [{ message: NO_EVENT }] : problems, false)
  converted.schedules = placeable
  const skipped = problems.map(({ uid, summary, reason }) => ({ uid, summary, reason }))

  const action = {
    action: 'import.calendar',
    request: { showMap: request.showMap, solutions: request.solutions, uids: converted.schedules.map((s) => s.uid) },
  }
  try {
    const { result, changesetId } = await runRecordedWrite(ctx, caller, action, async (scope) => {
      const known = await schedulesDb.findImported(
        scope.tx,
        converted.schedules.map((s) => s.uid),
      )
      const fresh = converted.schedules.filter((s) => !known.has(s.uid))
      const shows = await resolveShows(scope, request.showMap, fresh, pause)
      const events: ImportedEvent[] = []
      let unresolved = false
      for (const s of converted.schedules) {
        // Checking and writing yield too: on the embedded database the queries run in this process, and
        // a thousand awaited one after another never let another request in (4-6 s of /health waiting).
        await pause()
        const storedRow = known.get(s.uid)
        const unchanged = (scheduleId: number | null, showName: string): ImportedEvent => ({
          uid: s.uid,
          summary: s.summary,
          showName,
          status: 'unchanged',
          spec: s.spec,
          scheduleId,
          timeslots: 0,
          collisions: [],
        })
        // Imported before: left alone unless its SEQUENCE or LAST-MODIFIED changed since.
        const target: (ImportShow & { deleted?: boolean }) | undefined =
          storedRow === undefined ? shows.get(s.summary) : await importedShow(scope, storedRow)
        if (target === undefined) {
          events.push(unchanged(null, s.summary))
          continue
        }
        if (storedRow !== undefined && (storedRow.importVersion ?? '') === s.version) {
          events.push(unchanged(storedRow.id, target.name))
          continue
        }
        if (target.deleted) {
          const problem = problemOf(
            s,
            `Its schedule ${storedRow?.id} belongs to show ${target.id}, which was deleted; it cannot be updated`,
          )
          if (strict) throw eventProblems([problem], true)
          skipped.push({ uid: s.uid, summary: s.summary, reason: problem.reason })
          continue
        }
        const stored = storedRow === undefined ? null : schedulesDb.toScheduleRecord(storedRow)
        if (stored !== null)
          await scope.ownership.require(stored.showId, `updating schedule ${stored.id} from the file`)
        const draft = {
          showId: target.id,
          spec: s.spec,
          isRepetition: stored?.isRepetition ?? false,
          defaultMediaId: stored?.defaultMediaId ?? null,
        }
        const spec = createdSpec(draft)
        // A running event breaks in as a POST of it would (see schedule-cycle.ts).
        const projection = projectAt(ctx, spec, scope.now)
        if (!projection.ok) {
          const problem = problemOf(s, projection.problem.message)
          if (strict) throw eventProblems([problem], true)
          skipped.push({ uid: s.uid, summary: s.summary, reason: problem.reason })
          continue
        }
        const prefix = `${s.uid}#`
        const solutions =
          request.solutions === undefined
            ? undefined
            : Object.fromEntries(
                Object.entries(request.solutions)
                  .filter(([key]) => key.startsWith(prefix))
                  .map(([key, value]) => [key.slice(prefix.length), value]),
              )
        const cycle = await runCycle(ctx, scope, {
          plans: { projection },
          resolution: { solutions, defaultSolution: request.defaultSolution },
          // An update: the schedule's own timeslots at a projected time stand for their occurrences (they keep
          // their content); the others go, as the file moved, shortened or dropped them.
          ownSchedule: stored?.id,
          moved: stored?.moved,
          replaces: stored === null ? [] : await notProjected(scope, stored, projection.slots),
          // batch for the preview too: an event's refusal is part of the answer, not the request's error.
          mode: 'batch',
          creates: false,
          resend: 'import',
          // An imported series is regular programme: a `replace` season's dates take none of it (issue 31).
          season: { id: null, recurring: spec.ruleId !== 1 },
        })
        const plan = cycle.kind === 'apply' ? cycle.plan : cycle.preview.plan
        if (request.commit && cycle.kind !== 'apply') unresolved = true
        const errors = new Map(
          cycle.kind === 'preview' ? cycle.preview.unresolved.map((slot) => [slot.projected.hash, slot.error]) : [],
        )
        const collisions = cycle.assessment.slots.filter(collides).map((slot) => {
          const error = errors.get(slot.projected.hash)
          return { ...slot, key: `${prefix}${slot.projected.hash}`, ...(error === undefined ? {} : { error }) }
        })
        const created = projectedOf(plan).length
        const future = cycle.projection.slots.filter((slot) => !slot.isPast).length
        const event: ImportedEvent = {
          uid: s.uid,
          summary: s.summary,
          showName: target.name,
          status: stored === null ? 'new' : 'updated',
          spec,
          scheduleId: stored?.id ?? null,
          timeslots: request.commit ? created : future,
          collisions,
        }
        const memo = s.description === '' || s.description === target.description ? '' : s.description
        const saved = { ...draft, spec: { ...spec, lastDate: projection.lastDate } }
        if (stored !== null && storedRow !== undefined)
          await updateSchedule(scope, storedRow, saved, s.version, plan, cycle.assessment.stale, memo)
        else if (created === 0) event.status = future === 0 || request.commit ? 'nothing-to-create' : 'new'
        else event.scheduleId = (await insertSchedule(scope, saved, s, plan, memo)).id
        events.push(event)
      }
      const showList = [...shows.values()].map(({ id, name, created }) => ({
        name,
        id: request.commit ? id : created ? null : id,
        created,
      }))
      if (!request.commit || unresolved)
        throw new RolledBack({
          kind: request.commit ? 'conflict' : 'preview',
          shows: showList,
          events,
          skipped,
          changesetId: null,
        })
      const count = (status: ImportedEvent['status']) => events.filter((e) => e.status === status).length
      scope.describe(
        `Imported a calendar: ${count('new')} new schedule(s), ${count('updated')} updated, ${showList.filter((show) => show.created).length} new show(s), ${count('unchanged') + count('nothing-to-create')} event(s) left as they were${skipped.length === 0 ? '' : `, ${skipped.length} skipped`}`,
      )
      return { kind: 'committed' as const, shows: showList, events, skipped, changesetId: null }
    })
    return { ...result, changesetId }
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome
    throw error
  }
}
