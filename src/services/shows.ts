import type { Db } from '../db/client.ts'
import { isRecordMissing, isUniqueViolation } from '../db/errors.ts'
import * as showsDb from '../db/shows.ts'
import { ConflictError, NotFoundError, ValidationError } from '../errors.ts'
import { pageOf } from './query-params.ts'
import type { CreateShowBody, Show, ShowListQuery, UpdateShowBody } from '../schemas/shows.ts'

export interface ShowServiceDeps {
  db: Pick<Db, 'client'>
  now: () => number
}

export function toShow(row: showsDb.ShowRow): Show {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    isActive: row.isActive,
    defaultMediaId: row.defaultMediaId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** `Morning Jazz & Blues` → `morning-jazz-blues`; accents fold to their base letter. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '')
}

export function showService({ db, now }: ShowServiceDeps) {
  const client = db.client

  async function get(id: number): Promise<Show> {
    const row = await showsDb.findById(client, id)
    if (row === null) throw new NotFoundError('show', id)
    return toShow(row)
  }

  async function list(query: ShowListQuery) {
    const page = pageOf(query)
    const { rows, total } = await showsDb.findMany(client, { isActive: query.isActive }, page)
    return { items: rows.map(toShow), total, ...page }
  }

  async function create(body: CreateShowBody): Promise<Show> {
    const name = body.name.trim()
    const slug = body.slug ?? slugify(name)
    if (slug === '') {
      throw new ValidationError('ONAIR_SLUG_INVALID', 'cannot derive a slug from this name; send a slug', [
        { path: 'body/slug', message: 'is required when the name has no letters or digits' },
      ])
    }
    try {
      return toShow(await showsDb.insert(client, { ...body, name, slug }))
    } catch (error) {
      throw translateSlugError(error, slug)
    }
  }

  async function update(id: number, body: UpdateShowBody): Promise<Show> {
    const data = body.name === undefined ? body : { ...body, name: body.name.trim() }
    try {
      return toShow(await showsDb.update(client, id, data))
    } catch (error) {
      if (isRecordMissing(error)) throw new NotFoundError('show', id)
      throw translateSlugError(error, body.slug ?? '')
    }
  }

  /** Refuses while the show has timeslots ahead, unless forced; the cascade removes its schedules, episodes and timeslots. */
  async function remove(id: number, force: boolean): Promise<void> {
    await db.client.$transaction(async (tx) => {
      if (!force) {
        const ahead = await showsDb.countFutureTimeslots(tx, id, new Date(now()))
        if (ahead > 0) {
          throw new ConflictError(
            'ONAIR_SHOW_HAS_FUTURE_TIMESLOTS',
            `show ${id} has ${ahead} timeslot(s) ahead; delete with ?force=true to remove them too, or set isActive to false`,
          )
        }
      }
      try {
        await showsDb.remove(tx, id)
      } catch (error) {
        if (isRecordMissing(error)) throw new NotFoundError('show', id)
        throw error
      }
    })
  }

  return { get, list, create, update, remove }
}

function translateSlugError(error: unknown, slug: string): unknown {
  if (!isUniqueViolation(error)) return error
  return new ConflictError('ONAIR_SLUG_TAKEN', `slug "${slug}" is already taken by another show`, [
    { path: 'body/slug', message: 'is already taken' },
  ])
}
