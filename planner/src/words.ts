/** What the planner says in words: solutions, rules, times. Times stay station-local strings throughout. */
import type { DefaultSolution, ScheduleInput } from './api.ts'

/** The solutions of docs/solutions.md, for a person (E: the existing timeslot, P: ours). */
export const SOLUTION_WORDS: Record<DefaultSolution, string> = {
  theirs: 'Keep theirs (ours is not created)',
  ours: 'Ours (theirs is deleted)',
  'theirs-end': 'Ours ends where theirs starts',
  'ours-end': 'Theirs starts where ours ends',
  'theirs-start': 'Ours starts where theirs ends',
  'ours-start': 'Theirs ends where ours starts',
  'theirs-both': 'Ours around theirs',
  'ours-both': 'Theirs around ours',
  fill: 'Fill: only the free time around them',
  skip: 'Skip: leave every colliding one out',
}

/** The same outcomes as small pictures (docs/solutions.md): before → after, E existing, P ours. */
export const SOLUTION_PICTURES: Record<DefaultSolution, string> = {
  theirs: 'EEEE → EEEE',
  ours: 'EEEE → PPPP',
  'theirs-end': 'PPEE → PPEEEE',
  'ours-end': 'PPEE → PPPPEE',
  'theirs-start': 'EEPP → EEEEPP',
  'ours-start': 'EEPP → EEPPPP',
  'theirs-both': 'PEEP → PPEEPP',
  'ours-both': 'EPPE → EEPPEE',
  fill: 'P·EE·P',
  skip: '—',
}

export const RULES: ReadonlyArray<readonly [number, string]> = [
  [1, 'once'],
  [2, 'every day'],
  [3, 'every business day'],
  [4, 'every week'],
  [5, 'every 2nd week'],
  [6, 'every 4th week'],
  [7, 'even ISO weeks'],
  [8, 'odd ISO weeks'],
  [9, 'the 1st weekday of the month'],
  [10, 'the 2nd weekday of the month'],
  [11, 'the 3rd weekday of the month'],
  [12, 'the 4th weekday of the month'],
  [13, 'the 5th weekday of the month'],
  [14, 'the last weekday of the month'],
]

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2027-01-08" → "8 Jan 2027" */
export function dateInWords(date: string): string {
  const [year, month, day] = date.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}

/** "2027-01-08 20:00:00" → "Fri 8 Jan 2027 20:00" (the weekday of the wall-clock date, zone-free). */
export function localInWords(local: string): string {
  const [date = '', time = ''] = local.split(' ')
  const weekday = WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]?.slice(0, 3)
  return `${weekday} ${dateInWords(date)} ${time.slice(0, 5)}`
}

/** The schedule said back in words: "every week on Friday, 20:00–22:00, 8 Jan 2027 – 24 Dec 2027". */
export function scheduleInWords(schedule: ScheduleInput): string {
  const rule = RULES.find(([id]) => id === schedule.rrule)?.[1] ?? schedule.recurrence ?? 'once'
  const weekday = schedule.byWeekday === null || schedule.byWeekday === undefined ? '' : WEEKDAYS[schedule.byWeekday]
  const on =
    schedule.rrule != null && schedule.rrule >= 4 && weekday
      ? schedule.rrule >= 9
        ? rule.replace('weekday', weekday)
        : `${rule} on ${weekday}`
      : rule
  const overnight = schedule.endTime < schedule.startTime ? ' (ends the next day)' : ''
  const span =
    schedule.rrule === 1
      ? dateInWords(schedule.firstDate)
      : `${dateInWords(schedule.firstDate)} – ${schedule.lastDate ? dateInWords(schedule.lastDate) : 'the horizon'}`
  const repeat = schedule.isRepetition ? ', a repetition' : ''
  const shift = schedule.addDaysNo
    ? `, ${schedule.addDaysNo} ${schedule.addBusinessDaysOnly ? 'business ' : ''}day(s) later`
    : ''
  return `${on}, ${schedule.startTime.slice(0, 5)}–${schedule.endTime.slice(0, 5)}${overnight}, ${span}${repeat}${shift}`
}
