import { findCollisions } from '../domain/collisions.ts'
import { overlaps } from '../domain/intervals.ts'
import { planResolution, type ResolutionPlan, type ResolutionSlot } from '../domain/resolution.ts'
import { solutionChoices } from '../domain/solutions.ts'
import { instantToLocal } from '../domain/time.ts'
import type { ProjectedSlot, Solution } from '../domain/types.ts'
import type { DbClient } from '../db/client.ts'
import * as timeslotsDb from '../db/timeslots.ts'
import type { TimeslotRecord } from '../db/timeslots.ts'
import { ValidationError } from '../errors.ts'
import type { ConflictResponse, DryRunResponse, DryRunSlot, ProjectedView, ResolutionBody } from '../schemas/schedules.ts'
import { toProjectedView } from './schedule-views.ts'

/** What a resolution needs to know beyond the request: who owns the schedule, where "now" is. */
export interface ResolutionContext {
  /** The schedule being updated; null on create. */
  scheduleId: number | null
  showId: number
  now: number
  zone: string
}

/** The projection checked against the database: what would happen, before anything is written. */
export interface Assessment {
  /** Projected slots that need deciding (future, not already the schedule's own), with collisions. */
  slots: ResolutionSlot[]
  /** Every projected slot as the contract lists it, errors not yet filled in. */
  projected: ProjectedSlot[]
  collisionsByHash: Map<string, TimeslotRecord[]>
  choicesByHash: Map<string, Solution[]>
  /** The schedule's own future timeslots that are no longer projected (update only). */
  stale: TimeslotRecord[]
  loaded: Map<number, TimeslotRecord>
}

/**
 * Loads every timeslot the projection could touch in one range query and assigns collisions.
 * On update the schedule's own future timeslots are not collisions: those overlapping a projected slot
 * stay as they are (with their episode, media and memo), the others are stale.
 */
export async function assess(client: DbClient, projected: ProjectedSlot[], context: ResolutionContext): Promise<Assessment> {
  const future = projected.filter((slot) => !slot.isPast)
  const span =
    future.length === 0
      ? { start: context.now, end: context.now }
      : { start: future[0]!.start, end: Math.max(...future.map((slot) => slot.end)) }
  const own = context.scheduleId === null ? undefined : { scheduleId: context.scheduleId, from: context.now }
  const loaded = await timeslotsDb.findInRange(client, span, own)

  const isOwnFuture = (slot: TimeslotRecord) => slot.scheduleId === context.scheduleId && slot.start >= context.now
  const ownFuture = loaded.filter(isOwnFuture)
  const others = loaded.filter((slot) => !isOwnFuture(slot))
  const undecided = future.filter((slot) => !ownFuture.some((mine) => overlaps(mine, slot)))
  const stale = ownFuture.filter((mine) => !future.some((slot) => overlaps(mine, slot)))

  const collisions = findCollisions(undecided, others)
  const collisionsByHash = new Map<string, TimeslotRecord[]>()
  const choicesByHash = new Map<string, Solution[]>()
  const slots = undecided.map((slot, i) => {
    const found = collisions[i] ?? []
    const choices = solutionChoices(slot, found)
    collisionsByHash.set(slot.hash, found)
    choicesByHash.set(slot.hash, choices)
    return { hash: slot.hash, start: slot.start, end: slot.end, collisions: found, choices }
  })
  return { slots, projected, collisionsByHash, choicesByHash, stale, loaded: new Map(loaded.map((s) => [s.id, s])) }
}

export type Decision =
  | { kind: 'apply'; plan: ResolutionPlan }
  | { kind: 'conflict'; body: ConflictResponse }

/** Checks the solutions against the assessment: a plan to apply, or the contract's structure to answer with. */
export function decide(assessment: Assessment, body: ResolutionBody, zone: string): Decision {
  const solutions = body.solutions ?? {}
  const result = planResolution({ slots: assessment.slots, solutions })
  if (!result.ok && result.kind === 'count-mismatch') {
    const conflicts = assessment.slots.filter((slot) => slot.collisions.length > 0).length
    throw new ValidationError('ONAIR_SOLUTIONS_COUNT_MISMATCH', result.message, [
      {
        path: 'body/solutions',
        message: `has ${Object.keys(solutions).length} entries for ${conflicts} colliding timeslot(s); the schedule may have changed meanwhile, send it again without solutions`,
      },
    ])
  }
  const changed = collisionsChangedSinceSeen(assessment, body)
  if (result.ok && changed.length === 0) return { kind: 'apply', plan: result.plan }

  const errors: Record<string, string> = result.ok ? {} : { ...result.errors }
  const kept: Record<string, string> = result.ok ? { ...solutions } : { ...result.kept }
  for (const hash of changed) {
    errors[hash] = COLLISIONS_CHANGED
    delete kept[hash]
  }
  const colliding = assessment.slots.filter((slot) => slot.collisions.length > 0).length
  const errorCount = Object.keys(errors).length
  const parts: string[] = []
  if (errorCount === 0) parts.push(`${colliding} projected timeslot(s) collide with existing ones; send a solution for each hash`)
  else parts.push(`${errorCount} of ${colliding} colliding timeslot(s) have no usable solution; see their error`)
  if (!result.ok && result.unknownKeys.length > 0) {
    parts.push(`This change on the timeslot is not allowed.: unknown hash(es) ${result.unknownKeys.join(', ')}`)
  }
  return {
    kind: 'conflict',
    body: { detail: parts.join('. '), projected: projectedViews(assessment, errors, zone), solutions: kept, schedule: body.schedule },
  }
}

