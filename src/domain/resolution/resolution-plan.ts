// The plan of writes that judged solutions make, or the problems to fix, as data.
import { subtractIntervals } from '../time/intervals.ts'
import type { ExistingSlot, Interval, Solution } from '../types.ts'
import {
  isComplete,
  judgeSlots,
  type RequestRefusal,
  type ResolutionInput,
  type SlotJudgement,
} from './solution-judgement.ts'

/** Where a timeslot to create comes from: a projected slot, or the tail of an `ours-both` split. */
export type NewSlotOrigin =
  /** `displaces`: the existing timeslots its solution deletes or trims, which come back when it goes. */
  | { kind: 'projected'; hash: string; displaces: readonly number[] }
  /** Belongs to `from`'s schedule and show and copies its isRepetition, mediaId, episodeId, memo. */
  | { kind: 'split'; from: ExistingSlot }

export interface NewSlot extends Interval {
  origin: NewSlotOrigin
}

/** What a plan leaves of an existing timeslot it changes: its trimmed self and the tails split off it. */
export function keptOf(plan: ResolutionPlan, id: number): Interval[] {
  const tails = plan.create.filter((slot) => slot.origin.kind === 'split' && slot.origin.from.id === id)
  return [...plan.update.filter((update) => update.id === id), ...tails].map(({ start, end }) => ({ start, end }))
}

/** The timeslots a plan creates for the schedule written (no split tails). */
export function projectedOf(plan: ResolutionPlan): Array<NewSlot & { origin: { kind: 'projected' } }> {
  return plan.create.filter(
    (slot): slot is NewSlot & { origin: { kind: 'projected' } } => slot.origin.kind === 'projected',
  )
}

export interface SlotUpdate extends Interval {
  id: number
}

export interface ResolutionPlan {
  create: NewSlot[]
  /** Existing slots whose start or end changes, keeping their id. */
  update: SlotUpdate[]
  remove: number[]
}

export type ResolutionResult =
  | { ok: true; plan: ResolutionPlan }
  | RequestRefusal
  | {
      ok: false
      kind: 'unresolved'
      /** Hash → message, for colliding slots without a usable solution. Empty on a first request. */
      errors: Record<string, string>
      /** Solution keys that match no colliding slot: the collisions changed during resolution. */
      unknownKeys: string[]
      /** Echoed back, so the client only fixes the rest. */
      kept: Record<string, Solution>
    }

type PartialSolution = Exclude<Solution, 'theirs' | 'ours'>

/**
 * The part of the loser a partial solution gives away. `theirs-*` cut P (E wins), `ours-*` cut E
 * (P wins). Half-infinite cuts are what make "E's end becomes P.start" compose with other cuts.
 */
function cutOf(solution: PartialSolution, p: Interval, e: Interval): Interval {
  switch (solution) {
    case 'theirs-start':
      return { start: -Infinity, end: e.end }
    case 'theirs-end':
      return { start: e.start, end: Infinity }
    case 'theirs-both':
      return { start: e.start, end: e.end }
    case 'ours-start':
      return { start: p.start, end: Infinity }
    case 'ours-end':
      return { start: -Infinity, end: p.end }
    case 'ours-both':
      return { start: p.start, end: p.end }
  }
}

/**
 * Slots acting on one existing slot compose: it loses the union of the `ours-*` cuts; any `ours` deletes it.
 * @example planResolution({ slots: [p0to10CollidingE5to20], solutions: { h1: 'ours-end' } }) // creates 0–10, updates E to 10–20
 */
export function planResolution(input: ResolutionInput): ResolutionResult {
  const judged = judgeSlots(input)
  if (judged.fatal !== null) return judged.fatal
  if (!isComplete(input, judged)) {
    return { ok: false, kind: 'unresolved', errors: judged.errors, unknownKeys: judged.unknownKeys, kept: judged.kept }
  }
  return { ok: true, plan: buildPlan(judged.judgements, input.minFillMs ?? 0) }
}

/** The plan of a dry run: every slot as judged, one still to be chosen (or wrongly chosen) as `theirs`. */
export function planPreview(input: ResolutionInput, judgements: readonly SlotJudgement[]): ResolutionPlan {
  const decided = new Set(judgements.map((d) => d.slot.hash))
  const undecided = input.slots
    .filter((slot) => !decided.has(slot.hash))
    .map((slot): SlotJudgement => ({ slot, solution: 'theirs' }))
  return buildPlan([...judgements, ...undecided], input.minFillMs ?? 0)
}

type Fate = { slot: ExistingSlot; cuts: Interval[]; removed: boolean }

export function buildPlan(decisions: readonly SlotJudgement[], minFillMs: number): ResolutionPlan {
  const create: NewSlot[] = []
  const fates = new Map<number, Fate>()
  const fateOf = (e: ExistingSlot): Fate => {
    let fate = fates.get(e.id)
    if (fate === undefined) {
      fate = { slot: e, cuts: [], removed: false }
      fates.set(e.id, fate)
    }
    return fate
  }

  for (const { slot, solution } of decisions) {
    const p: Interval = { start: slot.start, end: slot.end }
    const origin: NewSlotOrigin = { kind: 'projected', hash: slot.hash, displaces: [] }
    const displacing: NewSlotOrigin = { ...origin, displaces: slot.collisions.map((e) => e.id) }
    if (solution === 'theirs') continue
    if (solution === 'fill') {
      // The free air of P around its collisions; scraps too short to be a programme are left empty.
      for (const piece of subtractIntervals(p, slot.collisions)) {
        if (piece.end - piece.start >= minFillMs) create.push({ ...piece, origin })
      }
      continue
    }
    if (solution === null || solution === 'ours') {
      create.push({ ...p, origin: displacing })
      for (const e of slot.collisions) fateOf(e).removed = true
      continue
    }
    if (solution.startsWith('theirs-')) {
      const cuts = slot.collisions.map((e) => cutOf(solution, p, e))
      for (const piece of subtractIntervals(p, cuts)) create.push({ ...piece, origin })
    } else {
      create.push({ ...p, origin: displacing })
      for (const e of slot.collisions) fateOf(e).cuts.push(cutOf(solution, p, e))
    }
  }

  const update: SlotUpdate[] = []
  const remove: number[] = []
  for (const { slot: e, cuts, removed } of fates.values()) {
    const [first, ...rest] = removed ? [] : subtractIntervals(e, cuts)
    if (first === undefined) {
      remove.push(e.id)
      continue
    }
    if (first.start !== e.start || first.end !== e.end) update.push({ id: e.id, ...first })
    for (const piece of rest) create.push({ ...piece, origin: { kind: 'split', from: e } })
  }

  // A slot displaces only the timeslots the plan really deletes or trims.
  const changed = new Set([...remove, ...update.map((u) => u.id)])
  const created = create.map((slot) =>
    slot.origin.kind === 'projected' && slot.origin.displaces.length > 0
      ? { ...slot, origin: { ...slot.origin, displaces: slot.origin.displaces.filter((id) => changed.has(id)) } }
      : slot,
  )
  created.sort((a, b) => a.start - b.start || a.end - b.end)
  return { create: created, update, remove }
}
