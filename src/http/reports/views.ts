import type { AirtimeAnswer, AirtimeTotals } from '../../domain/programme/airtime.ts'
import { timesOf } from '../common/times.ts'
import type { AirtimeReportView } from './schemas.ts'

const HOUR_MS = 3_600_000
const hoursOf = (ms: number) => Math.round((ms / HOUR_MS) * 10_000) / 10_000

function totalsView(totals: AirtimeTotals) {
  return {
    airedHours: hoursOf(totals.airedMs),
    airedCount: totals.airedCount,
    plannedHours: hoursOf(totals.plannedMs),
    plannedCount: totals.plannedCount,
  }
}

function labelOf(report: AirtimeAnswer, key: string | null): string {
  if (key === null) return report.groupBy === 'language' ? '(no language)' : '(no category)'
  if (report.groupBy === 'show') return report.showNames.get(key) ?? key
  if (report.groupBy === 'repetition') return key === 'repetition' ? 'Repetition' : 'First broadcast'
  return key
}

export function toAirtimeView(report: AirtimeAnswer, zone: string): AirtimeReportView {
  return {
    ...timesOf(report.window, zone),
    generatedAt: new Date(report.now).toISOString(),
    groupBy: report.groupBy,
    total: totalsView(report.total),
    groups: report.groups.map((group) => ({
      key: group.key,
      label: labelOf(report, group.key),
      ...totalsView(group),
      airedPercent: group.airedPercent,
      plannedPercent: group.plannedPercent,
    })),
  }
}

const CSV_COLUMNS = [
  'key',
  'label',
  'airedHours',
  'airedCount',
  'airedPercent',
  'plannedHours',
  'plannedCount',
  'plannedPercent',
] as const

/**
 * RFC 4180 CSV, one row per group and a last `total` row. A text cell that a spreadsheet would take
 * for a formula (= + - @ first) is prefixed with ' so a show's name cannot run in the reader's sheet.
 */
export function toAirtimeCsv(view: AirtimeReportView): string {
  const cell = (value: string | number | null): string => {
    if (value === null) return ''
    if (typeof value === 'number') return String(value)
    const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
  }
  const lines = [CSV_COLUMNS.join(',')]
  for (const group of view.groups) lines.push(CSV_COLUMNS.map((column) => cell(group[column])).join(','))
  const total = {
    key: null,
    label: 'Total',
    ...view.total,
    airedPercent: view.total.airedHours > 0 ? 100 : 0,
    plannedPercent: view.total.plannedHours > 0 ? 100 : 0,
  }
  lines.push(CSV_COLUMNS.map((column) => cell(total[column])).join(','))
  return `${lines.join('\r\n')}\r\n`
}
