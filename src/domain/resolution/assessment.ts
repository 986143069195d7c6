// A projection checked against the planned timeslots: collisions, the solutions each may choose, and
// which of the schedule's own timeslots stand or go.

import { overlaps } from '../time/intervals.ts'
import type { ExistingSlot, ProjectedSlot, Solution } from '../types.ts'
import { findCollisions } from './collisions.ts'
import type { ResolutionSlot } from './solution-judgement.ts'
import { solutionChoices } from './solutions.ts'

export interface AssessedSlot {
  projected: ProjectedSlot
  /** Existing timeslots it collides with, in start order; none for a past or standing slot. */
  collisions: ExistingSlot[]
  choices: Solution[]
  /** Solutions the overlap allows but this caller may not choose (they change a timeslot it may not). */
  forbidden: Solution[]
  /** On update: the schedule's own future timeslots already here; they stay as they are. */
  standing: ExistingSlot[]
}

export interface Assessment {
  slots: AssessedSlot[]
  /** On update: the schedule's own future timeslots that no projected timeslot covers any more. */
  stale: ExistingSlot[]
}

export interface AssessmentInput {
  projected: readonly ProjectedSlot[]
  /** Timeslots that may collide (the schedule's own future ones excluded), in start order. */
  candidates: readonly ExistingSlot[]
  /** On update: the schedule's own timeslots that have not ended at `now` (a running one stands for its occurrence). */
  own: readonly ExistingSlot[]
  /** A timeslot that started before this is history: never deleted, never moved. */
  now: number
  /** Default: the caller may change any. */
  mayChange?: (slot: ExistingSlot) => boolean
}

const keepsTheirs = (solution: Solution) => solution.startsWith('theirs')

// Against a started timeslot only `theirs` (and `theirs-start`) are offered; against one the caller
// may not change, the rest are `forbidden`.
export function assessProjection(input: AssessmentInput): Assessment {
  const { now, own } = input
  const mayChange = input.mayChange ?? (() => true)
  const future = input.projected.filter((slot) => !slot.isPast)
  const standingOf = new Map(future.map((slot) => [slot, own.filter((mine) => overlaps(mine, slot))]))
  const open = future.filter((slot) => standingOf.get(slot)!.length === 0)
  const collisionsOf = new Map(findCollisions(open, input.candidates).map((found, i) => [open[i]!, found]))

  const slots = input.projected.map((projected): AssessedSlot => {
    const collisions = collisionsOf.get(projected) ?? []
    const shape = solutionChoices(projected, collisions)
    const historic = collisions.some((slot) => slot.start < now)
    const guarded = collisions.some((slot) => !mayChange(slot))
    let choices = historic || guarded ? shape.filter(keepsTheirs) : shape
    let forbidden = !historic && guarded ? shape.filter((solution) => !keepsTheirs(solution)) : []
    // Breaking in over the running timeslot: it may end now (its aired part stays), nothing more.
    if (historic && projected.breaksIn === true) {
      if (guarded) forbidden = ['ours-start']
      else choices = [...choices, 'ours-start']
    }
    return { projected, collisions, choices, forbidden, standing: standingOf.get(projected) ?? [] }
  })
  // A running own timeslot is history: it stands for its occurrence, but never goes stale.
  const stale = own.filter((mine) => mine.start >= now && !future.some((slot) => overlaps(mine, slot)))
  return { slots, stale }
}

/** The slots planResolution decides on: future and not already standing. */
export function resolutionSlots(assessment: Assessment): ResolutionSlot[] {
  return assessment.slots
    .filter((slot) => !slot.projected.isPast && slot.standing.length === 0)
    .map((slot) => ({
      hash: slot.projected.hash,
      start: slot.projected.start,
      end: slot.projected.end,
      collisions: slot.collisions,
      choices: slot.choices,
      forbidden: slot.forbidden,
    }))
}
