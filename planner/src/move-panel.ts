/**
 * One broadcast moved or resized (POST /api/v1/timeslots/{id}/move), through the same collision step as
 * the schedule form: a dry run as the new time changes (the move drawn on the calendar, its collisions
 * listed with their solutionChoices and one answer for all the rest), then one request that commits it.
 * Opened by dragging or resizing the broadcast on the calendar (the new time filled in), or from the
 * broadcast's panel with the keyboard ("Move or resize…": date and times typed). The change log undoes it.
 */
import {
  type DefaultSolution,
  type DryRun,
  inWords,
  type ProjectedTimeslot,
  type Solution,
  type Timeslot,
} from './api.ts'
import type { Preview } from './calendar-events.ts'
import { collisionList, collisionStep, restSelect } from './collisions.ts'
import type { Planner } from './context.ts'
import { field, fill, h } from './dom.ts'
import { localInWords } from './words.ts'

/** Where the broadcast goes: wall-clock times, and the instants when a drag on a 23/25-hour day gave them. */
export interface MoveTarget {
  readonly start: string
  readonly end: string
  readonly startAt?: string
  readonly endAt?: string
}

const DAY = 86_400_000

export function movePanel(
  planner: Planner,
  preview: (items: Preview[]) => void,
  timeslot: Timeslot,
  close: () => void,
  target?: MoveTarget,
): HTMLElement {
  const answers = new Map<string, Solution>()
  const collided = new Map<string, ProjectedTimeslot>()
  let defaultSolution: DefaultSolution | '' = ''
  let generation = 0
  // Instants from a drag: used until a field is changed by hand.
  let instants = target?.startAt !== undefined && target.endAt !== undefined ? target : null
  const to = target ?? timeslot
  const date = h('input', { type: 'date', name: 'moveDate', value: to.start.slice(0, 10), required: true })
  const startTime = h('input', { type: 'time', name: 'moveStart', value: to.start.slice(11, 16), required: true })
  const endTime = h('input', { type: 'time', name: 'moveEnd', value: to.end.slice(11, 16), required: true })
  const sentence = h('p', { class: 'sentence', 'aria-live': 'polite' })
  const summary = h('p', { class: 'summary', role: 'status' })
  const collisions = h('ol', { class: 'collisions', 'aria-label': 'Collisions' })
  const rest = restSelect('')
  const save = h('button', { type: 'submit', class: 'primary' }, 'Move the broadcast')
  const message = h('p', { class: 'message', role: 'alert' })

  /** The new start and end on the station's clock; an end not after the start is on the next day. */
  const times = (): { start: string; end: string } | null => {
    if (!date.value || !startTime.value || !endTime.value) return null
    const start = `${date.value} ${startTime.value.slice(0, 5)}:00`
    const nextDay = endTime.value.slice(0, 5) <= startTime.value.slice(0, 5)
    const endDate = nextDay
      ? new Date(Date.parse(`${date.value}T00:00:00Z`) + DAY).toISOString().slice(0, 10)
      : date.value
    return { start, end: `${endDate} ${endTime.value.slice(0, 5)}:00` }
  }

  const send = (dryrun: boolean) => {
    const when = times()
    if (when === null) return null
    return planner.client.POST('/api/v1/timeslots/{id}/move', {
      params: { path: { id: timeslot.id } },
      body: {
        start: instants?.startAt ?? when.start,
        end: instants?.endAt ?? when.end,
        solutions: Object.fromEntries(answers),
        ...(defaultSolution ? { defaultSolution } : {}),
        dryrun,
      },
    })
  }

  async function dryRun(): Promise<void> {
    const mine = ++generation
    const when = times()
    sentence.textContent =
      when === null
        ? ''
        : `${timeslot.showName}: from ${localInWords(timeslot.start)}–${timeslot.end.slice(11, 16)} to ${localInWords(when.start)}–${when.end.slice(11, 16)}${when.end.slice(0, 10) > when.start.slice(0, 10) ? ' (ends the next day)' : ''}`
    const answer = send(true)
    if (answer === null) return
    const { data, error, response } = await answer
    if (mine !== generation) return
    if (data !== undefined && 'unresolved' in data) {
      message.textContent = ''
      draw(data)
      return
    }
    if (response.status === 409 && error !== undefined && 'projected' in error) {
      message.textContent = ''
      draw({ create: [], update: [], delete: [], unresolved: error.projected } as unknown as DryRun)
      return
    }
    message.textContent = inWords(response.status, error)
    summary.dataset.unanswered = ''
    preview([])
  }

  function draw(run: DryRun): void {
    const name = timeslot.showName
    const meets = run.unresolved.filter((item) => item.collisions.length > 0)
    for (const item of meets) collided.set(item.hash, item)
    const open = new Set(meets.map((item) => item.hash))
    const show = (item: { show: number }) => planner.shows.get(item.show)?.name ?? 'theirs'
    preview([
      ...run.create.map((item) => ({ ...placed(item), title: name, kind: 'update' as const })),
      ...run.update.map((item) => ({ ...placed(item), title: show(item), kind: 'update' as const })),
      ...run.delete.map((item) => ({ ...placed(item), title: show(item), kind: 'delete' as const })),
      ...meets.map((item) => ({ ...placed(item), title: name, kind: 'collides' as const })),
    ])
    summary.textContent =
      `${run.update.length} other broadcast(s) to shorten or move, ${run.delete.length} to delete; ` +
      (meets.length === 0 ? 'no collision left unanswered.' : `${meets.length} collision(s) unanswered.`)
    summary.dataset.unanswered = String(meets.length)
    fill(
      collisions,
      ...collisionList(collided, answers, open, (hash, solution) => {
        answers.set(hash, solution)
        void dryRun()
      }),
    )
  }

  async function submit(event: Event): Promise<void> {
    event.preventDefault()
    const answer = send(false)
    if (answer === null) return
    save.disabled = true
    try {
      const { data, error, response } = await answer
      if (data !== undefined && 'timeslot' in data) {
        const moved = data.timeslot
        const back = data.restoration?.restored.map((slot) => `${slot.showName} ${localInWords(slot.start)}`) ?? []
        planner.say(
          `Moved ${moved.showName} to ${localInWords(moved.start)}–${moved.end.slice(11, 16)}: the change log can undo it.${back.length > 0 ? ` Given back: ${back.join(', ')}.` : ''}`,
        )
        preview([])
        close()
        planner.refresh()
        return
      }
      if (response.status === 409 && error !== undefined && 'projected' in error) {
        message.textContent =
          'The programme changed meanwhile, or a collision is unanswered: look at the collisions below and answer them, then move again.'
        await dryRun()
        return
      }
      message.textContent = inWords(response.status, error)
    } finally {
      save.disabled = false
    }
  }

  // Another time: other collisions (a hash names a time), so the answers start afresh.
  let timer: ReturnType<typeof setTimeout> | undefined
  const changed = () => {
    instants = null
    clearTimeout(timer)
    timer = setTimeout(() => {
      answers.clear()
      collided.clear()
      void dryRun()
    }, 250)
  }
  rest.addEventListener('change', () => {
    defaultSolution = rest.value as DefaultSolution | ''
    void dryRun()
  })

  const form = h(
    'form',
    {
      class: 'move-panel',
      'aria-labelledby': 'move-title',
      onsubmit: (event: Event) => void submit(event),
    },
    h('h2', { id: 'move-title' }, `Move ${timeslot.showName}`),
    h(
      'p',
      { class: 'help' },
      `This broadcast only (${localInWords(timeslot.start)}–${timeslot.end.slice(11, 16)}): its episode, media and memo go with it. An end before the start is on the next day.`,
    ),
    h('div', { class: 'fields' }, field('Date', date), field('Starts', startTime), field('Ends', endTime)),
    ...collisionStep({ sentence, summary, collisions, rest, message, save }, () => {
      preview([])
      close()
    }),
  )
  for (const control of [date, startTime, endTime]) control.addEventListener('input', changed)
  void dryRun()
  return form
}

function placed(item: {
  start: string
  end: string
  startAt: string
  endAt: string
}): Pick<Preview, 'start' | 'end' | 'startAt' | 'endAt'> {
  return { start: item.start, end: item.end, startAt: item.startAt, endAt: item.endAt }
}
