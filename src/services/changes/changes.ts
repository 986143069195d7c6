/** The change log as clients read it, and wait for it: who changed the programme, and what exactly. */

import * as changesetsDb from '../../db/changes/changesets.ts'
import * as showsDb from '../../db/programme/shows.ts'
import type { ChangesetHeader, ChangesetRecord } from '../../domain/records.ts'
import { AppError, ERRORS, notFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { idFilter, type ProgrammeIds } from '../paging.ts'

export interface ChangeListQuery extends ProgrammeIds {
  /** Oldest first after this id (a cursor); without it, newest first. */
  after?: number | undefined
  /** Newest first before this id (the next page of a newest-first listing). */
  before?: number | undefined
  actorIds?: number[] | undefined
  from?: string | undefined
  to?: string | undefined
  limit?: number | undefined
  /** With `after`: wait up to this many seconds for a change when there is none yet. */
  wait?: number | undefined
}

export interface ChangePage {
  items: ChangesetRecord[]
  /** Pass as `after` (oldest-first listing) or `before` (newest first) for the next page; null at the end. */
  next: number | null
}

/** The shows whose changes the caller may see: all (undefined), or a host's own. */
export async function visibleShows(ctx: ServiceContext, caller: Caller): Promise<number[] | undefined> {
  if (caller.role !== 'host' || caller.userId === null) return undefined
  return showsDb.findOwnedIds(ctx.db.client, caller.userId)
}

/** The query's filters; `actorIds` only for callers who see actors (it would reveal them to anonymous ones). */
export function checkedChangeFilter(caller: Caller, query: ChangeListQuery): changesetsDb.ChangesetFilter {
  if (caller.role === null && query.actorIds !== undefined) {
    throw new AppError(
      ERRORS.validationFailed,
      'who made a change is not shown to anonymous callers: leave out actorIds, or send a credential',
      [{ path: 'actorIds', message: 'is not available without a credential' }],
    )
  }
  return {
    showIds: idFilter(query.showIds),
    scheduleIds: idFilter(query.scheduleIds),
    actorIds: idFilter(query.actorIds),
    from: query.from === undefined ? undefined : new Date(query.from),
    to: query.to === undefined ? undefined : new Date(query.to),
  }
}

/** Changesets matching the filters, newest first or after `after`, long-polling up to `wait` seconds. */
export async function listChanges(
  ctx: ServiceContext,
  caller: Caller,
  query: ChangeListQuery,
  signal?: AbortSignal,
): Promise<ChangePage> {
  const limit = query.limit ?? 50
  const cursor: changesetsDb.ChangesetCursor =
    query.after !== undefined ? { after: query.after } : { before: query.before ?? null }
  const filter = { ...checkedChangeFilter(caller, query), visibleShowIds: await visibleShows(ctx, caller) }
  const maxBytes = ctx.config.changesPageMaxBytes
  let page = await changesetsDb.findPage(ctx.db.client, filter, cursor, limit, maxBytes)
  if (page.rows.length === 0 && 'after' in cursor && (query.wait ?? 0) > 0) {
    const deadline = Date.now() + query.wait! * 1000
    // A change may not match the filters: keep waiting for one that does until the deadline.
    while (page.rows.length === 0 && Date.now() < deadline && !signal?.aborted) {
      await ctx.feed.waitAfter(Math.max(cursor.after, ctx.feed.latest), deadline - Date.now(), signal)
      page = await changesetsDb.findPage(ctx.db.client, filter, cursor, limit, maxBytes)
      if (page.rows.length === 0) cursor.after = Math.max(cursor.after, ctx.feed.latest)
    }
  }
  const items = page.rows
  const last = items[items.length - 1]
  // A page ended by its bytes has more after it, however few it holds.
  const next =
    last === undefined
      ? 'after' in cursor
        ? cursor.after
        : null
      : items.length < limit && !page.cut && !('after' in cursor)
        ? null
        : last.id
  return { items, next }
}

/** Summaries of the changesets after a cursor, oldest first: the change stream's page, without the rows' JSON. */
export async function listChangeSummaries(
  ctx: ServiceContext,
  caller: Caller,
  query: ChangeListQuery & { after: number; limit: number },
): Promise<ChangesetHeader[]> {
  const filter = { ...checkedChangeFilter(caller, query), visibleShowIds: await visibleShows(ctx, caller) }
  return changesetsDb.findHeaderPage(ctx.db.client, filter, { after: query.after }, query.limit)
}

/** One changeset; a host sees only those touching its shows (another's is not found). */
export async function getChange(ctx: ServiceContext, caller: Caller, id: number): Promise<ChangesetRecord> {
  const row = await changesetsDb.findById(ctx.db.client, id)
  const visible = await visibleShows(ctx, caller)
  if (row === null || (visible !== undefined && !row.showIds.some((showId) => visible.includes(showId)))) {
    throw notFound(ERRORS.changeNotFound, 'changeset', id)
  }
  return row as ChangesetRecord
}
