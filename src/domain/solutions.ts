/**
 * Which solutions a projected timeslot may choose, decided by the shape of its overlap.
 */
import type { Interval, Solution } from './types.ts'

/**
 * The solutions allowed for projected slot `p` given its colliding existing slots.
 * No collisions: none. Several: only `theirs` and `ours`, since the partial solutions
 * are defined against a single existing slot. One: `theirs`, `ours`, plus the partial
 * solutions whose result has positive length for that overlap shape.
 *
 * @example
 * solutionChoices({ start: 0, end: 10 }, [{ start: 5, end: 20 }])
 * // ['theirs', 'ours', 'theirs-end', 'ours-end']
 */
export function solutionChoices(p: Interval, collisions: readonly Interval[]): Solution[] {
  if (collisions.length === 0) return []
  const choices: Solution[] = ['theirs', 'ours']
  const [e] = collisions
  if (collisions.length > 1 || e === undefined) return choices

  // P starts before E and ends inside it (or at its end): only E's head is contested.
  if (p.start < e.start && e.start < p.end && p.end <= e.end) choices.push('theirs-end', 'ours-end')
  // P starts inside E (or at its start) and outlasts it: only E's tail is contested.
  if (e.start <= p.start && p.start < e.end && e.end < p.end) choices.push('theirs-start', 'ours-start')
  // P swallows E: P can give way on either side or both; shortening E would leave nothing.
  if (p.start < e.start && e.end < p.end) choices.push('theirs-start', 'theirs-end', 'theirs-both')
  // E swallows P: E can give way on either side or both; shortening P would leave nothing.
  if (e.start < p.start && p.end < e.end) choices.push('ours-start', 'ours-end', 'ours-both')
  return choices
}
