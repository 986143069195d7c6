/**
 * Moving or resizing one broadcast (issue 32): the timeslot keeps its id, episode, media and memo and
 * goes through the schedule cycle as one projected timeslot (409 with solutionChoices, solutions,
 * defaultSolution, dry run). Its schedule remembers the move (moved-occurrences.ts), so a later PUT or
 * series move neither brings it back nor airs the old date twice. One that has started may only end
 * otherwise; one that has ended is history. What the move frees gives back what it had displaced.
 */

import { findColliding } from '../../db/programme/colliding-timeslots.ts'
import { findProgrammeByIds, findProgrammeForUpdate } from '../../db/programme/programme.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import type { ProgrammeRecord } from '../../domain/records.ts'
import { occurrenceAt } from '../../domain/recurrence/projection.ts'
import type { Conflict, Preview, ResolutionRequest } from '../../domain/resolution/decision.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { keptOf, projectedOf } from '../../domain/resolution/resolution-plan.ts'
import { timeslotHash } from '../../domain/resolution/schedule-hash.ts'
import { afterMove, type MovedOccurrence } from '../../domain/schedules/moved-occurrences.ts'
import type { ScheduleOwner } from '../../domain/schedules/schedule.ts'
import { instantToLocal } from '../../domain/time/station-time.ts'
import { lastInstant, parseInstant } from '../../domain/time/window.ts'
import type { DefaultSolution, Interval, ProjectedSlot, ScheduleSpec } from '../../domain/types.ts'
import { AppError, ERRORS, fieldError, notFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { displacedEntry, givenBack, restoreDisplaced, restoreOptions } from '../schedules/give-back.ts'
import { runCycle, toExistingSlot } from '../schedules/schedule-cycle.ts'
import { applyPlan } from '../schedules/schedules.ts'
import { type KeyedAnswer, runWrite } from '../write.ts'

// The contract's rule 1 (`once`): a special, never regular programme.
const ONCE_RULE = 1

/** The longest broadcast a move makes: as long as a schedule's (an endTime before startTime ends the next day). */
const MAX_MOVED_MS = 24 * 3_600_000

export interface TimeslotMoveSubmission extends ResolutionRequest {
  timeslotId: number
  /** As sent: station-local `YYYY-MM-DD HH:MM:SS` or an ISO 8601 instant. */
  start: string
  end: string
  defaultSolution?: DefaultSolution | undefined
  dryrun: boolean
  /** False: what the move frees gives back nothing. */
  restore?: boolean | undefined
}

export type TimeslotMoveOutcome =
  /** `split`: further pieces a `theirs-both` cut out of the moved broadcast (same content). */
  | { kind: 'moved'; timeslot: ProgrammeRecord; split: ProgrammeRecord[]; restoration: Restoration }
  | { kind: 'conflict'; conflict: Conflict }
  | { kind: 'preview'; preview: Preview; owner: ScheduleOwner }

export async function moveTimeslot(
  ctx: ServiceContext,
  caller: Caller,
  submission: TimeslotMoveSubmission,
  keyed?: KeyedAnswer,
): Promise<TimeslotMoveOutcome> {
  const zone = ctx.config.stationTimeZone
  const id = submission.timeslotId
  // Parse: the times on their own.
  const to = { start: instantOf(submission.start, 'start', zone), end: instantOf(submission.end, 'end', zone) }
  if (to.end <= to.start) throw moveInvalid('end', `must be after start (${instantToLocal(to.start, zone)})`)
  if (to.end > lastInstant(zone)) throw moveInvalid('end', 'must be before the year 10000')
  if (to.end - to.start > MAX_MOVED_MS)
    throw moveInvalid('end', 'must be at most 24 hours after start (a broadcast is at most a day long)')
  const request = {
    timeslotId: id,
    start: submission.start,
    end: submission.end,
    solutions: submission.solutions,
    defaultSolution: submission.defaultSolution,
  }

  return runWrite(ctx, caller, { action: 'timeslot.move', request, keyed }, async (scope) => {
    // Load under the lock.
    const found = await findProgrammeForUpdate(scope.tx, id)
    if (found === null) throw notFound(ERRORS.timeslotNotFound, 'timeslot', id)
    const { row, record } = found
    await scope.ownership.require(row.showId, `moving timeslot ${id}`)
    const from = { start: row.start.getTime(), end: row.end.getTime() }
    if (from.end <= scope.now) {
      throw new AppError(
        ERRORS.timeslotPast,
        `timeslot ${id} ended at ${instantToLocal(from.end, zone)}; aired timeslots are history and cannot be moved`,
      )
    }
    const started = from.start < scope.now
    if (started && to.start !== from.start) {
      throw new AppError(
        ERRORS.timeslotStarted,
        `timeslot ${id} has been on air since ${instantToLocal(from.start, zone)}: only its end may change (extend it, or cut it short now)`,
        [{ path: 'start', message: `must stay ${instantToLocal(from.start, zone)} (the broadcast has started)` }],
      )
    }
    if (!started && to.start < scope.now)
      throw moveInvalid('start', `must not be in the past (now is ${instantToLocal(scope.now, zone)})`)
    // Cut short to a moment that has passed: it ends now, as what aired stays as it aired.
    const target = started ? { start: from.start, end: Math.max(to.end, scope.now) } : to
    const scheduleRow = (await schedulesDb.findById(scope.tx, row.scheduleId))!
    const stored = schedulesDb.toScheduleRecord(scheduleRow)
    const left = await leftOccurrence(scope.tx, stored.spec, stored.moved ?? [], row, zone)

    // Decide: the air still to come as one projected timeslot of the schedule's cycle; the broadcast itself is no collision.
    const air = { start: Math.max(target.start, scope.now), end: target.end }
    const slots = air.end > air.start ? [projectedSlot(air, target, stored.spec, zone)] : []
    const day = instantToLocal(air.start, zone).slice(0, 10)
    const self = toExistingSlot({ ...row, showName: record.showName })
    const cycle = await runCycle(ctx, scope, {
      plans: { projection: { ok: true, slots, skipped: [], firstDate: day, lastDate: day } },
      replaces: [self],
      resolution: submission,
      mode: submission.dryrun ? 'dryrun' : 'write',
      creates: false,
      resend: 'move',
      // A regular broadcast is regular programme where it goes: a `replace` season's dates take none (issue 31).
      season: stored.seasonId == null ? { id: null, recurring: stored.spec.ruleId !== ONCE_RULE } : undefined,
    })
    const inSeason = cycle.projection.skipped.find((skip) => skip.reason === 'season')
    if (inSeason !== undefined) {
      throw new AppError(
        ERRORS.timeslotMoveNoAir,
        `timeslot ${id} is regular programme, and ${inSeason.message}: it would not air there`,
        [
          {
            path: 'start',
            message: `${inSeason.message}; move it to a date outside the season, or add a schedule to the season`,
          },
        ],
      )
    }
    if (cycle.kind === 'preview') {
      const preview = { ...cycle.preview, removed: cycle.preview.removed.filter((slot) => slot.id !== id) }
      return { kind: 'preview', preview, owner: { scheduleId: row.scheduleId, showId: row.showId } }
    }
    if (cycle.kind === 'conflict') return { kind: 'conflict', conflict: cycle.conflict }
    const pieces = projectedOf(cycle.plan)
    const [first, ...rest] = pieces
    if (slots.length > 0 && first === undefined) {
      throw new AppError(
        ERRORS.timeslotMoveNoAir,
        `the solutions leave timeslot ${id} no air at its new time; choose another solution, or DELETE it to cancel the broadcast`,
        [{ path: 'solutions', message: "leave the moved broadcast no time (a 'theirs' against what fills it)" }],
      )
    }
    if (started && first !== undefined && first.start !== air.start) {
      throw new AppError(
        ERRORS.timeslotStarted,
        `timeslot ${id} is on air: a solution may not cut it off before its new end is reached without a break`,
        [
          {
            path: 'solutions',
            message:
              "would break the running broadcast; choose one that keeps its start (e.g. 'theirs-end' or 'ours-start')",
          },
        ],
      )
    }
    const final = first === undefined ? target : { start: started ? from.start : first.start, end: first.end }

    // Write: the plan's deletions and trims, then the broadcast itself, then what the plan creates.
    const stack = Array.isArray(row.displaced) ? (row.displaced as unknown[]) : []
    // The broadcast as GET shows it, at its new place (what its row's update changed).
    let moved: ProgrammeRecord | undefined
    const keepsItsAir = final.start <= from.start && final.end >= from.end
    await applyPlan(scope, { ...cycle.plan, create: cycle.plan.create.filter((slot) => slot !== first) }, [], stored, {
      contentOf: () => ({ mediaId: row.mediaId, episodeId: row.episodeId, memo: row.memo }),
      beforeInsert: async (taken) => {
        const entries = (first?.origin.displaces ?? []).flatMap((takenId) => {
          const snapshot = taken.get(takenId)
          return snapshot === undefined ? [] : [displacedEntry(snapshot, keptOf(cycle.plan, takenId))]
        })
        // Its old time stays its own (a longer broadcast): so does what it displaced there.
        const after = await timeslotsDb.moveTo(
          scope.tx,
          id,
          { ...final, displaced: [...(keepsItsAir ? stack : []), ...entries] },
          scope.caller.userId,
        )
        scope.record('timeslot', row, after)
        moved = {
          ...record,
          start: after.start.getTime(),
          end: after.end.getTime(),
          updatedAt: after.updatedAt.getTime(),
        }
      },
    })
    const splitIds =
      rest.length === 0
        ? []
        : (await findColliding(scope.tx, rest))
            .filter((slot) => slot.scheduleId === row.scheduleId && slot.id !== id)
            .map((slot) => slot.id)
    // The schedule remembers where its broadcast went (and forgets it when it is back home).
    const home = occurrenceAt(stored.spec, final, zone)
    const entries = afterMove(stored.moved ?? [], id, left, home, final)
    const remembered = [...entries, ...splitIds.map((timeslotId) => ({ date: left.date, timeslotId }))]
    if (JSON.stringify(remembered) !== JSON.stringify(stored.moved ?? [])) {
      const after = await schedulesDb.update(
        scope.tx,
        row.scheduleId,
        { movedOccurrences: schedulesDb.toMovedColumn(remembered) },
        scope.caller.userId,
      )
      scope.record('schedule', scheduleRow, after)
    }
    // What the move frees gives back what the broadcast had displaced there, as a DELETE does.
    const restoration = keepsItsAir
      ? { restored: [], notRestored: [] }
      : await restoreDisplaced(scope, [row], restoreOptions(ctx, submission.restore))
    const split = await findProgrammeByIds(scope.tx, splitIds)
    scope.describe(
      `Moved timeslot ${id} of show ${row.showId} from ${instantToLocal(from.start, zone)}–${instantToLocal(from.end, zone)} ` +
        `to ${instantToLocal(final.start, zone)}–${instantToLocal(final.end, zone)}${givenBack(restoration)}`,
    )
    return { kind: 'moved', timeslot: moved!, split, restoration }
  })
}

/** The occurrence the broadcast leaves: its entry's if it moved before; none while another piece of it airs. */
async function leftOccurrence(
  client: Parameters<typeof findColliding>[0],
  spec: ScheduleSpec,
  moved: readonly MovedOccurrence[],
  row: timeslotsDb.TimeslotRow,
  zone: string,
): Promise<{ date: string | null }> {
  const previous = moved.find((entry) => entry.timeslotId === row.id)
  if (previous !== undefined) return { date: previous.date }
  const occurrence = occurrenceAt(spec, { start: row.start.getTime(), end: row.end.getTime() }, zone)
  if (occurrence === null) return { date: null }
  // The whole occurrence has no other piece: asked only of a trimmed or split one.
  if (occurrence.start === row.start.getTime() && occurrence.end === row.end.getTime()) return { date: occurrence.date }
  const pieces = await findColliding(client, [occurrence])
  return {
    date: pieces.some((piece) => piece.scheduleId === row.scheduleId && piece.id !== row.id) ? null : occurrence.date,
  }
}

/** The moved broadcast as the cycle's projected timeslot; its hash names the requested times, so a resent move keeps its `solutions` keys. */
function projectedSlot(air: Interval, target: Interval, spec: ScheduleSpec, zone: string): ProjectedSlot {
  const [localStart, localEnd] = [instantToLocal(air.start, zone), instantToLocal(air.end, zone)]
  const hash = timeslotHash(
    instantToLocal(target.start, zone),
    instantToLocal(target.end, zone),
    spec.ruleId,
    spec.byWeekday,
  )
  return { start: air.start, end: air.end, date: localStart.slice(0, 10), hash, localStart, localEnd, isPast: false }
}

function instantOf(value: string, field: 'start' | 'end', zone: string): number {
  const instant = parseInstant(value, zone)
  if (instant === null)
    throw moveInvalid(
      field,
      "must be a real 'YYYY-MM-DD HH:MM:SS' (station time) or an ISO 8601 instant such as 2027-01-05T19:00:00Z",
    )
  return instant
}

function moveInvalid(field: 'start' | 'end', message: string): AppError {
  return fieldError(ERRORS.timeslotMoveInvalid, field, message)
}
