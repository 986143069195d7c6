/** Reports of the programme for licences and regulators: airtime per show, category, language or repetition. */
import * as airtimeDb from '../../db/programme/airtime.ts'
import { type AirtimeAnswer, type AirtimeGrouping, airtimeReport } from '../../domain/programme/airtime.ts'
import type { ServiceContext } from '../context.ts'
import { windowOf } from './window-query.ts'

export async function getAirtimeReport(
  ctx: ServiceContext,
  query: { start: string; end: string; groupBy?: AirtimeGrouping | undefined },
): Promise<AirtimeAnswer> {
  const window = windowOf(ctx, query)
  const groupBy = query.groupBy ?? 'show'
  const now = ctx.now()
  const rows = await airtimeDb.findOverlapping(ctx.db.client, window)
  const showNames = new Map(rows.map((row) => [String(row.showId), row.showName]))
  const slots = rows.map((row) => ({
    start: row.start.getTime(),
    end: row.end.getTime(),
    groups: groupsOf(row, groupBy),
  }))
  return { ...airtimeReport(slots, window, now), window, now, groupBy, showNames }
}

function groupsOf(row: airtimeDb.AirtimeRow, groupBy: AirtimeGrouping): string[] {
  switch (groupBy) {
    case 'show':
      return [String(row.showId)]
    case 'category':
      return row.categories
    case 'language':
      return row.languages
    case 'repetition':
      return [row.isRepetition ? 'repetition' : 'first']
  }
}
