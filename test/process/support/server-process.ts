import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { request } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url))

let built = false

// Servers still running when this test process exits (a test that timed out never ran its teardown):
// killed with it, so that no server outlives its test.
const running = new Set<ChildProcess>()
process.on('exit', () => {
  for (const child of running) {
    try {
      process.kill(child.spawnargs.includes('npm') ? -child.pid! : child.pid!, 'SIGKILL')
    } catch {
      // already gone
    }
  }
})

/** dist/ as `npm start` would run it: rebuilt first when a source is newer (a no-op after `npm ci`). */
export function ensureBuilt(): void {
  if (built) return
  const result = spawnSync(...untracked(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--if-stale']), {
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('npm run build failed')
  built = true
}

export interface ServerProcess {
  child: ChildProcess
  port: number
  url: string
  /** Everything the process wrote, stdout and stderr. */
  output(): string
  /** Settles when the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

export interface StartOptions {
  env: Record<string, string>
  /** `node dist/server.js` (default) or `npm start`, in a process group of its own. */
  via?: 'node' | 'npm'
  /** Give up waiting for the server after this long. */
  readyWithinMs?: number
}

/**
 * Starts the real server as a child process on port 0 and waits until it says `onair ready`, which
 * names the port the system gave it: no port is probed and released first, for another program to
 * take before the server binds it. The process is killed when the test ends, if it is still running.
 */
export async function startServer(t: Test, options: StartOptions): Promise<ServerProcess> {
  ensureBuilt()
  const server = spawnServer(options)
  t.teardown(() => killIfRunning(server))
  const port = await readyOnPort(server, options.readyWithinMs ?? 60_000)
  if (port === undefined) throw new Error(`the server did not become ready:\n${server.output()}`)
  return { ...server, port, url: `http://127.0.0.1:${port}` }
}

/** The port of the `onair ready` line a server's output holds, once that line is whole. */
function readyPort(output: string): number | undefined {
  for (const line of output.split('\n').slice(0, -1)) {
    if (!line.includes('"msg":"onair ready"')) continue
    const port = (JSON.parse(line) as { port?: unknown }).port
    if (typeof port === 'number') return port
  }
  return undefined
}

/**
 * `command args` run as in production. tap adds its coverage hook to every process a test spawns (through
 * NODE_OPTIONS, added back on spawn whatever env we pass): it would slow the server down and report
 * dist/ as sources. `env -u` drops it between the spawn and the program.
 */
export function untracked(command: string, args: string[]): [string, string[]] {
  return ['env', ['-u', 'NODE_OPTIONS', '-u', 'NODE_V8_COVERAGE', command, ...args]]
}

/** The test runner's environment without the settings of tap and of the runner's own database. */
export function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^(DATABASE_URL|_TAPJS_.*|TAP.*)$/.test(key)) env[key] = value
  }
  return { ...env, ...extra }
}

/**
 * The admin token every server these tests start accepts (ADMIN_TOKEN) and every request sends, so the
 * tests speak to the service as a station's automation does.
 */
export const ADMIN_TOKEN = `onair_${'process-test-admin-token-'.repeat(2)}`

function spawnServer(options: StartOptions): Omit<ServerProcess, 'port' | 'url'> {
  // At least info: readiness and the port are read from the 'onair ready' line.
  const env = { ...cleanEnv(), HOST: '127.0.0.1', ADMIN_TOKEN, ...options.env, LOG_LEVEL: 'info', PORT: '0' }
  const child =
    options.via === 'npm'
      ? spawn(...untracked('npm', ['start', '--silent']), {
          cwd: ROOT,
          env,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
      : spawn(...untracked(process.execPath, ['dist/server.js']), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  running.add(child)
  const exited = once(child, 'exit').then(([code, signal]) => {
    running.delete(child)
    return { code: code as number | null, signal: signal as NodeJS.Signals | null }
  })
  return { child, output: () => output, exited }
}

async function readyOnPort(server: Omit<ServerProcess, 'port' | 'url'>, withinMs: number): Promise<number | undefined> {
  const deadline = Date.now() + withinMs
  let exited = false
  void server.exited.then(() => (exited = true))
  while (!exited && Date.now() < deadline) {
    const port = readyPort(server.output())
    if (port !== undefined) return port
    await sleep(20)
  }
  return undefined
}

async function killIfRunning(server: Pick<ServerProcess, 'child' | 'exited'>): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return
  // `npm start` runs in a process group of its own: the group goes, node included.
  if (server.child.spawnargs.includes('npm')) process.kill(-server.child.pid!, 'SIGKILL')
  else server.child.kill('SIGKILL')
  await server.exited
}

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  json(): any
}

/** One HTTP request on a connection of its own (no keep-alive pool shared between tests). */
export function send(
  url: string,
  method = 'GET',
  body?: unknown,
  timeoutMs = 30_000,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = request(
      url,
      {
        method,
        agent: false,
        headers: {
          authorization: `Bearer ${ADMIN_TOKEN}`,
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) }),
        )
        res.on('error', reject)
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer to ${method} ${url} within ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end(payload)
  })
}

export function get(url: string, timeoutMs?: number): Promise<Answer> {
  return send(url, 'GET', undefined, timeoutMs)
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
