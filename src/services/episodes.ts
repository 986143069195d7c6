import type { Db } from '../db/client.ts'
import * as episodesDb from '../db/episodes.ts'
import { isRecordMissing } from '../db/errors.ts'
import { NotFoundError, ValidationError } from '../errors.ts'
import type { CreateEpisodeBody, Episode, EpisodeListQuery, UpdateEpisodeBody } from '../schemas/episodes.ts'
import { pageOf, parseIdList } from './query-params.ts'

export interface EpisodeServiceDeps {
  db: Pick<Db, 'client'>
}

export function toEpisode(row: episodesDb.EpisodeRow): Episode {
  return {
    id: row.id,
    showId: row.showId,
    title: row.title,
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Episodes of a show (Variant B). An episode stays with its show; deleting it clears it from its timeslots. */
export function episodeService({ db }: EpisodeServiceDeps) {
  const client = db.client

  async function list(query: EpisodeListQuery) {
    const page = pageOf(query)
    const { rows, total } = await episodesDb.findMany(client, { showIds: parseIdList(query.showIds, 'showIds') }, page)
    return { items: rows.map(toEpisode), total, ...page }
  }

  async function get(id: number): Promise<Episode> {
    const row = await episodesDb.findById(client, id)
    if (row === null) throw new NotFoundError('episode', id)
    return toEpisode(row)
  }

  async function create(body: CreateEpisodeBody): Promise<Episode> {
    return client.$transaction(async (tx) => {
      if (!(await episodesDb.lockShow(tx, body.showId))) {
        throw new ValidationError('ONAIR_SHOW_NOT_FOUND', `show ${body.showId} does not exist`, [
          { path: 'body/showId', message: `show ${body.showId} does not exist` },
        ])
      }
      return toEpisode(await episodesDb.insert(tx, { ...body, title: body.title.trim() }))
    })
  }

  async function update(id: number, body: UpdateEpisodeBody): Promise<Episode> {
    const data = body.title === undefined ? body : { ...body, title: body.title.trim() }
    try {
      return toEpisode(await episodesDb.update(client, id, data))
    } catch (error) {
      if (isRecordMissing(error)) throw new NotFoundError('episode', id)
      throw error
    }
  }

  async function remove(id: number): Promise<void> {
    try {
      await episodesDb.remove(client, id)
    } catch (error) {
      if (isRecordMissing(error)) throw new NotFoundError('episode', id)
      throw error
    }
  }

  return { list, get, create, update, remove }
}
