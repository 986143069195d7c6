import { runSuite } from './suites.ts'

runSuite('schedules')
