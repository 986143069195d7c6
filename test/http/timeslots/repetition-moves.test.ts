/**
 * A single-broadcast move of an original takes its repetitions along (issue 32, points 1 and 2): same
 * ids and content, each at its own time of day on the original's new air date plus the offset, through
 * the same collision cycle, one changeset reverted row for row; `repetitions: "keep"` leaves them; a
 * repetition moved to another day on its own stays where it was put. Both databases.
 */
import t, { type Test } from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeShow } from '../../helpers/factories.ts'
import { once, overlappingPairs, postSchedule, programme, putSchedule, weekly } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

const WEEK = ['2027-02-08 00:00:00', '2027-02-15 00:00:00'] as const
const THURSDAY = { start: '2027-02-11 21:00:00', end: '2027-02-11 22:00:00' }
const REPETITION = { startTime: '10:00:00', endTime: '11:00:00', isRepetition: true, addDaysNo: 1 }

const move = (app: App, id: number, payload: object) =>
  injectAs(app, 'programme-manager', { method: 'POST', url: `/api/v1/timeslots/${id}/move`, payload })

/** Every row of the programme as stored (who and when aside): what "unchanged" and "row for row" compare. */
async function tables(app: App) {
  const strip = <T extends { updatedAt: Date; updatedBy: number | null }>(rows: T[]) =>
    rows.map(({ updatedAt: _at, updatedBy: _by, ...row }) => row)
  const timeslots = strip(await app.db.client.timeslot.findMany({ orderBy: { id: 'asc' } }))
  const schedules = strip(await app.db.client.schedule.findMany({ orderBy: { id: 'asc' } }))
  return JSON.parse(JSON.stringify({ timeslots, schedules })) as unknown
}

/** Jazz Night on Tuesdays 20:00-21:00 in February 2027, repeated the next morning 10:00-11:00; the 9th has an episode. */
async function jazzNight(t: Test, app: App, repetition: Record<string, unknown> = REPETITION) {
  const show = await makeShow(app.db, { name: 'Jazz Night' })
  const original = await postSchedule(app, weekly(show.id))
  t.equal(original.statusCode, 201, original.body)
  const originalId: number = original.json().id
  const repeated = await postSchedule(app, weekly(show.id, { ...repetition, repeatOf: originalId }))
  t.equal(repeated.statusCode, 201, repeated.body)
  const repetitionId: number = repeated.json().id
  const rows = await app.db.client.timeslot.findMany({ orderBy: { start: 'asc' } })
  const tuesday = rows.find(
    (row) => row.scheduleId === originalId && row.start.toISOString() === '2027-02-09T19:00:00.000Z',
  )!
  const wednesday = rows.find((row) => row.repeatOfId === tuesday.id)!
  const episode = await makeEpisode(app.db, show.id, { title: 'Blue Notes' })
  const patched = await injectAs(app, 'programme-manager', {
    method: 'PATCH',
    url: `/api/v1/timeslots/${wednesday.id}`,
    payload: { memo: 'rerun', episodeId: episode.id },
  })
  t.equal(patched.statusCode, 200, patched.body)
  return { show, originalId, repetitionId, tuesday, wednesday, episode }
}

const movedOf = async (app: App, scheduleId: number) =>
  (await app.db.client.schedule.findUniqueOrThrow({ where: { id: scheduleId } })).movedOccurrences

