/**
 * Turns projected timeslots, their collisions and the client's chosen solutions into a plan of
 * writes, or into the problems the client has to fix. Problems are returned as data: the service
 * decides how they become a response.
 */
import { subtractIntervals } from '../time/intervals.ts'
import type { DefaultSolution, ExistingSlot, Interval, Solution } from '../types.ts'

/** The messages the contract prescribes, so the service reports unknown keys with the same text. */
export const RESOLUTION_MESSAGE = {
  countMismatch: "Numbers of conflicts and solutions don't match",
  notAllowed: 'This change on the timeslot is not allowed.',
  noSolution: 'No solution given.',
  notAccepted: 'Given solution is not accepted for this conflict.',
  forbidden: "You may not choose this solution: it would change another show's timeslot.",
} as const

/** The refusal of a solution the timeslot does not offer, naming it and what it offers instead. */
export function notAcceptedMessage(value: string, choices: readonly Solution[]): string {
  return `${RESOLUTION_MESSAGE.notAccepted} "${value}" is not among its solutionChoices: ${choices.join(', ')}.`
}

/** A future projected timeslot with what the collision step found for it. */
export interface ResolutionSlot extends Interval {
  hash: string
  collisions: readonly ExistingSlot[]
  choices: readonly Solution[]
  /** Solutions the shape allows but this caller may not choose (owner-aware resolution). */
  forbidden?: readonly Solution[]
}

export interface ResolutionInput {
  /** Future projected slots in start order; past ones are never created and not passed. */
  slots: readonly ResolutionSlot[]
  /**
   * Hash → solution exactly as the client sent it (schema-checked: one of SOLUTIONS or '').
   * Absent: the client asks which solutions there are. `{}` is an answer: zero solutions.
   */
  solutions: Readonly<Record<string, string>> | undefined
  /**
   * Extension: the solution of every colliding slot without its own entry in `solutions`. Present,
   * `solutions` may be absent or partial: the count check applies to nothing.
   */
  defaultSolution?: DefaultSolution | undefined
  /** `fill` creates no free part shorter than this (ms); default 0. */
  minFillMs?: number
}

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

/** The timeslots a plan creates for the schedule being written, without the tails of split ones. */
export function projectedOf(plan: ResolutionPlan): Array<NewSlot & { origin: { kind: 'projected' } }> {
  return plan.create.filter(
    (slot): slot is NewSlot & { origin: { kind: 'projected' } } => slot.origin.kind === 'projected',
  )
}

export interface SlotUpdate extends Interval {
  id: number
}

export interface ResolutionPlan {
  /** In start order. */
  create: NewSlot[]
  /** Existing slots whose start or end changes, keeping their id. */
  update: SlotUpdate[]
  /** Ids of existing slots to delete. */
  remove: number[]
}

export type ResolutionResult =
  | { ok: true; plan: ResolutionPlan }
  | { ok: false; kind: 'count-mismatch'; message: typeof RESOLUTION_MESSAGE.countMismatch }
  /** Hashes whose solution this caller may not choose; nothing may be applied. */
  | { ok: false; kind: 'forbidden'; hashes: string[] }
  | {
      ok: false
      kind: 'unresolved'
      /** Hash → message, for colliding slots without a usable solution. Empty on a first request. */
      errors: Record<string, string>
      /** Solution keys that match no colliding slot: the collisions changed during resolution. */
      unknownKeys: string[]
      /** The usable solutions, to echo back so the client only fixes the rest. */
      kept: Record<string, Solution>
    }

/** The solutions defined against a single existing slot. */
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

/** `null` marks a slot without collisions: created as projected; `fill`, its free parts. */
export type SlotJudgement = { slot: ResolutionSlot; solution: Solution | 'fill' | null }

/** Whether a slot collides: the one place the question is answered. */
export const collides = (slot: { collisions: readonly unknown[] }): boolean => slot.collisions.length > 0

/** The request judged against the slots, in one pass over them. */
export interface Judged {
  /** What refuses the whole request before any slot's solution counts: a count that does not match, a forbidden solution. */
  fatal: Extract<ResolutionResult, { kind: 'count-mismatch' | 'forbidden' }> | null
  /** The hashes of the colliding slots, in slot order. */
  colliding: string[]
  /** Hash → why the slot's solution cannot be used (a colliding slot with none is still to be chosen). */
  errors: Record<string, string>
  /** The solutions the client chose that can be used. */
  kept: Record<string, Solution>
  /** The slots whose fate is decided; the others are still to be chosen. */
  judgements: SlotJudgement[]
  /** Solution keys of no colliding slot: it collided when the client saw it, and no longer does. */
  unknownKeys: string[]
  /** Hashes whose solution this caller may not choose. */
  forbidden: string[]
}

