import { runSuite } from './suites.ts'

runSuite('access')
