/** Shows: the programme's units. Deleting one archives it: its aired timeslots stay readable. */

import { transliterate } from 'transliteration'
import * as usersDb from '../../db/access/users.ts'
import { isUniqueViolation } from '../../db/platform/database-errors.ts'
import * as schedulesDb from '../../db/programme/schedules.ts'
import * as showsDb from '../../db/programme/shows.ts'
import * as timeslotsDb from '../../db/programme/timeslots.ts'
import { canonicalLanguageTags } from '../../domain/programme/languages.ts'
import type { ShowRecord } from '../../domain/records.ts'
import { AppError, ERRORS, fieldError, notFound, requireFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import { checkedOwnerIds } from '../access/ownership.ts'
import type { ServiceContext } from '../context.ts'
import { idFilter, pageOf, sinceOf } from '../paging.ts'
import { restoreOptions } from '../schedules/give-back.ts'
import { endSchedule } from '../schedules/schedule-end.ts'
import { checkPrecondition, type KeyedAnswer, type Precondition, runWrite, type WriteScope } from '../write.ts'

export interface ShowData {
  name?: string | undefined
  slug?: string | undefined
  description?: string | undefined
  isActive?: boolean | undefined
  defaultMediaId?: number | null | undefined
  /** Users who own the show (hosts may change only shows they own); set by programme managers and admins. */
  ownerIds?: number[] | undefined
  imageUrl?: string | null | undefined
  hosts?: ShowHost[] | undefined
  links?: Array<{ label: string; url: string }> | undefined
  categories?: string[] | undefined
  /** BCP 47 tags, stored in canonical form. */
  languages?: string[] | undefined
  fundingCategory?: string | null | undefined
}

// A type, not an interface: Prisma takes it as a JSON object only with an implicit index signature.
export type ShowHost = {
  name: string
  /** An onair user the host is; the name is what the programme shows either way. */
  userId?: number
}

export interface ShowListQuery {
  isActive?: boolean | undefined
  includeDeleted?: boolean | undefined
  /** User ids in decimal, or `me` for the caller. */
  ownerIds?: string[] | undefined
  updatedSince?: string | undefined
  category?: string[] | undefined
  language?: string[] | undefined
  limit?: number | undefined
  offset?: number | undefined
}

const MAX_ID = 2147483647

/** The slug of a name in any script: transliterated, lowercase letters, digits, single dashes, ≤ 100; '' if none. */
export function slugify(name: string): string {
  return transliterate(name.normalize('NFKC'))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '')
}

/** `base`, else `base-2`, `base-3` …: the first slug no show (deleted ones included) has. Under the write lock. */
export async function freeSlug(tx: WriteScope['tx'], base: string): Promise<string> {
  let slug = base
  for (let n = 2; await showsDb.isSlugTaken(tx, slug); n++) slug = `${base}-${n}`
  return slug
}

export async function getShow(ctx: ServiceContext, id: number): Promise<ShowRecord> {
  return requireFound(showsDb.findById(ctx.db.client, id), ERRORS.showNotFound, 'show', id)
}

export async function listShows(ctx: ServiceContext, caller: Caller, query: ShowListQuery) {
  const page = pageOf(query)
  const ownerIds = query.ownerIds?.map((id) => {
    if (id !== 'me') {
      const n = Number(id)
      if (n > MAX_ID) throw fieldError(ERRORS.queryInvalid, 'ownerIds', `must hold user ids (at most ${MAX_ID}) or me`)
      return n
    }
    if (caller.userId === null) {
      throw new AppError(ERRORS.unauthenticated, 'ownerIds=me needs to know who you are: send a bearer token', [
        { path: 'ownerIds', message: 'me needs an authenticated caller' },
      ])
    }
    return caller.userId
  })
  const languages = query.language === undefined ? undefined : canonicalOrThrow(query.language, 'language')
  const { rows, total } = await showsDb.findMany(
    ctx.db.client,
    {
      ...query,
      ownerIds: idFilter(ownerIds),
      updatedSince: sinceOf(query.updatedSince),
      categories: query.category,
      languages,
    },
    page,
  )
  return { items: rows, total, ...page }
}

export async function createShow(
  ctx: ServiceContext,
  caller: Caller,
  data: ShowData & { name: string },
  keyed?: KeyedAnswer,
): Promise<ShowRecord> {
  const name = data.name.trim()
  // A name with nothing to transliterate (emoji only) still makes a show: its slug is the first free `show-N`.
  const derived = data.slug ?? slugify(name)
  const { ownerIds: requestedOwners, ...fields } = presentable(data)
  return runWrite(ctx, caller, { action: 'show.create', request: data, keyed }, async (scope) => {
    const ownerIds = requestedOwners === undefined ? [] : await checkedOwnerIds(scope.tx, caller, requestedOwners)
    await checkHostUsers(scope, fields.hosts)
    const slug = derived === '' ? await freeSlug(scope.tx, 'show') : derived
    const row = await withSlugCheck(slug, () =>
      showsDb.insert(scope.tx, { ...fields, name, slug }, ownerIds, caller.userId),
    )
    scope.record('show', null, showsDb.tableRow(row))
    scope.describe(`Created show ${row.id} "${row.name}"`)
    return row
  })
}

