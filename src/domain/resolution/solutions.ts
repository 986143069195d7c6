import type { Interval, Solution } from '../types.ts'

/** @example solutionChoices({ start: 0, end: 10 }, [{ start: 5, end: 20 }]) // ['theirs', 'ours', 'theirs-end', 'ours-end'] */
export function solutionChoices(p: Interval, collisions: readonly Interval[]): Solution[] {
  if (collisions.length === 0) return []
  const choices: Solution[] = ['theirs', 'ours']
  const [e] = collisions
  // The partial solutions are defined against a single existing slot.
  if (collisions.length > 1 || e === undefined) return choices

  // Overlap shapes: docs/solutions.md. A partial solution needs the slot it shortens to keep a positive length.
  if (p.start < e.start && e.start < p.end && p.end <= e.end) choices.push('theirs-end', 'ours-end')
  if (e.start <= p.start && p.start < e.end && e.end < p.end) choices.push('theirs-start', 'ours-start')
  if (p.start < e.start && e.end < p.end) choices.push('theirs-start', 'theirs-end', 'theirs-both')
  if (e.start < p.start && p.end < e.end) choices.push('ours-start', 'ours-end', 'ours-both')
  return choices
}
