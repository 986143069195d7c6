import { Type } from 'typebox'
import { SOLUTIONS, type Solution } from '../domain/types.ts'

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
