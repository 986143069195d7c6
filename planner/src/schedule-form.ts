/**
 * A schedule from a form. As it changes, a dry run (schedule.dryrun) shows on the calendar what would be
 * created, moved and deleted, and lists each collision with its solutionChoices as buttons; one answer for
 * all the rest (defaultSolution); a count of what is still unanswered; save sends it all in one request.
 * When the programme changed meanwhile (a 409 on save), the new collisions are shown and the answers
 * whose projected timeslot still exists are kept. The same form makes a special (once, and by default
 * it replaces what it meets: cancelled, it gives that back), breaks in now over the running show, and
 * moves a series from a date (POST /api/v1/schedules/{id}/move, with the same collision step).
 */
import {
  type DefaultSolution,
  type DryRun,
  inWords,
  type ProjectedTimeslot,
  type Schedule,
  type ScheduleInput,
  type ScheduleRequest,
  type Solution,
} from './api.ts'
import type { Preview } from './calendar-events.ts'
import { collisionList, collisionStep, restSelect } from './collisions.ts'
import { canChange, type Planner } from './context.ts'
import { field, fill, h } from './dom.ts'
import { RULES, scheduleInWords, WEEKDAYS } from './words.ts'

/** What the form starts with: a new schedule (nothing given), a special, a break-in, or a series to move. */
export interface FormStart {
  readonly title?: string
  readonly help?: string
  readonly show?: number
  readonly rrule?: number
  readonly firstDate?: string
  readonly startTime?: string
  readonly endTime?: string
  readonly defaultSolution?: DefaultSolution
  /** Moves this schedule's series from the form's first date on instead of making a new schedule. */
  readonly move?: Schedule
}

