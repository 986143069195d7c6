import { runSuite } from './suites.ts'

runSuite('changes')
