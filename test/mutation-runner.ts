// Every test/domain/*.test.ts in one process, for `npm run mutation`: Stryker's command runner starts
// this once per mutant, and one process (~2 s) is far cheaper than tap's process per file. The tap
// root object collects the tests of every file and sets a non-zero exit code when any assertion fails.
// Not picked up by `npm test` (tap includes only *.test.ts).
import { readdirSync } from 'node:fs'

// Outside test/domain/ so that `npx tap test/domain` does not run every test twice.
const dir = new URL('./domain/', import.meta.url)
for (const file of readdirSync(dir).filter((f) => f.endsWith('.test.ts')).sort()) {
  await import(new URL(file, dir).href)
}
