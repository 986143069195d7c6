import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MIGRATIONS_DIR } from '../../locations.ts'
import type { Db } from './client.ts'

/**
 * True when every migration in `dir` is recorded with its file's checksum: one query, no lock, so an up-to-date
 * start skips the runner; anything else answers false and the runner decides under its lock.
 */
export async function migrationsApplied(db: Db, dir: string = MIGRATIONS_DIR): Promise<boolean> {
  const names = (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
  const checksums = await Promise.all(
    names.map(async (name) =>
      createHash('sha256')
        .update(await readFile(join(dir, name, 'migration.sql')))
        .digest('hex'),
    ),
  )
  const recorded = await db
    .withConnection((conn) =>
      conn.query<{ migration_name: string; checksum: string }>(
        'SELECT migration_name, checksum FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
      ),
    )
    .catch(() => null)
  if (recorded === null) return false
  const applied = new Map(recorded.map((row) => [row.migration_name, row.checksum]))
  return names.every((name, i) => applied.get(name) === checksums[i])
}
