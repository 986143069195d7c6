// What a schedule write does with an assessment and the client's answer: apply a plan, hand the
// collisions back, or preview.

import type { DefaultSolution, ExistingSlot, Solution } from '../types.ts'
import type { AssessedSlot, Assessment } from './assessment.ts'
import { resolutionSlots } from './assessment.ts'
import { buildPlan, planPreview, type ResolutionPlan } from './resolution-plan.ts'
import { isComplete, type Judged, judgeSlots, RESOLUTION_MESSAGE, type ResolutionInput } from './solution-judgement.ts'

export const COLLISIONS_CHANGED = 'The collisions of this timeslot changed since you saw them; choose again.'

export interface ResolutionRequest {
  solutions: Readonly<Record<string, string>> | undefined
  /** Hash → ids of the collisions the client saw: a solution is not applied to timeslots it never saw. */
  seen?: ReadonlyMap<string, readonly number[]> | undefined
  defaultSolution?: DefaultSolution | undefined
  minFillMs?: number
}

export interface ConflictSlot extends AssessedSlot {
  error?: string
}

/** The contract's conflict structure as domain values: nothing was changed. */
export interface Conflict {
  slots: ConflictSlot[]
  kept: Record<string, Solution>
  /** Solution keys matching no projected timeslot: the schedule changed during resolution. */
  unknownKeys: string[]
  colliding: number
}

export type Decision =
  | { kind: 'apply'; plan: ResolutionPlan }
  | { kind: 'conflict'; conflict: Conflict }
  | {
      kind: 'count-mismatch'
      sent: number
      colliding: number
      /** Colliding hashes the solutions lack, and hashes sent that do not collide now (the collisions changed). */
      missing: string[]
      unknown: string[]
    }
  | { kind: 'forbidden'; hashes: string[] }

/** A dry run: what would happen if the usable solutions were applied and the rest were `theirs`. */
export interface Preview {
  plan: ResolutionPlan
  /** The existing timeslots the plan deletes, and the schedule's own future ones that would go (update). */
  removed: ExistingSlot[]
  updated: Array<{ slot: ExistingSlot; start: number; end: number }>
  /** Colliding timeslots without a usable solution (counted as `theirs`), with the reason. */
  unresolved: ConflictSlot[]
}

/** @example decideResolution(assessment, { solutions: undefined }) // { kind: 'conflict', … } when anything collides */
export function decideResolution(assessment: Assessment, request: ResolutionRequest): Decision {
  const { input, judged } = judge(assessment, request)
  if (judged.fatal?.kind === 'count-mismatch') {
    const sent = Object.keys(request.solutions ?? {})
    const missing = judged.colliding.filter((hash) => !sent.includes(hash))
    return {
      kind: 'count-mismatch',
      sent: sent.length,
      colliding: judged.colliding.length,
      missing,
      unknown: judged.unknownKeys,
    }
  }
  if (judged.fatal?.kind === 'forbidden') return { kind: 'forbidden', hashes: judged.fatal.hashes }
  const changed = changedSinceSeen(assessment, request)
  if (isComplete(input, judged) && changed.length === 0)
    return { kind: 'apply', plan: buildPlan(judged.judgements, input.minFillMs ?? 0) }

  const errors: Record<string, string> = { ...judged.errors }
  const kept: Record<string, Solution> = { ...judged.kept }
  for (const hash of changed) {
    errors[hash] = COLLISIONS_CHANGED
    delete kept[hash]
  }
  return {
    kind: 'conflict',
    conflict: {
      slots: withErrors(assessment.slots, errors),
      kept,
      unknownKeys: judged.unknownKeys,
      colliding: judged.colliding.length,
    },
  }
}

/** The dry run: a colliding timeslot without a usable solution counts as `theirs` and is listed under `unresolved`. */
export function previewResolution(assessment: Assessment, request: ResolutionRequest): Preview {
  const { input, judged } = judge(assessment, request)
  const decided = new Set(judged.judgements.map((judgement) => judgement.slot.hash))
  const unresolved = new Set(judged.colliding.filter((hash) => !decided.has(hash)))
  const plan = planPreview(input, judged.judgements)
  // As a real request would say it: a whole-request refusal names no slot's error.
  const errors: Record<string, string> = judged.fatal === null ? { ...judged.errors } : {}
  for (const hash of judged.forbidden) errors[hash] = RESOLUTION_MESSAGE.forbidden
  const existing = new Map(input.slots.flatMap((slot) => slot.collisions).map((slot) => [slot.id, slot]))
  return {
    plan,
    removed: [...plan.remove.map((id) => existing.get(id)!), ...assessment.stale].sort((a, b) => a.start - b.start),
    updated: plan.update.map((update) => ({ slot: existing.get(update.id)!, start: update.start, end: update.end })),
    unresolved: withErrors(assessment.slots, errors).filter((slot) => unresolved.has(slot.projected.hash)),
  }
}

/** The one pass over the slots the resolution decides on (future, not standing). */
function judge(assessment: Assessment, request: ResolutionRequest): { input: ResolutionInput; judged: Judged } {
  const input = { slots: resolutionSlots(assessment), solutions: request.solutions, ...defaultOf(request) }
  return { input, judged: judgeSlots(input) }
}

function defaultOf(request: ResolutionRequest): { defaultSolution?: DefaultSolution; minFillMs?: number } {
  if (request.defaultSolution === undefined) return {}
  return {
    defaultSolution: request.defaultSolution,
    ...(request.minFillMs === undefined ? {} : { minFillMs: request.minFillMs }),
  }
}

function withErrors(slots: readonly AssessedSlot[], errors: Readonly<Record<string, string>>): ConflictSlot[] {
  return slots.map((slot) => {
    const error = errors[slot.projected.hash]
    return error === undefined ? slot : { ...slot, error }
  })
}

/** Hashes with a solution whose collisions are no longer the ones the client saw. */
function changedSinceSeen(assessment: Assessment, request: ResolutionRequest): string[] {
  const { seen, solutions } = request
  if (seen === undefined || solutions === undefined) return []
  const key = (ids: readonly unknown[]) => ids.map(String).sort().join(',')
  return assessment.slots
    .filter((slot) => Object.hasOwn(solutions, slot.projected.hash) && seen.has(slot.projected.hash))
    .filter((slot) => key(seen.get(slot.projected.hash)!) !== key(slot.collisions.map((c) => c.id)))
    .map((slot) => slot.projected.hash)
}
