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
export const SolutionSchema = Type.Unsafe<Solution>({
  type: 'string',
  enum: [...SOLUTIONS],
  title: 'Solution',
  description:
    'How to resolve the collision of a projected timeslot P with existing timeslots E. With more than one collision only ' +
    '`theirs` and `ours` are offered; the others by the shape of the overlap (see `solutionChoices`). ' +
    'Timelines before and after each one: [docs/solutions.md](/docs/solutions.md).\n\n' +
    SOLUTIONS.map((solution) => `- \`${solution}\`: ${SOLUTION_EFFECTS[solution]}`).join('\n'),
  'x-enumDescriptions': SOLUTION_EFFECTS,
})

/** The two values only `defaultSolution` knows. */
const DEFAULT_ONLY_EFFECTS: Record<Exclude<DefaultSolution, Solution>, string> = {
  fill: 'Create the free parts of P (each part no existing timeslot covers, at least MIN_SLOT_MINUTES long); touch no existing timeslot.',
  skip: "Create none of the colliding projected timeslots (the contract's `theirs` for all).",
}

/** Extension: one answer for every colliding timeslot without its own entry in `solutions`. */
export const DefaultSolutionSchema = Type.Unsafe<DefaultSolution>({
  type: 'string',
  enum: [...DEFAULT_SOLUTIONS],
  title: 'DefaultSolution',
  description:
    'Extension: the solution of every colliding projected timeslot that has no entry of its own in `solutions` (those win). ' +
    'With it the count check ("Numbers of conflicts and solutions don\'t match") applies to nothing, and `solutions` may be ' +
    'left out. A timeslot whose `solutionChoices` lack it gets the contract\'s error "Given solution is not accepted for this ' +
    'conflict." (409, nothing changed). Besides the eight solutions:\n\n' +
    Object.entries(DEFAULT_ONLY_EFFECTS)
      .map(([value, effect]) => `- \`${value}\`: ${effect}`)
      .join('\n'),
  'x-enumDescriptions': { ...SOLUTION_EFFECTS, ...DEFAULT_ONLY_EFFECTS },
})
