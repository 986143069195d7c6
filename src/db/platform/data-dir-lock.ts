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
 * One process per embedded data directory: a second (`npm run token` beside a server) would work on a copy
 * one of them later overwrites. The lock file holds the owner's pid; a dead owner's is taken over.
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
