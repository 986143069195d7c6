/**
 * runWrite, the middle of every programme write: the locked transaction, the clock, the caller, and the changeset
 * of every row touched, appended in the same transaction.
 */
import { createHash } from 'node:crypto'
import * as changesetsDb from '../db/changes/changesets.ts'
import type { DbClient, PrismaClient } from '../db/platform/client.ts'
import { inWriteTransaction } from '../db/platform/transaction.ts'
import { type Entity, keyOf, type RowChange, type RowSnapshot, toSnapshot } from '../domain/changes/revert.ts'
import { AppError, ERRORS } from '../errors.ts'
import type { Caller } from './access/caller.ts'
import { type Ownership, ownershipIn } from './access/ownership.ts'
import type { ServiceContext } from './context.ts'
import { checkNoticePeriod } from './notifications/notice-period.ts'

interface Row {
  id: number
}

/** What a write's work gets: the transaction, its moment, its caller, and where to record changes. */
export interface WriteScope {
  readonly tx: DbClient
  /** The moment of the write: what has started before it is history. */
  readonly now: number
  readonly caller: Caller
  /** Which shows the caller may change: one question per write, under the lock. */
  readonly ownership: Ownership
  /** Records one row's change: as it was (null: created) and as it is (null: deleted). */
  record(entity: Entity, before: Row | null, after: Row | null): void
  /** `record` for rows already in the change log's form, not copied: copying a season's rows cost more than writing. */
  recordSnapshot(entity: Entity, before: RowSnapshot | null, after: RowSnapshot | null): void
  /** One sentence for people reading the change log: what the write did. */
  describe(summary: string): void
  /** Why the caller makes this write (`?reason=`), stored in its changeset and told in the mails; null: none given. */
  readonly reason: string | null
}

export interface WriteAction {
  /** `schedule.create`, `timeslot.delete`, … */
  action: string
  /** The request as it came, for the change log (never secrets). */
  request?: unknown
  /** The answer when it is not the work's result, read after the changeset is in; for `keyed.keep`. */
  answer?: (tx: DbClient, changesetId: number | null) => Promise<unknown>
  /** A request with an Idempotency-Key: its key and answer go in this write's transaction. */
  keyed?: KeyedAnswer | undefined
}

/** What a write records of its input in the change log: these fields, in this order, those not sent left out. */
export function requestOf<T extends object, K extends keyof T>(input: T, fields: readonly K[]): Partial<Pick<T, K>> {
  const request: Partial<Pick<T, K>> = {}
  for (const field of fields) if (input[field] !== undefined) request[field] = input[field]
  return request
}

/** An Idempotency-Key in the write's transaction: `claim` first, `keep` the answer last; all commit together. */
export interface KeyedAnswer {
  claim(tx: DbClient): Promise<void>
  keep(tx: DbClient, answer: unknown): Promise<void>
}

/** A write outside the programme (users, tokens: no lock, no change log) in a transaction of its own. */
export async function inOwnTransaction<T>(
  client: PrismaClient,
  work: (tx: DbClient) => Promise<T>,
  keyed?: KeyedAnswer,
): Promise<T> {
  return client.$transaction(async (tx) => {
    await keyed?.claim(tx)
    const result = await work(tx)
    await keyed?.keep(tx, result)
    return result
  })
}

/** The versions a write may go ahead on (If-Match): those the client read, or any ('*'); undefined: no condition. */
export type Precondition = readonly string[] | '*' | undefined

/** A resource's version: a hash of its record and the zone, moving whenever what a client reads does. */
export function versionOf(record: unknown, zone: string): string {
  return createHash('sha1').update(zone).update('\n').update(JSON.stringify(record)).digest('base64url')
}

/** Refuses the write (412) when the resource is no longer as the client last read it. */
export function checkPrecondition(
  ctx: ServiceContext,
  precondition: Precondition,
  current: unknown,
  what: string,
): void {
  if (precondition === undefined || precondition === '*') return
  if (!precondition.includes(versionOf(current, ctx.config.stationTimeZone))) {
    throw new AppError(
      ERRORS.preconditionFailed,
      `${what} changed since you read it (If-Match); read it again and retry`,
    )
  }
}

function numbersOf(changes: readonly RowChange[], key: 'showId' | 'scheduleId', entity: Entity): number[] {
  const ids = new Set<number>()
  for (const change of changes) {
    if (change.entity === entity) ids.add(change.id)
    for (const row of [change.before, change.after]) {
      const value = row?.[key]
      if (typeof value === 'number') ids.add(value)
    }
  }
  return [...ids].sort((a, b) => a - b)
}

/** Runs a write in the locked transaction; when the work recorded changes, one changeset is appended before commit. */
export async function runWrite<T>(
  ctx: ServiceContext,
  caller: Caller,
  action: WriteAction,
  work: (scope: WriteScope) => Promise<T>,
): Promise<T> {
  return (await runRecordedWrite(ctx, caller, action, work)).result
}

/** runWrite, also answering the id of the changeset it appended (null when nothing changed). */
export async function runRecordedWrite<T>(
  ctx: ServiceContext,
  caller: Caller,
  action: WriteAction,
  work: (scope: WriteScope) => Promise<T>,
): Promise<{ result: T; changesetId: number | null }> {
  return inWriteTransaction(
    ctx.db.client,
    async (tx) => {
      const changes: RowChange[] = []
      // A row recorded twice in one write (inserted, then linked) is one change: its first before, its last after.
      const recorded = new Map<string, number>()
      let summary = action.action
      const recordSnapshot = (entity: Entity, before: RowSnapshot | null, after: RowSnapshot | null) => {
        const id = (after ?? before)?.id
        if (typeof id !== 'number') return
        const change = { entity, id, before, after }
        const earlier = recorded.get(`${entity}:${id}`)
        if (earlier === undefined) {
          recorded.set(`${entity}:${id}`, changes.length)
          changes.push(change)
        } else changes[earlier] = { ...change, before: changes[earlier]!.before }
      }
      const scope: WriteScope = {
        tx,
        now: ctx.now(),
        caller,
        ownership: ownershipIn(tx, caller),
        record(entity, before, after) {
          recordSnapshot(entity, before === null ? null : toSnapshot(before), after === null ? null : toSnapshot(after))
        },
        recordSnapshot,
        describe(text) {
          summary = text
        },
        reason: caller.reason ?? null,
      }
      const result = await work(scope)
      // Net of the write: a row it inserted and deleted again was never there.
      const net = changes.filter((change) => change.before !== null || change.after !== null)
      changes.length = 0
      changes.push(...net)
      if (changes.length > 0)
        await checkNoticePeriod(ctx, tx, caller, {
          action: action.action,
          changes,
          now: scope.now,
          reason: scope.reason,
        })
      const changesetId =
        changes.length === 0
          ? null
          : await changesetsDb.insert(tx, {
              at: scope.now,
              actorUserId: caller.userId,
              actorName: caller.name,
              actorVia: caller.via,
              action: action.action,
              summary,
              // The reason rides in the request as the client sent it (`?reason=`), where the change log's readers look.
              request:
                scope.reason === null
                  ? action.request
                  : { ...(action.request as object | undefined), reason: scope.reason },
              changes,
              showIds: numbersOf(changes, 'showId', 'show'),
              scheduleIds: numbersOf(changes, 'scheduleId', 'schedule'),
              entityKeys: [...new Set(changes.map(keyOf))],
            })
      if (action.keyed !== undefined)
        await action.keyed.keep(tx, action.answer === undefined ? result : await action.answer(tx, changesetId))
      return { result, changesetId }
    },
    action.keyed?.claim,
  )
}
