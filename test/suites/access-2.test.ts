import { runSuite } from './suites.ts'

await runSuite('access-2')
