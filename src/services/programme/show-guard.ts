import type { DbClient } from '../../db/platform/client.ts'
import * as showsDb from '../../db/programme/shows.ts'
import type { ShowRecord } from '../../domain/records.ts'
import { AppError, ERRORS } from '../../errors.ts'

/** The show a write names at `field`, share-locked: 400 when it does not exist, 409 when archived (no future). */
export async function requireLiveShow(tx: DbClient, showId: number, field: string): Promise<ShowRecord> {
  const show = await showsDb.findForShare(tx, showId)
  if (show === null) {
    throw new AppError(ERRORS.showUnknown, `show ${showId} does not exist`, [
      { path: field, message: `show ${showId} does not exist` },
    ])
  }
  if (show.deletedAt !== null) {
    const message = `show ${showId} was deleted on ${show.deletedAt.toISOString()}; its history stays readable, but nothing new can be planned for it`
    throw new AppError(ERRORS.showArchived, message, [{ path: field, message: `show ${showId} was deleted` }])
  }
  return show
}
