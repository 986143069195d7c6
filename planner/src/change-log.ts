/** The change log, newest first, with one-click undo (POST /changes/{id}/revert; itself undoable: redo). */
import { type Changeset, inWords } from './api.ts'
import type { Planner } from './context.ts'
import { fill, h } from './dom.ts'

export function changeLog(planner: Planner, close: () => void): { element: HTMLElement; reload: () => Promise<void> } {
  const list = h('ol', { class: 'changes' })
  // When, on the station's clock like every other time in the planner.
  const when = new Intl.DateTimeFormat('en-GB', {
    timeZone: planner.station.timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const message = h('p', { class: 'message', role: 'alert' })

  async function reload(): Promise<void> {
    const { data, error, response } = await planner.client.GET('/api/v1/changes', { params: { query: { limit: 30 } } })
    if (data === undefined) {
      message.textContent = inWords(response.status, error)
      return
    }
    fill(list, ...data.items.map(entry))
  }

  async function undo(change: Changeset): Promise<void> {
    const { data, error, response } = await planner.client.POST('/api/v1/changes/{id}/revert', {
      params: { path: { id: change.id } },
    })
    if (data === undefined) {
      // 409: a later change blocks it; the server's message says which.
      message.textContent = `Cannot undo “${change.summary}”: ${inWords(response.status, error)}`
      return
    }
    message.textContent = ''
    planner.say(`Undone: ${change.summary}`)
    planner.refresh()
    await reload()
  }

  const entry = (change: Changeset) =>
    h(
      'li',
      { class: 'change', 'data-change': change.id },
      h('span', { class: 'summary' }, change.summary),
      h('span', { class: 'meta' }, ` ${change.actor?.name ?? ''} · ${when.format(new Date(change.at))}`),
      planner.me.role === 'reader'
        ? null
        : h(
            'button',
            {
              type: 'button',
              class: 'undo',
              onclick: () => void undo(change),
              'aria-label': `Undo: ${change.summary}`,
            },
            'Undo',
          ),
    )

  const element = h(
    'section',
    { class: 'change-log', 'aria-labelledby': 'change-log-title' },
    h('h2', { id: 'change-log-title' }, 'Change log'),
    message,
    list,
    h('div', { class: 'actions' }, h('button', { type: 'button', onclick: close }, 'Close')),
  )
  void reload()
  return { element, reload }
}
