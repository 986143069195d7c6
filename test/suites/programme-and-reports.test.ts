import { runSuite } from './suites.ts'

runSuite('programme-and-reports')
