import { runSuite } from './suites.ts'

runSuite('timeslots-and-programme')
