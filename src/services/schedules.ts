import type { Config } from '../config.ts'
import { projectTimeslots, validateSchedule } from '../domain/project.ts'
import type { ProjectedSlot, ScheduleProblem, ScheduleSpec } from '../domain/types.ts'
import type { Db } from '../db/client.ts'
import { isOverlapViolation, isRecordMissing, isRetryableConflict } from '../db/errors.ts'
import * as schedulesDb from '../db/schedules.ts'
import * as showsDb from '../db/shows.ts'
import { lockScheduleWrites, setRepetition } from '../db/timeslots.ts'
import { ConflictError, NotFoundError, ValidationError, type FieldProblem } from '../errors.ts'
import type { ConflictResponse, DryRunResponse, ResolutionBody, ScheduleInput, ScheduleView } from '../schemas/schedules.ts'
import { applyPlan, assess, decide, summarize, type ResolutionContext } from './schedule-resolution.ts'
import { toScheduleView } from './schedule-views.ts'

export interface ScheduleServiceDeps {
  db: Pick<Db, 'client'>
  config: Pick<Config, 'stationTimeZone' | 'maxTimeslotsPerSchedule' | 'scheduleHorizonDays'>
  now: () => number
}

/** The answer to a POST or PUT: the HTTP status is part of the contract's outcome. */
export type SubmitOutcome =
  | { status: 200 | 201; body: ScheduleView }
  | { status: 202; body: DryRunResponse }
  | { status: 409; body: ConflictResponse }

const NOT_ALLOWED = 'This change on the timeslot is not allowed.'
// Resolutions wait for each other on a lock; give a queue of them time to drain.
const TRANSACTION_OPTIONS = { maxWait: 10_000, timeout: 60_000 }

export function scheduleService({ db, config, now }: ScheduleServiceDeps) {
  const zone = config.stationTimeZone

  function project(spec: ScheduleSpec, at: number) {
    const result = projectTimeslots(spec, {
      zone,
      now: at,
      maxSlots: config.maxTimeslotsPerSchedule,
      defaultHorizonDays: config.scheduleHorizonDays,
    })
    if (!result.ok) throw scheduleProblem(result.problem)
    return result
  }

  async function create(body: ResolutionBody): Promise<SubmitOutcome> {
    const input = body.schedule
    const at = now()
    const projection = project(toSpec(input), at)
    await requireShow(input.show)
    return withRetry(() =>
      db.client.$transaction(async (tx) => {
        await lockScheduleWrites(tx)
        const context: ResolutionContext = { scheduleId: null, showId: input.show, now: at, zone }
        const assessment = await assess(tx, projection.slots, context)
        if (input.dryrun) return { status: 202, body: summarize(assessment, body, context) }
        const decision = decide(assessment, body, zone)
        if (decision.kind === 'conflict') return { status: 409, body: decision.body }
        if (!decision.plan.create.some((slot) => slot.origin.kind === 'projected')) {
          throw new ValidationError(
            'ONAIR_SCHEDULE_NOTHING_TO_CREATE',
            'No timeslot would be created (every projected timeslot is past or was discarded), so the schedule was not saved',
            [{ path: 'body/schedule', message: 'projects no timeslot that can be created' }],
          )
        }
        const row = await schedulesDb.insert(tx, { ...toColumns(input, projection.lastDate), showId: input.show })
        await applyPlan(tx, decision.plan, [], { scheduleId: row.id, showId: row.showId, isRepetition: row.isRepetition })
        return { status: 201, body: toScheduleView(row) }
      }, TRANSACTION_OPTIONS),
    )
  }

  /**
   * Only lastDate, isRepetition, defaultMediaId, addDaysNo, addBusinessDaysOnly and a later firstDate may change.
   * Unlike create, an update is saved even when it creates no timeslot: shortening or ending a schedule is an update.
   */
  async function update(id: number, body: ResolutionBody): Promise<SubmitOutcome> {
    const input = body.schedule
    const stored = await schedulesDb.findById(db.client, id)
    if (stored === null) throw new NotFoundError('schedule', id)
    const checked = validateSchedule(toSpec(input))
    if ('problem' in checked) throw scheduleProblem(checked.problem)
    refuseFixedFieldChanges(stored, input)
    const at = now()
    const projection = project({ ...toSpec(input), firstDate: schedulesDb.fromDateColumn(stored.firstDate) }, at)
    // The phase of bi- and four-weekly rules stays anchored on the original firstDate; a later one only drops occurrences.
    const slots = projection.slots.filter((slot: ProjectedSlot) => slot.localStart.slice(0, 10) >= input.firstDate)
    return withRetry(() =>
      db.client.$transaction(async (tx) => {
        await lockScheduleWrites(tx)
        const context: ResolutionContext = { scheduleId: id, showId: stored.showId, now: at, zone }
        const assessment = await assess(tx, slots, context)
        if (input.dryrun) return { status: 202, body: summarize(assessment, body, context) }
        const decision = decide(assessment, body, zone)
        if (decision.kind === 'conflict') return { status: 409, body: decision.body }
        const row = await schedulesDb.update(tx, id, toColumns(input, projection.lastDate))
        await applyPlan(tx, decision.plan, assessment.stale, { scheduleId: id, showId: row.showId, isRepetition: row.isRepetition })
        if (row.isRepetition !== stored.isRepetition) await setRepetition(tx, id, at, row.isRepetition)
        return { status: 200, body: toScheduleView(row) }
      }, TRANSACTION_OPTIONS),
    )
  }

  async function requireShow(showId: number): Promise<void> {
    if ((await showsDb.findById(db.client, showId)) === null) {
      throw new ValidationError('ONAIR_SHOW_NOT_FOUND', `show ${showId} does not exist`, [
        { path: 'body/schedule/show', message: `show ${showId} does not exist` },
      ])
    }
  }

  return { create, update }
}

