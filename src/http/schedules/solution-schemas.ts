import { Type } from 'typebox'
import { DEFAULT_SOLUTIONS, type DefaultSolution, SOLUTIONS, type Solution } from '../../domain/types.ts'

/** What each solution does to the projected timeslot P and the existing timeslot E it collides with. */
export const SOLUTION_EFFECTS: Record<Solution, string> = {
  theirs: 'Keep the existing timeslot(s); the projected one is not created. Always offered.',
  ours: 'Create the projected timeslot; delete every existing one it collides with. Always offered.',
  'theirs-start': 'Keep E; create P starting where E ends (E started first).',
  'ours-start': "Create P; E ends where P starts (E's end is cut).",
  'theirs-end': 'Keep E; create P ending where E starts (P started first).',
  'ours-end': "Create P; E starts where P ends (E's start is cut).",
  'theirs-both': 'Keep E (inside P); create P twice: before E and after E.',
  'ours-both': 'Create P (inside E); split E: one part before P, one after P.',
}

/**
 * The eight solutions of the contract. OpenAPI 3.0 has no description per enum value, so the
 * description lists them (Swagger UI renders it) and `x-enumDescriptions` maps them (Redocly and
 * some generators read it). The pictures: docs/solutions.md.
 */
export const SolutionSchema = ExplainedEnum<Solution>(
  'Solution',
  SOLUTIONS,
  'How to resolve the collision of a projected timeslot P with existing timeslots E. With more than one collision only ' +
    '`theirs` and `ours` are offered; the others by the shape of the overlap (see `solutionChoices`). ' +
    'Timelines before and after each one: [docs/solutions.md](/docs/solutions.md).',
  SOLUTION_EFFECTS,
  SOLUTION_EFFECTS,
)

/** A string enum explained value by value: a list in its description, and `x-enumDescriptions` for all. */
function ExplainedEnum<T extends string>(
  title: string,
  values: readonly T[],
  description: string,
  listed: Partial<Record<T, string>>,
  effects: Record<T, string>,
) {
  const list = Object.entries(listed).map(([value, effect]) => `- \`${value}\`: ${effect}`)
  return Type.Unsafe<T>({
    type: 'string',
    enum: [...values],
    title,
    description: `${description}\n\n${list.join('\n')}`,
    'x-enumDescriptions': effects,
  })
}

/** The two values only `defaultSolution` knows. */
const DEFAULT_ONLY_EFFECTS: Record<Exclude<DefaultSolution, Solution>, string> = {
  fill: 'Create the free parts of P (each part no existing timeslot covers, at least MIN_SLOT_MINUTES long); touch no existing timeslot.',
  skip: "Create none of the colliding projected timeslots (the contract's `theirs` for all).",
}

/** Extension: one answer for every colliding timeslot without its own entry in `solutions`. */
export const DefaultSolutionSchema = ExplainedEnum<DefaultSolution>(
  'DefaultSolution',
  DEFAULT_SOLUTIONS,
  'Extension: the solution of every colliding projected timeslot that has no entry of its own in `solutions` (those win). ' +
    'With it the count check ("Numbers of conflicts and solutions don\'t match") applies to nothing, and `solutions` may be ' +
    'left out. A timeslot whose `solutionChoices` lack it gets the contract\'s error "Given solution is not accepted for this ' +
    'conflict." (409, nothing changed). Besides the eight solutions:',
  DEFAULT_ONLY_EFFECTS,
  { ...SOLUTION_EFFECTS, ...DEFAULT_ONLY_EFFECTS },
)