for (const database of testDatabases()) {
  t.test(`a moved original takes its repetitions along on ${database}`, async (t) => {
    t.test(
      'Tuesday → Thursday: the Wednesday repetition airs on Friday, same id and content; both schedules remember; one changeset, reverted row for row',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { originalId, repetitionId, tuesday, wednesday, episode } = await jazzNight(t, app)
        const printedBefore = await printedWeek(app, ...WEEK)
        const res = await move(app, tuesday.id, THURSDAY)
        t.equal(res.statusCode, 200, res.body)
        t.match(res.json(), {
          timeslot: { id: tuesday.id, start: THURSDAY.start },
          repetitions: [
            {
              id: wednesday.id,
              start: '2027-02-12 10:00:00',
              end: '2027-02-12 11:00:00',
              scheduleId: repetitionId,
              repeatOf: tuesday.id,
              episodeId: episode.id,
              memo: 'rerun',
            },
          ],
        })
        t.equal(res.json().repetitions.length, 1)
        const printedAfter = await printedWeek(app, ...WEEK)
        t.same(printedAfter, [
          `#${tuesday.id} 2027-02-11 21:00-22:00 Jazz Night`,
          `#${wednesday.id} 2027-02-12 10:00-11:00 Jazz Night episode ${episode.id} memo "rerun" repeats #${tuesday.id}`,
        ])
        t.comment(
          `a moved original with its repetition\nbefore:\n  ${printedBefore.join('\n  ')}\nafter POST /api/v1/timeslots/${tuesday.id}/move:\n  ${printedAfter.join('\n  ')}`,
        )
        t.same(await movedOf(app, originalId), [{ date: '2027-02-09', timeslotId: tuesday.id }])
        t.same(
          await movedOf(app, repetitionId),
          [{ date: '2027-02-10', timeslotId: wednesday.id }],
          "the repetition's schedule remembers its move",
        )
        const log = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=2' })).json().items
        t.match(log[0], { action: 'timeslot.move', summary: /with 1 repetition\(s\)/ })
        t.not(log[1].action, 'timeslot.move', 'one changeset for both')

        // A PUT of either schedule neither brings a broadcast back nor airs the 9th or the 10th twice.
        const show = tuesday.showId
        t.equal((await putSchedule(app, originalId, weekly(show))).statusCode, 200)
        const put = await putSchedule(app, repetitionId, weekly(show, { ...REPETITION, repeatOf: originalId }))
        t.equal(put.statusCode, 200, put.body)
        t.same(await printedWeek(app, ...WEEK), printedAfter, 'the PUTs kept the week as moved')
      },
    )

    t.test('the move reverts row for row, both broadcasts and both schedules', async (t) => {
      const app = await buildTestApp(t, { database })
      const { tuesday } = await jazzNight(t, app)
      const before = await tables(app)
      t.equal((await move(app, tuesday.id, THURSDAY)).statusCode, 200)
      const log = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
      const revert = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${log.id}/revert`,
      })
      t.equal(revert.statusCode, 201, revert.body.slice(0, 300))
      t.same(await tables(app), before, 'row for row as before')
    })

    t.test('moved twice and back home: the repetition follows each time, and both schedules forget', async (t) => {
      const app = await buildTestApp(t, { database })
      const { originalId, repetitionId, tuesday, wednesday } = await jazzNight(t, app)
      const before = await tables(app)
      t.equal((await move(app, tuesday.id, THURSDAY)).statusCode, 200)
      const saturday = await move(app, tuesday.id, { start: '2027-02-13 18:00:00', end: '2027-02-13 19:00:00' })
      t.equal(saturday.statusCode, 200, saturday.body)
      t.match(saturday.json().repetitions, [{ id: wednesday.id, start: '2027-02-14 10:00:00' }])
      const home = await move(app, tuesday.id, { start: '2027-02-09 20:00:00', end: '2027-02-09 21:00:00' })
      t.equal(home.statusCode, 200, home.body)
      t.match(home.json().repetitions, [{ id: wednesday.id, start: '2027-02-10 10:00:00' }])
      t.same(await movedOf(app, originalId), [])
      t.same(await movedOf(app, repetitionId), [])
      const after = (await tables(app)) as { timeslots: Array<Record<string, unknown>> }
      t.same(
        after.timeslots.map(({ createdAt: _, ...row }) => row),
        (before as typeof after).timeslots.map(({ createdAt: _, ...row }) => row),
      )
    })

    t.test('repetitions: "keep" moves the original alone; the repetition keeps its place and link', async (t) => {
      const app = await buildTestApp(t, { database })
      const { repetitionId, tuesday, wednesday } = await jazzNight(t, app)
      const res = await move(app, tuesday.id, { ...THURSDAY, repetitions: 'keep' })
      t.equal(res.statusCode, 200, res.body)
      t.notOk('repetitions' in res.json())
      t.match(await printedWeek(app, ...WEEK), [
        new RegExp(`^#${wednesday.id} 2027-02-10 10:00-11:00 .* repeats #${tuesday.id}$`),
        new RegExp(`^#${tuesday.id} 2027-02-11 21:00-22:00`),
      ])
      t.same(await movedOf(app, repetitionId), [])
    })

    t.test('a move within the air date leaves the repetition where it is', async (t) => {
      const app = await buildTestApp(t, { database })
      const { tuesday, wednesday } = await jazzNight(t, app)
      const res = await move(app, tuesday.id, { start: '2027-02-09 22:00:00', end: '2027-02-09 23:00:00' })
      t.equal(res.statusCode, 200, res.body)
      t.notOk('repetitions' in res.json())
      const still = await app.db.client.timeslot.findUniqueOrThrow({ where: { id: wednesday.id } })
      t.same(still.start, wednesday.start)
    })

    t.test('a repetition moved to another day on its own stays where it was put', async (t) => {
      const app = await buildTestApp(t, { database })
      const { repetitionId, tuesday, wednesday } = await jazzNight(t, app)
      const own = await move(app, wednesday.id, { start: '2027-02-13 12:00:00', end: '2027-02-13 13:00:00' })
      t.equal(own.statusCode, 200, own.body)
      const res = await move(app, tuesday.id, THURSDAY)
      t.equal(res.statusCode, 200, res.body)
      t.notOk('repetitions' in res.json(), 'nothing followed')
      t.match(await printedWeek(app, ...WEEK), [
        new RegExp(`^#${tuesday.id} 2027-02-11 21:00-22:00`),
        new RegExp(`^#${wednesday.id} 2027-02-13 12:00-13:00 .* repeats #${tuesday.id}$`),
      ])
      t.same(await movedOf(app, repetitionId), [{ date: '2027-02-10', timeslotId: wednesday.id }])
    })

    t.test(
      "a collision at the repetition's new time: 409 names it, a dry run previews both, a solution resolves it",
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { repetitionId, tuesday, wednesday } = await jazzNight(t, app)
        const news = await makeShow(app.db, { name: 'Morning News' })
        const friday = await postSchedule(app, once(news.id, '2027-02-12', '10:30:00', '11:30:00'))
        t.equal(friday.statusCode, 201, friday.body)
        const before = await tables(app)

        const conflict = await move(app, tuesday.id, THURSDAY)
        t.equal(conflict.statusCode, 409, conflict.body)
        const projected = conflict.json().projected as Array<{
          hash: string
          start: string
          collisions: Array<{ showName: string }>
          solutionChoices: string[]
        }>
        t.same(
          projected.map((slot) => slot.start),
          [THURSDAY.start, '2027-02-12 10:00:00'],
          'the original and its repetition at their new times',
        )
        t.same(projected[0]!.collisions, [])
        t.match(projected[1], { collisions: [{ showName: 'Morning News' }] })
        t.same(await tables(app), before, 'the 409 changed nothing')

        const hash = projected[1]!.hash
        const dry = await move(app, tuesday.id, { ...THURSDAY, solutions: { [hash]: 'ours' }, dryrun: true })
        t.equal(dry.statusCode, 202, dry.body)
        t.match(dry.json().create, [
          { id: tuesday.id, start: THURSDAY.start },
          { id: wednesday.id, start: '2027-02-12 10:00:00', schedule: repetitionId },
        ])
        t.match(dry.json().delete, [{ start: '2027-02-12 10:30:00' }])
        t.equal(dry.json().delete.length, 1, 'the moving broadcasts are not deleted')
        t.same(await tables(app), before, 'the dry run changed nothing')

        const solved = await move(app, tuesday.id, { ...THURSDAY, solutions: { [hash]: 'ours' } })
        t.equal(solved.statusCode, 200, solved.body)
        t.match(solved.json().repetitions, [{ id: wednesday.id, start: '2027-02-12 10:00:00' }])
        const news12 = await app.db.client.timeslot.count({ where: { showId: news.id } })
        t.equal(news12, 0, 'the news gave way')
        const moved = await app.db.client.timeslot.findUniqueOrThrow({ where: { id: wednesday.id } })
        t.match(moved.displaced, [{ row: { showId: news.id } }], "on the repetition's stack, to come back when it goes")
        t.equal(await overlappingPairs(app.db), 0)

        // defaultSolution applies to the repetition's collision too: fill keeps the air left before the news.
        const app2 = await buildTestApp(t, { database })
        const second = await jazzNight(t, app2)
        const news2 = await makeShow(app2.db, { name: 'Morning News' })
        t.equal((await postSchedule(app2, once(news2.id, '2027-02-12', '10:30:00', '11:30:00'))).statusCode, 201)
        const cut = await move(app2, second.tuesday.id, { ...THURSDAY, defaultSolution: 'fill' })
        t.equal(cut.statusCode, 200, cut.body)
        t.match(cut.json().repetitions, [
          { id: second.wednesday.id, start: '2027-02-12 10:00:00', end: '2027-02-12 10:30:00' },
        ])
      },
    )

    t.test('a repetition with nowhere to go refuses the move and names repetitions; nothing changes', async (t) => {
      const app = await buildTestApp(t, { database })
      // The repetition airs the same evening at 22:00: the original moved to 21:30 the next day would meet it.
      const { tuesday } = await jazzNight(t, app, {
        ...REPETITION,
        startTime: '22:00:00',
        endTime: '23:00:00',
        addDaysNo: 0,
      })
      const before = await tables(app)
      const res = await move(app, tuesday.id, { start: '2027-02-10 21:30:00', end: '2027-02-10 22:30:00' })
      t.equal(res.statusCode, 400, res.body)
      t.match(res.json(), {
        code: 'ONAIR_TIMESLOT_MOVE_INVALID',
        fields: [{ path: 'body/repetitions', message: /over timeslot \d+'s new time.*repetitions: "keep"/ }],
      })
      t.same(await tables(app), before)
      const kept = await move(app, tuesday.id, {
        start: '2027-02-10 21:30:00',
        end: '2027-02-10 22:30:00',
        repetitions: 'keep',
      })
      t.equal(kept.statusCode, 200, kept.body)
    })

    t.test('business days: an original moved to Friday has its repetition on Monday', async (t) => {
      const app = await buildTestApp(t, { database })
      const { tuesday, wednesday } = await jazzNight(t, app, { ...REPETITION, addBusinessDaysOnly: true })
      const res = await move(app, tuesday.id, { start: '2027-02-12 21:00:00', end: '2027-02-12 22:00:00' })
      t.equal(res.statusCode, 200, res.body)
      t.match(res.json().repetitions, [{ id: wednesday.id, start: '2027-02-15 10:00:00' }])
      t.equal(await overlappingPairs(app.db), 0)
      t.ok((await programme(app.db)).length > 0)
    })
  })
}
