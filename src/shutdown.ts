/**
 * Stopping the process, however it is stopped. `npm start` forwards SIGTERM and SIGINT to us, and a signal
 * to the process group (Ctrl-C in a terminal, `kill -- -PGID`) reaches us from the shell and from npm
 * within a millisecond: signals that close together are one request to stop. A repeat later means "now".
 */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const
export type StopSignal = (typeof STOP_SIGNALS)[number]

const ONE_REQUEST_MS = 1000

interface Log {
  info(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/**
 * Resolves with the first stop signal. Listening starts at once, so a signal during start-up is kept
 * (the start finishes, then closes) rather than killing the process half-way through a migration.
 */
export function stopRequested(onRepeat: (signal: StopSignal) => void): Promise<StopSignal> {
  return new Promise((resolve) => {
    let firstAt: number | undefined
    const onSignal = (signal: StopSignal) => {
      const now = performance.now()
      if (firstAt === undefined) {
        firstAt = now
        resolve(signal)
      } else if (now - firstAt > ONE_REQUEST_MS) {
        onRepeat(signal)
      }
    }
    for (const signal of STOP_SIGNALS) process.on(signal, onSignal)
  })
}

/**
 * Runs `close` (stop listening, let the requests in flight finish, close the database) and exits 0, or 1
 * when it fails or is still running after `graceMs`.
 */
export async function closeWithin(graceMs: number, close: () => Promise<void>, log: Log): Promise<never> {
  const timer = setTimeout(() => {
    log.error({ graceMs }, 'requests still in flight after the grace period; exiting')
    process.exit(1)
  }, graceMs)
  try {
    await close()
  } catch (err) {
    log.error({ err }, 'closing failed')
    process.exit(1)
  }
  clearTimeout(timer)
  log.info({}, 'closed')
  process.exit(0)
}
