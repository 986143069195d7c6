import { everyFileRunsOnce, runSuite } from './suites.ts'

everyFileRunsOnce()
runSuite('domain')
