/**
 * The recurrence engine against an independent implementation: python-dateutil's rrule, run as a
 * child process on generated rules from DTSTARTs around 1900, today and up to 9999-12-31.
 */
import fc from 'fast-check'
import t from 'tap'
import { parseLocalDate } from '../../src/domain/calendar.ts'
import { recurrenceDays } from '../../src/domain/rrule-expand.ts'
import { parseRecurrence } from '../../src/domain/rrule-parse.ts'
import { formatLocalDate } from '../../src/domain/time.ts'
import { askOracle, oracleCase, oracleUnavailable } from '../helpers/rrule-oracle.ts'

const unavailable = oracleUnavailable()
const SEED = Number(process.env.ORACLE_SEED ?? 20261202)
const RULES = 1500

t.test('generated RRULEs give the dates python-dateutil gives', { skip: unavailable ?? false }, async (t) => {
  const cases = fc.sample(oracleCase, { seed: SEED, numRuns: RULES })
  const answers = askOracle(cases)
  const mismatches: string[] = []
  let timeouts = 0
  let dates = 0
  let overflows = 0
  cases.forEach((c, i) => {
    const answer = answers[i]
    if (answer?.timeout === true) {
      timeouts++
      return
    }
    if (answer?.overflow === true) overflows++
    const parsed = parseRecurrence(c.rule)
    if (!parsed.ok) {
      mismatches.push(`${c.rule}: refused (${parsed.problem.message})`)
      return
    }
    const start = parseLocalDate(c.dtstart) as number
    const ours = recurrenceDays(parsed.rule, start, { start: parseLocalDate(c.from) as number, end: parseLocalDate(c.to) as number }).map(formatLocalDate)
    dates += ours.length
    if (JSON.stringify(ours) !== JSON.stringify(answer?.dates)) {
      mismatches.push(`${c.rule} from ${c.dtstart} in [${c.from}, ${c.to}]: ours ${ours.slice(0, 8).join(' ')} dateutil ${answer?.dates?.slice(0, 8).join(' ')}`)
    }
  })
  t.comment(`seed ${SEED}: ${RULES} rules, ${dates} dates, ${mismatches.length} mismatches, ${timeouts} oracle timeouts, ${overflows} where dateutil raised past 9999-12-31 (its dates up to there compared)`)
  t.same(mismatches.slice(0, 10), [], 'no mismatch')
  t.equal(timeouts, 0, 'dateutil answered every case')
  t.ok(cases.some((c) => c.from.startsWith('1900')) && cases.some((c) => c.to === '9999-12-31'), 'years 1900 and 9999 are in the sample')
})
