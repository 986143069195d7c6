import type { Config } from '../config.ts'
import { instantToLocal } from '../domain/time.ts'
import type { Db } from '../db/client.ts'
import * as schedulesDb from '../db/schedules.ts'
import * as timeslotsDb from '../db/timeslots.ts'
import { NotFoundError } from '../errors.ts'
import type { ScheduleListQuery } from '../schemas/schedule-reads.ts'
import type { ScheduleView } from '../schemas/schedules.ts'
import { pageOf, parseIdList } from './query-params.ts'
import { toScheduleView } from './schedule-views.ts'

export interface ScheduleReadServiceDeps {
  db: Pick<Db, 'client'>
  config: Pick<Config, 'stationTimeZone'>
  now: () => number
}

/** Reading and deleting schedules (creating and updating is scheduleService's). */
export function scheduleReadService({ db, config, now }: ScheduleReadServiceDeps) {
  async function list(query: ScheduleListQuery) {
    const page = pageOf(query)
    const filter = {
      showIds: parseIdList(query.showIds, 'showIds'),
      active: query.isActive === undefined ? undefined : { is: query.isActive, now: now() },
    }
    const { rows, total } = await schedulesDb.findMany(db.client, filter, page)
    return { items: rows.map(toScheduleView), total, ...page }
  }

  async function get(id: number): Promise<ScheduleView> {
    const row = await schedulesDb.findById(db.client, id)
    if (row === null) throw new NotFoundError('schedule', id)
    return toScheduleView(row)
  }

  /**
   * Deletes the schedule's timeslots that have not started, in one transaction. Timeslots already aired
   * stay as history: then the schedule stays too, ended (lastDate = the day of its last aired timeslot),
   * so every timeslot keeps its schedule. A schedule with nothing aired is deleted.
   */
  async function remove(id: number): Promise<void> {
    await db.client.$transaction(async (tx) => {
      // Waits for a running resolution, which may be creating timeslots of this very schedule.
      await timeslotsDb.lockScheduleWrites(tx)
      const stored = await schedulesDb.findById(tx, id)
      if (stored === null) throw new NotFoundError('schedule', id)
      await timeslotsDb.removeStartingFrom(tx, id, now())
      const lastStart = await timeslotsDb.findLastStart(tx, id)
      if (lastStart === null) {
        await schedulesDb.remove(tx, id)
        return
      }
      const firstDate = schedulesDb.fromDateColumn(stored.firstDate)
      const lastAired = instantToLocal(lastStart, config.stationTimeZone).slice(0, 10)
      const storedLast = stored.lastDate === null ? lastAired : schedulesDb.fromDateColumn(stored.lastDate)
      // Within [firstDate, the stored lastDate]: addDaysNo can put an aired date outside it.
      const lastDate = [lastAired, storedLast].sort()[0] as string
      await schedulesDb.update(tx, id, { lastDate: schedulesDb.toDateColumn(lastDate < firstDate ? firstDate : lastDate) })
    })
  }

  return { list, get, remove }
}
