import t from 'tap'
import { buildTestApp } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow } from '../../helpers/factories.ts'
import { insertSlot, overlappingPairs, postSchedule, programme, weekly } from '../../helpers/schedules.ts'

// Each case: the existing timeslot E on day D, the solution, and D's programme afterwards,
// with P = 20:00-21:00 of the new schedule (written "new") and E's schedule written "old".
const cases: Array<{ solution: string; existing: [string, string]; choices: string[]; after: string[] }> = [
  {
    solution: 'theirs',
    existing: ['20:30', '21:30'],
    choices: ['ours', 'ours-end', 'theirs', 'theirs-end'],
    after: ['old 20:30-21:30'],
  },
  {
    solution: 'ours',
    existing: ['20:30', '21:30'],
    choices: ['ours', 'ours-end', 'theirs', 'theirs-end'],
    after: ['new 20:00-21:00'],
  },
  {
    solution: 'theirs-end',
    existing: ['20:30', '21:30'],
    choices: ['ours', 'ours-end', 'theirs', 'theirs-end'],
    after: ['new 20:00-20:30', 'old 20:30-21:30'],
  },
  {
    solution: 'ours-end',
    existing: ['20:30', '21:30'],
    choices: ['ours', 'ours-end', 'theirs', 'theirs-end'],
    after: ['new 20:00-21:00', 'old 21:00-21:30'],
  },
  {
    solution: 'theirs-start',
    existing: ['19:30', '20:30'],
    choices: ['ours', 'ours-start', 'theirs', 'theirs-start'],
    after: ['old 19:30-20:30', 'new 20:30-21:00'],
  },
  {
    solution: 'ours-start',
    existing: ['19:30', '20:30'],
    choices: ['ours', 'ours-start', 'theirs', 'theirs-start'],
    after: ['old 19:30-20:00', 'new 20:00-21:00'],
  },
  {
    solution: 'theirs-both',
    existing: ['20:15', '20:45'],
    choices: ['ours', 'theirs', 'theirs-both', 'theirs-end', 'theirs-start'],
    after: ['new 20:00-20:15', 'old 20:15-20:45', 'new 20:45-21:00'],
  },
  {
    solution: 'ours-both',
    existing: ['19:00', '22:00'],
    choices: ['ours', 'ours-both', 'ours-end', 'ours-start', 'theirs'],
    after: ['old 19:00-20:00', 'new 20:00-21:00', 'old 21:00-22:00'],
  },
]

for (const database of testDatabases()) {
  t.test(`each solution on its geometry on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db)
    const other = await makeShow(app.db)
    const old = await makeSchedule(app.db, other.id)
    const owner = { showId: other.id, scheduleId: old.id }

    let week = 0
    for (const { solution, existing, choices, after } of cases) {
      week += 1
      const day = new Date(Date.UTC(2027, 1, 2 + 7 * 2 * week)).toISOString().slice(0, 10)
      t.test(solution, async (t) => {
        const e = await insertSlot(app.db, owner, `${day} ${existing[0]}:00`, `${day} ${existing[1]}:00`, {
          memo: 'keep me',
          mediaId: 4,
        })
        // Two weeks: the second one is free, so even `theirs` creates a timeslot and saves the schedule.
        const nextWeek = new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10)
        const schedule = weekly(show.id, { firstDate: day, lastDate: nextWeek })
        const first = await postSchedule(app, schedule)
        t.equal(first.statusCode, 409)
        const [slot] = first.json().projected
        t.same([...slot.solutionChoices].sort(), choices)
        const res = await postSchedule(app, schedule, { [slot.hash]: solution })
        t.equal(res.statusCode, 201, res.body)
        const newId = res.json().id
        const lines = (await programme(app.db))
          .filter((line) => line.includes(` ${day} `))
          .map((line) => {
            const [scheduleId, , times] = line.split(' ')
            return `${Number(scheduleId) === newId ? 'new' : 'old'} ${times!.replace(/:00(?=-|$)/g, '')}`
          })
        t.same(lines, after)
        t.equal(
          await app.db.client.timeslot.count({ where: { scheduleId: newId } }),
          after.filter((l) => l.startsWith('new')).length + 1,
        )
        const survivor = await app.db.client.timeslot.findUnique({ where: { id: e.id } })
        if (after.some((l) => l.startsWith('old'))) t.ok(survivor, 'the existing timeslot keeps its id')
        else t.equal(survivor, null, 'the existing timeslot is gone')
        if (solution === 'ours-both') {
          const tail = await app.db.client.timeslot.findFirst({
            where: { scheduleId: old.id, id: { not: e.id } },
            orderBy: { id: 'desc' },
          })
          t.match(
            tail,
            { showId: other.id, memo: 'keep me', mediaId: 4 },
            'the split-off part belongs to the existing schedule',
          )
        }
        t.equal(await overlappingPairs(app.db), 0)
      })
    }

    t.test('several projected timeslots trimming one long existing timeslot compose', async (t) => {
      const e = await insertSlot(app.db, owner, '2027-10-04 06:00:00', '2027-10-07 06:00:00', { memo: 'marathon' })
      const schedule = {
        show: show.id,
        rrule: 2,
        firstDate: '2027-10-04',
        lastDate: '2027-10-06',
        startTime: '12:00:00',
        endTime: '13:00:00',
      }
      const projected = (await postSchedule(app, schedule)).json().projected
      t.equal(projected.length, 3)
      const solutions = Object.fromEntries(projected.map((p: { hash: string }) => [p.hash, 'ours-both']))
      const res = await postSchedule(app, schedule, solutions)
      t.equal(res.statusCode, 201)
      const lines = (await programme(app.db)).filter((line) => line.includes(' 2027-10-0'))
      t.same(
        lines.map((l) => l.split(' ').slice(1).join(' ')),
        [
          '2027-10-04 06:00:00-12:00:00',
          '2027-10-04 12:00:00-13:00:00',
          '2027-10-04 13:00:00-12:00:00',
          '2027-10-05 12:00:00-13:00:00',
          '2027-10-05 13:00:00-12:00:00',
          '2027-10-06 12:00:00-13:00:00',
          '2027-10-06 13:00:00-06:00:00',
        ],
      )
      t.ok(await app.db.client.timeslot.findUnique({ where: { id: e.id } }), 'the first piece keeps the id')
      t.equal(await app.db.client.timeslot.count({ where: { memo: 'marathon' } }), 4)
      t.equal(await overlappingPairs(app.db), 0)
    })
  })
}
