import { runSuite } from './suites.ts'

runSuite('errors-and-openapi')
