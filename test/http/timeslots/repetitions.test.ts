import t, { type Test } from 'tap'
import type { App } from '../../../src/app.ts'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeShow } from '../../helpers/factories.ts'
import { once, postSchedule, putSchedule, weekly } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

// Jazz Night on Tuesdays 20:00-21:00 in February 2027, its repetition the next morning 10:00-11:00.
const WEEK = ['2027-02-09 00:00:00', '2027-02-11 00:00:00'] as const
const TUESDAY_9 = ['2027-02-09 00:00:00', '2027-02-10 00:00:00'] as const

interface Listed {
  id: number
  start: string
  scheduleId: number
  repeatOf?: number | null
  episodeId: number | null
}

/** Every row of the programme as stored (who and when aside): what "unchanged" and "row for row" compare. */
async function tables(app: App) {
  const strip = <T extends { updatedAt: Date; updatedBy: number | null }>(rows: T[]) =>
    rows.map(({ updatedAt: _at, updatedBy: _by, ...row }) => row)
  const timeslots = strip(await app.db.client.timeslot.findMany({ orderBy: { id: 'asc' } }))
  const schedules = strip(await app.db.client.schedule.findMany({ orderBy: { id: 'asc' } }))
  return JSON.parse(
    JSON.stringify({ timeslots, schedules, changesets: await app.db.client.changeset.count() }),
  ) as unknown
}

async function listed(app: App, window: readonly [string, string] = WEEK): Promise<Listed[]> {
  const res = await injectAs(app, 'programme-manager', {
    url: `/api/v1/timeslots?start=${encodeURIComponent(window[0])}&end=${encodeURIComponent(window[1])}`,
  })
  return res.json().items
}

/** The original and its repetition schedule; the 9 February broadcast and its repetition on the 10th. */
async function jazzNight(t: Test, app: App) {
  const show = await makeShow(app.db, { name: 'Jazz Night' })
  const original = await postSchedule(app, weekly(show.id))
  t.equal(original.statusCode, 201, original.body)
  const repetition = await postSchedule(
    app,
    weekly(show.id, {
      startTime: '10:00:00',
      endTime: '11:00:00',
      isRepetition: true,
      addDaysNo: 1,
      repeatOf: original.json().id,
    }),
  )
  t.equal(repetition.statusCode, 201, repetition.body)
  const [tuesday, wednesday] = await listed(app)
  return {
    show,
    originalId: original.json().id as number,
    repetitionId: repetition.json().id as number,
    tuesday: tuesday!,
    wednesday: wednesday!,
  }
}

/** Posts a schedule resolving every collision with `solution`. */
async function planned(
  t: Test,
  app: App,
  schedule: Record<string, unknown>,
  solution: string,
  extra: Record<string, unknown> = {},
) {
  const first = await postSchedule(app, schedule)
  t.equal(first.statusCode, 409, first.body)
  const solutions = Object.fromEntries(
    first
      .json()
      .projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0)
      .map((p: { hash: string }) => [p.hash, solution]),
  )
  return injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/schedules/',
    payload: { schedule, solutions, ...extra },
  })
}

