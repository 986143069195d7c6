/**
 * Importing an iCalendar file as shows and schedules, all or nothing in one write: parse, convert
 * (pure), then under the lock the events one after the other, each through the schedule write's own
 * projection, collision check and resolution, so collisions with the programme and among the
 * imported events are found alike. A preview (or a commit with collisions left) is the same work,
 * rolled back. Events whose UID was imported before are left alone, so a second import changes nothing.
 */

import * as schedulesDb from '../../db/programme/schedules.ts'
import * as showsDb from '../../db/programme/shows.ts'
import {
  calendarScheduleSteps,
  type ImportedEvent,
  type ImportedSchedule,
  type ImportOutcome,
} from '../../domain/imports/ical-import.ts'
import { validateSchedule } from '../../domain/recurrence/projection.ts'
import { collides, projectedOf } from '../../domain/resolution/resolution-plan.ts'
import { createdSpec, type ScheduleRecord } from '../../domain/schedules/schedule.ts'
import type { ScheduleSpec } from '../../domain/types.ts'
import { AppError, ERRORS } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { requireLiveShow } from '../programme/show-guard.ts'
import { slugify } from '../programme/shows.ts'
import { projectAt, runCycle } from '../schedules/schedule-cycle.ts'
import { applyPlan } from '../schedules/schedules.ts'
import { runRecordedWrite, type WriteScope } from '../write.ts'
import { parseCalendarInSlices } from './ical-parse.ts'
import { timeSlicer } from './time-slices.ts'

export interface ImportRequest {
  calendar: string
  /** SUMMARY → id of an existing show; other summaries go to the live show of that name, or a new one. */
  showMap: Record<string, number>
  /** `UID#hash` → solution, for the collisions of the preview. */
  solutions: Record<string, string> | undefined
  commit: boolean
}

/** Carries the outcome of a preview out of the transaction it rolls back. */
class RolledBack extends Error {
  readonly outcome: ImportOutcome
  constructor(outcome: ImportOutcome) {
    super('import rolled back')
    this.outcome = outcome
  }
}

const eventProblems = (problems: ReadonlyArray<{ message: string }>) =>
  new AppError(
    ERRORS.importInvalid,
    `${problems.length} event(s) of the calendar cannot be imported; nothing was imported`,
    problems.map((p) => ({ path: 'calendar', message: p.message })),
  )

