/**
 * Where the first start puts the first admin's token: a file only the server's user may read, never a
 * log line (log lines end up in aggregation, with everyone who reads the logs able to act as admin;
 * issue 35). On a terminal it is printed too, as plain text outside the structured log.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export const FIRST_ADMIN_TOKEN_FILE = 'first-admin-token'

/** Writes `token` to DATA_DIR/first-admin-token (mode 0600, replacing an older one) and answers the file's path. */
export async function keepFirstAdminToken(
  dataDir: string,
  token: string,
  terminal: NodeJS.WriteStream | null,
): Promise<string> {
  await mkdir(dataDir, { recursive: true })
  const path = join(dataDir, FIRST_ADMIN_TOKEN_FILE)
  // Removed first: a mode only applies to a file being created, and an older file may be readable by others.
  await rm(path, { force: true })
  await writeFile(path, `${token}\n`, { mode: 0o600, flag: 'wx' })
  if (terminal?.isTTY === true) terminal.write(`\nThe first admin's API token (also in ${path}):\n\n  ${token}\n\n`)
  return path
}
