/** Reverting a changeset (issue 13): its rows' inverse in one write, unless later rows stand in the way. */

import * as changesetsDb from '../../db/changes/changesets.ts'
import * as restoreDb from '../../db/changes/revert-rows.ts'
import type { DbClient } from '../../db/platform/client.ts'
import { isUniqueViolation } from '../../db/platform/database-errors.ts'
import {
  type Entity,
  keyOf,
  planRevert,
  type RevertStep,
  type RowChange,
  type RowSnapshot,
} from '../../domain/changes/revert.ts'
import type { ChangesetRecord } from '../../domain/records.ts'
import { AppError, ERRORS, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import { mayUse, PERMISSIONS, type Permission } from '../access/permissions.ts'
import type { ServiceContext } from '../context.ts'
import { type KeyedAnswer, runRecordedWrite, type WriteScope } from '../write.ts'
import { getChange } from './changes.ts'

// The permission each kind of write needs: reverting it needs the same (issue 13).
const WRITE_PERMISSIONS: Readonly<Record<string, Permission>> = {
  'schedule.create': 'schedules.write',
  'schedule.update': 'schedules.write',
  'schedule.delete': 'schedules.write',
  'timeslot.update': 'timeslots.update',
  'timeslot.delete': 'timeslots.delete',
  'timeslot.move': 'schedules.write',
  'show.create': 'shows.create',
  'show.update': 'shows.update',
  'show.delete': 'shows.delete',
  'episode.create': 'episodes.write',
  'episode.update': 'episodes.write',
  'episode.delete': 'episodes.write',
  'station.update': 'station.write',
  'season.create': 'seasons.manage',
  'season.update': 'seasons.manage',
  'season.delete': 'seasons.manage',
  'holiday.create': 'holidays.write',
  'holiday.delete': 'holidays.write',
}

/** A caller may revert what it may write now: the original action's role and, for hosts, every show touched. */
async function authorizeRevert(scope: WriteScope, ctx: ServiceContext, original: ChangesetRecord): Promise<void> {
  let action = original.action
  for (let depth = 0; action === 'change.revert' && depth < 100; depth++) {
    const target = (original.request as { changesetId?: number } | null)?.changesetId
    const reverted = target === undefined ? null : await changesetsDb.findById(scope.tx, target)
    // The reverted changeset was pruned: only those who may make every write may undo it.
    action = reverted === null ? 'show.create' : reverted.action
    original = reverted ?? original
  }
  const permission = WRITE_PERMISSIONS[action] ?? 'shows.create'
  if (!mayUse(scope.caller, permission, ctx.config.access.publicRead)) {
    throw new AppError(
      ERRORS.forbidden,
      `reverting this ${action} needs what the write itself needed: ${PERMISSIONS[permission].description}`,
    )
  }
  for (const showId of original.showIds) await scope.ownership.require(showId, `reverting changeset ${original.id}`)
}

/** Applies a changeset's inverse in one write (409 when rows changed since or aired); reverting a revert redoes. */
export async function revertChange(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  keyed?: KeyedAnswer,
): Promise<ChangesetRecord> {
  const { changesetId } = await revertInOneWrite(ctx, caller, id, keyed).catch((error: unknown) => {
    // What the revert would put back is taken now by a row made since: a slug, or a timeslot's time.
    if (isUniqueViolation(error))
      throw new AppError(
        ERRORS.changeConflict,
        `changeset ${id} cannot be reverted: a show made since has the slug it would put back`,
      )
    if (error instanceof AppError && error.code === ERRORS.timeslotOverlap.code) {
      throw new AppError(
        ERRORS.changeConflict,
        `changeset ${id} cannot be reverted: the time of a timeslot it would put back is taken by one planned since`,
      )
    }
    throw error
  })
  if (changesetId === null)
    throw new AppError(
      ERRORS.changeConflict,
      `changeset ${id} changed no row the change log holds (show owners are not in it): there is nothing to revert`,
    )
  return getChange(ctx, caller, changesetId)
}

function revertInOneWrite(ctx: ServiceContext, caller: Caller, id: number, keyed: KeyedAnswer | undefined) {
  // The answer is the new changeset (nothing changed: no answer, the 409 below).
  const answer = async (tx: DbClient, changesetId: number | null) =>
    changesetId === null ? null : changesetsDb.findById(tx, changesetId)
  return runRecordedWrite(
    ctx,
    caller,
    { action: 'change.revert', request: { changesetId: id }, answer, keyed },
    async (scope) => {
      const original = await requireFound(changesetsDb.findById(scope.tx, id), ERRORS.changeNotFound, 'changeset', id)
      await authorizeRevert(scope, ctx, original)
      const changes = original.changes as RowChange[]
      const current = new Map<string, RowSnapshot | null>()
      for (const change of changes)
        current.set(keyOf(change), await restoreDb.findSnapshot(scope.tx, change.entity, change.id))

      const plan = planRevert(changes, current, scope.now)
      if (plan.kind === 'changed-since') throw await standingInTheWay(scope, id, plan.keys, 'changed since,')
      if (plan.kind === 'history') {
        throw new AppError(
          ERRORS.changeTouchesHistory,
          `changeset ${id} cannot be reverted: ${plan.keys.join(', ')} started since; aired timeslots are history`,
        )
      }
      // Deleting a created row would take along rows made since (aired timeslots among them): revert those first.
      const deleted = new Set(plan.steps.filter((step) => step.op === 'delete').map(keyOf))
      const dependents: string[] = []
      for (const step of plan.steps) {
        if (step.op !== 'delete' || step.entity === 'timeslot') continue
        dependents.push(
          ...(await restoreDb.findDependents(scope.tx, step.entity, step.id)).filter((key) => !deleted.has(key)),
        )
      }
      if (dependents.length > 0)
        throw await standingInTheWay(scope, id, dependents, 'were made since (and would go with it),')
      // Old content, but stamped by the revert, so a mirror polling updatedSince sees a restored row again.
      const stamp = { by: scope.caller.userId }
      for (const [op, entity] of groupsInOrder(plan.steps)) {
        const steps = plan.steps.filter((step) => step.op === op && step.entity === entity)
        if (op === 'delete') {
          await restoreDb.removeRows(
            scope.tx,
            entity,
            steps.map((step) => step.id),
          )
          for (const step of steps) scope.record(entity, rowOf(current, step), null)
        } else if (op === 'insert') {
          for (const row of await restoreDb.insertSnapshots(
            scope.tx,
            entity,
            steps.map((step) => step.row!),
            stamp,
          )) {
            scope.record(entity, null, row as { id: number })
          }
        } else {
          for (const step of steps) {
            const row = await restoreDb.updateToSnapshot(scope.tx, entity, step.id, step.row!, stamp)
            scope.record(entity, rowOf(current, step), row as { id: number })
          }
        }
      }
      scope.describe(`Reverted changeset ${id}: ${original.summary}`)
    },
  )
}

/** The 409 of a revert that rows changed or made since stand in the way of (`entity:id` keys), naming their changesets. */
async function standingInTheWay(
  scope: WriteScope,
  id: number,
  keys: readonly string[],
  what: string,
): Promise<AppError> {
  const later = await changesetsDb.findLaterTouching(scope.tx, id, keys)
  const by = later.length === 0 ? 'outside the change log' : `by changeset(s) ${later.join(', ')}`
  const listed = keys.length > 10 ? `${keys.slice(0, 10).join(', ')}, …` : keys.join(', ')
  return new AppError(
    ERRORS.changeConflict,
    `changeset ${id} cannot be reverted: ${listed} ${what} ${by}; revert those first`,
    later.map((laterId) => ({ path: 'id', message: `touched again by changeset ${laterId}` })),
  )
}

function groupsInOrder(steps: readonly RevertStep[]): Array<[RevertStep['op'], Entity]> {
  const groups: Array<[RevertStep['op'], Entity]> = []
  for (const step of steps) {
    const last = groups[groups.length - 1]
    if (last === undefined || last[0] !== step.op || last[1] !== step.entity) groups.push([step.op, step.entity])
  }
  return groups
}

function rowOf(current: ReadonlyMap<string, RowSnapshot | null>, step: { entity: Entity; id: number }): { id: number } {
  return current.get(keyOf(step)) as { id: number }
}
