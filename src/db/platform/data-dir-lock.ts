import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: number) {
    super(
      `the data directory ${dataDir} is in use by process ${owner} (a running onair?): stop it first, one process per data directory`,
    )
    this.name = 'DataDirInUseError'
  }
}

const LOCK_FILE = '.onair.lock'

/**
 * One process per embedded data directory. PGlite holds the database inside the process, so a second
 * one (another `npm start`, `npm run token` beside a running server) would work on a copy that one of
 * them later overwrites: its writes vanish without a word. The lock is a file holding the owner's pid;
 * one left by a process that is gone (killed) is taken over. Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, LOCK_FILE)
  await mkdir(dataDir, { recursive: true })
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' })
      return () => rm(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number((await readFile(file, 'utf8').catch(() => '')).trim())
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner))
      throw new DataDirInUseError(dataDir, owner)
    await rm(file, { force: true })
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
