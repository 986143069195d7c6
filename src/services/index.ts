import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { calendarService } from './calendar.ts'
import { episodeService } from './episodes.ts'
import { playoutService } from './playout.ts'
import { scheduleReadService } from './schedule-reads.ts'
import { scheduleService } from './schedules.ts'
import { showService } from './shows.ts'
import { timeslotService } from './timeslots.ts'

export interface ServiceDeps {
  db: Db
  config: Config
  /** The clock, epoch ms; tests pass a fixed one. */
  now: () => number
}

export function createServices(deps: ServiceDeps) {
  return {
    shows: showService(deps),
    schedules: { ...scheduleService(deps), ...scheduleReadService(deps) },
    timeslots: timeslotService(deps),
    episodes: episodeService(deps),
    playout: playoutService(deps),
    calendar: calendarService(deps),
  }
}

export type Services = ReturnType<typeof createServices>
