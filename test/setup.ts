// tap's `before` step: the system tools tests need, installed where they can be (test/helpers/system-tools.ts),
// and the migrated templates built once, before test files run in parallel.
// tap records this step's coverage as if it were a test, and before its coverage-exclude list applies,
// so the building runs in a child process that records none: coverage counts only what tests run.
// When the templates exist already (the usual case), this step only checks and loads no database client.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { installMissing } from './helpers/system-tools.ts'
import { templatesExist } from './helpers/templates.ts'

const installed = installMissing()
if (installed !== null) console.log(`# ${installed}`)

if (!(await templatesExist())) {
  const build = fileURLToPath(new URL('./helpers/build-templates.ts', import.meta.url))
  const child = spawnSync(process.execPath, [...process.execArgv, build], {
    stdio: 'inherit',
    env: { ...process.env, _TAPJS_PROCESSINFO_COVERAGE_: '0' },
  })
  if (child.status !== 0)
    throw new Error(`building the test database templates failed (${child.error ?? `exit ${child.status}`})`)
}
