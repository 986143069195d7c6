#!/usr/bin/env node
// Builds what `npm start` runs: the TypeScript sources compiled to dist/ (the generated Prisma client
// included), the server bundled over tsc's dist/server.js (scripts/bundle-server.mjs) and the embedded
// database template. `--if-stale` builds only when a source is newer than the
// last build, so `npm start` after an edit runs what was edited, and costs a few milliseconds otherwise.
// `--start` then runs the server in this same process (`npm start`): one Node start instead of two.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import module from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
const stamp = join(dist, '.build-stamp')
const lock = join(root, '.build-lock')
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
const inputs = [
  'src',
  'planner',
  'tsconfig.json',
  'tsconfig.build.json',
  'package-lock.json',
  'scripts/build.mjs',
  'scripts/bundle-server.mjs',
  'scripts/build-planner.mjs',
].map((path) => join(root, path))

function newestChange(path) {
  if (!existsSync(path)) return 0
  const stats = statSync(path)
  if (!stats.isDirectory()) return stats.mtimeMs
  let newest = stats.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)))
  return newest
}

function isStale() {
  return !existsSync(stamp) || Math.max(...inputs.map(newestChange)) > statSync(stamp).mtimeMs
}

/** A step that failed has said why on stderr; the build stops (releasing its lock) and exits with its status. */
class StepFailed extends Error {
  constructor(status) {
    super(`a build step exited with ${status}`)
    this.status = status
  }
}

function run(command, args) {
  const result = spawnSync(process.execPath, [command, ...args], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new StepFailed(result.status ?? 1)
}

async function build() {
  rmSync(dist, { recursive: true, force: true })
  run(tsc, ['-p', 'tsconfig.build.json'])
  // esbuild only when building: a start that finds dist/ up to date never loads it.
  const { bundleServer } = await import('./bundle-server.mjs')
  await bundleServer(root).catch((error) => {
    // esbuild has printed its own errors; a failed check says what to do.
    console.error(error.message)
    throw new StepFailed(1)
  })
  // The planner's assets (a browser app the server serves at /planner).
  const { buildPlanner } = await import('./build-planner.mjs')
  await buildPlanner(root).catch((error) => {
    console.error(error.message)
    throw new StepFailed(1)
  })
  run(join(dist, 'bin', 'embedded-template.js'), [])
  writeFileSync(stamp, `${new Date().toISOString()}\n`)
}

/** Several starts or test files at once must not compile into one dist/ together: one builds, the others wait. */
async function withLock(fn) {
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
      // A lock left by a build that was killed is stale after two minutes.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > 120_000)
        rmSync(lock, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  const release = () => rmSync(lock, { recursive: true, force: true })
  // Ctrl-C (or a stop) during a build releases the lock too, instead of leaving it two minutes.
  const interrupted = (signal) => {
    release()
    process.exit(signal === 'SIGINT' ? 130 : 143)
  }
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted)
  try {
    await fn()
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted)
    release()
  }
}

const ifStale = process.argv.includes('--if-stale')
const start = () => {
  if (!process.argv.includes('--start')) return undefined
  // Node ≥ 22.1 keeps the modules' compiled code between starts (src/compile-cache.ts says more).
  module.enableCompileCache?.()
  return import(pathToFileURL(join(dist, 'server.js')).href)
}
if (!ifStale || isStale()) {
  if (!existsSync(tsc)) {
    // A production install (npm ci --omit=dev) has no compiler: run what was built, or say what to do.
    if (!ifStale || !existsSync(join(dist, 'server.js'))) {
      console.error(
        'dist/ is missing and TypeScript is not installed: run `npm ci` (with dev dependencies) or `npm run build`',
      )
      process.exit(1)
    }
  } else {
    await withLock(() => {
      if (!ifStale || isStale()) return build()
    }).catch((error) => {
      if (!(error instanceof StepFailed)) throw error
      process.exit(error.status)
    })
  }
}
await start()
