/** Episodes of a show (Variant B). An episode stays with its show; deleting it clears it from its timeslots. */
import * as episodesDb from '../../db/programme/episodes.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import type { EpisodeRecord } from '../../domain/records.ts'
import { ERRORS, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { idFilter, type PageQuery, pageOf, sinceOf } from '../paging.ts'
import { checkPrecondition, type KeyedAnswer, type Precondition, runWrite, type WriteScope } from '../write.ts'
import { requireLiveShow } from './show-guard.ts'

export interface EpisodeListQuery extends PageQuery {
  showIds?: number[] | undefined
  updatedSince?: string | undefined
}

export async function listEpisodes(ctx: ServiceContext, query: EpisodeListQuery) {
  const page = pageOf(query)
  const filter = { showIds: idFilter(query.showIds), updatedSince: sinceOf(query.updatedSince) }
  const { rows, total } = await episodesDb.findMany(ctx.db.client, filter, page)
  return { items: rows, total, ...page }
}

export async function getEpisode(ctx: ServiceContext, id: number): Promise<EpisodeRecord> {
  return requireFound(episodesDb.findById(ctx.db.client, id), ERRORS.episodeNotFound, 'episode', id)
}

export async function createEpisode(
  ctx: ServiceContext,
  caller: Caller,
  data: { showId: number; title: string; summary?: string | undefined },
  keyed?: KeyedAnswer,
): Promise<EpisodeRecord> {
  return runWrite(ctx, caller, { action: 'episode.create', request: data, keyed }, async (scope) => {
    await requireLiveShow(scope.tx, data.showId, 'showId')
    await scope.ownership.require(data.showId, 'creating an episode')
    const row = await episodesDb.insert(scope.tx, { ...data, title: data.title.trim() }, caller.userId)
    scope.record('episode', null, row)
    scope.describe(`Created episode ${row.id} "${row.title}" of show ${row.showId}`)
    return row
  })
}

export async function updateEpisode(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  data: { title?: string | undefined; summary?: string | undefined },
  expect?: Precondition,
): Promise<EpisodeRecord> {
  const changes = data.title === undefined ? data : { ...data, title: data.title.trim() }
  return runWrite(ctx, caller, { action: 'episode.update', request: { episodeId: id, ...data } }, async (scope) => {
    const before = await loadEpisode(scope, id)
    await scope.ownership.require(before.showId, `changing episode ${id}`)
    checkPrecondition(ctx, expect, before, `episode ${id}`)
    const row = await episodesDb.update(scope.tx, id, changes, caller.userId)
    scope.record('episode', before, row)
    scope.describe(`Changed episode ${id} "${row.title}" of show ${row.showId}`)
    return row
  })
}

/** Deletes the episode; the timeslots that carried it keep their place with episodeId null. */
export async function deleteEpisode(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  expect?: Precondition,
): Promise<void> {
  await runWrite(ctx, caller, { action: 'episode.delete', request: { episodeId: id } }, async (scope) => {
    const before = await loadEpisode(scope, id)
    await scope.ownership.require(before.showId, `deleting episode ${id}`)
    checkPrecondition(ctx, expect, before, `episode ${id}`)
    const carrying = new Map((await episodesDb.findTimeslotsCarrying(scope.tx, id)).map((row) => [row.id, row]))
    for (const row of await timeslotsDb.clearEpisode(scope.tx, id, caller.userId))
      scope.record('timeslot', carrying.get(row.id) ?? null, row)
    scope.record('episode', await episodesDb.remove(scope.tx, id), null)
    scope.describe(`Deleted episode ${id} "${before.title}" of show ${before.showId}`)
  })
}

async function loadEpisode(scope: WriteScope, id: number): Promise<EpisodeRecord> {
  return requireFound(episodesDb.findForShare(scope.tx, id), ERRORS.episodeNotFound, 'episode', id)
}
