/**
 * The programme as a calendar (@event-calendar/core: docs/decisions.md says why). Times are the API's
 * station-local wall-clock strings, given to the calendar as zone-less dates, so it draws the station's
 * wall clock whatever the browser's zone. The current time is the station's clock (GET /api/v1/station),
 * drawn as a thin background event, not the browser's.
 */
import { createCalendar, DayGrid, TimeGrid, type Calendar } from '@event-calendar/core'
import '@event-calendar/core/index.css'
import type { Timeslot } from './api.ts'
import { allPages, inWords, PAGE } from './api.ts'
import type { Planner } from './context.ts'
import { h } from './dom.ts'

export interface Preview {
  readonly start: string
  readonly end: string
  readonly title: string
  readonly kind: 'create' | 'update' | 'delete' | 'collides'
}

// White text on each keeps 4.5:1 or more (axe-core's contrast rule); the calendar sets them inline, so
// they are given per event (a class cannot override them). The gap tint and the now line carry no text.
const COLOURS = { repetition: '#5b4a9e', create: '#137333', collides: '#b3261e', delete: '#5f6368', update: '#8a5a00', gap: '#fbe3e1', now: '#d93025' } as const

const iso = (local: string) => local.replace(' ', 'T')
const local = (isoString: string) => isoString.replace('T', ' ').slice(0, 19)

export interface ProgrammeCalendar {
  readonly calendar: Calendar
  filter(showIds: number[]): void
  jump(date: string): void
  preview(items: Preview[]): void
  timeslot(id: number): Timeslot | undefined
}

