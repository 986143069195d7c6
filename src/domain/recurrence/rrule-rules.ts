// The contract's fourteen rule ids as RRULEs, both ways, so the same programme gets the same
// timeslots and keys however it was sent.

import type { ScheduleSpec } from '../types.ts'
import { formatRecurrence, parseRecurrence, WEEKDAY_CODES } from './rrule-parse.ts'

const evenWeeks = Array.from({ length: 26 }, (_, i) => 2 * i + 2).join(',')
const oddWeeks = Array.from({ length: 27 }, (_, i) => 2 * i + 1).join(',')

/**
 * Null for an unknown id or a weekly/monthly rule without its weekday.
 * @example contractRecurrence(14, 4) // 'FREQ=MONTHLY;BYDAY=-1FR'
 */
export function contractRecurrence(ruleId: number, byWeekday: number | null): string | null {
  const day = byWeekday === null ? undefined : WEEKDAY_CODES[byWeekday]
  switch (ruleId) {
    case 1:
      return 'FREQ=DAILY;COUNT=1'
    case 2:
      return 'FREQ=DAILY'
    case 3:
      return 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR'
  }
  if (day === undefined) return null
  switch (ruleId) {
    case 4:
      return `FREQ=WEEKLY;BYDAY=${day}`
    case 5:
      return `FREQ=WEEKLY;INTERVAL=2;BYDAY=${day}`
    case 6:
      return `FREQ=WEEKLY;INTERVAL=4;BYDAY=${day}`
    case 7:
      return `FREQ=YEARLY;BYWEEKNO=${evenWeeks};BYDAY=${day}`
    case 8:
      return `FREQ=YEARLY;BYWEEKNO=${oddWeeks};BYDAY=${day}`
    case 9:
    case 10:
    case 11:
    case 12:
    case 13:
      return `FREQ=MONTHLY;BYDAY=${ruleId - 8}${day}`
    case 14:
      return `FREQ=MONTHLY;BYDAY=-1${day}`
  }
  return null
}

const CONTRACT_RULES = new Map<string, { ruleId: number; byWeekday: number | null }>()
for (let ruleId = 1; ruleId <= 14; ruleId++) {
  for (const byWeekday of ruleId <= 3 ? [null] : [0, 1, 2, 3, 4, 5, 6]) {
    CONTRACT_RULES.set(contractRecurrence(ruleId, byWeekday) as string, { ruleId, byWeekday })
  }
}

/**
 * The contract rule an RRULE text is, in any spelling; null: none.
 * @example contractRuleOf('freq=weekly;byday=TU;interval=2') // { ruleId: 5, byWeekday: 1 }
 */
export function contractRuleOf(text: string): { ruleId: number; byWeekday: number | null } | null {
  const parsed = parseRecurrence(text)
  return parsed.ok ? (CONTRACT_RULES.get(formatRecurrence(parsed.rule)) ?? null) : null
}

/** As stored: an RRULE that is a contract rule becomes its id, another its canonical text. */
export function withContractRule<T extends ScheduleSpec>(spec: T): T {
  const text = spec.recurrence ?? null
  if (text === null || spec.ruleId !== 0 || spec.byWeekday !== null) return spec
  const contract = contractRuleOf(text)
  if (contract !== null) return { ...spec, ...contract, recurrence: null }
  const parsed = parseRecurrence(text)
  return parsed.ok ? { ...spec, recurrence: formatRecurrence(parsed.rule) } : spec
}

/** @example scheduleRecurrence({ ...spec, ruleId: 4, byWeekday: 1 }) // 'FREQ=WEEKLY;BYDAY=TU' */
export function scheduleRecurrence(spec: Pick<ScheduleSpec, 'ruleId' | 'byWeekday' | 'recurrence'>): string | null {
  return spec.recurrence ?? contractRecurrence(spec.ruleId, spec.byWeekday)
}
