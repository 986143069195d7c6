import { everyFileRunsOnce, runSuite } from './suites.ts'

everyFileRunsOnce()
await runSuite('core')
