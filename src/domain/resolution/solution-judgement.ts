// Judges the client's solutions slot by slot: usable, unusable and why, or a refusal of the whole
// request. resolution-plan.ts turns the judgements into writes.
import type { DefaultSolution, ExistingSlot, Interval, Solution } from '../types.ts'

/** The messages the contract prescribes, so the service reports unknown keys with the same text. */
export const RESOLUTION_MESSAGE = {
  countMismatch: "Numbers of conflicts and solutions don't match",
  notAllowed: 'This change on the timeslot is not allowed.',
  noSolution: 'No solution given.',
  notAccepted: 'Given solution is not accepted for this conflict.',
  forbidden: "You may not choose this solution: it would change another show's timeslot.",
} as const

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
  /** Future slots only, in start order. */
  slots: readonly ResolutionSlot[]
  /** As sent (one of SOLUTIONS or ''). Absent: the client asks what there is; `{}` answers zero solutions. */
  solutions: Readonly<Record<string, string>> | undefined
  /** Extension: for every colliding slot without its own solution; no count check then. */
  defaultSolution?: DefaultSolution | undefined
  /** The shortest free part `fill` creates (ms). */
  minFillMs?: number
}

/** What refuses a whole request before any slot's solution counts. */
export type RequestRefusal =
  | { ok: false; kind: 'count-mismatch'; message: typeof RESOLUTION_MESSAGE.countMismatch }
  | { ok: false; kind: 'forbidden'; hashes: string[] }

/** `null` marks a slot without collisions: created as projected; `fill`, its free parts. */
export type SlotJudgement = { slot: ResolutionSlot; solution: Solution | 'fill' | null }

/** Whether a slot collides: the one place the question is answered. */
export const collides = (slot: { collisions: readonly unknown[] }): boolean => slot.collisions.length > 0

export interface Judged {
  fatal: RequestRefusal | null
  colliding: string[]
  /** Hash → why its solution cannot be used. */
  errors: Record<string, string>
  kept: Record<string, Solution>
  judgements: SlotJudgement[]
  /** Keys of no colliding slot: the collisions changed since the client saw them. */
  unknownKeys: string[]
  forbidden: string[]
}

/** Every slot has its fate and every key names a colliding slot. */
export function isComplete(input: ResolutionInput, judged: Judged): boolean {
  return judged.judgements.length === input.slots.length && judged.unknownKeys.length === 0
}

/** Each slot's fate under the solutions and the default, or why its solution cannot be used. */
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
  // A different count means the projection changed under the client (a default has no count).
  if (
    input.solutions !== undefined &&
    input.defaultSolution === undefined &&
    Object.keys(input.solutions).length !== colliding
  ) {
    return { ok: false, kind: 'count-mismatch', message: RESOLUTION_MESSAGE.countMismatch }
  }
  return forbidden.length > 0 ? { ok: false, kind: 'forbidden', hashes: forbidden } : null
}
