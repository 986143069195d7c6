/**
 * The planner: sign in (an API token, kept for this tab only), then the programme as a calendar in the
 * station's zone, a schedule form with its collisions, one broadcast's edits and the change log.
 */
import { allPages, apiClient, inWords, PAGE, type Timeslot } from './api.ts'
import { type ProgrammeCalendar, programmeCalendar } from './calendar.ts'
import { changeLog } from './change-log.ts'
import { canPlan, type Planner } from './context.ts'
import { fill, h } from './dom.ts'
import { followChanges } from './live.ts'
import { movePanel } from './move-panel.ts'
import { beginSignIn, finishSignIn, provider } from './oidc.ts'
import { scheduleForm } from './schedule-form.ts'
import { session } from './session.ts'
import { timeslotPanel } from './timeslot-panel.ts'
import './planner.css'

const root = document.getElementById('planner') as HTMLElement
const oidc = provider()
let stopFollowing: (() => void) | null = null

function signIn(problem = ''): void {
  const token = h('input', {
    type: 'password',
    name: 'token',
    id: 'token',
    autocomplete: 'off',
    required: true,
    spellcheck: 'false',
  })
  const message = h('p', { class: 'message', role: 'alert' }, problem)
  fill(
    root,
    h('h1', {}, 'onair planner'),
    h(
      'form',
      {
        class: 'sign-in',
        onsubmit: (event: Event) => {
          event.preventDefault()
          void start(token.value.trim(), message)
        },
      },
      h('label', { for: 'token' }, 'API token'),
      token,
      h(
        'p',
        { class: 'help' },
        'Kept for this tab only, forgotten when you sign out or close it. Ask your station’s admin for a token (npm run token).',
      ),
      h('button', { type: 'submit', class: 'primary' }, 'Sign in'),
      message,
    ),
    oidc === null
      ? null
      : h(
          'p',
          { class: 'sign-in' },
          h(
            'button',
            {
              type: 'button',
              class: 'oidc-sign-in',
              onclick: () =>
                void beginSignIn(oidc).catch(
                  (failure: Error) => (message.textContent = `The provider could not be reached (${failure.message}).`),
                ),
            },
            `Sign in with ${new URL(oidc.issuer).host}`,
          ),
        ),
  )
  token.focus()
}

