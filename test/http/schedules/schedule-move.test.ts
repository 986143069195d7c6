import t from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeShow, snapshot } from '../../helpers/factories.ts'
import { overlappingPairs, postSchedule, weekly } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

const move = (app: App, id: number, payload: object) =>
  injectAs(app, 'programme-manager', { method: 'POST', url: `/api/v1/schedules/${id}/move`, payload })

/** Tuesdays 20:00-21:00 from 2027-01-05 to 2027-03-30, each with an episode and a memo; 2 March cancelled. */
async function tuesdays(app: App) {
  const show = await makeShow(app.db, { name: 'Jazz Hour' })
  const created = await postSchedule(app, weekly(show.id, { firstDate: '2027-01-05', lastDate: '2027-03-30' }))
  const id: number = created.json().id
  const slots = await app.db.client.timeslot.findMany({ where: { scheduleId: id }, orderBy: { start: 'asc' } })
  for (const [i, slot] of slots.entries()) {
    const episode = await makeEpisode(app.db, show.id, { title: `Part ${i + 1}` })
    await injectAs(app, 'programme-manager', {
      method: 'PATCH',
      url: `/api/v1/timeslots/${slot.id}`,
      payload: { episodeId: episode.id, memo: `notes ${i + 1}` },
    })
  }
  const cancelled = slots.find((slot) => slot.start.toISOString().startsWith('2027-03-02'))!
  t.equal(
    (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${cancelled.id}` }))
      .statusCode,
    204,
  )
  return { show, id }
}

const content = (rows: Array<{ episodeId: number | null; memo: string }>) =>
  rows.map((row) => `${row.episodeId}:${row.memo}`)

for (const database of testDatabases()) {
  t.test(`moving a series on ${database}`, async (t) => {
    t.test(
      'Tue 20:00 → Wed 21:00 from 16 February: content follows by order, the past stays the same rows',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { show, id } = await tuesdays(app)
        const rows = await app.db.client.timeslot.findMany({ where: { scheduleId: id }, orderBy: { start: 'asc' } })
        const before = rows.filter((row) => row.start < new Date('2027-02-15T23:00:00Z'))
        const after = rows.filter((row) => row.start >= new Date('2027-02-15T23:00:00Z'))
        const weekBefore = await printedWeek(app, '2027-02-15 00:00:00', '2027-02-22 00:00:00')

        const preview = await move(app, id, {
          from: '2027-02-16',
          schedule: { byWeekday: 2, startTime: '21:00:00', endTime: '22:00:00' },
          dryrun: true,
        })
        t.equal(preview.statusCode, 202)
        t.equal(preview.json().create.length, 6)
        t.equal(preview.json().delete.length, 6)
        t.same(await app.db.client.timeslot.count(), rows.length, 'the dry run changed nothing')

        const res = await move(app, id, {
          from: '2027-02-16',
          schedule: { byWeekday: 2, startTime: '21:00:00', endTime: '22:00:00' },
        })
        t.equal(res.statusCode, 201, res.body)
        const { predecessor, successor } = res.json()
        t.match(predecessor, {
          id,
          lastDate: '2027-02-15',
          successorId: successor.id,
          predecessorId: null,
          exceptions: [],
        })
        t.match(successor, {
          predecessorId: id,
          successorId: null,
          firstDate: '2027-02-16',
          lastDate: '2027-03-31',
          byWeekday: 2,
          startTime: '21:00:00',
          exceptions: ['2027-03-03'],
        })
        t.equal(res.headers.location, `/api/v1/schedules/${successor.id}`)
        t.match((await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${id}` })).json(), {
          successorId: successor.id,
        })

        const kept = await app.db.client.timeslot.findMany({ where: { scheduleId: id }, orderBy: { start: 'asc' } })
        t.same(kept, before, 'every timeslot before from is the same row, untouched')
        const moved = await app.db.client.timeslot.findMany({
          where: { scheduleId: successor.id },
          orderBy: { start: 'asc' },
        })
        t.same(
          moved.map((row) => row.start.toISOString()),
          [
            '2027-02-17T20:00:00.000Z',
            '2027-02-24T20:00:00.000Z',
            '2027-03-10T20:00:00.000Z',
            '2027-03-17T20:00:00.000Z',
            '2027-03-24T20:00:00.000Z',
            '2027-03-31T19:00:00.000Z',
          ],
          'Wednesdays 21:00, the cancelled 3rd occurrence stays cancelled (3 March)',
        )
        t.same(content(moved), content(after), 'every episode link and memo follows its occurrence')
        t.equal(await app.db.client.timeslot.count({ where: { showId: show.id } }), rows.length)
        const weekAfter = await printedWeek(app, '2027-02-15 00:00:00', '2027-02-22 00:00:00')
        t.same(
          weekAfter.map((line) => line.split(' ').slice(1).join(' ')),
          ['2027-02-17 21:00-22:00 Jazz Hour episode 7 memo "notes 7"'],
        )
        t.comment(`move from 2027-02-16\nbefore:\n  ${weekBefore.join('\n  ')}\nafter:\n  ${weekAfter.join('\n  ')}`)

        const log = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
        const revert = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/changes/${log.id}/revert`,
        })
        t.equal(revert.statusCode, 201, `the move is one changeset, reverted row for row: ${revert.body.slice(0, 200)}`)
        const back = await app.db.client.timeslot.findMany({ where: { showId: show.id }, orderBy: { id: 'asc' } })
        t.same(
          back.map((row) => [row.id, row.scheduleId, row.start.getTime(), row.end.getTime(), row.episodeId, row.memo]),
          rows.map((row) => [row.id, row.scheduleId, row.start.getTime(), row.end.getTime(), row.episodeId, row.memo]),
        )
      },
    )

    t.test(
      'the new times collide: 409 names them, solutions and defaultSolution resolve them like a POST',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { id } = await tuesdays(app)
        const talk = await makeShow(app.db, { name: 'Wednesday Talk' })
        t.equal(
          (
            await postSchedule(
              app,
              weekly(talk.id, {
                byWeekday: 2,
                firstDate: '2027-03-10',
                lastDate: '2027-03-17',
                startTime: '21:30:00',
                endTime: '22:30:00',
              }),
            )
          ).statusCode,
          201,
        )
        const state = await snapshot(app.db)
        const body = { from: '2027-02-16', schedule: { byWeekday: 2, startTime: '21:00:00', endTime: '22:00:00' } }
        const asked = await move(app, id, body)
        t.equal(asked.statusCode, 409)
        const colliding = asked.json().projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0)
        t.same(
          colliding.map((p: { start: string }) => p.start),
          ['2027-03-10 21:00:00', '2027-03-17 21:00:00'],
        )
        t.match(
          asked.json().schedule,
          { firstDate: '2027-02-16', byWeekday: 2, startTime: '21:00:00' },
          'the successor is echoed',
        )
        t.same(await snapshot(app.db), state, 'a 409 changes nothing')
        const mismatch = await move(app, id, { ...body, solutions: { [colliding[0].hash]: 'ours' } })
        t.equal(mismatch.statusCode, 400)
        const resolved = await move(app, id, { ...body, defaultSolution: 'theirs-end' })
        t.equal(resolved.statusCode, 201, resolved.body)
        const week = await printedWeek(app, '2027-03-08 00:00:00', '2027-03-15 00:00:00')
        t.same(
          week.map((line) => line.split(' ').slice(2, 5).join(' ')),
          ['21:00-21:30 Jazz Hour', '21:30-22:30 Wednesday Talk'],
        )
        t.equal(await overlappingPairs(app.db), 0)
      },
    )

    t.test('from today with the show on air: the started timeslot never moves', async (t) => {
      // Tuesday 2027-02-16, 20:30 in Vienna.
      const now = Date.parse('2027-02-16T19:30:00Z')
      let clock = Date.parse('2027-01-01T00:00:00Z')
      const app = await buildTestApp(t, { database, now: () => clock })
      const { id } = await tuesdays(app)
      clock = now
      const running = await app.db.client.timeslot.findFirst({
        where: { scheduleId: id, start: new Date('2027-02-16T19:00:00Z') },
      })
      const res = await move(app, id, { from: '2027-02-16', schedule: { startTime: '19:00:00', endTime: '20:00:00' } })
      t.equal(res.statusCode, 201, res.body)
      t.same(
        await app.db.client.timeslot.findUnique({ where: { id: running!.id } }),
        running,
        'on air: same row, same times',
      )
      const next = await app.db.client.timeslot.findFirst({
        where: { scheduleId: res.json().successor.id },
        orderBy: { start: 'asc' },
      })
      t.equal(next?.start.toISOString(), '2027-02-23T18:00:00.000Z', 'the next Tuesday is the first that moves')
      const was = await app.db.client.timeslot.findFirst({
        where: { episodeId: next?.episodeId ?? -1, id: { not: next?.id ?? -1 } },
      })
      t.equal(was, null, 'the episode moved, it was not copied')
      t.equal(next?.memo, 'notes 8', "the next Tuesday's content: the running one holds no position")
    })

    t.test('the last day of a daily schedule moves as a once', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db, { name: 'Festival Live' })
      const created = await postSchedule(
        app,
        weekly(show.id, { rrule: 2, byWeekday: null, firstDate: '2027-05-01', lastDate: '2027-05-03' }),
      )
      const res = await move(app, created.json().id, {
        from: '2027-05-03',
        schedule: { startTime: '18:00:00', endTime: '19:00:00' },
      })
      t.equal(res.statusCode, 201, res.body)
      t.match(res.json().successor, {
        rrule: 1,
        firstDate: '2027-05-03',
        lastDate: '2027-05-03',
        startTime: '18:00:00',
      })
      t.same(
        await printedWeek(app, '2027-05-01 00:00:00', '2027-05-04 00:00:00').then((lines) =>
          lines.map((l) => l.split(' ').slice(2, 3).join()),
        ),
        ['20:00-21:00', '20:00-21:00', '18:00-19:00'],
      )
    })

    t.test('from that does not fit the schedule is a 400 naming from; unknown schedule 404', async (t) => {
      const app = await buildTestApp(t, { database })
      const { id } = await tuesdays(app)
      for (const from of ['2027-01-05', '2026-12-01', '2027-04-01']) {
        const res = await move(app, id, { from, schedule: { startTime: '21:00:00', endTime: '22:00:00' } })
        t.equal(res.statusCode, 400, from)
        t.equal(res.json().code, 'ONAIR_SCHEDULE_MOVE_FROM_INVALID')
        t.equal(res.json().fields[0].path, 'body/from')
      }
      const bad = await move(app, id, { from: '2027-02-16', schedule: { startTime: '21:00:00', endTime: '21:00:00' } })
      t.equal(bad.statusCode, 400)
      t.equal(bad.json().fields[0].path, 'body/schedule/endTime')
      const unknown = await move(app, id, { from: '2027-02-16', schedule: { show: 3 } })
      t.equal(unknown.statusCode, 400)
      t.equal((await move(app, 999999, { from: '2027-02-16', schedule: {} })).statusCode, 404)
    })

    t.test(
      'an original moved Tue → Thu from 16 February: its Wednesday repetition follows to Friday, one changeset, reverted row for row',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const show = await makeShow(app.db, { name: 'Jazz Night' })
        const original = await postSchedule(app, weekly(show.id))
        const originalId: number = original.json().id
        const repetition = await postSchedule(
          app,
          weekly(show.id, {
            startTime: '10:00:00',
            endTime: '11:00:00',
            isRepetition: true,
            addDaysNo: 1,
            repeatOf: originalId,
          }),
        )
        t.equal(repetition.statusCode, 201, repetition.body)
        const repetitionId: number = repetition.json().id
        // Rows as stored, but for who changed them last and when (a revert stamps them anew).
        const unstamped = async () =>
          JSON.stringify(await snapshot(app.db), (key, value) =>
            key === 'updatedAt' || key === 'updatedBy' ? undefined : value,
          )
        const state = await unstamped()
        const week = ['2027-02-15 00:00:00', '2027-02-22 00:00:00'] as const
        const printedBefore = await printedWeek(app, ...week)

        const conflictFree = {
          from: '2027-02-16',
          schedule: { byWeekday: 3, startTime: '21:00:00', endTime: '22:00:00' },
        }
        const preview = await move(app, originalId, { ...conflictFree, dryrun: true })
        t.equal(preview.statusCode, 202, preview.body)
        t.same(
          preview.json().create.map((slot: { start: string }) => slot.start),
          ['2027-02-18 21:00:00', '2027-02-19 10:00:00', '2027-02-25 21:00:00', '2027-02-26 10:00:00'],
          'the dry run shows both series at their new times',
        )
        t.equal(preview.json().delete.length, 4)

        const res = await move(app, originalId, conflictFree)
        t.equal(res.statusCode, 201, res.body)
        const successorId: number = res.json().successor.id
        t.match(res.json().repetitions, [
          { repeatOf: successorId, byWeekday: 3, startTime: '10:00:00', addDaysNo: 1, firstDate: '2027-02-16' },
        ])
        const repetitionSuccessor: number = res.json().repetitions[0].id
        const printedAfter = await printedWeek(app, ...week)
        t.match(printedAfter, [/2027-02-18 21:00-22:00 Jazz Night$/, /2027-02-19 10:00-11:00 Jazz Night repeats #\d+$/])
        t.comment(
          `a series move of an original with its repetition\nbefore:\n  ${printedBefore.join('\n  ')}\nafter:\n  ${printedAfter.join('\n  ')}`,
        )
        const rows = await app.db.client.timeslot.findMany({ orderBy: { start: 'asc' } })
        const originals = rows.filter((row) => row.scheduleId === successorId)
        t.same(
          rows.filter((row) => row.scheduleId === repetitionSuccessor).map((row) => row.repeatOfId),
          originals.map((row) => row.id),
          "each Friday repeats the Thursday before it, the successors' broadcasts",
        )
        t.match(
          rows.filter((row) => row.scheduleId === repetitionId).map((row) => row.repeatOfId),
          rows.filter((row) => row.scheduleId === originalId).map((row) => row.id),
          'before the 16th, as before',
        )
        const ended = await app.db.client.schedule.findUniqueOrThrow({ where: { id: repetitionId } })
        t.equal(ended.successorId, repetitionSuccessor)
        t.equal(await overlappingPairs(app.db), 0)
        const log = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=2' })).json().items
        t.match(log[0], { action: 'schedule.move', summary: /with 1 repetition schedule\(s\)/ })
        t.not(log[1].action, 'schedule.move', 'one changeset')
        const revert = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/changes/${log[0].id}/revert`,
        })
        t.equal(revert.statusCode, 201, revert.body.slice(0, 300))
        t.equal(await unstamped(), state, 'row for row as before')
      },
    )

    t.test('repetitions: "keep" moves the original series alone', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db, { name: 'Jazz Night' })
      const originalId: number = (await postSchedule(app, weekly(show.id))).json().id
      const repetition = await postSchedule(
        app,
        weekly(show.id, {
          startTime: '10:00:00',
          endTime: '11:00:00',
          isRepetition: true,
          addDaysNo: 1,
          repeatOf: originalId,
        }),
      )
      const res = await move(app, originalId, {
        from: '2027-02-16',
        schedule: { byWeekday: 3 },
        repetitions: 'keep',
      })
      t.equal(res.statusCode, 201, res.body)
      t.notOk('repetitions' in res.json())
      const kept = await app.db.client.schedule.findUniqueOrThrow({ where: { id: repetition.json().id } })
      t.equal(kept.successorId, null, 'the repetition schedule stays as it was')
      t.match(await printedWeek(app, '2027-02-15 00:00:00', '2027-02-22 00:00:00'), [
        /2027-02-17 10:00-11:00 Jazz Night/,
        /2027-02-18 20:00-21:00 Jazz Night$/,
      ])
    })
  })
}