export function scheduleForm(
  planner: Planner,
  preview: (items: Preview[]) => void,
  close: () => void,
  start: FormStart = {},
): HTMLElement {
  const moving = start.move
  const answers = new Map<string, Solution>()
  // Every collision of the current form, answered or not: a dry run lists only the unanswered ones.
  const collided = new Map<string, ProjectedTimeslot>()
  let defaultSolution: DefaultSolution | '' = start.defaultSolution ?? ''
  let generation = 0
  // The form's schedule as last dry-run: when it changes, the collisions are those of the new one.
  let drawnFor = ''

  const shows = [...planner.shows.values()].filter((show) => show.deletedAt == null && canChange(planner, show.id))
  const today = planner.station.now.slice(0, 10)
  const chosenShow = moving?.show ?? start.show
  const show = h(
    'select',
    { name: 'show', required: true, disabled: moving !== undefined },
    ...shows.map((item) => h('option', { value: item.id, selected: item.id === chosenShow }, item.name)),
  )
  const ruleId = start.rrule ?? moving?.rrule ?? 4
  const rule = h(
    'select',
    { name: 'rrule' },
    ...RULES.map(([id, words]) => h('option', { value: id, selected: id === ruleId }, words)),
  )
  const weekday = h(
    'select',
    { name: 'byWeekday' },
    ...WEEKDAYS.map((day, index) =>
      h(
        'option',
        { value: index, selected: index === (moving?.byWeekday ?? weekdayOf(start.firstDate ?? today)) },
        day,
      ),
    ),
  )
  const firstDate = h('input', { type: 'date', name: 'firstDate', value: start.firstDate ?? today, required: true })
  const lastDate = h('input', { type: 'date', name: 'lastDate', value: moving?.lastDate ?? '' })
  const startTime = h('input', {
    type: 'time',
    name: 'startTime',
    value: (start.startTime ?? moving?.startTime ?? '20:00').slice(0, 5),
    required: true,
  })
  const endTime = h('input', {
    type: 'time',
    name: 'endTime',
    value: (start.endTime ?? moving?.endTime ?? '22:00').slice(0, 5),
    required: true,
  })
  const isRepetition = h('input', { type: 'checkbox', name: 'isRepetition' })
  const addDaysNo = h('input', { type: 'number', name: 'addDaysNo', min: 0, max: 365, value: 0 })
  const businessDays = h('input', { type: 'checkbox', name: 'addBusinessDaysOnly' })
  const defaultMediaId = h('input', { type: 'number', name: 'defaultMediaId', min: 1 })
  const sentence = h('p', { class: 'sentence', 'aria-live': 'polite' })
  const summary = h('p', { class: 'summary', role: 'status' })
  const collisions = h('ol', { class: 'collisions', 'aria-label': 'Collisions' })
  const rest = restSelect(defaultSolution)
  const save = h('button', { type: 'submit', class: 'primary' }, moving ? 'Move the series' : 'Save schedule')
  const message = h('p', { class: 'message', role: 'alert' })

  const input = (): ScheduleInput => {
    const rrule = Number(rule.value)
    const media = Number(defaultMediaId.value)
    return {
      show: moving?.show ?? Number(show.value),
      rrule,
      ...(rrule >= 4 ? { byWeekday: Number(weekday.value) } : {}),
      firstDate: firstDate.value,
      ...(lastDate.value && rrule !== 1 ? { lastDate: lastDate.value } : {}),
      startTime: `${startTime.value.slice(0, 5)}:00`,
      endTime: `${endTime.value.slice(0, 5)}:00`,
      isRepetition: isRepetition.checked,
      ...(Number(addDaysNo.value) > 0
        ? { addDaysNo: Number(addDaysNo.value), addBusinessDaysOnly: businessDays.checked }
        : {}),
      ...(media > 0 ? { defaultMediaId: media } : {}),
    }
  }
  const request = (dryrun: boolean): ScheduleRequest => ({
    schedule: { ...input(), dryrun },
    solutions: Object.fromEntries(answers),
    ...(defaultSolution ? { defaultSolution } : {}),
  })

  /** The form's request: a new schedule, or the series moved from the first date with what changed. */
  const send = (dryrun: boolean) => {
    if (moving === undefined) return planner.client.POST('/api/v1/schedules', { body: request(dryrun) })
    const { rrule, byWeekday, startTime: from, endTime: to, lastDate: last, addDaysNo: days, firstDate: date } = input()
    const moved = {
      rrule: rrule ?? undefined,
      startTime: from,
      endTime: to,
      ...(byWeekday === undefined ? {} : { byWeekday }),
      ...(last ? { lastDate: last } : {}),
      ...(days ? { addDaysNo: days } : {}),
    }
    const { solutions, defaultSolution: rest } = request(dryrun)
    return planner.client.POST('/api/v1/schedules/{id}/move', {
      params: { path: { id: moving.id } },
      body: { from: date, schedule: moved, solutions, ...(rest ? { defaultSolution: rest } : {}), dryrun },
    })
  }

  /** The dry run of what the form says now; an older answer arriving late is dropped. */
  async function dryRun(): Promise<void> {
    const mine = ++generation
    const schedule = input()
    sentence.textContent = `${planner.shows.get(schedule.show)?.name ?? 'Show'}${moving ? ' from then on' : ''}: ${scheduleInWords(schedule)}`
    if (!schedule.firstDate || !startTime.value || !endTime.value) return
    const { data, error, response } = await send(true)
    if (mine !== generation) return
    const key = JSON.stringify(schedule)
    const renewed = key !== drawnFor
    drawnFor = key
    if (data === undefined || !('unresolved' in data)) {
      message.textContent = inWords(response.status, error)
      preview([])
      return
    }
    message.textContent = ''
    draw(data, renewed)
  }

  function draw(run: DryRun, renewed: boolean): void {
    const name = planner.shows.get(Number(show.value))?.name ?? 'ours'
    const meets = run.unresolved.filter((item) => item.collisions.length > 0)
    if (renewed) {
      // Another schedule: answers of projected timeslots that no longer exist are dropped, the rest kept
      // (a projected timeslot's hash stays the same while its time does).
      const hashes = new Set([...run.unresolved, ...run.create, ...run.update, ...run.delete].map((item) => item.hash))
      for (const hash of answers.keys()) if (!hashes.has(hash)) answers.delete(hash)
      collided.clear()
    }
    for (const item of meets) collided.set(item.hash, item)
    const open = new Set(meets.map((item) => item.hash))
    preview([
      ...run.create.map((item) => ({ ...placed(item), title: name, kind: 'create' as const })),
      ...run.update.map((item) => ({
        ...placed(item),
        title: planner.shows.get(item.show)?.name ?? 'theirs',
        kind: 'update' as const,
      })),
      ...run.delete.map((item) => ({
        ...placed(item),
        title: planner.shows.get(item.show)?.name ?? 'theirs',
        kind: 'delete' as const,
      })),
      ...meets.map((item) => ({ ...placed(item), title: name, kind: 'collides' as const })),
    ])
    const unanswered = meets.length
    summary.textContent =
      `${run.create.length} broadcast(s) to create, ${run.update.length} to move, ${run.delete.length} to delete; ` +
      (unanswered === 0 ? 'no collision left unanswered.' : `${unanswered} collision(s) unanswered.`)
    summary.dataset.unanswered = String(unanswered)
    fill(collisions, ...collisionList(collided, answers, open, answer))
  }

  function answer(hash: string, solution: Solution): void {
    answers.set(hash, solution)
    void dryRun()
  }

  async function submit(event: Event): Promise<void> {
    event.preventDefault()
    save.disabled = true
    try {
      const { data, error, response } = await send(false)
      if (response.status === 201 && data !== undefined) {
        planner.say(`${moving ? 'Moved' : 'Saved'}: ${sentence.textContent}`)
        preview([])
        close()
        planner.refresh()
        return
      }
      if (response.status === 409 && error !== undefined && 'projected' in error) {
        // The programme changed meanwhile (or answers are missing): the server kept the usable answers.
        message.textContent =
          'The programme changed meanwhile, or some collisions are unanswered: look at the collisions below and answer them, then save again.'
        drawnFor = ''
        await dryRun()
        return
      }
      message.textContent = inWords(response.status, error)
    } finally {
      save.disabled = false
    }
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  const changed = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void dryRun(), 250)
  }
  rest.addEventListener('change', () => {
    defaultSolution = rest.value as DefaultSolution | ''
    void dryRun()
  })

  const form = h(
    'form',
    {
      class: 'schedule-form',
      'aria-labelledby': 'schedule-form-title',
      oninput: changed,
      onsubmit: (event: Event) => void submit(event),
    },
    h('h2', { id: 'schedule-form-title' }, start.title ?? 'New schedule'),
    start.help ? h('p', { class: 'help' }, start.help) : null,
    shows.length === 0 ? h('p', {}, 'You own no show you could plan.') : null,
    h(
      'div',
      { class: 'fields' },
      field('Show', show),
      field('Repeats', rule),
      field('Weekday', weekday),
      field(moving ? 'From (the first day moved)' : 'First date', firstDate),
      field('Last date', lastDate),
      field('Starts', startTime),
      field('Ends', endTime),
      // A move changes times and rule only (MovedScheduleFields): the rest stays the schedule's.
      moving ? null : field('Repetition of an earlier broadcast', isRepetition),
      moving ? null : field('Days later (repetition)', addDaysNo),
      moving ? null : field('Count business days only', businessDays),
      moving ? null : field('Default media id', defaultMediaId),
    ),
    ...collisionStep({ sentence, summary, collisions, rest, message, save }, () => {
      preview([])
      close()
    }),
  )
  void dryRun()
  return form
}

/** A preview's place: its wall-clock times and its instants (which place it in an hour that repeats). */
function placed(item: {
  start: string
  end: string
  startAt: string
  endAt: string
}): Pick<Preview, 'start' | 'end' | 'startAt' | 'endAt'> {
  return { start: item.start, end: item.end, startAt: item.startAt, endAt: item.endAt }
}

/** Monday = 0 … Sunday = 6 of a "YYYY-MM-DD" date (the form's weekday follows its first date). */
function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
}
