import type { Config } from '../config.ts'
import type { Db } from '../db/client.ts'
import { scheduleService } from './schedules.ts'
import { showService } from './shows.ts'

export interface ServiceDeps {
  db: Db
  config: Config
  /** The clock, epoch ms; tests pass a fixed one. */
  now: () => number
}

export function createServices(deps: ServiceDeps) {
  return {
    shows: showService(deps),
    schedules: scheduleService(deps),
  }
}

export type Services = ReturnType<typeof createServices>
