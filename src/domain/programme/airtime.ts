// Airtime in a window grouped as a licence report asks: aired (up to now) and planned, clipped to the
// window, with each group's share.
import type { Interval } from '../types.ts'

export interface AirtimeSlot extends Interval {
  /** The groups the timeslot counts towards: one, none (an empty list counts as the `null` group) or several. */
  groups: ReadonlyArray<string | null>
}

export interface AirtimeTotals {
  airedMs: number
  airedCount: number
  plannedMs: number
  plannedCount: number
}

export interface AirtimeGroup extends AirtimeTotals {
  key: string | null
  /** Percent of all aired (planned) airtime in the window; a timeslot in several groups counts in each. */
  airedPercent: number
  plannedPercent: number
}

export interface AirtimeReport {
  /** Every timeslot once, whatever its groups: the denominators of the percentages. */
  total: AirtimeTotals
  groups: AirtimeGroup[]
}

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100)

/** The report; groups ordered by planned airtime, longest first, then by key (null last). */
export function airtimeReport(slots: readonly AirtimeSlot[], window: Interval, now: number): AirtimeReport {
  const total: AirtimeTotals = { airedMs: 0, airedCount: 0, plannedMs: 0, plannedCount: 0 }
  const byKey = new Map<string | null, AirtimeTotals>()
  for (const slot of slots) {
    const start = Math.max(slot.start, window.start)
    const end = Math.min(slot.end, window.end)
    if (end <= start) continue
    const plannedMs = end - start
    const started = slot.start < now
    const airedMs = started ? Math.max(0, Math.min(end, now) - start) : 0
    const keys = slot.groups.length === 0 ? [null] : [...new Set(slot.groups)]
    for (const totals of [total, ...keys.map((key) => totalsOf(byKey, key))]) {
      totals.plannedMs += plannedMs
      totals.plannedCount += 1
      totals.airedMs += airedMs
      totals.airedCount += started ? 1 : 0
    }
  }
  const groups = [...byKey].map(([key, totals]) => ({
    key,
    ...totals,
    airedPercent: percent(totals.airedMs, total.airedMs),
    plannedPercent: percent(totals.plannedMs, total.plannedMs),
  }))
  groups.sort((a, b) => b.plannedMs - a.plannedMs || compareKeys(a.key, b.key))
  return { total, groups }
}

function totalsOf(map: Map<string | null, AirtimeTotals>, key: string | null): AirtimeTotals {
  let totals = map.get(key)
  if (totals === undefined) {
    totals = { airedMs: 0, airedCount: 0, plannedMs: 0, plannedCount: 0 }
    map.set(key, totals)
  }
  return totals
}

function compareKeys(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1
  return a < b ? -1 : a > b ? 1 : 0
}

export type AirtimeGrouping = 'show' | 'category' | 'language' | 'repetition'

export interface AirtimeAnswer extends AirtimeReport {
  window: Interval
  now: number
  groupBy: AirtimeGrouping
  showNames: Map<string, string>
}
