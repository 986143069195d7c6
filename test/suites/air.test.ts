import { runSuite } from './suites.ts'

runSuite('air')
