// Only what may not change while a client resolves collisions, so a resent schedule keeps its `solutions` keys.
import { wallDigits } from '../time/civil-dates.ts'
import type { LocalDateTime } from '../types.ts'

const NON_DIGITS = /\D/g
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

// Slicing is several times faster than a global replace.
function digitsOf(s: string): string {
  if (!LOCAL_DATE_TIME.test(s)) return s.replace(NON_DIGITS, '')
  return s.slice(0, 4) + s.slice(5, 7) + s.slice(8, 10) + s.slice(11, 13) + s.slice(14, 16) + s.slice(17, 19)
}

/** @example timeslotHash('2027-01-05 20:00:00', '2027-01-05 21:00:00', 4, 1) // '202701052000002027010521000041' */
export function timeslotHash(
  localStart: LocalDateTime,
  localEnd: LocalDateTime,
  ruleId: number,
  byWeekday: number | null,
): string {
  return `${digitsOf(localStart)}${digitsOf(localEnd)}${ruleId}${byWeekday ?? ''}`
}

/**
 * timeslotHash without formatting strings first, for the projection's hot loop (walls as in instantToWall).
 * @example timeslotHashOfWalls(Date.UTC(2027, 0, 5, 20), Date.UTC(2027, 0, 5, 21), 4, 1) // '202701052000002027010521000041'
 */
export function timeslotHashOfWalls(
  startWall: number,
  endWall: number,
  ruleId: number,
  byWeekday: number | null,
): string {
  return `${wallDigits(startWall)}${wallDigits(endWall)}${ruleId}${byWeekday ?? ''}`
}
