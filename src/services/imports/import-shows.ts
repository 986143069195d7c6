/** Which show each imported event goes to: mapped, found by name, or made by the import. */

import type * as schedulesDb from '../../db/programme/schedules.ts'
import * as showsDb from '../../db/programme/shows.ts'
import type { ImportedSchedule } from '../../domain/imports/ical-import.ts'
import { requireLiveShow } from '../programme/show-guard.ts'
import { freeSlug, slugify } from '../programme/shows.ts'
import type { WriteScope } from '../write.ts'

export interface ImportShow {
  id: number
  name: string
  description: string
  created: boolean
}

/**
 * The show of each SUMMARY: mapped, else the live show of that name, else a new one (created here). A
 * new show takes the DESCRIPTION of its first series (an event with an RRULE), else of its first event:
 * a series describes the show; what the other events say goes onto their timeslots' memos.
 */
export async function resolveShows(
  scope: WriteScope,
  showMap: Record<string, number>,
  events: readonly ImportedSchedule[],
  pause: () => Promise<void>,
): Promise<Map<string, ImportShow>> {
  const shows = new Map<string, ImportShow>()
  for (const summary of new Set(events.map((e) => e.summary))) {
    // Three or four queries a show, and a file may name hundreds: on the embedded database a chain of
    // awaited queries never turns the event loop, so without this 300 new shows held /health 3-4 s.
    await pause()
    const mapped = showMap[summary]
    if (mapped !== undefined) {
      const row = await requireLiveShow(scope.tx, mapped, `showMap/${summary}`)
      await scope.ownership.require(row.id, 'importing into a show')
      shows.set(summary, { id: row.id, name: row.name, description: row.description, created: false })
      continue
    }
    const existing = await showsDb.findLiveByName(scope.tx, summary)
    if (existing !== null) {
      await scope.ownership.require(existing.id, 'importing into a show')
      shows.set(summary, { id: existing.id, name: existing.name, description: existing.description, created: false })
      continue
    }
    const own = events.filter((e) => e.summary === summary && e.description !== '')
    const description = (own.find((e) => e.series) ?? own[0])?.description ?? ''
    const slug = await freeSlug(scope.tx, slugify(summary) || 'show')
    const row = await showsDb.insert(scope.tx, { name: summary, slug, description }, [], scope.caller.userId)
    scope.record('show', null, showsDb.tableRow(row))
    shows.set(summary, { id: row.id, name: row.name, description: row.description, created: true })
  }
  return shows
}

/** The show of a schedule imported before, and whether it was deleted (its schedule is then not updated). */
export async function importedShow(
  scope: WriteScope,
  stored: schedulesDb.ScheduleRow,
): Promise<ImportShow & { deleted: boolean }> {
  const show = await showsDb.findById(scope.tx, stored.showId)
  return {
    id: stored.showId,
    name: show?.name ?? '',
    description: show?.description ?? '',
    created: false,
    deleted: show === null || show.deletedAt !== null,
  }
}
