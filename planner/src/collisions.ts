/**
 * The collision step the schedule form and a single broadcast's move share: each collision with what it
 * meets and its solutionChoices as buttons (with the small picture of docs/solutions.md), and the one
 * answer for all the rest (defaultSolution).
 */
import type { DefaultSolution, ProjectedTimeslot, Solution } from './api.ts'
import { field, h } from './dom.ts'
import { localInWords, SOLUTION_PICTURES, SOLUTION_WORDS } from './words.ts'

export const DEFAULTS: readonly DefaultSolution[] = [
  'theirs',
  'ours',
  'fill',
  'skip',
  'theirs-start',
  'ours-start',
  'theirs-end',
  'ours-end',
  'theirs-both',
  'ours-both',
]

/** One collision: when, what it meets, its state, and a button per solution choice. */
export function collisionItem(
  item: ProjectedTimeslot,
  chosen: Solution | undefined,
  unanswered: boolean,
  answer: (solution: Solution) => void,
): HTMLElement {
  const state = chosen
    ? `answered: ${SOLUTION_WORDS[chosen]}`
    : unanswered
      ? 'unanswered'
      : 'answered by the one answer for all'
  const them = item.collisions
    .map((other) => `${other.showName} ${localInWords(other.start)}–${other.end.slice(11, 16)}`)
    .join(', ')
  return h(
    'li',
    { class: `collision${unanswered ? ' unanswered' : ''}`, 'data-hash': item.hash },
    h(
      'p',
      {},
      h('strong', {}, `${localInWords(item.start)}–${item.end.slice(11, 16)}`),
      ` meets ${them}`,
      item.error ? ` (${item.error})` : '',
      h('span', { class: 'state' }, ` — ${state}`),
    ),
    h(
      'div',
      { class: 'choices', role: 'group', 'aria-label': `Answer for ${localInWords(item.start)}` },
      ...item.solutionChoices.map((solution) =>
        h(
          'button',
          {
            type: 'button',
            class: 'choice',
            'data-solution': solution,
            'aria-pressed': chosen === solution ? 'true' : 'false',
            onclick: () => answer(solution),
          },
          h('span', { class: 'picture', 'aria-hidden': 'true' }, SOLUTION_PICTURES[solution]),
          ' ',
          SOLUTION_WORDS[solution],
        ),
      ),
    ),
  )
}

/** The list of the one answer for all the rest; `(none)` first. */
export function restSelect(chosen: DefaultSolution | '', solutions = DEFAULTS): HTMLSelectElement {
  return h(
    'select',
    { name: 'defaultSolution', 'aria-describedby': 'rest-help' },
    h('option', { value: '' }, '(none: answer each one)'),
    ...solutions.map((solution) =>
      h('option', { value: solution, selected: solution === chosen }, SOLUTION_WORDS[solution]),
    ),
  )
}

/** Every collision met so far, earliest first (those still open marked), each answered by a click. */
export function collisionList(
  collided: ReadonlyMap<string, ProjectedTimeslot>,
  answers: ReadonlyMap<string, Solution>,
  open: ReadonlySet<string>,
  answer: (hash: string, solution: Solution) => void,
): HTMLElement[] {
  return [...collided.values()]
    .sort((a, b) => (a.start < b.start ? -1 : 1))
    .map((item) =>
      collisionItem(item, answers.get(item.hash), open.has(item.hash), (solution) => answer(item.hash, solution)),
    )
}

/**
 * The end every form with a collision step shares: the request in words, the dry run's count, the
 * collisions, the one answer for all the rest, what went wrong, and save or close.
 */
export function collisionStep(
  parts: {
    sentence: HTMLElement
    summary: HTMLElement
    collisions: HTMLElement
    rest: HTMLSelectElement
    message: HTMLElement
    save: HTMLButtonElement
  },
  close: () => void,
): HTMLElement[] {
  return [
    parts.sentence,
    parts.summary,
    parts.collisions,
    h(
      'div',
      { class: 'rest' },
      field('One answer for all the rest', parts.rest),
      h('p', { id: 'rest-help', class: 'help' }, 'Used for every collision you have not answered above.'),
    ),
    parts.message,
    h('div', { class: 'actions' }, parts.save, h('button', { type: 'button', onclick: close }, 'Close')),
  ]
}
