/**
 * The programme's version (prisma/migrations/…_programme_version): one number that triggers raise
 * with every statement writing the tables the programme reads show. Read once per cached request,
 * so it is one primary-key lookup sent straight to the pool or PGlite, not a Prisma round trip.
 */
import type { Db } from './client.ts'

export async function findProgrammeVersion(db: Pick<Db, 'read'>): Promise<string> {
  const rows = await db.read<{ version: string }>('SELECT version::text AS version FROM programme_version')
  // The migration inserts the row; a database without it has no version to cache against.
  if (rows[0] === undefined) throw new Error('programme_version has no row: the database is not migrated')
  return rows[0].version
}
