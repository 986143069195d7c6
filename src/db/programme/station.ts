/** The station's profile: one row (id 1), made by its migration. */

import type { Bearer, RadioDnsId, StationLogo, StationProfile } from '../../domain/programme/station.ts'
import { Prisma, type Station } from '../generated/client.ts'
import type { DbClient } from '../platform/client.ts'

export type StationRow = Station

export function toStationProfile(row: StationRow): StationProfile {
  const { id: _id, updatedBy: _by, ...profile } = row
  // The JSON columns are written only through the API's schema.
  return {
    ...profile,
    logos: row.logos as unknown as StationLogo[],
    bearers: row.bearers as unknown as Bearer[],
    radiodns: row.radiodns as unknown as RadioDnsId | null,
  }
}

export async function find(client: DbClient): Promise<StationRow> {
  return client.station.findUniqueOrThrow({ where: { id: 1 } })
}

/** The row, locked until the transaction ends: the write that reads it is the only one changing it. */
export async function findForUpdate(client: DbClient): Promise<StationRow> {
  await client.$queryRaw`SELECT id FROM station WHERE id = 1 FOR UPDATE`
  return find(client)
}

export async function update(
  client: DbClient,
  profile: Omit<StationProfile, 'updatedAt'>,
  by: number | null,
): Promise<StationRow> {
  const data = {
    ...profile,
    logos: profile.logos as unknown as Prisma.InputJsonValue,
    bearers: profile.bearers as unknown as Prisma.InputJsonValue,
    radiodns: profile.radiodns === null ? Prisma.DbNull : (profile.radiodns as unknown as Prisma.InputJsonValue),
  }
  return client.station.update({ where: { id: 1 }, data: { ...data, updatedBy: by } })
}
