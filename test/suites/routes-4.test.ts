import { runSuite } from './suites.ts'

await runSuite('routes-4')