export function programmeCalendar(target: HTMLElement, planner: Planner, open: (timeslot: Timeslot) => void): ProgrammeCalendar {
  let showIds: number[] = []
  let previews: Preview[] = []
  const drawn = new Map<number, Timeslot>()
  const clockAt = Date.now()
  const stationNow = () => new Date(Date.parse(`${iso(planner.station.now)}Z`) + (Date.now() - clockAt)).toISOString().slice(0, 19)

  /**
   * Dead air ahead (GET /api/v1/air/health) from now to the end of the window drawn: its gaps, and the
   * timeslots with nothing to play. Only while showing every show: a filtered week has gaps of its own.
   */
  async function deadAir(windowEnd: string): Promise<{ gaps: Array<{ start: string; end: string }>; silent: Set<number> }> {
    const days = Math.ceil((Date.parse(`${iso(windowEnd)}Z`) - Date.parse(`${stationNow()}Z`)) / 86_400_000)
    if (days < 1 || showIds.length > 0) return { gaps: [], silent: new Set() }
    const { data } = await planner.client.GET('/api/v1/air/health', { params: { query: { days: Math.min(days, 3660) } } })
    return { gaps: data?.gaps ?? [], silent: new Set(data?.withoutMedia.map((item) => item.timeslotId) ?? []) }
  }

  const calendar = createCalendar(target, [TimeGrid, DayGrid], {
    view: window.innerWidth < 700 ? 'timeGridDay' : 'timeGridWeek',
    date: planner.station.now.slice(0, 10),
    firstDay: 1,
    height: 'auto',
    slotHeight: 20,
    scrollTime: '06:00:00',
    nowIndicator: false,
    // White on this blue: 7:1 (axe-core's contrast rule; the default light blue has 2.6:1).
    eventBackgroundColor: '#0b57d0',
    allDaySlot: false,
    headerToolbar: { start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek,dayGridMonth' },
    buttonText: { today: 'Today', dayGridMonth: 'Month', timeGridWeek: 'Week', timeGridDay: 'Day' },
    dayHeaderFormat: { weekday: 'short', day: 'numeric', month: 'short' },
    slotLabelFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
    eventTimeFormat: { hour: '2-digit', minute: '2-digit', hour12: false },
    eventSources: [
      {
        events: async (info: Calendar.FetchInfo): Promise<Calendar.EventInput[]> => {
          const [answer, health] = await Promise.all([
            allPages((offset) =>
              planner.client.GET('/api/v1/timeslots', {
                params: { query: { start: local(info.startStr), end: local(info.endStr), limit: PAGE, offset, ...(showIds.length > 0 ? { showIds } : {}) } },
              }),
            ),
            deadAir(local(info.endStr)),
          ])
          if ('failed' in answer) {
            planner.say(inWords(answer.failed.response.status, answer.failed.error), true)
            return []
          }
          // Tombstones come only with updatedSince, which this list does not send.
          const timeslots = answer.items.filter((item): item is Timeslot => !('deleted' in item))
          drawn.clear()
          for (const timeslot of timeslots) drawn.set(timeslot.id, timeslot)
          const now = stationNow()
          const nowEnd = new Date(Date.parse(`${now}Z`) + 120_000).toISOString().slice(0, 19)
          return [
            ...timeslots.map((timeslot) => ({
              id: String(timeslot.id),
              start: iso(timeslot.start),
              end: iso(timeslot.end),
              title: { domNodes: [content(timeslot, health.silent.has(timeslot.id))] },
              classNames: ['timeslot', ...(timeslot.isRepetition ? ['repetition'] : []), ...(timeslot.end <= local(now) ? ['aired'] : [])],
              ...(timeslot.isRepetition ? { backgroundColor: COLOURS.repetition } : {}),
              extendedProps: { timeslotId: timeslot.id },
            })),
            ...previews.map((item, index) => ({
              id: `preview-${index}`,
              start: iso(item.start),
              end: iso(item.end),
              title: `${item.kind === 'collides' ? 'Collides: ' : item.kind === 'delete' ? 'Deleted: ' : item.kind === 'update' ? 'Moves: ' : 'New: '}${item.title}`,
              classNames: ['preview', `preview-${item.kind}`],
              backgroundColor: COLOURS[item.kind],
            })),
            ...health.gaps.map((gap, index) => ({ id: `gap-${index}`, start: iso(gap.start), end: iso(gap.end), display: 'background' as const, classNames: ['gap'], backgroundColor: COLOURS.gap })),
            { id: 'now', start: now, end: nowEnd, display: 'background' as const, classNames: ['now-marker'], backgroundColor: COLOURS.now },
          ]
        },
      },
    ],
    eventClick: (info) => {
      const id = info.event.extendedProps.timeslotId
      const timeslot = typeof id === 'number' ? drawn.get(id) : undefined
      if (timeslot) open(timeslot)
    },
  })

  accessible(target)
  return {
    calendar,
    filter(ids) {
      showIds = ids
      calendar.refetchEvents()
    },
    jump(date) {
      calendar.setOption('date', date)
    },
    preview(items) {
      previews = items
      calendar.refetchEvents()
    },
    timeslot: (id) => drawn.get(id),
  }
}

/** A timeslot's face: show, episode, media, memo and its marks (repetition, nothing to play), as text. */
function content(timeslot: Timeslot, silent: boolean): HTMLElement {
  return h(
    'span',
    { class: 'slot-content' },
    h('strong', {}, timeslot.showName),
    timeslot.isRepetition && h('span', { class: 'mark', title: 'A repetition of an earlier broadcast' }, ' ↻ repetition'),
    silent && h('span', { class: 'mark', title: 'No media for this broadcast, its schedule or its show: dead air' }, ' ⚠ no media'),
    timeslot.episodeId !== null && h('span', { class: 'detail' }, ` · episode ${timeslot.episodeId}`),
    timeslot.mediaId !== null && h('span', { class: 'detail' }, ` · media ${timeslot.mediaId}`),
    timeslot.memo ? h('span', { class: 'detail memo' }, ` · ${timeslot.memo}`) : null,
  )
}

// The calendar's table roles wrap its toolbar and its event buttons, which a table may not contain
// (axe-core: aria-required-children, critical), and its previous/next buttons are unnamed icons. Until
// the library fixes both, the planner names the buttons and leaves the grid as plain layout: every
// timeslot stays a named, focusable button, and the day headers stay readable text.
const TABLE_ROLES = new Set(['table', 'rowgroup', 'row', 'columnheader', 'rowheader', 'cell', 'gridcell'])
const CELL_ATTRIBUTES = ['aria-colindex', 'aria-colspan', 'aria-rowindex']

function accessible(root: HTMLElement): void {
  const mend = () => {
    for (const element of root.querySelectorAll('[role]')) if (TABLE_ROLES.has(element.getAttribute('role') ?? '')) element.removeAttribute('role')
    // Their cell attributes mean nothing without the roles.
    for (const element of root.querySelectorAll('[aria-colindex], [aria-colspan], [aria-rowindex]')) for (const name of CELL_ATTRIBUTES) element.removeAttribute(name)
    for (const [selector, label] of [['button.ec-prev', 'Previous'], ['button.ec-next', 'Next']] as const) {
      const button = root.querySelector(selector)
      if (button && button.getAttribute('aria-label') !== label) button.setAttribute('aria-label', label)
    }
  }
  mend()
  new MutationObserver(mend).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', ...CELL_ATTRIBUTES] })
}
