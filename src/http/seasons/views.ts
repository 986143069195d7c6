import type { Restoration } from '../../domain/resolution/give-back-rules.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import type { AsideSlot, SeasonMode, SeasonRecord } from '../../domain/seasons/seasons.ts'
import { instantToLocal } from '../../domain/time/station-time.ts'
import { toScheduleView } from '../schedules/views.ts'
import { restorationField } from '../timeslots/views.ts'
import type { SeasonBody, SeasonDetailView, SeasonView, SeasonWriteView } from './schemas.ts'

/** The request's season as the services take it. */
export function toSeasonDraft(body: SeasonBody) {
  return { name: body.name, firstDate: body.firstDate, lastDate: body.lastDate, mode: body.mode as SeasonMode }
}

export function toSeasonView(season: SeasonRecord): SeasonView {
  return {
    id: season.id,
    name: season.name,
    firstDate: season.firstDate,
    lastDate: season.lastDate,
    mode: season.mode,
    createdAt: new Date(season.createdAt).toISOString(),
    updatedAt: new Date(season.updatedAt).toISOString(),
  }
}

function toAsideView(slot: AsideSlot, zone: string) {
  return {
    id: slot.id,
    scheduleId: slot.scheduleId,
    showId: slot.showId,
    start: instantToLocal(slot.start, zone),
    end: instantToLocal(slot.end, zone),
    heldBy: slot.heldBy,
  }
}

export function toSeasonWriteView(
  outcome: { kind: string; season: SeasonRecord; steppedAside: AsideSlot[]; restoration: Restoration },
  zone: string,
): SeasonWriteView {
  return {
    ...toSeasonView(outcome.season),
    steppedAsideCount: outcome.steppedAside.length,
    steppedAside: outcome.steppedAside.map((slot) => toAsideView(slot, zone)),
    ...restorationField(outcome.restoration, zone),
    ...(outcome.kind === 'preview' ? { dryrun: true } : {}),
  }
}

export function toSeasonDetailView(
  detail: { season: SeasonRecord; schedules: ScheduleRecord[]; steppedAside: AsideSlot[] },
  zone: string,
): SeasonDetailView {
  return {
    ...toSeasonView(detail.season),
    schedules: detail.schedules.map((schedule) => toScheduleView(schedule)),
    steppedAside: detail.steppedAside.map((slot) => toAsideView(slot, zone)),
  }
}