/**
 * Another writer changed the timeslots between our read and our write (only possible for writers that
 * bypass the schedule lock): run once more on fresh data, which answers with the current collisions.
 */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  const raced = (error: unknown) => isOverlapViolation(error) || isRetryableConflict(error) || isRecordMissing(error)
  try {
    return await run()
  } catch (error) {
    if (!raced(error)) throw error
  }
  try {
    return await run()
  } catch (error) {
    if (!raced(error)) throw error
    throw new ConflictError(
      'ONAIR_TIMESLOT_OVERLAP',
      'Another change to the programme was committed at the same time; nothing was changed. Send the request again to see the current collisions',
    )
  }
}

function toSpec(input: ScheduleInput): ScheduleSpec {
  return {
    ruleId: input.rrule,
    byWeekday: input.byWeekday ?? null,
    firstDate: input.firstDate,
    lastDate: input.lastDate ?? null,
    startTime: input.startTime,
    endTime: input.endTime,
    addDaysNo: input.addDaysNo ?? null,
    addBusinessDaysOnly: input.addBusinessDaysOnly ?? false,
  }
}

function toColumns(input: ScheduleInput, lastDate: string) {
  return {
    ruleId: input.rrule,
    byWeekday: input.byWeekday ?? null,
    firstDate: schedulesDb.toDateColumn(input.firstDate),
    lastDate: schedulesDb.toDateColumn(lastDate),
    startTime: input.startTime,
    endTime: input.endTime,
    isRepetition: input.isRepetition ?? false,
    defaultMediaId: input.defaultMediaId ?? null,
    addDaysNo: input.addDaysNo ?? null,
    addBusinessDaysOnly: input.addBusinessDaysOnly ?? false,
  }
}

function scheduleProblem(problem: ScheduleProblem): ValidationError {
  return new ValidationError(problem.code, problem.message, [{ path: `body/schedule/${problem.field}`, message: problem.message }])
}

function refuseFixedFieldChanges(stored: schedulesDb.ScheduleRow, input: ScheduleInput): void {
  const fields: FieldProblem[] = []
  const fixed: Array<[string, unknown, unknown]> = [
    ['show', stored.showId, input.show],
    ['rrule', stored.ruleId, input.rrule],
    ['byWeekday', stored.byWeekday, input.byWeekday ?? null],
    ['startTime', stored.startTime, input.startTime],
    ['endTime', stored.endTime, input.endTime],
  ]
  for (const [field, was, now] of fixed) {
    if (was !== now) {
      fields.push({
        path: `body/schedule/${field}`,
        message: `cannot change (is ${JSON.stringify(was)}); end this schedule and create a new one instead`,
      })
    }
  }
  const firstDate = schedulesDb.fromDateColumn(stored.firstDate)
  if (input.firstDate < firstDate) {
    fields.push({ path: 'body/schedule/firstDate', message: `may only move later than ${firstDate}` })
  }
  if (fields.length > 0) throw new ValidationError('ONAIR_SCHEDULE_CHANGE_NOT_ALLOWED', NOT_ALLOWED, fields)
}
