import { runSuite } from './suites.ts'

runSuite('weekly-edits-recurrence-imports')
