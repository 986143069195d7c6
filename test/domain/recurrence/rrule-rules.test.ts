import fc from 'fast-check'
import t from 'tap'
import { projectTimeslots } from '../../../src/domain/recurrence/projection.ts'
import {
  contractRecurrence,
  contractRuleOf,
  scheduleRecurrence,
  withContractRule,
} from '../../../src/domain/recurrence/rrule-rules.ts'
import { daysFromCivil, formatLocalDate } from '../../../src/domain/time/civil-dates.ts'
import type { ScheduleSpec } from '../../../src/domain/types.ts'

t.test('each contract rule id is one RRULE (docs/projection.md)', async (t) => {
  t.equal(contractRecurrence(1, null), 'FREQ=DAILY;COUNT=1')
  t.equal(contractRecurrence(2, 3), 'FREQ=DAILY', 'the weekday of a daily rule is only part of the hash')
  t.equal(contractRecurrence(3, null), 'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR')
  t.equal(contractRecurrence(4, 1), 'FREQ=WEEKLY;BYDAY=TU')
  t.equal(contractRecurrence(5, 0), 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO')
  t.equal(contractRecurrence(6, 6), 'FREQ=WEEKLY;INTERVAL=4;BYDAY=SU')
  t.match(contractRecurrence(7, 2), /^FREQ=YEARLY;BYWEEKNO=2,4,6,.*,50,52;BYDAY=WE$/)
  t.match(contractRecurrence(8, 2), /^FREQ=YEARLY;BYWEEKNO=1,3,5,.*,51,53;BYDAY=WE$/)
  t.equal(contractRecurrence(9, 1), 'FREQ=MONTHLY;BYDAY=1TU')
  t.equal(contractRecurrence(13, 1), 'FREQ=MONTHLY;BYDAY=5TU')
  t.equal(contractRecurrence(14, 4), 'FREQ=MONTHLY;BYDAY=-1FR')
  t.equal(contractRecurrence(4, null), null, 'a weekly rule needs its weekday')
  t.equal(contractRecurrence(15, 1), null)
  for (let id = 1; id <= 14; id++) {
    for (const weekday of id <= 3 ? [null] : [0, 1, 2, 3, 4, 5, 6]) {
      t.same(
        contractRuleOf(contractRecurrence(id, weekday) as string),
        { ruleId: id, byWeekday: weekday },
        `rule ${id} on ${weekday} reads back`,
      )
    }
  }
  t.same(
    contractRuleOf('rrule:byday=tu;FREQ=weekly;interval=2;WKST=MO'),
    { ruleId: 5, byWeekday: 1 },
    'in any spelling',
  )
  t.equal(contractRuleOf('FREQ=WEEKLY;INTERVAL=8;BYDAY=TU'), null)
  t.equal(contractRuleOf('FREQ=WEEKLY;BYDAY=TU;COUNT=5'), null, 'a COUNT makes it another rule')
  t.equal(contractRuleOf('FREQ=HOURLY'), null)
})

const base: ScheduleSpec = {
  ruleId: 0,
  byWeekday: null,
  firstDate: '2027-01-05',
  lastDate: '2027-06-30',
  startTime: '20:00:00',
  endTime: '21:00:00',
  addDaysNo: null,
  addBusinessDaysOnly: false,
}

t.test('stored as the rule id when it is one of the fourteen, else as its canonical text', async (t) => {
  t.same(withContractRule({ ...base, recurrence: 'FREQ=MONTHLY;BYDAY=-1FR' }), {
    ...base,
    ruleId: 14,
    byWeekday: 4,
    recurrence: null,
  })
  t.same(withContractRule({ ...base, recurrence: 'byday=TU;freq=WEEKLY;interval=8' }), {
    ...base,
    recurrence: 'FREQ=WEEKLY;INTERVAL=8;BYDAY=TU',
  })
  const bad = { ...base, recurrence: 'FREQ=HOURLY' }
  t.equal(withContractRule(bad), bad, 'an invalid one is left for validation')
  const both = { ...base, ruleId: 4, byWeekday: 1, recurrence: 'FREQ=DAILY' }
  t.equal(withContractRule(both), both, 'both sent: left for validation to refuse')
  t.equal(scheduleRecurrence({ ruleId: 4, byWeekday: 1 }), 'FREQ=WEEKLY;BYDAY=TU')
  t.equal(
    scheduleRecurrence({ ruleId: 0, byWeekday: null, recurrence: 'FREQ=DAILY;INTERVAL=3' }),
    'FREQ=DAILY;INTERVAL=3',
  )
})

const ZONES = [
  'Europe/Vienna',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'America/Havana',
  'America/Santiago',
  'UTC',
]
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`)

t.test('a rule id and its RRULE project the same timeslots', async (_t) => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 14 }),
      fc.integer({ min: 0, max: 6 }),
      fc.integer({ min: daysFromCivil(2026, 1, 1), max: daysFromCivil(2030, 12, 31) }),
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 1, max: 500 }),
      fc.constantFrom(...ZONES),
      time,
      time,
      fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      fc.boolean(),
      (ruleId, weekday, first, anchorBack, length, zone, startTime, endTime, addDaysNo, addBusinessDaysOnly) => {
        fc.pre(startTime !== endTime)
        const byWeekday = ruleId <= 3 ? null : weekday
        // The once rule's one date is firstDate; its RRULE's (COUNT=1) is DTSTART, so they agree on an unmoved anchor.
        const anchor = ruleId === 1 ? first : first - anchorBack
        const spec = {
          ...base,
          ruleId,
          byWeekday,
          firstDate: formatLocalDate(first),
          anchorDate: formatLocalDate(anchor),
          lastDate: formatLocalDate(first + length),
          startTime,
          endTime,
          addDaysNo,
          addBusinessDaysOnly,
        }
        const settings = { zone, now: Date.UTC(2025, 0, 1), maxSlots: 1000, defaultHorizonDays: null }
        const byId = projectTimeslots(spec, settings)
        const byRrule = projectTimeslots(
          { ...spec, ruleId: 0, byWeekday: null, recurrence: contractRecurrence(ruleId, byWeekday) },
          settings,
        )
        if (!byId.ok || !byRrule.ok) return byId.ok === byRrule.ok
        const strip = (slots: typeof byId.slots) => slots.map(({ hash: _, ...slot }) => slot)
        return (
          JSON.stringify(strip(byId.slots)) === JSON.stringify(strip(byRrule.slots)) &&
          JSON.stringify(byId.skipped) === JSON.stringify(byRrule.skipped)
        )
      },
    ),
    { numRuns: 300 },
  )
})