async function start(token: string, message?: HTMLElement): Promise<void> {
  const client = apiClient(token)
  const [me, station, shows] = await Promise.all([
    client.GET('/api/v1/users/me'),
    client.GET('/api/v1/station'),
    allPages((offset) => client.GET('/api/v1/shows', { params: { query: { limit: PAGE, offset } } })),
  ])
  if (me.data === undefined || station.data === undefined || 'failed' in shows) {
    const failed = [me, station, 'failed' in shows ? shows.failed : me].find((answer) => answer.data === undefined)
    session.forget()
    const words = failed ? inWords(failed.response.status, failed.error) : 'The server did not answer.'
    if (message) message.textContent = words
    else signIn(words)
    return
  }
  session.keep(token)
  const status = h('p', { class: 'status', role: 'status' })
  const panel = h('div', { class: 'panel' })
  const planner: Planner = {
    client,
    me: me.data,
    station: station.data,
    shows: new Map(shows.items.map((show) => [show.id, show])),
    refresh: () => calendar.calendar.refetchEvents(),
    openForm(start) {
      fill(panel, scheduleForm(planner, calendar.preview, closePanel, start))
      panel.querySelector<HTMLElement>('select:not([disabled]), input')?.focus()
    },
    openMove(timeslot, target) {
      fill(panel, movePanel(planner, calendar.preview, timeslot, closePanel, target))
      panel.querySelector<HTMLElement>(target === undefined ? 'input' : 'button[type=submit]')?.focus()
    },
    say(words, failure = false) {
      status.textContent = words
      status.classList.toggle('failure', failure)
    },
  }
  const closePanel = () => fill(panel)
  const open = (timeslot: Timeslot) => {
    fill(panel, timeslotPanel(planner, timeslot, closePanel))
    // Its title, not its first field: the calendar opens a broadcast on the Enter key's keydown, and the
    // rest of that key press would submit the panel's form.
    panel.querySelector<HTMLElement>('#timeslot-title')?.focus()
  }
  const filter = h(
    'select',
    { name: 'show-filter', id: 'show-filter' },
    h('option', { value: '' }, 'All shows'),
    ...[...planner.shows.values()].map((show) => h('option', { value: show.id }, show.name)),
  )
  const jumpTo = h('input', {
    type: 'date',
    id: 'jump-date',
    name: 'jump-date',
    value: planner.station.now.slice(0, 10),
  })
  const calendarElement = h('div', { class: 'calendar' })
  let log: ReturnType<typeof changeLog> | null = null

  fill(
    root,
    h(
      'header',
      { class: 'top' },
      h('h1', {}, 'onair planner'),
      h('p', { class: 'zone' }, `Times in ${planner.station.timeZone} (UTC${planner.station.utcOffset} now)`),
      h('p', { class: 'who' }, `${planner.me.name}, ${planner.me.role}`),
      h('button', { type: 'button', class: 'sign-out', onclick: signOut }, 'Sign out'),
    ),
    h(
      'nav',
      { class: 'tools', 'aria-label': 'Planner tools' },
      h('label', { for: 'show-filter' }, 'Show '),
      filter,
      h(
        'form',
        {
          class: 'jump',
          onsubmit: (event: Event) => {
            event.preventDefault()
            if (jumpTo.value) calendar.jump(jumpTo.value)
          },
        },
        h('label', { for: 'jump-date' }, 'Date '),
        jumpTo,
        h('button', { type: 'submit' }, 'Go'),
      ),
      canPlan(planner)
        ? h(
            'button',
            { type: 'button', class: 'primary new-schedule', onclick: () => planner.openForm() },
            'New schedule',
          )
        : null,
      canPlan(planner)
        ? h('button', { type: 'button', class: 'new-special', onclick: () => planner.openForm(SPECIAL) }, 'New special')
        : null,
      canPlan(planner)
        ? h('button', { type: 'button', class: 'break-in', onclick: () => void breakIn(planner) }, 'Break in now')
        : null,
      h(
        'button',
        {
          type: 'button',
          class: 'open-log',
          onclick: () => {
            log = changeLog(planner, closePanel)
            fill(panel, log.element)
            panel.querySelector<HTMLElement>('h2')?.focus()
          },
        },
        'Change log',
      ),
    ),
    status,
    h(
      'div',
      { class: 'workspace' },
      h('main', { class: 'programme', 'aria-label': 'Programme' }, calendarElement),
      panel,
    ),
  )
  const calendar: ProgrammeCalendar = programmeCalendar(calendarElement, planner, open, (timeslot, target) =>
    planner.openMove(timeslot, target),
  )
  filter.addEventListener('change', () => calendar.filter(filter.value ? [Number(filter.value)] : []))
  stopFollowing = followChanges(client, () => {
    planner.refresh()
    if (log?.element.isConnected) void log.reload()
  })
  document.body.dataset.ready = 'true'
}

const SPECIAL = {
  title: 'New special',
  help: 'A one-off broadcast that replaces what it meets (“Ours”, unless you answer otherwise). Cancelled, it gives the regular show back.',
  rrule: 1,
  defaultSolution: 'ours',
} as const

/** A one-off broadcast from this minute on the station's clock, for an hour, over the running show. */
async function breakIn(planner: Planner): Promise<void> {
  const { data } = await planner.client.GET('/api/v1/station')
  const now = data?.now ?? planner.station.now
  const hour = new Date(Date.parse(`${now.replace(' ', 'T')}Z`) + 3_600_000).toISOString()
  planner.openForm({
    title: 'Break in now',
    help: 'Goes on air now, over the running show: answer “Theirs ends where ours starts” to end it now (what has aired stays).',
    rrule: 1,
    firstDate: now.slice(0, 10),
    startTime: now.slice(11, 16),
    endTime: hour.slice(11, 16),
  })
}

function signOut(): void {
  stopFollowing?.()
  stopFollowing = null
  session.forget()
  delete document.body.dataset.ready
  signIn('Signed out.')
}

/** Back from the provider (a code in the URL), a token kept in this tab, or the sign-in form. */
async function boot(): Promise<void> {
  const returned = oidc === null ? null : await finishSignIn(oidc)
  if (returned !== null && 'problem' in returned) return signIn(returned.problem)
  const token = returned?.token ?? session.token()
  if (token) void start(token)
  else signIn()
}
void boot()