export const COLLISIONS_CHANGED = 'The collisions of this timeslot changed since you saw them; choose again.'

/**
 * A client that sends back the `projected` it was shown tells us which existing timeslots its solutions
 * were chosen against. Where those differ from today's collisions (someone else resolved in between),
 * the solution is not applied blindly to timeslots the client never saw.
 */
function collisionsChangedSinceSeen(assessment: Assessment, body: ResolutionBody): string[] {
  if (body.projected === undefined || body.solutions === undefined) return []
  const seen = new Map<string, string>()
  for (const entry of body.projected) {
    const { hash, collisions } = (entry ?? {}) as { hash?: unknown; collisions?: unknown }
    if (typeof hash !== 'string' || !Array.isArray(collisions)) continue
    seen.set(hash, idsKey(collisions.map((c) => (c as { id?: unknown } | null)?.id)))
  }
  return assessment.slots
    .filter((slot) => slot.hash in body.solutions! && seen.has(slot.hash))
    .filter((slot) => seen.get(slot.hash) !== idsKey(slot.collisions.map((c) => c.id)))
    .map((slot) => slot.hash)
}

function idsKey(ids: unknown[]): string {
  return ids.map(String).sort().join(',')
}

function projectedViews(assessment: Assessment, errors: Record<string, string>, zone: string): ProjectedView[] {
  return assessment.projected.map((slot) =>
    toProjectedView(
      slot,
      assessment.collisionsByHash.get(slot.hash) ?? [],
      assessment.choicesByHash.get(slot.hash) ?? [],
      errors[slot.hash],
      zone,
    ),
  )
}

/**
 * The dry-run summary, whatever the solutions: a colliding timeslot without a usable one counts as
 * `theirs` (nothing created) and is listed under `unresolved`.
 */
export function summarize(assessment: Assessment, body: ResolutionBody, context: ResolutionContext): DryRunResponse {
  const given = body.solutions ?? {}
  const usable: Record<string, Solution> = {}
  const unresolvedHashes = new Set<string>()
  for (const slot of assessment.slots) {
    if (slot.collisions.length === 0) continue
    const chosen = given[slot.hash]
    if (chosen !== undefined && (slot.choices as readonly string[]).includes(chosen)) usable[slot.hash] = chosen as Solution
    else {
      usable[slot.hash] = 'theirs'
      unresolvedHashes.add(slot.hash)
    }
  }
  const result = planResolution({ slots: assessment.slots, solutions: usable })
  // Every colliding slot has a valid choice here, so planning cannot fail.
  const plan = result.ok ? result.plan : { create: [], update: [], remove: [] }
  const errors = planResolution({ slots: assessment.slots, solutions: given })
  const errorOf = (hash: string) => (errors.ok || errors.kind !== 'unresolved' ? undefined : errors.errors[hash])
  const zone = context.zone
  const view = (slot: { start: number; end: number }, id: number | null, show: number, schedule: number | null, hash?: string) => {
    const entry: DryRunSlot = { id, start: instantToLocal(slot.start, zone), end: instantToLocal(slot.end, zone), show, schedule }
    if (hash !== undefined) entry.hash = hash
    return entry
  }
  const existing = (id: number) => assessment.loaded.get(id)!
  return {
    create: plan.create.map((slot) =>
      slot.origin.kind === 'projected'
        ? view(slot, null, context.showId, context.scheduleId, slot.origin.hash)
        : view(slot, null, slot.origin.from.showId, slot.origin.from.scheduleId),
    ),
    update: plan.update.map((slot) => view(slot, slot.id, existing(slot.id).showId, existing(slot.id).scheduleId)),
    delete: [...plan.remove.map(existing), ...assessment.stale]
      .sort((a, b) => a.start - b.start)
      .map((slot) => view(slot, slot.id, slot.showId, slot.scheduleId)),
    unresolved: projectedViews(assessment, {}, zone)
      .filter((slot) => unresolvedHashes.has(slot.hash))
      .map((slot) => {
        const error = errorOf(slot.hash)
        return error === undefined ? slot : { ...slot, error }
      }),
  }
}

export interface NewTimeslotDefaults {
  scheduleId: number
  showId: number
  isRepetition: boolean
}

/** Writes a plan: deletions first, then trims, then inserts, so no statement meets an overlap that the end state lacks. */
export async function applyPlan(
  client: DbClient,
  plan: ResolutionPlan,
  stale: readonly TimeslotRecord[],
  defaults: NewTimeslotDefaults,
): Promise<void> {
  await timeslotsDb.removeMany(client, [...plan.remove, ...stale.map((slot) => slot.id)])
  await timeslotsDb.updateTimes(client, plan.update)
  await timeslotsDb.insertMany(
    client,
    plan.create.map((slot) =>
      slot.origin.kind === 'projected'
        ? { ...defaults, start: slot.start, end: slot.end, mediaId: null, episodeId: null, memo: '' }
        : {
            scheduleId: slot.origin.from.scheduleId,
            showId: slot.origin.from.showId,
            isRepetition: slot.origin.from.isRepetition,
            mediaId: slot.origin.from.mediaId,
            episodeId: slot.origin.from.episodeId,
            memo: slot.origin.from.memo,
            start: slot.start,
            end: slot.end,
          },
    ),
  )
}
