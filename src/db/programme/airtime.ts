import type { DbClient } from '../platform/client.ts'

/** A timeslot as the airtime report reads it: times, repetition and what its show is filed under. */
export interface AirtimeRow {
  start: Date
  end: Date
  isRepetition: boolean
  showId: number
  showName: string
  categories: string[]
  languages: string[]
}

/** Every timeslot overlapping the window, archived shows' included (they aired). One statement on (start, end). */
export async function findOverlapping(client: DbClient, window: { start: number; end: number }): Promise<AirtimeRow[]> {
  const rows = await client.timeslot.findMany({
    where: { start: { lt: new Date(window.end) }, end: { gt: new Date(window.start) } },
    select: {
      start: true,
      end: true,
      isRepetition: true,
      showId: true,
      show: { select: { name: true, categories: true, languages: true } },
    },
    orderBy: { start: 'asc' },
  })
  return rows.map(({ show, ...slot }) => ({
    ...slot,
    showName: show.name,
    categories: show.categories,
    languages: show.languages,
  }))
}
