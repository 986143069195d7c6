/**
 * The arrows of docs/architecture.md, checked with dependency-cruiser (.dependency-cruiser.cjs):
 * an import against the direction fails here, with the rule and the two files named.
 */
import { execFile } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'

const run = promisify(execFile)
const ROOT = path.resolve(import.meta.dirname, '..')
const DEPCRUISE = path.join(ROOT, 'node_modules/.bin/depcruise')
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs')

async function cruise(cwd: string): Promise<{ ok: boolean; report: string }> {
  try {
    const { stdout } = await run(DEPCRUISE, ['src', '--config', CONFIG, '--output-type', 'err'], { cwd })
    return { ok: true, report: stdout }
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string }
    return { ok: false, report: `${stdout}${stderr}` }
  }
}

t.test('every import in src/ points inwards', async (t) => {
  const { ok, report } = await cruise(ROOT)
  t.ok(ok, report)
})

t.test('the rules catch an import against the direction', async (t) => {
  const dir = t.testdir()
  mkdirSync(path.join(dir, 'src/domain'), { recursive: true })
  mkdirSync(path.join(dir, 'src/db'), { recursive: true })
  mkdirSync(path.join(dir, 'src/http/shows'), { recursive: true })
  mkdirSync(path.join(dir, 'src/services'), { recursive: true })
  writeFileSync(path.join(dir, 'src/db/shows.ts'), 'export const row = 1\n')
  writeFileSync(path.join(dir, 'src/domain/project.ts'), "import { row } from '../db/shows.ts'\nexport const x = row\n")
  writeFileSync(
    path.join(dir, 'src/http/shows/views.ts'),
    "import { row } from '../../db/shows.ts'\nexport const v = row\n",
  )
  writeFileSync(
    path.join(dir, 'src/services/shows.ts'),
    "import { v } from '../http/shows/views.ts'\nexport const s = v\n",
  )
  writeFileSync(path.join(dir, 'tsconfig.json'), '{}\n')
  const { ok, report } = await cruise(dir)
  t.notOk(ok, 'the cruise fails')
  t.match(report, /domain-is-pure: src\/domain\/project\.ts → src\/db\/shows\.ts/)
  t.match(report, /views-speak-the-domain: src\/http\/shows\/views\.ts → src\/db\/shows\.ts/)
  t.match(report, /services-know-no-http: src\/services\/shows\.ts → src\/http\/shows\/views\.ts/)
})
