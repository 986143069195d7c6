import { runSuite } from './suites.ts'

runSuite('db-and-config')
