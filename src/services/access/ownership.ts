/** Which shows a caller may change, asked in the write's transaction: managers and admins all, hosts their own. */

import * as usersDb from '../../db/access/users.ts'
import type { DbClient } from '../../db/platform/client.ts'
import * as showsDb from '../../db/programme/shows.ts'
import { AppError, ERRORS, fieldError } from '../../errors.ts'
import { type Caller, managesProgramme } from './caller.ts'

/** Which shows the caller may change, asked of the database once per write, in the write's transaction. */
export interface Ownership {
  /** The answer as a predicate: may the caller plan on, delete or trim the programme of this show? */
  changeable(): Promise<(showId: number) => boolean>
  /** Throws 403 unless the caller may change the show (`what` says what it tried, for the message). */
  require(showId: number, what: string): Promise<void>
}

/** The write's ownership question (WriteScope.ownership): asked on first use, answered from then on. */
export function ownershipIn(tx: DbClient, caller: Caller): Ownership {
  let asked: Promise<(showId: number) => boolean> | undefined
  const changeable = () => (asked ??= changeableShows(tx, caller))
  return {
    changeable,
    async require(showId, what) {
      if (!(await changeable())(showId))
        throw new AppError(ERRORS.showNotOwned, `${what}: show ${showId} is not one of your shows`)
    },
  }
}

async function changeableShows(tx: DbClient, caller: Caller): Promise<(showId: number) => boolean> {
  if (managesProgramme(caller)) return () => true
  if (caller.role !== 'host' || caller.userId === null) return () => false
  const owned = new Set(await showsDb.findOwnedIds(tx, caller.userId))
  return (showId) => owned.has(showId)
}

/** Owners are set by managers and admins only (a host may not give its show away); every id must be a user. */
export async function checkedOwnerIds(tx: DbClient, caller: Caller, ownerIds: readonly number[]): Promise<number[]> {
  if (!managesProgramme(caller)) {
    throw new AppError(ERRORS.forbidden, 'only programme managers and admins set the owners of a show', [
      { path: 'ownerIds', message: 'may be set by programme managers and admins only' },
    ])
  }
  const ids = [...new Set(ownerIds)].sort((a, b) => a - b)
  const found = new Set(await usersDb.findExistingIds(tx, ids))
  const missing = ids.filter((id) => !found.has(id))
  if (missing.length > 0) {
    throw fieldError(ERRORS.userUnknown, 'ownerIds', `names no user: ${missing.join(', ')}`)
  }
  return ids
}
