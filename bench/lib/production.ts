/** The production build that the load benches start as real processes (`node dist/server.js`). */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { type AddressInfo, createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** The repository's root, where `dist/server.js` runs from. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Builds dist/ when a source is newer than it, as `npm start` does; exits when the build fails. */
export function buildIfStale(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}

/** A port no one listens on now (the machine is shared: other benches start servers too). */
export async function freePort(): Promise<number> {
  const probe = createServer()
  probe.listen(0, '127.0.0.1')
  await once(probe, 'listening')
  const { port } = probe.address() as AddressInfo
  probe.close()
  await once(probe, 'close')
  return port
}

/** Waits until the server on `port` answers /ready; throws when `child` exits first or a minute passes. */
export async function waitReady(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200 && child.exitCode === null; i += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/ready`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the server on port ${port} did not become ready`)
}

/**
 * `node dist/server.js` on a free port with `env` (DATABASE_URL left out: the embedded database),
 * ready, and checked to be the one started here (its ADMIN_TOKEN works); `stop` sends `stopSignal`.
 */
export async function startServer(
  env: Record<string, string>,
  { adminToken, stopSignal = 'SIGTERM' }: { adminToken: string; stopSignal?: NodeJS.Signals },
): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort()
  const full: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    STATION_TIME_ZONE: 'Europe/Vienna',
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: 'warn',
  }
  delete full.NODE_OPTIONS
  if (env.DATABASE_URL === undefined) delete full.DATABASE_URL
  const child = spawn(process.execPath, ['dist/server.js'], {
    cwd: ROOT,
    env: full,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = async () => {
    child.kill(stopSignal)
    if (child.exitCode === null) await once(child, 'exit')
  }
  try {
    await waitReady(port, child)
    await waitForAdmin(port, adminToken, child)
  } catch (error) {
    // A server that is not the bench's would otherwise outlive it, holding the port and its database.
    await stop()
    throw error
  }
  return { port, stop }
}

/**
 * Waits until ADMIN_TOKEN works: /ready answers once the port is bound, and the server grants the
 * token just after (src/server.ts). Still refused after 10 s, the server on the port is not this one.
 */
async function waitForAdmin(port: number, adminToken: string, child: ChildProcess): Promise<void> {
  let status = 0
  for (let i = 0; i < 200 && child.exitCode === null; i += 1) {
    status = (
      await fetch(`http://127.0.0.1:${port}/api/v1/users/me`, { headers: { authorization: `Bearer ${adminToken}` } })
    ).status
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the server on port ${port} is not the one this bench started (${status})`)
}
