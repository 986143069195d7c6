/**
 * What the programme calendar draws, as @event-calendar/core events: timeslots with their face,
 * previews of a change, dead-air gaps, the now line and the hours a clock change skips or repeats.
 * `place` turns a station-local time (and its instant, when known) into where the calendar draws it.
 */
import type { Calendar } from '@event-calendar/core'
import type { Timeslot } from './api.ts'
import { h } from './dom.ts'
import { clockChangeOn } from './station-clock.ts'

export type Place = (localTime: string, at?: string) => string

export interface Preview {
  readonly start: string
  readonly end: string
  readonly title: string
  readonly kind: 'create' | 'update' | 'delete' | 'collides'
  /** The instants (ISO with offset) when known: they place a preview in a repeated hour. */
  readonly startAt?: string
  readonly endAt?: string
}

// White text on each keeps 4.5:1 or more (axe-core's contrast rule); the calendar sets them inline, so
// they are given per event (a class cannot override them). The gap tint and the now line carry no text.
export const COLOURS = {
  repetition: '#5b4a9e',
  special: '#9c2f6b',
  create: '#137333',
  collides: '#b3261e',
  delete: '#5f6368',
  update: '#8a5a00',
  gap: '#fbe3e1',
  now: '#d93025',
  clockChange: '#e8eaed',
} as const
const DAY = 86_400_000

/** A timeslot: its face, its marks as classes and colours, and whether it may be dragged or resized. */
export function timeslotEvent(
  timeslot: Timeslot,
  place: Place,
  state: { silent: boolean; aired: boolean; startEditable: boolean; durationEditable: boolean },
): Calendar.EventInput {
  return {
    id: String(timeslot.id),
    start: place(timeslot.start, timeslot.startAt),
    end: place(timeslot.end, timeslot.endAt),
    title: { domNodes: [content(timeslot, state.silent)] },
    classNames: [
      'timeslot',
      ...(timeslot.isRepetition ? ['repetition'] : []),
      ...(timeslot.displaces ? ['special'] : []),
      ...(state.aired ? ['aired'] : []),
    ],
    ...(timeslot.isRepetition ? { backgroundColor: COLOURS.repetition } : {}),
    ...(timeslot.displaces ? { backgroundColor: COLOURS.special } : {}),
    extendedProps: { timeslotId: timeslot.id },
    startEditable: state.startEditable,
    durationEditable: state.durationEditable,
  }
}

export function previewEvent(item: Preview, index: number, place: Place): Calendar.EventInput {
  return {
    id: `preview-${index}`,
    start: place(item.start, item.startAt),
    end: place(item.end, item.endAt),
    title: `${item.kind === 'collides' ? 'Collides: ' : item.kind === 'delete' ? 'Deleted: ' : item.kind === 'update' ? 'Moves: ' : 'New: '}${item.title}`,
    classNames: ['preview', `preview-${item.kind}`],
    backgroundColor: COLOURS[item.kind],
  }
}

/** A tinted stretch behind the timeslots: a dead-air gap, or the now line. */
export function gapEvent(
  gap: { start: string; end: string; startAt?: string; endAt?: string },
  id: string,
  colour: string,
  place: Place,
  className = 'gap',
): Calendar.EventInput {
  return {
    id,
    start: place(gap.start, gap.startAt),
    end: place(gap.end, gap.endAt),
    display: 'background',
    classNames: [className],
    backgroundColor: colour,
  }
}

/** The hour a clock change skips or repeats, shaded on each such day of a wall-clock view. */
export function clockChanges(info: Calendar.FetchInfo, zone: string, realHours: boolean): Calendar.EventInput[] {
  if (realHours) return []
  const marks: Calendar.EventInput[] = []
  for (
    let day = Date.parse(`${info.startStr.slice(0, 10)}T00:00:00Z`);
    day < info.end.getTime() && marks.length < 62;
    day += DAY
  ) {
    const date = new Date(day).toISOString().slice(0, 10)
    const change = clockChangeOn(date, zone)
    if (change !== null)
      marks.push({
        id: `clock-${date}`,
        start: `${date}T${change.from}:00`,
        end: `${date}T${change.to}:00`,
        display: 'background',
        classNames: ['clock-change-hour'],
        backgroundColor: COLOURS.clockChange,
      })
  }
  return marks
}

/** A timeslot's face: show, episode, media, memo and its marks (repetition, special, nothing to play), as text. */
function content(timeslot: Timeslot, silent: boolean): HTMLElement {
  return h(
    'span',
    { class: 'slot-content' },
    h('strong', {}, timeslot.showName),
    timeslot.isRepetition &&
      h('span', { class: 'mark', title: 'A repetition of an earlier broadcast' }, ' ↻ repetition'),
    timeslot.displaces !== undefined &&
      h(
        'span',
        { class: 'mark displaces', title: 'A special: what it displaced comes back when it goes' },
        ` ★ displaced ${timeslot.displaces}`,
      ),
    silent &&
      h(
        'span',
        { class: 'mark', title: 'No media for this broadcast, its schedule or its show: dead air' },
        ' ⚠ no media',
      ),
    timeslot.episodeId !== null && h('span', { class: 'detail' }, ` · episode ${timeslot.episodeId}`),
    timeslot.mediaId !== null && h('span', { class: 'detail' }, ` · media ${timeslot.mediaId}`),
    timeslot.memo ? h('span', { class: 'detail memo' }, ` · ${timeslot.memo}`) : null,
  )
}
