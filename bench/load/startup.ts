// Start to /ready on the embedded database, as the user starts it (`npm start`, npm included) and as a
// container does (`node dist/server.js`): on a new data directory, and on one that exists (the usual
// restart). Prints the medians and where the time went, from the steps the server logs with 'onair ready'.
//
//   npm run bench:startup            (7 runs of each; RUNS=15 npm run bench:startup for more)
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { median } from '../lib/measure.ts'
import { buildIfStale, ROOT } from '../lib/production.ts'

const runs = Number(process.env.RUNS ?? 7)

interface Run {
  readyMs: number
  /** CPU time the process (all its threads) used until then: what contention cannot inflate much. */
  cpuMs: number
  steps: Record<string, number>
}

/** user + system time of a running process, from /proc (Linux); 0 elsewhere. */
async function cpuTimeMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * (1000 / 100)
}

type Via = 'npm start' | 'node dist/server.js'

/** Spawns the server on a port in 3100-3199, polls /ready every 5 ms, stops it with SIGTERM. */
async function startOnce(dataDir: string, via: Via): Promise<Run> {
  const port = 3100 + Math.floor(Math.random() * 100)
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' }
  delete env.NODE_OPTIONS
  delete env.DATABASE_URL
  const started = performance.now()
  // npm start in a process group of its own, stopped as a whole.
  const child =
    via === 'npm start'
      ? spawn('npm', ['start', '--silent'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'], detached: true })
      : spawn(process.execPath, ['dist/server.js'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let readyMs = 0
  let cpuMs = 0
  while (child.exitCode === null) {
    const ok = await fetch(`http://127.0.0.1:${port}/ready`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) {
      readyMs = performance.now() - started
      cpuMs = await cpuTimeMs(child.pid!)
      break
    }
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  if (via === 'npm start') process.kill(-child.pid!, 'SIGTERM')
  else child.kill('SIGTERM')
  await once(child, 'exit')
  if (readyMs === 0) throw new Error(`the server did not start (port ${port} taken?):\n${output}`)
  const ready = output
    .split('\n')
    .filter((line) => line.includes('"onair ready"'))
    .map((line) => JSON.parse(line) as { startMs: Record<string, number> })[0]
  return { readyMs, cpuMs, steps: ready?.startMs ?? {} }
}

function report(name: string, results: Run[]): void {
  const ready = results.map((run) => run.readyMs)
  const steps = Object.keys(results[0]?.steps ?? {})
  const where = steps
    .map((step) => `${step} ${Math.round(median(results.map((run) => run.steps[step] ?? 0)))}`)
    .join(', ')
  console.log(
    `${name.padEnd(24)} median ${Math.round(median(ready))} ms (min ${Math.round(Math.min(...ready))}, max ${Math.round(Math.max(...ready))}, ${runs} runs); ` +
      `CPU used by then ${Math.round(median(results.map((run) => run.cpuMs)))} ms`,
  )
  console.log(`${''.padEnd(24)} in the process, ms since its start: ${where}`)
}

buildIfStale()

const scratch = await mkdtemp(join(tmpdir(), 'onair-bench-startup-'))
try {
  const load = [loadavg()[0]!]
  for (const via of ['npm start', 'node dist/server.js'] as const) {
    const fresh: Run[] = []
    for (let i = 0; i < runs; i++) fresh.push(await startOnce(join(scratch, `new-${via.length}-${i}`), via))
    const existing: Run[] = []
    const dataDir = join(scratch, `existing-${via.length}`)
    await startOnce(dataDir, via)
    for (let i = 0; i < runs; i++) existing.push(await startOnce(dataDir, via))
    load.push(loadavg()[0]!)
    // For npm start the CPU is npm's own process: the server is its child (or exec'd in its place).
    console.log(
      `start to /ready, ${via}, embedded database (${cpus().length} cores, load ${load.map((l) => l.toFixed(1)).join(' → ')})`,
    )
    report('new data directory', fresh)
    report('existing data directory', existing)
  }
} finally {
  await rm(scratch, { recursive: true, force: true })
}
