/**
 * Moving or resizing one broadcast (issue 32): it keeps its id and content and goes through the schedule cycle as
 * one projected timeslot; its schedule remembers the move. A started one may only end otherwise; an ended one is
 * history.
 */

import { findMovingForUpdate } from '../../db/programme/moving-timeslot.ts'
import { findProgrammeByIds } from '../../db/programme/programme.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import type { ProgrammeRecord } from '../../domain/records.ts'
import type { Conflict, Preview, ResolutionRequest } from '../../domain/resolution/decision.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import { keptOf, projectedOf } from '../../domain/resolution/resolution-plan.ts'
import type { ScheduleOwner } from '../../domain/schedules/schedule.ts'
import { instantToLocal } from '../../domain/time/station-time.ts'
import type { DefaultSolution, Interval } from '../../domain/types.ts'
import { AppError, ERRORS, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { displacedEntry, givenBack, restoreDisplaced, restoreOptions } from '../schedules/give-back.ts'
import { applyPlan } from '../schedules/plan-writes.ts'
import { followingRepetitions, type RepetitionsChoice } from '../schedules/repetition-follows.ts'
import { runCycle } from '../schedules/schedule-cycle.ts'
import { type KeyedAnswer, requestOf, runWrite } from '../write.ts'
import {
  checkRepetitionTargets,
  inSafeOrder,
  moveInvalid,
  moverOf,
  moveTarget,
  noAir,
  type Placed,
} from './broadcast-movers.ts'
import { rememberMoves } from './remembered-moves.ts'

// The contract's rule 1 (`once`): a special, never regular programme.
const ONCE_RULE = 1

export interface TimeslotMoveSubmission extends ResolutionRequest {
  timeslotId: number
  /** As sent: station-local `YYYY-MM-DD HH:MM:SS` or an ISO 8601 instant. */
  start: string
  end: string
  defaultSolution?: DefaultSolution | undefined
  dryrun: boolean
  /** False: what the move frees gives back nothing. */
  restore?: boolean | undefined
  /** `keep`: its repetitions stay where they are (default: they follow, by their offset from its new air date). */
  repetitions?: RepetitionsChoice | undefined
}

export type TimeslotMoveOutcome =
  /** `split`: further pieces a `theirs-both` cut out of the moved broadcast (same content). */
  /** `repetitions`: those that followed it, at their new times. */
  | {
      kind: 'moved'
      timeslot: ProgrammeRecord
      split: ProgrammeRecord[]
      restoration: Restoration
      repetitions: ProgrammeRecord[]
    }
  | { kind: 'conflict'; conflict: Conflict }
  /** `moving`: which broadcast each projected hash is (they keep their ids). */
  | {
      kind: 'preview'
      preview: Preview
      owner: ScheduleOwner
      moving: Array<{ hash: string; id: number; scheduleId: number }>
    }

export async function moveTimeslot(
  ctx: ServiceContext,
  caller: Caller,
  submission: TimeslotMoveSubmission,
  keyed?: KeyedAnswer,
): Promise<TimeslotMoveOutcome> {
  const zone = ctx.config.stationTimeZone
  const id = submission.timeslotId
  const to = moveTarget(submission, zone)
  const request = requestOf(submission, ['timeslotId', 'start', 'end', 'solutions', 'defaultSolution', 'repetitions'])

  return runWrite(ctx, caller, { action: 'timeslot.move', request, keyed }, async (scope) => {
    // Load under the lock: the timeslot, its schedule, whether repetitions follow it, the seasons and holidays, in one statement.
    const today = instantToLocal(scope.now, zone).slice(0, 10)
    const found = await requireFound(
      findMovingForUpdate(scope.tx, id, { now: scope.now, today }),
      ERRORS.timeslotNotFound,
      'timeslot',
      id,
    )
    const { row, record, holidays } = found
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
    const schedule = { row: found.schedule, record: schedulesDb.toScheduleRecord(found.schedule) }
    const mover = (r: timeslotsDb.TimeslotRow, s: typeof schedule, t: Interval) =>
      moverOf(scope.tx, r, record.showName, s, t, { now: scope.now, holidays, zone })
    // Its repetitions follow, by the same offset from its new air date (a started broadcast only changes its end).
    const following =
      started || !found.followed
        ? []
        : await followingRepetitions(scope, { id, before: from, after: target }, submission.repetitions, holidays, zone)
    const movers = [
      await mover(row, schedule, target),
      ...(await Promise.all(following.map((r) => mover(r.row, r.schedule, r.to)))),
    ]
    checkRepetitionTargets(movers, scope.now, zone)

    // Decide: the air still to come of each as one projected timeslot of the schedule's cycle; the broadcasts themselves are no collision.
    const slots = movers.flatMap((m) => (m.slot === null ? [] : [m.slot])).sort((a, b) => a.start - b.start)
    const day = instantToLocal(Math.max(target.start, scope.now), zone).slice(0, 10)
    const cycle = await runCycle(ctx, scope, {
      plans: {
        projection: {
          ok: true,
          slots,
          skipped: [],
          firstDate: slots[0]?.date ?? day,
          lastDate:
            slots
              .map((slot) => slot.date)
              .sort()
              .at(-1) ?? day,
        },
      },
      replaces: movers.map((m) => m.self),
      resolution: submission,
      mode: submission.dryrun ? 'dryrun' : 'write',
      creates: false,
      resend: 'move',
      // A regular broadcast is regular programme where it goes: a `replace` season's dates take none (issue 31).
      season:
        schedule.record.seasonId == null
          ? { id: null, recurring: schedule.record.spec.ruleId !== ONCE_RULE, replacing: found.replacing }
          : undefined,
    })
    const movingIds = new Set(movers.map((m) => m.row.id))
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
      const preview = { ...cycle.preview, removed: cycle.preview.removed.filter((slot) => !movingIds.has(slot.id)) }
      const moving = movers.flatMap((m) =>
        m.slot === null ? [] : [{ hash: m.slot.hash, id: m.row.id, scheduleId: m.row.scheduleId }],
      )
      return { kind: 'preview', preview, owner: { scheduleId: row.scheduleId, showId: row.showId }, moving }
    }
    if (cycle.kind === 'conflict') return { kind: 'conflict', conflict: cycle.conflict }
    const pieces = projectedOf(cycle.plan)
    const placed = movers.map((m, index) => {
      const [first, ...rest] = m.slot === null ? [] : pieces.filter((piece) => piece.origin.hash === m.slot!.hash)
      if (m.slot !== null && first === undefined) throw noAir(m.row.id, index === 0)
      const final = first === undefined ? m.target : { start: started ? m.from.start : first.start, end: first.end }
      const keepsItsAir = final.start <= m.from.start && final.end >= m.from.end
      return { ...m, first, rest, final, keepsItsAir } satisfies Placed
    })
    const [own] = placed
    if (started && own!.first !== undefined && own!.first.start !== own!.slot!.start) {
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

    // Write: the plan's deletions and trims, then the broadcasts themselves, then what the plan creates.
    const byHash = new Map(placed.flatMap((p) => (p.slot === null ? [] : [[p.slot.hash, p] as const])))
    const firsts = new Set(placed.map((p) => p.first))
    // The broadcast as GET shows it, at its new place (what its row's update changed).
    let moved: ProgrammeRecord | undefined
    await applyPlan(
      scope,
      { ...cycle.plan, create: cycle.plan.create.filter((slot) => !firsts.has(slot as (typeof placed)[0]['first'])) },
      [],
      schedule.record,
      {
        contentOf: (hash) => {
          const p = byHash.get(hash)
          return p === undefined ? undefined : { mediaId: p.row.mediaId, episodeId: p.row.episodeId, memo: p.row.memo }
        },
        linkOf: (hash) => {
          const link = byHash.get(hash)?.row.repeatOfId
          return link == null ? undefined : { repeatOfId: link }
        },
        placeOf: (hash) => byHash.get(hash)?.row,
        beforeInsert: async (taken) => {
          for (const p of inSafeOrder(placed)) {
            const entries = (p.first?.origin.displaces ?? []).flatMap((takenId) => {
              const snapshot = taken.get(takenId)
              return snapshot === undefined ? [] : [displacedEntry(snapshot, keptOf(cycle.plan, takenId))]
            })
            const stack = Array.isArray(p.row.displaced) ? (p.row.displaced as unknown[]) : []
            // Its old time stays its own (a longer broadcast): so does what it displaced there.
            const after = await timeslotsDb.moveTo(
              scope.tx,
              p.row.id,
              { ...p.final, displaced: [...(p.keepsItsAir ? stack : []), ...entries] },
              scope.caller.userId,
            )
            scope.record('timeslot', p.row, after)
            if (p.row.id === id)
              moved = {
                ...record,
                start: after.start.getTime(),
                end: after.end.getTime(),
                updatedAt: after.updatedAt.getTime(),
                displaces: Array.isArray(after.displaced) ? after.displaced.length : 0,
              }
          }
        },
      },
    )
    const splitIds = await rememberMoves(scope, placed, id, { zone, holidays })
    // What the move frees gives back what the broadcasts had displaced there, as a DELETE does.
    const freed = placed.filter((p) => !p.keepsItsAir).map((p) => p.row)
    const restoration =
      freed.length === 0
        ? { restored: [], notRestored: [] }
        : await restoreDisplaced(scope, freed, restoreOptions(ctx, submission.restore))
    const split = await findProgrammeByIds(scope.tx, splitIds)
    const repetitions = await findProgrammeByIds(
      scope.tx,
      following.map((r) => r.row.id),
    )
    const final = own!.final
    scope.describe(
      `Moved timeslot ${id} of show ${row.showId} from ${instantToLocal(from.start, zone)}–${instantToLocal(from.end, zone)} ` +
        `to ${instantToLocal(final.start, zone)}–${instantToLocal(final.end, zone)}` +
        (repetitions.length === 0 ? '' : `, with ${repetitions.length} repetition(s)`) +
        givenBack(restoration),
    )
    return { kind: 'moved', timeslot: moved!, split, restoration, repetitions }
  })
}