for (const database of testDatabases()) {
  t.test(`repetitions follow their original on ${database}`, async (t) => {
    t.test(
      'linked at creation: each repetition names the broadcast it repeats; a contract schedule shows no link',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { originalId, repetitionId, tuesday, wednesday } = await jazzNight(t, app)
        t.match(tuesday, { start: '2027-02-09 20:00:00', scheduleId: originalId })
        t.notOk('repeatOf' in tuesday, 'an original carries no repeatOf: a contract client sees the contract')
        t.match(wednesday, { start: '2027-02-10 10:00:00', scheduleId: repetitionId, repeatOf: tuesday.id })
        const all = await listed(app, ['2027-02-01 00:00:00', '2027-03-01 00:00:00'])
        const originals = all.filter((slot) => slot.scheduleId === originalId)
        const repetitions = all.filter((slot) => slot.scheduleId === repetitionId)
        t.equal(repetitions.length, 4)
        t.same(
          repetitions.map((slot) => slot.repeatOf),
          originals.map((slot) => slot.id),
          'every Wednesday repeats the Tuesday before it',
        )
        const schedule = await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${repetitionId}` })
        t.equal(schedule.json().repeatOf, originalId)
        const one = await injectAs(app, 'programme-manager', { url: `/api/v1/timeslots/${wednesday.id}` })
        t.equal(one.json().repeatOf, tuesday.id)
      },
    )

    t.test(
      'cancelling the original cancels its repetition in the same changeset; a revert brings both back row for row',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { repetitionId, tuesday, wednesday } = await jazzNight(t, app)
        const before = await tables(app)
        const printedBefore = await printedWeek(app, ...WEEK)
        const res = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/timeslots/${tuesday.id}`,
        })
        t.equal(res.statusCode, 200, res.body)
        t.match(res.json(), {
          restored: [],
          notRestored: [],
          repetitions: [
            { id: wednesday.id, start: '2027-02-10 10:00:00', scheduleId: repetitionId, repeatOf: tuesday.id },
          ],
        })
        t.same(await listed(app), [], 'neither airs that week')
        const schedule = await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${repetitionId}` })
        t.same(
          schedule.json().exceptions,
          ['2027-02-10'],
          'the repetition is an exception of its schedule: no PUT brings it back',
        )
        const changes = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items
        t.match(changes[0], { action: 'timeslot.delete', summary: /with 1 repetition\(s\)/ })
        const printedAfter = await printedWeek(app, ...WEEK)
        t.comment(
          `a cancelled original with its repetition\nbefore:\n  ${printedBefore.join('\n  ')}\nafter DELETE /api/v1/timeslots/${tuesday.id}:\n  ${printedAfter.join('\n  ') || '(nothing)'}`,
        )
        const revert = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/changes/${changes[0].id}/revert`,
        })
        t.equal(revert.statusCode, 201, revert.body)
        const after = (await tables(app)) as { changesets: number }
        t.same({ ...after, changesets: (before as { changesets: number }).changesets }, before, 'row for row as before')
      },
    )

    t.test(
      'repetitions=keep cancels the original alone: the contract answer, the repetition stays (its link reads null)',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { tuesday, wednesday } = await jazzNight(t, app)
        const res = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/timeslots/${tuesday.id}?repetitions=keep`,
        })
        t.equal(res.statusCode, 204, res.body)
        t.match(await listed(app), [{ id: wednesday.id, repeatOf: null }])
      },
    )

    t.test(
      'an ours solution over the original pre-empts its repetition; giving the special back gives both back',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { show, repetitionId, tuesday, wednesday } = await jazzNight(t, app)
        const before = await tables(app)
        const printedBefore = await printedWeek(app, ...WEEK)
        const special = await makeShow(app.db, { name: 'Election Night' })
        const res = await planned(t, app, once(special.id, '2027-02-09', '20:00:00', '21:00:00'), 'ours')
        t.equal(res.statusCode, 201, res.body)
        t.match(
          res.json().repetitions,
          [{ id: wednesday.id, repeatOf: tuesday.id }],
          'the answer lists the repetition that went',
        )
        const during = await printedWeek(app, ...WEEK)
        t.match(during, [/20:00-21:00 Election Night$/])
        t.equal(during.length, 1, 'the Wednesday repetition is pre-empted with its original')
        const specialSlot = (await app.db.client.timeslot.findFirst({ where: { showId: special.id } }))!
        t.same(
          (specialSlot.displaced as Array<{ row: { id: number } }>).map((entry) => entry.row.id),
          [tuesday.id, wednesday.id],
          "both on the special's stack",
        )
        const repetitionFields = weekly(show.id, {
          startTime: '10:00:00',
          endTime: '11:00:00',
          isRepetition: true,
          addDaysNo: 1,
        })
        const put = await putSchedule(app, repetitionId, repetitionFields)
        t.equal(put.statusCode, 200, put.body)
        t.equal(
          (await printedWeek(app, ...WEEK)).length,
          1,
          'a PUT of the repetition schedule does not bring the pre-empted repetition back early',
        )

        const back = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/timeslots/${specialSlot.id}`,
        })
        t.equal(back.statusCode, 200, back.body)
        t.same(
          back
            .json()
            .restored.map((slot: { id: number }) => slot.id)
            .sort(),
          [tuesday.id, wednesday.id].sort(),
        )
        t.same(await printedWeek(app, ...WEEK), printedBefore, 'the week as before, the link included')
        const after = (await tables(app)) as { timeslots: unknown; schedules: unknown }
        t.same(after.timeslots, (before as { timeslots: unknown }).timeslots, 'row for row')
      },
    )

    t.test('repetitions: "keep" on a schedule write pre-empts the original alone', async (t) => {
      const app = await buildTestApp(t, { database })
      const { wednesday } = await jazzNight(t, app)
      const special = await makeShow(app.db, { name: 'Election Night' })
      const res = await planned(t, app, once(special.id, '2027-02-09', '20:00:00', '21:00:00'), 'ours', {
        repetitions: 'keep',
      })
      t.equal(res.statusCode, 201, res.body)
      t.notOk('repetitions' in res.json())
      t.match(await listed(app), [{ start: '2027-02-09 20:00:00' }, { id: wednesday.id }])
    })

    t.test(
      "a repetition without its own episode or media airs the original's, in playout and now/next, with its source",
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { show, tuesday, wednesday } = await jazzNight(t, app)
        const episode = await makeEpisode(app.db, show.id, { title: 'Coltrane' })
        const patched = await injectAs(app, 'programme-manager', {
          method: 'PATCH',
          url: `/api/v1/timeslots/${tuesday.id}`,
          payload: { episodeId: episode.id, mediaId: 77 },
        })
        t.equal(patched.statusCode, 200, patched.body)
        const playout = await injectAs(app, 'programme-manager', {
          url: `/api/v1/playout?start=${encodeURIComponent('2027-02-10 10:00:00')}&end=${encodeURIComponent('2027-02-10 11:00:00')}`,
        })
        t.equal(playout.statusCode, 200, playout.body)
        t.match(playout.json().items, [
          {
            kind: 'timeslot',
            timeslotId: wednesday.id,
            episodeId: episode.id,
            episodeSource: 'original',
            mediaId: 77,
            source: 'original',
          },
        ])
        const originalPlayout = await injectAs(app, 'programme-manager', {
          url: `/api/v1/playout?start=${encodeURIComponent('2027-02-09 20:00:00')}&end=${encodeURIComponent('2027-02-09 21:00:00')}`,
        })
        t.notOk('episodeSource' in originalPlayout.json().items[0], "an original's playout item is the contract's")
        t.notOk(
          'episodeSource' in
            (await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/next?count=1' })).json().items[0],
          'so is its now/next',
        )
        // now/next: the clock stands on 1 January, so the first week is next; its original gets the same content.
        const first = (await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/next?count=2' })).json()
          .items as Array<{ id: number }>
        await injectAs(app, 'programme-manager', {
          method: 'PATCH',
          url: `/api/v1/timeslots/${first[0]!.id}`,
          payload: { episodeId: episode.id, mediaId: 77 },
        })
        const next = await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/next?count=2' })
        t.match(next.json().items, [
          { id: first[0]!.id, episodeId: episode.id, effectiveMediaId: 77, source: 'timeslot' },
          {
            id: first[1]!.id,
            repeatOf: first[0]!.id,
            episodeId: null,
            effectiveEpisodeId: episode.id,
            episodeSource: 'original',
            effectiveMediaId: 77,
            source: 'original',
          },
        ])
        // Its own media wins; the episode still comes from the original.
        await injectAs(app, 'programme-manager', {
          method: 'PATCH',
          url: `/api/v1/timeslots/${first[1]!.id}`,
          payload: { mediaId: 5 },
        })
        const own = await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots/next?count=2' })
        t.match(own.json().items[1], {
          effectiveMediaId: 5,
          source: 'timeslot',
          effectiveEpisodeId: episode.id,
          episodeSource: 'original',
        })
      },
    )

    t.test(
      'a PUT without repeatOf keeps the link; repeatOf: null unlinks every broadcast; naming it again links them',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { show, originalId, repetitionId, tuesday } = await jazzNight(t, app)
        const fields = weekly(show.id, { startTime: '10:00:00', endTime: '11:00:00', isRepetition: true, addDaysNo: 1 })
        t.equal((await putSchedule(app, repetitionId, fields)).statusCode, 200)
        t.match((await listed(app))[1], { repeatOf: tuesday.id })
        const unlinked = await putSchedule(app, repetitionId, { ...fields, repeatOf: null })
        t.equal(unlinked.statusCode, 200, unlinked.body)
        t.notOk('repeatOf' in unlinked.json())
        t.match((await listed(app))[1], { repeatOf: null })
        t.equal((await putSchedule(app, repetitionId, { ...fields, repeatOf: originalId })).statusCode, 200)
        t.match((await listed(app))[1], { repeatOf: tuesday.id })
      },
    )

    t.test('a repetition moved as a series stays a repetition of its original, each broadcast linked', async (t) => {
      const app = await buildTestApp(t, { database })
      const { originalId, repetitionId } = await jazzNight(t, app)
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/schedules/${repetitionId}/move`,
        payload: { from: '2027-02-16', schedule: { startTime: '11:00:00', endTime: '12:00:00' } },
      })
      t.equal(res.statusCode, 201, res.body)
      const successor = res.json().successor ?? res.json()
      const all = await listed(app, ['2027-02-15 00:00:00', '2027-03-01 00:00:00'])
      const originals = all.filter((slot) => slot.scheduleId === originalId)
      t.same(
        all.filter((slot) => slot.scheduleId !== originalId).map((slot) => [slot.start, slot.repeatOf]),
        [
          ['2027-02-17 11:00:00', originals[0]!.id],
          ['2027-02-24 11:00:00', originals[1]!.id],
        ],
      )
      t.equal(
        (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${successor.id}` })).json().repeatOf,
        originalId,
      )
    })

    t.test('bad repeatOf: 400 naming the field, the database unchanged', async (t) => {
      const app = await buildTestApp(t, { database })
      const { show, originalId, repetitionId } = await jazzNight(t, app)
      const other = await makeShow(app.db, { name: 'Other' })
      const otherSchedule = await postSchedule(app, weekly(other.id, { startTime: '06:00:00', endTime: '07:00:00' }))
      const before = await tables(app)
      const repetition = (overrides: Record<string, unknown>) =>
        weekly(show.id, { startTime: '12:00:00', endTime: '13:00:00', isRepetition: true, addDaysNo: 2, ...overrides })
      const cases: Array<[string, () => ReturnType<typeof postSchedule>, RegExp]> = [
        ['a missing schedule', () => postSchedule(app, repetition({ repeatOf: 9999 })), /does not exist/],
        [
          "another show's",
          () => postSchedule(app, repetition({ repeatOf: otherSchedule.json().id })),
          /of show \d+; a repetition repeats a schedule of its own show/,
        ],
        [
          'itself',
          () =>
            putSchedule(
              app,
              repetitionId,
              weekly(show.id, {
                startTime: '10:00:00',
                endTime: '11:00:00',
                isRepetition: true,
                addDaysNo: 1,
                repeatOf: repetitionId,
              }),
            ),
          /itself/,
        ],
        [
          'from a non-repetition',
          () => postSchedule(app, repetition({ isRepetition: false, repeatOf: originalId })),
          /needs isRepetition: true/,
        ],
        ['a repetition', () => postSchedule(app, repetition({ repeatOf: repetitionId })), /a repetition itself/],
      ]
      for (const [what, send, message] of cases) {
        const res = await send()
        t.equal(res.statusCode, 400, `${what}: ${res.body}`)
        t.match(
          res.json(),
          { code: 'ONAIR_SCHEDULE_REPEAT_OF_INVALID', fields: [{ path: 'body/schedule/repeatOf', message }] },
          what,
        )
      }
      t.same(await tables(app), before, 'nothing changed')
    })

    t.test('printed: a cancelled original with its repetition', async (t) => {
      const app = await buildTestApp(t, { database })
      const { tuesday } = await jazzNight(t, app)
      t.match(await printedWeek(app, ...TUESDAY_9), [new RegExp(`^#${tuesday.id} 2027-02-09 20:00-21:00 Jazz Night$`)])
      t.match(await printedWeek(app, ...WEEK), [
        /Jazz Night$/,
        new RegExp(`10:00-11:00 Jazz Night repeats #${tuesday.id}$`),
      ])
    })
  })
}
