/** The production build that the load benches start as real processes (`node dist/server.js`). */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** The repository's root, where `dist/server.js` runs from. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** Builds dist/ when a source is newer than it, as `npm start` does; exits when the build fails. */
export function buildIfStale(): void {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(1)
}
