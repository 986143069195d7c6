// Pure: the service loads the rows as they are now and writes the steps (docs/decisions.md, The change log).

export const ENTITIES = ['show', 'season', 'schedule', 'episode', 'timeslot', 'station', 'holiday'] as const
export type Entity = (typeof ENTITIES)[number]

export type RowSnapshot = Record<string, unknown>

/** A row as the change log keeps it: plain JSON, instants as ISO strings. */
export function toSnapshot(row: object): RowSnapshot {
  return JSON.parse(JSON.stringify(row)) as RowSnapshot
}

/** One row's change: null before = created, null after = deleted. */
export interface RowChange {
  entity: Entity
  id: number
  before: RowSnapshot | null
  after: RowSnapshot | null
}

export interface RevertStep {
  op: 'insert' | 'update' | 'delete'
  entity: Entity
  id: number
  row: RowSnapshot | null
}

export type RevertPlan =
  | { kind: 'ok'; steps: RevertStep[] }
  | { kind: 'changed-since'; keys: string[] }
  /** Timeslots that have started: what has aired stays as it aired. */
  | { kind: 'history'; keys: string[] }

/** Who changed a row last and when: a revert writes them anew, so they are not the row's content. */
const STAMPS = ['updatedAt', 'updatedBy']

function sameContent(a: RowSnapshot | null, b: RowSnapshot | null): boolean {
  const content = (row: RowSnapshot | null) =>
    row === null ? null : Object.fromEntries(Object.entries(row).filter(([key]) => !STAMPS.includes(key)))
  return sameJson(content(a), content(b))
}

export const keyOf = (change: { entity: string; id: number }) => `${change.entity}:${change.id}`

/** @example sameJson({ a: 1, b: [2] }, { b: [2], a: 1 }) // true: key order does not matter */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keysA = Object.keys(a)
  const keysB = Object.keys(b)
  if (keysA.length !== keysB.length) return false
  return keysA.every((key) => Object.hasOwn(b, key) && sameJson((a as RowSnapshot)[key], (b as RowSnapshot)[key]))
}

function startsBefore(row: RowSnapshot | null, now: number): boolean {
  return row !== null && typeof row.start === 'string' && Date.parse(row.start) < now
}

type Span = { start: number; end: number }
function spanOf(row: RowSnapshot | null): Span | null {
  return row !== null && typeof row.start === 'string' && typeof row.end === 'string'
    ? { start: Date.parse(row.start), end: Date.parse(row.end) }
    : null
}

/**
 * Timeslots put back one by one, each once the air it goes back to is free (the exclusion constraint
 * is checked per row); a cycle no order frees keeps the recorded order. Sorted and swept: n log n.
 * @example a move resized Talk 21–22 to 21–23 and cut Late 22–23:30 to 23–23:30: Talk goes back first
 */
export function inFreeOrder(updates: readonly RowChange[]): RowChange[] {
  const before = updates.map((change) => spanOf(change.before))
  const after = updates.map((change) => spanOf(change.after))
  // By start, with the latest end so far: a row's target air is found walking back from its end.
  const byStart = after
    .flatMap((span, index) => (span === null ? [] : [index]))
    .sort((a, b) => after[a]!.start - after[b]!.start)
  const reachesTo: number[] = []
  for (const [k, index] of byStart.entries()) reachesTo.push(Math.max(reachesTo[k - 1] ?? -Infinity, after[index]!.end))
  const blockers = updates.map(() => 0)
  const freedBy: number[][] = updates.map(() => [])
  for (const [index, span] of before.entries()) {
    if (span === null) continue
    let k = lastStartingBefore(byStart, after, span.end)
    for (; k >= 0 && reachesTo[k]! > span.start; k -= 1) {
      const other = byStart[k]!
      if (other !== index && after[other]!.end > span.start) {
        blockers[index]! += 1
        freedBy[other]!.push(index)
      }
    }
  }
  // The free ones in recorded order; each row put back frees those that waited for its air.
  const ordered: RowChange[] = []
  const placed = updates.map(() => false)
  const ready = blockers.flatMap((count, index) => (count === 0 ? [index] : []))
  let nextReady = 0
  let firstWaiting = 0
  while (ordered.length < updates.length) {
    let index: number
    if (nextReady < ready.length) index = ready[nextReady++]!
    else {
      // A cycle no order frees: the first still waiting, in recorded order.
      while (placed[firstWaiting]) firstWaiting += 1
      index = firstWaiting
    }
    if (placed[index]) continue
    placed[index] = true
    ordered.push(updates[index]!)
    for (const waiting of freedBy[index]!) {
      blockers[waiting]! -= 1
      if (blockers[waiting] === 0) ready.push(waiting)
    }
  }
  return ordered
}

/** The last position in `byStart` starting before `end`, or -1. */
function lastStartingBefore(byStart: readonly number[], spans: readonly (Span | null)[], end: number): number {
  let low = 0
  let high = byStart.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (spans[byStart[middle]!]!.start < end) low = middle + 1
    else high = middle
  }
  return low - 1
}

// Foreign keys: parents are inserted before their children and deleted after them.
const PARENTS_FIRST: readonly Entity[] = ['show', 'season', 'schedule', 'episode']

/** `current` is keyed `entity:id`. Deleted timeslots come back last, once those that took their time went. */
export function planRevert(
  recorded: readonly RowChange[],
  current: ReadonlyMap<string, RowSnapshot | null>,
  now: number,
): RevertPlan {
  // Only its stamps moved (e.g. a show's owners changed): nothing to put back.
  const changes = recorded.filter(
    (change) => change.before === null || change.after === null || !sameContent(change.before, change.after),
  )
  const changed = changes.filter((change) => !sameContent(current.get(keyOf(change)) ?? null, change.after)).map(keyOf)
  if (changed.length > 0) return { kind: 'changed-since', keys: [...new Set(changed)] }
  const historic = changes
    .filter(
      (change) => change.entity === 'timeslot' && (startsBefore(change.before, now) || startsBefore(change.after, now)),
    )
    .map(keyOf)
  if (historic.length > 0) return { kind: 'history', keys: [...new Set(historic)] }

  const of = (entity: Entity, kind: 'created' | 'deleted' | 'updated') =>
    changes.filter(
      (change) =>
        change.entity === entity &&
        (kind === 'created'
          ? change.before === null
          : kind === 'deleted'
            ? change.after === null
            : change.before !== null && change.after !== null),
    )
  const step =
    (op: RevertStep['op']) =>
    (change: RowChange): RevertStep => ({
      op,
      entity: change.entity,
      id: change.id,
      row: op === 'delete' ? null : change.before,
    })
  const childrenFirst = [...PARENTS_FIRST].reverse()
  return {
    kind: 'ok',
    steps: [
      ...of('timeslot', 'created').map(step('delete')),
      ...childrenFirst.flatMap((entity) => of(entity, 'created').map(step('delete'))),
      // A holiday refers to nothing and nothing refers to it.
      ...of('holiday', 'created').map(step('delete')),
      ...PARENTS_FIRST.flatMap((entity) => of(entity, 'deleted').map(step('insert'))),
      ...of('holiday', 'deleted').map(step('insert')),
      // The station's profile is one row that is only ever updated.
      ...PARENTS_FIRST.flatMap((entity) => of(entity, 'updated').map(step('update'))),
      ...inFreeOrder(of('timeslot', 'updated')).map(step('update')),
      ...(['station', 'holiday'] as const).flatMap((entity) => of(entity, 'updated').map(step('update'))),
      ...of('timeslot', 'deleted').map(step('insert')),
    ],
  }
}
