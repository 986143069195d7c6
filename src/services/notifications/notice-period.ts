/**
 * The notice period as runWrite applies it: a host may not move, cancel or pre-empt a broadcast about to air, a
 * programme manager or admin may, with a reason for the people it affects.
 */
import * as usersDb from '../../db/access/users.ts'
import type { DbClient } from '../../db/platform/client.ts'
import type { RowChange } from '../../domain/changes/revert.ts'
import { insideNoticePeriod } from '../../domain/notifications/notice-period.ts'
import { formatSlot } from '../../domain/notifications/notification-texts.ts'
import { AppError, ERRORS } from '../../errors.ts'
import { type Caller, managesProgramme } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'

// Enough names to know whom to ask, not a staff list.
const NAMES_TO_ASK = 3

/** Refuses the write (nothing of it is committed) when it disturbs a broadcast inside the notice period without the right to. */
export async function checkNoticePeriod(
  ctx: ServiceContext,
  tx: DbClient,
  caller: Caller,
  write: { action: string; changes: readonly RowChange[]; now: number; reason: string | null },
): Promise<void> {
  const period = ctx.config.noticePeriodMs
  // The service's own writes (start-up, retention, extending the horizon) need no notice.
  if (period <= 0 || caller.via === 'system') return
  const disturbed = insideNoticePeriod(write.action, write.changes, write.now, period)
  const first = disturbed[0]
  if (first === undefined) return
  const hours = period / 3_600_000
  const when = formatSlot(first.broadcast.start, first.broadcast.end, ctx.config.stationTimeZone)
  const what = `this write ${first.kind === 'pre-empted' ? 'pre-empts' : first.kind === 'moved' ? 'moves' : 'cancels'} a broadcast (${when}${disturbed.length > 1 ? ` and ${disturbed.length - 1} more` : ''}) within the station's notice period of ${hours} h`
  if (!managesProgramme(caller)) {
    const managers = await usersDb.findNamesWithRoles(tx, ['programme-manager'], NAMES_TO_ASK)
    const whom = managers.length > 0 ? `a programme manager (${managers.join(', ')})` : 'an admin of the station'
    throw new AppError(
      ERRORS.insideNoticePeriod,
      `${what}: only programme managers and admins may, so ask ${whom} to make it, with its reason`,
    )
  }
  if (write.reason === null) {
    throw new AppError(
      ERRORS.reasonRequired,
      `reason is required: ${what}; send reason=<why, for the hosts it affects> with the request`,
      [{ path: 'reason', message: 'is required inside the notice period' }],
    )
  }
}
