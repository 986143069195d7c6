/**
 * The programme as a calendar (@event-calendar/core: docs/decisions.md says why). Times are the API's
 * station-local wall-clock strings, given to the calendar as zone-less dates, so it draws the station's
 * wall clock whatever the browser's zone. The current time is the station's clock (GET /api/v1/station),
 * drawn as a thin background event, not the browser's.
 */
import { type Calendar, createCalendar, DayGrid, Interaction, TimeGrid } from '@event-calendar/core'
import '@event-calendar/core/index.css'
import type { Timeslot } from './api.ts'
import { allPages, inWords, PAGE } from './api.ts'
import { mendAccessibility } from './calendar-accessibility.ts'
import { COLOURS, clockChanges, gapEvent, type Preview, previewEvent, timeslotEvent } from './calendar-events.ts'
import { canChange, type Planner } from './context.ts'
import { h } from './dom.ts'
import type { MoveTarget } from './move-panel.ts'
import { clockChangeOn, instantOf, offsetAt, offsetInWords, wallOf } from './station-clock.ts'

const HOUR = 3_600_000

const iso = (local: string) => local.replace(' ', 'T')
const local = (isoString: string) => isoString.replace('T', ' ').slice(0, 19)

export interface ProgrammeCalendar {
  readonly calendar: Calendar
  filter(showIds: number[]): void
  jump(date: string): void
  preview(items: Preview[]): void
  timeslot(id: number): Timeslot | undefined
}

