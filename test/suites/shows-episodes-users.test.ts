import { runSuite } from './suites.ts'

runSuite('shows-episodes-users')
