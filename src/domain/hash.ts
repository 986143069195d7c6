/**
 * The hash of a projected timeslot: only what may not change while a client resolves collisions,
 * so the same schedule sent again yields the same keys for `solutions`.
 */
import { wallDigits } from './civil-dates.ts'
import type { LocalDateTime } from './types.ts'

const NON_DIGITS = /\D/g
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/

/** Digits of a `YYYY-MM-DD HH:MM:SS`; slicing is several times faster than a global replace. */
function digitsOf(s: string): string {
  if (!LOCAL_DATE_TIME.test(s)) return s.replace(NON_DIGITS, '')
  return s.slice(0, 4) + s.slice(5, 7) + s.slice(8, 10) + s.slice(11, 13) + s.slice(14, 16) + s.slice(17, 19)
}

/**
 * The digits of localStart, then of localEnd, then the rule id and byWeekday (empty when null),
 * as the original service builds it.
 * @example timeslotHash('2027-01-05 20:00:00', '2027-01-05 21:00:00', 4, 1) // '202701052000002027010521000041'
 */
export function timeslotHash(
  localStart: LocalDateTime,
  localEnd: LocalDateTime,
  ruleId: number,
  byWeekday: number | null,
): string {
  return `${digitsOf(localStart)}${digitsOf(localEnd)}${ruleId}${byWeekday ?? ''}`
}

/**
 * timeslotHash from wall-clock ms "as if UTC" (see instantToWall), for the projection's hot loop;
 * it equals timeslotHash(formatWall(startWall), formatWall(endWall), ruleId, byWeekday).
 * @example timeslotHashOfWalls(Date.UTC(2027, 0, 5, 20), Date.UTC(2027, 0, 5, 21), 4, 1) // '202701052000002027010521000041'
 */
export function timeslotHashOfWalls(startWall: number, endWall: number, ruleId: number, byWeekday: number | null): string {
  return `${wallDigits(startWall)}${wallDigits(endWall)}${ruleId}${byWeekday ?? ''}`
}