/**
 * Checks the chosen solutions against the projected slots and, when every collision is resolved,
 * plans the writes. Several projected slots acting on the same existing slot compose: the existing
 * slot loses the union of what each `ours-*` took from it, and any `ours` deletes it outright.
 *
 * @example
 * planResolution({
 *   slots: [{ hash: 'h1', start: 0, end: 10, collisions: [existing5to20], choices: ['theirs', 'ours', 'theirs-end', 'ours-end'] }],
 *   solutions: { h1: 'ours-end' },
 * })
 * // { ok: true, plan: { create: [{ start: 0, end: 10, origin: { kind: 'projected', hash: 'h1' } }],
 * //                     update: [{ id: existing5to20.id, start: 10, end: 20 }], remove: [] } }
 */
export function planResolution(input: ResolutionInput): ResolutionResult {
  const judged = judgeSlots(input)
  if (judged.fatal !== null) return judged.fatal
  if (!isComplete(input, judged)) {
    return { ok: false, kind: 'unresolved', errors: judged.errors, unknownKeys: judged.unknownKeys, kept: judged.kept }
  }
  return { ok: true, plan: buildPlan(judged.judgements, input.minFillMs ?? 0) }
}

/** Every slot has its fate and every key names a colliding slot: the plan can be built. */
export function isComplete(input: ResolutionInput, judged: Judged): boolean {
  return judged.judgements.length === input.slots.length && judged.unknownKeys.length === 0
}

/**
 * Each slot's fate under the solutions and the default: a judgement, or the error that says why its
 * solution cannot be used (a colliding slot with neither is still to be chosen); and what refuses the
 * whole request.
 */
export function judgeSlots(input: ResolutionInput): Judged {
  const solutions = input.solutions ?? {}
  const fallback = input.defaultSolution
  const errors: Record<string, string> = {}
  const kept: Record<string, Solution> = {}
  const judgements: SlotJudgement[] = []
  const colliding: string[] = []
  const forbidden: string[] = []
  for (const slot of input.slots) {
    if (!collides(slot)) {
      judgements.push({ slot, solution: null })
      continue
    }
    colliding.push(slot.hash)
    const own = Object.hasOwn(solutions, slot.hash)
    if (own && slot.forbidden?.some((f) => f === solutions[slot.hash])) forbidden.push(slot.hash)
    if (!own && fallback === undefined) {
      // On a first request nothing was chosen yet; that is unresolved, not wrong.
      if (input.solutions !== undefined) errors[slot.hash] = RESOLUTION_MESSAGE.notAllowed
      continue
    }
    if (!own && fallback === 'fill') {
      judgements.push({ slot, solution: 'fill' })
      continue
    }
    const value = own ? solutions[slot.hash] : fallback === 'skip' ? 'theirs' : fallback
    const solution = slot.choices.find((c) => c === value)
    if (value === '') errors[slot.hash] = RESOLUTION_MESSAGE.noSolution
    else if (solution === undefined) errors[slot.hash] = notAcceptedMessage(String(value), slot.choices)
    else {
      // Only what the client chose for this slot is echoed; the default is sent again as it was.
      if (own) kept[slot.hash] = solution
      judgements.push({ slot, solution })
    }
  }
  const hashes = new Set(colliding)
  const keys = Object.keys(solutions)
  return {
    fatal: fatalProblem(input, colliding.length, forbidden),
    colliding,
    errors,
    kept,
    judgements,
    unknownKeys: keys.filter((k) => !hashes.has(k)),
    forbidden,
  }
}

function fatalProblem(input: ResolutionInput, colliding: number, forbidden: string[]): Judged['fatal'] {
  // The original's fatal rule: a different count means the projection changed under the client.
  // A default answers for every slot, so there is no count to check.
  if (
    input.solutions !== undefined &&
    input.defaultSolution === undefined &&
    Object.keys(input.solutions).length !== colliding
  ) {
    return { ok: false, kind: 'count-mismatch', message: RESOLUTION_MESSAGE.countMismatch }
  }
  return forbidden.length > 0 ? { ok: false, kind: 'forbidden', hashes: forbidden } : null
}

/** The plan of a dry run: every slot as judged, one still to be chosen (or wrongly chosen) as `theirs`. */
export function planPreview(input: ResolutionInput, judgements: readonly SlotJudgement[]): ResolutionPlan {
  const decided = new Set(judgements.map((d) => d.slot.hash))
  const undecided = input.slots
    .filter((slot) => !decided.has(slot.hash))
    .map((slot): SlotJudgement => ({ slot, solution: 'theirs' }))
  return buildPlan([...judgements, ...undecided], input.minFillMs ?? 0)
}

/** What happens to one existing slot across all projected slots that chose against it. */
type Fate = { slot: ExistingSlot; cuts: Interval[]; removed: boolean }

/** The writes of the judged slots: what each creates, and what is left of every existing slot they act on. */
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