export function programmeCalendar(
  target: HTMLElement,
  planner: Planner,
  open: (timeslot: Timeslot) => void,
  move: (timeslot: Timeslot, target: MoveTarget) => void,
): ProgrammeCalendar {
  let showIds: number[] = []
  let previews: Preview[] = []
  const drawn = new Map<number, Timeslot>()
  const zone = planner.station.timeZone
  /**
   * A day view of a day on which the clocks change is drawn on its real hours: the calendar's hours are
   * then the time since the day's midnight (23 or 25 of them), and its labels the station's clock at
   * each (02:00 twice in autumn, none in spring). Every other view keeps the wall clock, with the clock
   * change marked in the day's header and its hour shaded.
   */
  let realDay: { floating: number; midnight: number } | null = null
  let slotMax = '24:00:00'
  const place = (localTime: string, at?: string): string => {
    if (realDay === null) return iso(localTime)
    const instant = at === undefined ? instantOf(localTime, zone) : Date.parse(at)
    return new Date(realDay.floating + instant - realDay.midnight).toISOString().slice(0, 19)
  }
  /** The station's clock at a time the calendar draws ("HH:MM", with its offset when the hour repeats). */
  const clockAt = (drawnAt: Date, slotLabel = false): string => {
    if (realDay === null) return drawnAt.toISOString().slice(11, 16)
    // The calendar makes its hour labels on the browser's today, not on the day it shows.
    const today = new Date()
    const base = slotLabel ? Date.UTC(today.getFullYear(), today.getMonth(), today.getDate()) : realDay.floating
    const instant = realDay.midnight + drawnAt.getTime() - base
    const wall = wallOf(instant, zone).slice(11, 16)
    const twice =
      wallOf(instant - HOUR, zone).slice(11, 13) === wall.slice(0, 2) ||
      wallOf(instant + HOUR, zone).slice(11, 13) === wall.slice(0, 2)
    return twice ? `${wall} ${offsetInWords(offsetAt(instant, zone))}` : wall
  }
  const headerWords = new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const readAt = Date.now()
  const stationNow = () =>
    new Date(Date.parse(`${iso(planner.station.now)}Z`) + (Date.now() - readAt)).toISOString().slice(0, 19)

  /**
   * Dead air ahead (GET /api/v1/air/health) from now to the end of the window drawn: its gaps, and the
   * timeslots with nothing to play. Only while showing every show: a filtered week has gaps of its own.
   */
  async function deadAir(
    windowEnd: string,
  ): Promise<{ gaps: Array<{ start: string; end: string; startAt?: string; endAt?: string }>; silent: Set<number> }> {
    const days = Math.ceil((Date.parse(`${iso(windowEnd)}Z`) - Date.parse(`${stationNow()}Z`)) / 86_400_000)
    if (days < 1 || showIds.length > 0) return { gaps: [], silent: new Set() }
    const { data } = await planner.client.GET('/api/v1/air/health', {
      params: { query: { days: Math.min(days, 3660) } },
    })
    return { gaps: data?.gaps ?? [], silent: new Set(data?.withoutMedia.map((item) => item.timeslotId) ?? []) }
  }

  /** Where a drag or resize put a timeslot: the wall clock, and on a 23/25-hour day also the instants. */
  const dropped = (event: Calendar.Event): MoveTarget | null => {
    if (event.end === null) return null
    if (realDay === null) return { start: local(event.start.toISOString()), end: local(event.end.toISOString()) }
    const { floating, midnight } = realDay
    const [startAt, endAt] = [event.start, event.end].map((drawnAt) => midnight + drawnAt.getTime() - floating) as [
      number,
      number,
    ]
    return {
      start: wallOf(startAt, zone),
      end: wallOf(endAt, zone),
      startAt: new Date(startAt).toISOString(),
      endAt: new Date(endAt).toISOString(),
    }
  }
  /** A drag or resize only proposes: the calendar goes back, and the move panel runs the collision step. */
  const proposed = (info: { event: Calendar.Event; revert: () => void }) => {
    const id = info.event.extendedProps.timeslotId
    const timeslot = typeof id === 'number' ? drawn.get(id) : undefined
    const target = dropped(info.event)
    info.revert()
    if (timeslot !== undefined && target !== null) move(timeslot, target)
  }

  const calendar = createCalendar(target, [TimeGrid, DayGrid, Interaction], {
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
    // Only the timeslots the caller may change are dragged or resized (per event, below).
    editable: false,
    eventDrop: proposed,
    eventResize: proposed,
    headerToolbar: { start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek,dayGridMonth' },
    buttonText: { today: 'Today', dayGridMonth: 'Month', timeGridWeek: 'Week', timeGridDay: 'Day' },
    dayHeaderFormat: (day: Date) => {
      const words = headerWords.format(day)
      const change = clockChangeOn(day.toISOString().slice(0, 10), zone)
      if (change === null || realDay !== null) return change === null ? words : `${words} · ${change.hours} hours`
      const what =
        change.hours < 24 ? `${change.from}–${change.to} does not exist` : `${change.from}–${change.to} happens twice`
      const show = () => {
        calendar.setOption('view', 'timeGridDay')
        calendar.setOption('date', change.date)
      }
      const button = h(
        'button',
        {
          type: 'button',
          class: 'clock-change',
          'aria-label': `${change.hours} h: ${words} has ${change.hours} hours (${what}), show the day`,
          onclick: show,
        },
        `${change.hours} h`,
      )
      return { domNodes: [document.createTextNode(`${words} `), button] }
    },
    slotLabelFormat: (time: Date) => clockAt(time, true),
    eventTimeFormat: (start: Date, end: Date | null) => `${clockAt(start)}${end ? `–${clockAt(end)}` : ''}`,
    datesSet: (info) => {
      const date = info.startStr.slice(0, 10)
      const change = info.view.type === 'timeGridDay' ? clockChangeOn(date, zone) : null
      const was = realDay?.floating ?? null
      realDay =
        change === null
          ? null
          : { floating: Date.parse(`${date}T00:00:00Z`), midnight: instantOf(`${date} 00:00:00`, zone) }
      const max = `${change?.hours ?? 24}:00:00`
      // After this callback (the calendar is still being made on the first call): its hours, and the
      // timeslots placed again on them (the calendar keeps what it fetched for the week).
      if (max !== slotMax || was !== (realDay?.floating ?? null))
        queueMicrotask(() => {
          if (max !== slotMax) {
            slotMax = max
            calendar.setOption('slotMaxTime', max)
          }
          calendar.refetchEvents()
        })
    },
    eventSources: [
      {
        events: async (info: Calendar.FetchInfo): Promise<Calendar.EventInput[]> => {
          // A day's window is its whole day, also when it has 23 hours.
          const oneDay = info.end.getTime() - info.start.getTime() <= 25 * HOUR
          const end = oneDay
            ? `${new Date(Date.parse(`${info.startStr.slice(0, 10)}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10)} 00:00:00`
            : local(info.endStr)
          const [answer, health] = await Promise.all([
            allPages((offset) =>
              planner.client.GET('/api/v1/timeslots', {
                params: {
                  query: {
                    start: local(info.startStr),
                    end,
                    limit: PAGE,
                    offset,
                    ...(showIds.length > 0 ? { showIds } : {}),
                  },
                },
              }),
            ),
            deadAir(end),
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
            ...timeslots.map((timeslot) =>
              timeslotEvent(timeslot, place, {
                silent: health.silent.has(timeslot.id),
                aired: timeslot.end <= local(now),
                // A broadcast that has started keeps its start; one that has ended is history.
                startEditable: canChange(planner, timeslot.showId) && timeslot.start > local(now),
                durationEditable: canChange(planner, timeslot.showId) && timeslot.end > local(now),
              }),
            ),
            ...previews.map((item, index) => previewEvent(item, index, place)),
            ...health.gaps.map((gap, index) => gapEvent(gap, `gap-${index}`, COLOURS.gap, place)),
            ...clockChanges(info, zone, realDay !== null),
            gapEvent({ start: now, end: nowEnd }, 'now', COLOURS.now, place, 'now-marker'),
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

  mendAccessibility(target)
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
      // The form's first change is shown where it happens, when none is in the days drawn.
      const view = calendar.getView()
      const shown = (item: Preview) =>
        iso(item.end) > local(view.activeStart.toISOString()).replace(' ', 'T') &&
        iso(item.start) < local(view.activeEnd.toISOString()).replace(' ', 'T')
      const first = [...items].sort((a, b) => (a.start < b.start ? -1 : 1))[0]
      if (first !== undefined && !items.some(shown)) calendar.setOption('date', first.start.slice(0, 10))
      else calendar.refetchEvents()
    },
    timeslot: (id) => drawn.get(id),
  }
}
