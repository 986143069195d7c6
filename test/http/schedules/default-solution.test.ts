import type { Test } from 'tap'
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { type DatabaseKind, testDatabases } from '../../helpers/databases.ts'
import { makeShow, snapshot } from '../../helpers/factories.ts'
import { overlappingPairs, postSchedule, weekly } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

// A weekly Tuesday 20:00-21:00 show for two years (104 occurrences) meets a bi-weekly talk at
// 20:30-21:30 on every second Tuesday: 52 collisions, one request.
const twoYears = { firstDate: '2027-01-05', lastDate: '2028-12-26' }
const WEEK = ['2027-01-04 00:00:00', '2027-01-18 00:00:00'] as const

async function station(t: Test, database: DatabaseKind) {
  const app = await buildTestApp(t, { database })
  const talk = await makeShow(app.db, { name: 'Night Talk' })
  const music = await makeShow(app.db, { name: 'Tuesday Music' })
  const talkSchedule = await postSchedule(
    app,
    weekly(talk.id, { ...twoYears, rrule: 5, startTime: '20:30:00', endTime: '21:30:00' }),
  )
  t.equal(talkSchedule.statusCode, 201)
  return { app, talk, music }
}

const send = (app: Awaited<ReturnType<typeof station>>['app'], payload: object) =>
  injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/schedules/', payload })

for (const database of testDatabases()) {
  t.test(`defaultSolution on ${database}`, async (t) => {
    t.test('one request resolves 52 collisions, for each of ours, theirs, fill, skip', async (t) => {
      const expected: Record<string, { created: number; talk: number; week: string[] }> = {
        ours: { created: 104, talk: 0, week: ['20:00-21:00 Tuesday Music', '20:00-21:00 Tuesday Music'] },
        theirs: { created: 52, talk: 52, week: ['20:30-21:30 Night Talk', '20:00-21:00 Tuesday Music'] },
        skip: { created: 52, talk: 52, week: ['20:30-21:30 Night Talk', '20:00-21:00 Tuesday Music'] },
        fill: {
          created: 104,
          talk: 52,
          week: ['20:00-20:30 Tuesday Music', '20:30-21:30 Night Talk', '20:00-21:00 Tuesday Music'],
        },
      }
      for (const [defaultSolution, want] of Object.entries(expected)) {
        const { app, talk, music } = await station(t, database)
        const schedule = weekly(music.id, twoYears)
        const asked = await send(app, { schedule })
        t.equal(asked.statusCode, 409, `${defaultSolution}: without an answer the 409 lists them`)
        t.equal(asked.json().projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0).length, 52)
        const before = await printedWeek(app, ...WEEK)

        const res = await send(app, { schedule, defaultSolution })
        t.equal(res.statusCode, 201, `${defaultSolution}: ${res.body.slice(0, 300)}`)
        const mine = await app.db.client.timeslot.count({ where: { showId: music.id } })
        t.equal(mine, want.created, `${defaultSolution}: timeslots of the new show`)
        t.equal(
          await app.db.client.timeslot.count({ where: { showId: talk.id } }),
          want.talk,
          `${defaultSolution}: the talk's`,
        )
        t.equal(await overlappingPairs(app.db), 0)
        const after = await printedWeek(app, ...WEEK)
        t.same(
          after.map((line) => line.split(' ').slice(2).join(' ')),
          want.week,
          `${defaultSolution}: the first two weeks`,
        )
        t.comment(
          `defaultSolution ${defaultSolution}\nbefore:\n  ${before.join('\n  ')}\nafter:\n  ${after.join('\n  ')}`,
        )
      }
    })

    t.test('fill leaves out parts shorter than MIN_SLOT_MINUTES', async (t) => {
      const app = await buildTestApp(t, { database, env: { MIN_SLOT_MINUTES: '31' } })
      const talk = await makeShow(app.db, { name: 'Night Talk' })
      const music = await makeShow(app.db, { name: 'Tuesday Music' })
      t.equal(
        (
          await postSchedule(
            app,
            weekly(talk.id, { startTime: '20:30:00', endTime: '21:30:00', lastDate: '2027-02-09' }),
          )
        ).statusCode,
        201,
      )
      const res = await send(app, { schedule: weekly(music.id), defaultSolution: 'fill' })
      t.equal(res.statusCode, 201)
      const week = await printedWeek(app, '2027-02-01 00:00:00', '2027-03-01 00:00:00')
      t.same(
        week.map((line) => line.split(' ').slice(2).join(' ')),
        ['20:30-21:30 Night Talk', '20:30-21:30 Night Talk', '20:00-21:00 Tuesday Music', '20:00-21:00 Tuesday Music'],
        'the 30 free minutes before the talk are not filled',
      )
    })

    t.test("a default not offered for a timeslot is that timeslot's contract error; nothing changes", async (t) => {
      const { app, music } = await station(t, database)
      const before = await snapshot(app.db)
      // ours-start is offered where the projected slot starts inside the talk; here it starts before it.
      const res = await send(app, { schedule: weekly(music.id, twoYears), defaultSolution: 'ours-start' })
      t.equal(res.statusCode, 409)
      const body = res.json()
      const errors = body.projected.filter((p: { error?: string }) => p.error !== undefined)
      t.equal(errors.length, 52)
      t.ok(
        errors.every((p: { error: string }) => p.error.startsWith('Given solution is not accepted for this conflict.')),
        'the contract sentence first',
      )
      t.equal(body.defaultSolution, 'ours-start', 'echoed, so the answer can be sent back')
      t.same(await snapshot(app.db), before)

      const own = { [errors[0].hash]: 'ours' }
      const mixed = await send(app, { ...body, solutions: own, defaultSolution: 'theirs-end' })
      t.equal(mixed.statusCode, 201, 'an own entry wins over the default, the sent-back answer is accepted')
      t.equal(await app.db.client.timeslot.count({ where: { showId: music.id } }), 104)
      t.equal(await overlappingPairs(app.db), 0)
    })

    t.test('a dry run applies the default; skip over everything is nothing to create', async (t) => {
      const { app, music } = await station(t, database)
      const preview = await send(app, {
        schedule: { ...weekly(music.id, twoYears), dryrun: true },
        defaultSolution: 'fill',
      })
      t.equal(preview.statusCode, 202)
      t.equal(preview.json().create.length, 104)
      t.same(preview.json().unresolved, [])
      const every = await send(app, { schedule: weekly(music.id, { ...twoYears, rrule: 5 }), defaultSolution: 'skip' })
      t.equal(every.statusCode, 400)
      t.equal(every.json().code, 'ONAIR_SCHEDULE_NOTHING_TO_CREATE')
      const bad = await send(app, { schedule: weekly(music.id), defaultSolution: 'everything' })
      t.equal(bad.statusCode, 400)
      t.ok(
        bad.json().fields.some((f: { path: string }) => f.path === 'body/defaultSolution'),
        bad.body,
      )
    })
  })
}