/** Previews or commits an import; see the module comment. */
export async function importCalendar(
  ctx: ServiceContext,
  caller: Caller,
  request: ImportRequest,
): Promise<ImportOutcome> {
  const zone = ctx.config.stationTimeZone
  // Parsing and converting yield to the event loop every few milliseconds: a large or hostile file
  // never holds the other requests (the expansion of each rule is bounded on its own, rrule-expand.ts).
  const pause = timeSlicer()
  const parsed = await parseCalendarInSlices(request.calendar, pause)
  if (!parsed.ok)
    throw new AppError(ERRORS.importInvalid, parsed.message, [{ path: 'calendar', message: parsed.message }])
  const problems: Array<{ message: string }> = [...parsed.problems]
  const converted: { schedules: ImportedSchedule[] } = { schedules: [] }
  for (const result of calendarScheduleSteps(parsed.events, zone)) {
    await pause()
    if ('message' in result) problems.push(result)
    else converted.schedules.push(...result)
  }
  for (const s of converted.schedules) {
    await pause()
    const checked = validateSchedule(s.spec)
    if ('problem' in checked)
      problems.push({ message: `Event "${s.summary}" (UID ${s.uid}): ${checked.problem.message}` })
  }
  if (problems.length > 0) throw eventProblems(problems)
  if (converted.schedules.length === 0) throw eventProblems([{ message: 'The calendar has no event to import' }])

  const action = {
    action: 'import.calendar',
    request: { showMap: request.showMap, solutions: request.solutions, uids: converted.schedules.map((s) => s.uid) },
  }
  try {
    const { result, changesetId } = await runRecordedWrite(ctx, caller, action, async (scope) => {
      const known = await schedulesDb.findImportedUids(
        scope.tx,
        converted.schedules.map((s) => s.uid),
      )
      const fresh = converted.schedules.filter((s) => !known.has(s.uid))
      const shows = await resolveShows(scope, request.showMap, [...new Set(fresh.map((s) => s.summary))])
      const events: ImportedEvent[] = []
      let unresolved = false
      for (const s of converted.schedules) {
        const show = shows.get(s.summary)
        if (known.has(s.uid) || show === undefined) {
          events.push({
            uid: s.uid,
            summary: s.summary,
            showName: s.summary,
            status: 'unchanged',
            spec: s.spec,
            scheduleId: null,
            timeslots: 0,
            collisions: [],
          })
          continue
        }
        const draft = { showId: show.id, spec: s.spec, isRepetition: false, defaultMediaId: null }
        const spec = createdSpec(draft)
        // A running event breaks in as a POST of it would (see schedule-cycle.ts).
        const projection = projectAt(ctx, spec, scope.now)
        if (!projection.ok)
          throw eventProblems([{ message: `Event "${s.summary}" (UID ${s.uid}): ${projection.problem.message}` }])
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
          resolution: { solutions },
          mode: request.commit ? 'batch' : 'dryrun',
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
          showName: show.name,
          status: 'new',
          spec,
          scheduleId: null,
          timeslots: request.commit ? created : future,
          collisions,
        }
        if (created === 0) event.status = future === 0 || request.commit ? 'nothing-to-create' : 'new'
        else
          event.scheduleId = (
            await insertSchedule(scope, { ...draft, spec: { ...spec, lastDate: projection.lastDate } }, s.uid, plan)
          ).id
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
          changesetId: null,
        })
      const made = events.filter((e) => e.scheduleId !== null).length
      scope.describe(
        `Imported a calendar: ${made} schedule(s), ${showList.filter((show) => show.created).length} new show(s), ${events.length - made} event(s) left as they were`,
      )
      return { kind: 'committed' as const, shows: showList, events, changesetId: null }
    })
    return { ...result, changesetId }
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome
    throw error
  }
}

/** The show of each SUMMARY: mapped, else the live show of that name, else a new one (created here). */
async function resolveShows(
  scope: WriteScope,
  showMap: Record<string, number>,
  summaries: readonly string[],
): Promise<Map<string, { id: number; name: string; created: boolean }>> {
  const shows = new Map<string, { id: number; name: string; created: boolean }>()
  for (const summary of summaries) {
    const mapped = showMap[summary]
    if (mapped !== undefined) {
      const row = await requireLiveShow(scope.tx, mapped, `showMap/${summary}`)
      await scope.ownership.require(row.id, 'importing into a show')
      shows.set(summary, { id: row.id, name: row.name, created: false })
      continue
    }
    const existing = await showsDb.findLiveByName(scope.tx, summary)
    if (existing !== null) {
      await scope.ownership.require(existing.id, 'importing into a show')
      shows.set(summary, { id: existing.id, name: existing.name, created: false })
      continue
    }
    const base = slugify(summary) || 'show'
    let slug = base
    for (let n = 2; await showsDb.isSlugTaken(scope.tx, slug); n++) slug = `${base}-${n}`
    const row = await showsDb.insert(scope.tx, { name: summary, slug }, [], scope.caller.userId)
    scope.record('show', null, showsDb.tableRow(row))
    shows.set(summary, { id: row.id, name: row.name, created: true })
  }
  return shows
}

async function insertSchedule(
  scope: WriteScope,
  draft: { showId: number; spec: ScheduleSpec; isRepetition: boolean; defaultMediaId: number | null },
  uid: string,
  plan: Parameters<typeof applyPlan>[1],
): Promise<ScheduleRecord> {
  const row = await schedulesDb.insert(
    scope.tx,
    { ...schedulesDb.toScheduleColumns(draft), importUid: uid },
    scope.caller.userId,
  )
  scope.record('schedule', null, row)
  const schedule = schedulesDb.toScheduleRecord(row)
  await applyPlan(scope, plan, [], schedule)
  return schedule
}