export async function updateShow(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  data: ShowData,
  expect?: Precondition,
): Promise<ShowRecord> {
  const { ownerIds: requestedOwners, ...fields } = presentable(data)
  const changes = fields.name === undefined ? fields : { ...fields, name: fields.name.trim() }
  return runWrite(ctx, caller, { action: 'show.update', request: { showId: id, ...data } }, async (scope) => {
    const before = await loadLiveShow(scope, id)
    await scope.ownership.require(id, 'changing a show')
    checkPrecondition(ctx, expect, before, `show ${id}`)
    const ownerIds =
      requestedOwners === undefined ? undefined : await checkedOwnerIds(scope.tx, caller, requestedOwners)
    await checkHostUsers(scope, fields.hosts)
    const row = await withSlugCheck(data.slug ?? '', () =>
      showsDb.update(scope.tx, id, changes, caller.userId, ownerIds),
    )
    scope.record('show', showsDb.tableRow(before), showsDb.tableRow(row))
    scope.describe(`Changed show ${id} "${row.name}"`)
    return row
  })
}

/** Archives the show: refused while timeslots are to come, unless forced (which ends its schedules). */
export async function deleteShow(
  ctx: ServiceContext,
  caller: Caller,
  id: number,
  force: boolean,
  expect?: Precondition,
): Promise<void> {
  await runWrite(ctx, caller, { action: 'show.delete', request: { showId: id, force } }, async (scope) => {
    const before = await showsDb.findById(scope.tx, id)
    // Deleting again finds nothing left to delete: the archived show is gone from the programme.
    if (before === null || before.deletedAt !== null) throw notFound(ERRORS.showNotFound, 'show', id)
    await scope.ownership.require(id, 'deleting a show')
    checkPrecondition(ctx, expect, before, `show ${id}`)
    if (!force) {
      const ahead = await timeslotsDb.countNotEnded(scope.tx, id, scope.now)
      if (ahead > 0) {
        throw new AppError(
          ERRORS.showHasFutureTimeslots,
          `show ${id} has ${ahead} timeslot(s) ahead: delete it with force to remove them too, or set isActive to false`,
          [{ path: 'force', message: `true deletes the show with its ${ahead} timeslot(s) ahead` }],
        )
      }
    }
    let removed = 0
    for (const schedule of await schedulesDb.findByShow(scope.tx, id)) {
      // What the show's specials displaced of other shows comes back.
      removed += (await endSchedule(scope, ctx.config.stationTimeZone, schedule, restoreOptions(ctx, true))).removed
    }
    const archived = await showsDb.update(scope.tx, id, { deletedAt: new Date(scope.now) }, caller.userId)
    scope.record('show', showsDb.tableRow(before), showsDb.tableRow(archived))
    scope.describe(`Deleted show ${id} "${before.name}" (archived; ${removed} future timeslot(s) deleted)`)
  })
}

/** The show to change; an archived one stays readable but takes no more changes (409). */
async function loadLiveShow(scope: WriteScope, id: number): Promise<ShowRecord> {
  const row = await requireFound(showsDb.findById(scope.tx, id), ERRORS.showNotFound, 'show', id)
  if (row.deletedAt !== null) {
    throw new AppError(
      ERRORS.showArchived,
      `show ${id} was deleted on ${row.deletedAt.toISOString()}; its history stays readable`,
    )
  }
  return row
}

/** The show's data as stored: host names trimmed, languages in canonical form (400 on a tag that is none). */
function presentable<T extends ShowData>(data: T): T {
  const out = { ...data }
  if (data.hosts !== undefined) out.hosts = data.hosts.map((host) => ({ ...host, name: host.name.trim() }))
  if (data.languages !== undefined) out.languages = canonicalOrThrow(data.languages, 'languages')
  return out
}

export function canonicalOrThrow(tags: readonly string[], path: string): string[] {
  const result = canonicalLanguageTags(tags)
  if (result.ok) return result.tags
  throw fieldError(
    ERRORS.languageInvalid,
    `${path}/${result.index}`,
    `"${result.tag}" is no BCP 47 language tag; send one like de, en-GB or sr-Latn`,
  )
}

/** Hosts linked to users must name users that exist (a name alone needs no user). */
async function checkHostUsers(scope: WriteScope, hosts: readonly ShowHost[] | undefined): Promise<void> {
  const linked = (hosts ?? []).flatMap((host, index) =>
    host.userId === undefined ? [] : [{ index, userId: host.userId }],
  )
  if (linked.length === 0) return
  const found = new Set(await usersDb.findExistingIds(scope.tx, [...new Set(linked.map((host) => host.userId))]))
  const missing = linked.find((host) => !found.has(host.userId))
  if (missing !== undefined) {
    throw fieldError(
      ERRORS.userUnknown,
      `hosts/${missing.index}/userId`,
      `names no user: ${missing.userId}; send the host's name without userId, or an existing user's id`,
    )
  }
}

async function withSlugCheck<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw fieldError(ERRORS.slugTaken, 'slug', 'is already taken', `slug "${slug}" is already taken by another show`)
    }
    throw error
  }
}
