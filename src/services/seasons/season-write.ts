/**
 * How a season write runs (issue 31): its outcome, a dry run that does the write and rolls it back, and
 * the checks every season write makes first (its dates, no other season on them, the season exists).
 */

import * as seasonsDb from '../../db/programme/seasons.ts'
import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import {
  type AsideSlot,
  datesOverlap,
  type SeasonDraft,
  type SeasonRecord,
  seasonDatesProblem,
} from '../../domain/seasons/seasons.ts'
import { AppError, ERRORS, notFound } from '../../errors.ts'
import type { Caller } from '../access/caller.ts'
import type { ServiceContext } from '../context.ts'
import { type KeyedAnswer, type Precondition, runWrite, type WriteScope } from '../write.ts'

export interface SeasonOutcome {
  kind: 'created' | 'updated' | 'deleted' | 'preview'
  season: SeasonRecord
  /** What this write made step aside. */
  steppedAside: AsideSlot[]
  /** What this write gave back, and what could not come back. */
  restoration: Restoration
}

export interface SeasonSubmission {
  draft: SeasonDraft
  dryrun?: boolean | undefined
  expect?: Precondition
}

// A dry run does the write and rolls it back, so its answer is exactly what the write would do.
class Rehearsal extends Error {
  readonly outcome: SeasonOutcome
  constructor(outcome: SeasonOutcome) {
    super('dry run')
    this.outcome = outcome
  }
}

export async function runSeasonWrite(
  ctx: ServiceContext,
  caller: Caller,
  action: string,
  request: unknown,
  dryrun: boolean | undefined,
  keyed: KeyedAnswer | undefined,
  work: (scope: WriteScope) => Promise<SeasonOutcome>,
): Promise<SeasonOutcome> {
  try {
    return await runWrite(
      ctx,
      caller,
      { action, request, keyed: dryrun === true ? undefined : keyed },
      async (scope) => {
        const outcome = await work(scope)
        if (dryrun === true) throw new Rehearsal({ ...outcome, kind: 'preview' })
        return outcome
      },
    )
  } catch (error) {
    if (error instanceof Rehearsal) return error.outcome
    throw error
  }
}

export function checkedDates(draft: Pick<SeasonDraft, 'firstDate' | 'lastDate'>): void {
  const problem = seasonDatesProblem(draft)
  if (problem !== null)
    throw new AppError(ERRORS.seasonDatesInvalid, `The season's ${problem.field} ${problem.message}`, [
      { path: problem.field, message: problem.message },
    ])
}

export async function requireNoOverlap(scope: WriteScope, draft: SeasonDraft, self: number | null): Promise<void> {
  const other = (await seasonsDb.findAll(scope.tx))
    .map(seasonsDb.toSeasonRecord)
    .find((s) => s.id !== self && datesOverlap(s, draft))
  if (other !== undefined) {
    throw new AppError(
      ERRORS.seasonOverlap,
      `season ${other.id} ("${other.name}") covers ${other.firstDate} to ${other.lastDate} already; seasons do not overlap`,
      [
        {
          path: 'firstDate',
          message: `overlaps season ${other.id}: choose dates outside ${other.firstDate}–${other.lastDate}, or change that season first`,
        },
      ],
    )
  }
}

export async function loadSeason(scope: WriteScope, id: number): Promise<seasonsDb.SeasonRow> {
  const row = await seasonsDb.findById(scope.tx, id)
  if (row === null) throw notFound(ERRORS.seasonNotFound, 'season', id)
  return row
}
