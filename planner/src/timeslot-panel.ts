/**
 * One broadcast: what it is, and (if the caller may change its show) its episode, media and memo, and
 * cancelling it. Cancelling makes it an exception of its schedule; the change log undoes it.
 */
import { inWords, type Timeslot } from './api.ts'
import { canChange, type Planner } from './context.ts'
import { field, h } from './dom.ts'
import { localInWords } from './words.ts'

export function timeslotPanel(planner: Planner, timeslot: Timeslot, close: () => void): HTMLElement {
  const allowed = canChange(planner, timeslot.showId)
  const message = h('p', { class: 'message', role: 'alert' })
  const number = (name: string, value: number | null) =>
    h('input', { type: 'number', name, min: 1, value: value ?? '' })
  const episode = number('episodeId', timeslot.episodeId)
  const media = number('mediaId', timeslot.mediaId)
  const memo = h('textarea', { name: 'memo', rows: 2 }, timeslot.memo ?? '')

  async function saveContent(event: Event): Promise<void> {
    event.preventDefault()
    const id = (input: HTMLInputElement) => (input.value === '' ? null : Number(input.value))
    const { data, error, response } = await planner.client.PATCH('/api/v1/timeslots/{id}', {
      params: { path: { id: timeslot.id } },
      body: { episodeId: id(episode), mediaId: id(media), memo: memo.value },
    })
    if (data === undefined) {
      message.textContent = inWords(response.status, error)
      return
    }
    planner.say(`Saved ${data.showName} on ${localInWords(data.start)}.`)
    close()
    planner.refresh()
  }

  async function cancel(): Promise<void> {
    const { data, error, response } = await planner.client.DELETE('/api/v1/timeslots/{id}', {
      params: { path: { id: timeslot.id } },
    })
    if (!response.ok) {
      message.textContent = inWords(response.status, error)
      return
    }
    // A special that had displaced others gives them back as far as the programme is free (200).
    const back =
      data?.restored.map((slot) => `${slot.showName} ${localInWords(slot.start)}–${slot.end.slice(11, 16)}`) ?? []
    const kept = data?.notRestored.map((slot) => slot.reason) ?? []
    const givenBack = back.length > 0 ? ` Given back: ${back.join(', ')}.` : ''
    const notBack = kept.length > 0 ? ` Not given back: ${kept.join('; ')}.` : ''
    planner.say(
      `Cancelled ${timeslot.showName} on ${localInWords(timeslot.start)}: the change log can undo it.${givenBack}${notBack}`,
    )
    close()
    planner.refresh()
  }

  async function moveSeries(): Promise<void> {
    const { data, error, response } = await planner.client.GET('/api/v1/schedules/{id}', {
      params: { path: { id: timeslot.scheduleId } },
    })
    if (data === undefined) {
      message.textContent = inWords(response.status, error)
      return
    }
    const from = timeslot.start.slice(0, 10)
    planner.openForm({
      title: `Move ${timeslot.showName} from ${localInWords(`${from} 00:00:00`).slice(0, -6)} on`,
      move: data,
      firstDate: from,
    })
  }

  return h(
    'section',
    { class: 'timeslot-panel', 'aria-labelledby': 'timeslot-title' },
    h(
      'h2',
      { id: 'timeslot-title', tabindex: -1 },
      `${timeslot.showName}, ${localInWords(timeslot.start)}–${timeslot.end.slice(11, 16)}`,
    ),
    h(
      'p',
      {},
      timeslot.isRepetition ? 'A repetition of an earlier broadcast.' : 'A first broadcast.',
      ` Schedule ${timeslot.scheduleId}.`,
      timeslot.displaces
        ? ` A special: it displaced ${timeslot.displaces} broadcast(s), given back when it is cancelled or moved away.`
        : '',
    ),
    allowed
      ? h(
          'form',
          { onsubmit: (event: Event) => void saveContent(event) },
          field('Episode id', episode),
          field('Media id', media),
          field('Memo', memo),
          h(
            'div',
            { class: 'actions' },
            h('button', { type: 'submit', class: 'primary' }, 'Save'),
            h(
              'button',
              { type: 'button', class: 'move-one', onclick: () => planner.openMove(timeslot) },
              'Move or resize…',
            ),
            h(
              'button',
              { type: 'button', class: 'move-series', onclick: () => void moveSeries() },
              'Move the series from here',
            ),
            h('button', { type: 'button', class: 'danger', onclick: () => void cancel() }, 'Cancel this broadcast'),
          ),
        )
      : h(
          'p',
          {},
          `You can read this broadcast but not change it: ${planner.me.role === 'host' ? 'it belongs to a show you do not own' : 'your role only reads'}.`,
        ),
    message,
    h('div', { class: 'actions' }, h('button', { type: 'button', onclick: close }, 'Close')),
  )
}
