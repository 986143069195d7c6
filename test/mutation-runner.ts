// Every test/domain/*.test.ts in one process, for `npm run mutation`: Stryker's command runner starts
// this once per mutant, and one process (~2 s) is far cheaper than a process per file. The tap
// root object collects the tests of every file and sets a non-zero exit code when any assertion fails.
// Not picked up by `npm test` (tap includes only test/suites/ and test/process/).
import { loadTestFiles, testFiles } from './suites/suites.ts'

await loadTestFiles(testFiles('domain/'))
