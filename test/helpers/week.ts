import type { App } from '../../src/app.ts'
import { actingRole, injectAs } from './app.ts'

interface ListedTimeslot {
  id: number
  start: string
  end: string
  showName: string
  episodeId: number | null
  memo?: string
  repeatOf?: number | null
}

/**
 * The programme between two station-local moments as the timeslot list prints it, one line per
 * timeslot: `#id YYYY-MM-DD HH:MM-HH:MM Show [episode n] [memo "…"]`. What the closing notes show.
 */
export async function printedWeek(app: App, start: string, end: string): Promise<string[]> {
  const res = await injectAs(app, actingRole(app), {
    url: `/api/v1/timeslots?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}&limit=500`,
  })
  if (res.statusCode !== 200) throw new Error(`timeslot list answered ${res.statusCode}: ${res.body}`)
  return (res.json().items as ListedTimeslot[]).map((slot) => {
    const parts = [`#${slot.id}`, `${slot.start.slice(0, 16)}-${slot.end.slice(11, 16)}`, slot.showName]
    if (slot.episodeId !== null) parts.push(`episode ${slot.episodeId}`)
    if (slot.memo) parts.push(`memo ${JSON.stringify(slot.memo)}`)
    if (slot.repeatOf != null) parts.push(`repeats #${slot.repeatOf}`)
    return parts.join(' ')
  })
}
