/** Reading schedules (creating, updating and ending them are schedules.ts and schedule-end.ts). */

import * as schedulesDb from '../../db/programme/schedules.ts'
import type { ScheduleRecord } from '../../domain/schedules/schedule.ts'
import { ERRORS, requireFound } from '../../errors.ts'
import type { ServiceContext } from '../context.ts'
import { idFilter, type PageQuery, pageOf, sinceOf } from '../paging.ts'

export interface ScheduleListQuery extends PageQuery {
  showIds?: number[] | undefined
  isActive?: boolean | undefined
  updatedSince?: string | undefined
}

export async function listSchedules(ctx: ServiceContext, query: ScheduleListQuery) {
  const page = pageOf(query)
  const filter = {
    showIds: idFilter(query.showIds),
    active: query.isActive === undefined ? undefined : { is: query.isActive, now: ctx.now() },
    updatedSince: sinceOf(query.updatedSince),
  }
  const { rows, total } = await schedulesDb.findMany(ctx.db.client, filter, page)
  return { items: rows.map(schedulesDb.toScheduleRecord), total, ...page }
}

export async function getSchedule(ctx: ServiceContext, id: number): Promise<ScheduleRecord> {
  const row = await requireFound(schedulesDb.findById(ctx.db.client, id), ERRORS.scheduleNotFound, 'schedule', id)
  return schedulesDb.toScheduleRecord(row)
}
