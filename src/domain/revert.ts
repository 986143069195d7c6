/**
 * Reverting a changeset: the inverse of every row change it recorded, in an order the database
 * accepts, or why it cannot be done. Pure: the service loads the rows as they are now and writes.
 */

export const ENTITIES = ['show', 'schedule', 'episode', 'timeslot'] as const
export type Entity = (typeof ENTITIES)[number]

/** A row as plain JSON (timestamps as ISO strings), as the change log stores it. */
export type RowSnapshot = Record<string, unknown>

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
  /** The row to insert or to update to; null for a delete. */
  row: RowSnapshot | null
}

export type RevertPlan =
  | { kind: 'ok'; steps: RevertStep[] }
  /** Rows whose current state is no longer the changeset's `after` (`entity:id` keys). */
  | { kind: 'changed-since'; keys: string[] }
  /** Timeslots the revert would create, move or delete although they have started. */
  | { kind: 'history'; keys: string[] }

/** Who changed a row last and when: a revert writes them anew, so they are not the row's content. */
const STAMPS = ['updatedAt', 'updatedBy']

/** The same row content: equal but for the stamps. */
function sameContent(a: RowSnapshot | null, b: RowSnapshot | null): boolean {
  const content = (row: RowSnapshot | null) => (row === null ? null : Object.fromEntries(Object.entries(row).filter(([key]) => !STAMPS.includes(key))))
  return sameJson(content(a), content(b))
}

export const keyOf = (change: { entity: string; id: number }) => `${change.entity}:${change.id}`

/** Deep equality of JSON values, whatever the key order. */
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

// Parents are inserted before children and deleted after them.
const PARENTS_FIRST: readonly Entity[] = ['show', 'schedule', 'episode']

/**
 * Plans the revert of `changes` given each row's current state (`current`, keyed `entity:id`, null =
 * the row does not exist). Refused when a row changed since (its state is not the changeset's
 * `after`) or when a timeslot it touches has started by `now`. The steps: created timeslots go, then
 * created parents; deleted parents come back; changed rows get their old state; deleted timeslots
 * come back last, so the timeslots they once shared time with have made room.
 * @example planRevert([{ entity: 'timeslot', id: 7, before: null, after: row7 }], new Map([['timeslot:7', row7]]), now)
 * // { kind: 'ok', steps: [{ op: 'delete', entity: 'timeslot', id: 7, row: null }] }
 */
export function planRevert(recorded: readonly RowChange[], current: ReadonlyMap<string, RowSnapshot | null>, now: number): RevertPlan {
  // A row whose content the change left as it was (only its stamps moved, e.g. a show's owners changed)
  // has nothing to put back.
  const changes = recorded.filter((change) => change.before === null || change.after === null || !sameContent(change.before, change.after))
  const changed = changes.filter((change) => !sameContent(current.get(keyOf(change)) ?? null, change.after)).map(keyOf)
  if (changed.length > 0) return { kind: 'changed-since', keys: [...new Set(changed)] }
  const historic = changes
    .filter((change) => change.entity === 'timeslot' && (startsBefore(change.before, now) || startsBefore(change.after, now)))
    .map(keyOf)
  if (historic.length > 0) return { kind: 'history', keys: [...new Set(historic)] }

  const of = (entity: Entity, kind: 'created' | 'deleted' | 'updated') =>
    changes.filter(
      (change) =>
        change.entity === entity &&
        (kind === 'created' ? change.before === null : kind === 'deleted' ? change.after === null : change.before !== null && change.after !== null),
    )
  const step = (op: RevertStep['op']) => (change: RowChange): RevertStep => ({
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
      ...PARENTS_FIRST.flatMap((entity) => of(entity, 'deleted').map(step('insert'))),
      ...[...PARENTS_FIRST, 'timeslot' as const].flatMap((entity) => of(entity, 'updated').map(step('update'))),
      ...of('timeslot', 'deleted').map(step('insert')),
    ],
  }
}
