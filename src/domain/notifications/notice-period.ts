// The notice period: broadcasts about to air are not changed at the last minute without a word.
import type { RowChange } from '../changes/revert.ts'
import { type NoticeItem, noticesOf } from './notices.ts'

/** What a notice period protects: a broadcast moved, cancelled (or stepping aside) or pre-empted (not one added or given back). */
const DISTURBING = new Set<NoticeItem['kind']>(['moved', 'cancelled', 'stepped-aside', 'pre-empted'])

/** The items disturbing a broadcast starting before `now + periodMs` (a move: where it was or goes). */
export function insideNoticePeriod(
  action: string,
  changes: readonly RowChange[],
  now: number,
  periodMs: number,
): NoticeItem[] {
  if (periodMs <= 0) return []
  const until = now + periodMs
  return noticesOf(action, changes, now)
    .flatMap((notice) => notice.items)
    .filter(
      (item) =>
        DISTURBING.has(item.kind) &&
        Math.min(item.broadcast.start, 'from' in item ? item.from.start : Infinity) < until,
    )
}
