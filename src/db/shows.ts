import type { DbClient } from './client.ts'
import type { Prisma, Show } from './generated/client.ts'

export type ShowRow = Show

export function findById(client: DbClient, id: number): Promise<ShowRow | null> {
  return client.show.findUnique({ where: { id } })
}

export async function findMany(
  client: DbClient,
  filter: { isActive?: boolean | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: ShowRow[]; total: number }> {
  const where: Prisma.ShowWhereInput = filter.isActive === undefined ? {} : { isActive: filter.isActive }
  const [rows, total] = await Promise.all([
    client.show.findMany({ where, orderBy: { id: 'asc' }, take: page.limit, skip: page.offset }),
    client.show.count({ where }),
  ])
  return { rows, total }
}

export function insert(client: DbClient, data: Prisma.ShowUncheckedCreateInput): Promise<ShowRow> {
  return client.show.create({ data })
}

export function update(client: DbClient, id: number, data: Prisma.ShowUncheckedUpdateInput): Promise<ShowRow> {
  return client.show.update({ where: { id }, data })
}

export function remove(client: DbClient, id: number): Promise<ShowRow> {
  return client.show.delete({ where: { id } })
}

export function countFutureTimeslots(client: DbClient, id: number, now: Date): Promise<number> {
  return client.timeslot.count({ where: { showId: id, end: { gt: now } } })
}
