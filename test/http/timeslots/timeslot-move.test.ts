/**
 * Moving or resizing one broadcast (issue 32, point 1): the route's answers, what its schedule
 * remembers (PUT and series move after a move), revert, give back, started and ended broadcasts,
 * ownership and the idempotency key, on both databases.
 */
import t from 'tap'
import type { App } from '../../../src/app.ts'
import { localToInstant } from '../../../src/domain/time/station-time.ts'
import { asRole, buildTestApp, injectAs, type TestRole } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeShow, snapshot } from '../../helpers/factories.ts'
import { once, overlappingPairs, postSchedule, programme, putSchedule, weekly, ZONE } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

const move = (app: App, id: number, payload: object, role: TestRole = 'programme-manager', url = '') =>
  injectAs(app, role, { method: 'POST', url: `/api/v1/timeslots/${id}/move${url}`, payload })
const at = (local: string) => new Date(localToInstant(local, ZONE))

/** Jazz Night on Tuesdays 20:00-21:00, 2 to 23 February 2027; the 9th has an episode and a memo. */
async function jazzNight(app: App) {
  const show = await makeShow(app.db, { name: 'Jazz Night' })
  const schedule = weekly(show.id)
  const created = await postSchedule(app, schedule)
  const scheduleId: number = created.json().id
  const slots = await app.db.client.timeslot.findMany({ where: { scheduleId }, orderBy: { start: 'asc' } })
  const ninth = slots[1]!
  const episode = await makeEpisode(app.db, show.id, { title: 'Blue Notes' })
  await injectAs(app, 'programme-manager', {
    method: 'PATCH',
    url: `/api/v1/timeslots/${ninth.id}`,
    payload: { episodeId: episode.id, memo: 'live guest' },
  })
  return { show, schedule, scheduleId, ninth, episode, slots }
}

const THURSDAY = { start: '2027-02-11 21:00:00', end: '2027-02-11 22:00:00' }

for (const database of testDatabases()) {
  t.test(`moving one broadcast on ${database}`, async (t) => {
    t.test(
      'Tuesday → Thursday 21:00: same id and content, one changeset, remembered by PUT and series move',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { show, schedule, scheduleId, ninth, episode } = await jazzNight(app)
        const before = await printedWeek(app, '2027-02-08 00:00:00', '2027-02-15 00:00:00')
        const res = await move(app, ninth.id, THURSDAY)
        t.equal(res.statusCode, 200, res.body)
        t.match(res.json().timeslot, {
          id: ninth.id,
          start: THURSDAY.start,
          end: THURSDAY.end,
          episodeId: episode.id,
          memo: 'live guest',
          scheduleId,
        })
        const after = await printedWeek(app, '2027-02-08 00:00:00', '2027-02-15 00:00:00')
        t.same(after, [`#${ninth.id} 2027-02-11 21:00-22:00 Jazz Night episode ${episode.id} memo "live guest"`])
        t.comment(
          `a week before and after the move of #${ninth.id}\nbefore:\n  ${before.join('\n  ')}\nafter:\n  ${after.join('\n  ')}`,
        )
        const log = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
        t.equal(log.action, 'timeslot.move', 'one changeset for the move')

        // A PUT of the schedule (a longer one, too) neither brings it back nor airs the 9th twice.
        t.equal((await putSchedule(app, scheduleId, schedule)).statusCode, 200)
        t.equal((await putSchedule(app, scheduleId, { ...schedule, lastDate: '2027-03-02' })).statusCode, 200)
        t.same(await programme(app.db), [
          `${scheduleId} 2027-02-02 20:00:00-21:00:00`,
          `${scheduleId} 2027-02-11 21:00:00-22:00:00`,
          `${scheduleId} 2027-02-16 20:00:00-21:00:00`,
          `${scheduleId} 2027-02-23 20:00:00-21:00:00`,
          `${scheduleId} 2027-03-02 20:00:00-21:00:00`,
        ])
        t.equal((await app.db.client.timeslot.findUnique({ where: { id: ninth.id } }))!.episodeId, episode.id)

        // A move of the series from the 3rd: the Thursday stays, the 9th stays away.
        const series = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/schedules/${scheduleId}/move`,
          payload: { from: '2027-02-03', schedule: { byWeekday: 2 } },
        })
        t.equal(series.statusCode, 201, series.body)
        const successor = series.json().successor.id
        t.same(
          await programme(app.db),
          [
            `${scheduleId} 2027-02-02 20:00:00-21:00:00`,
            `${successor} 2027-02-10 20:00:00-21:00:00`,
            `${scheduleId} 2027-02-11 21:00:00-22:00:00`,
            `${successor} 2027-02-17 20:00:00-21:00:00`,
            `${successor} 2027-02-24 20:00:00-21:00:00`,
          ],
          'the moved broadcast kept its place; its position (the 1st, 3 February) stays away, the rest moved to Wednesdays',
        )
        t.same(series.json().successor.exceptions, ['2027-02-03'])
        t.equal(await app.db.client.timeslot.count({ where: { showId: show.id } }), 5)
        t.equal(await overlappingPairs(app.db), 0)
      },
    )

    t.test('a move, its revert row for row, and a move back home leave the schedule as it was', async (t) => {
      const app = await buildTestApp(t, { database })
      const { scheduleId, ninth } = await jazzNight(app)
      const state = await snapshot(app.db)
      t.equal((await move(app, ninth.id, THURSDAY)).statusCode, 200)
      t.match((await app.db.client.schedule.findUnique({ where: { id: scheduleId } }))!.movedOccurrences, [
        { date: '2027-02-09', timeslotId: ninth.id },
      ])
      const log = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
      const revert = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${log.id}/revert`,
      })
      t.equal(revert.statusCode, 201, revert.body.slice(0, 300))
      const reverted = (await app.db.client.timeslot.findUnique({ where: { id: ninth.id } }))!
      t.same([reverted.start, reverted.end], [ninth.start, ninth.end])
      t.same((await app.db.client.schedule.findUnique({ where: { id: scheduleId } }))!.movedOccurrences, [])

      t.equal((await move(app, ninth.id, THURSDAY)).statusCode, 200)
      t.equal((await move(app, ninth.id, { start: '2027-02-09 20:00:00', end: '2027-02-09 21:00:00' })).statusCode, 200)
      t.same(
        (await app.db.client.schedule.findUnique({ where: { id: scheduleId } }))!.movedOccurrences,
        [],
        'back home, the schedule forgets the move',
      )
      const now = JSON.parse(
        JSON.stringify(await app.db.client.timeslot.findMany({ orderBy: { id: 'asc' } })),
      ) as Array<Record<string, unknown>>
      const was = (state as { timeslots: Array<Record<string, unknown>> }).timeslots
      const strip = (rows: Array<Record<string, unknown>>) =>
        rows.map(({ updatedAt: _u, updatedBy: _b, ...row }) => row)
      t.same(strip(now), strip(was))
    })

    t.test('409 names the collisions with their solutionChoices; dry run, solutions and give back', async (t) => {
      const app = await buildTestApp(t, { database })
      const { ninth } = await jazzNight(app)
      const talk = await makeShow(app.db, { name: 'Night Talk' })
      const other = await postSchedule(app, once(talk.id, '2027-02-11', '21:30:00', '22:30:00'))
      const talkSlot = (await app.db.client.timeslot.findFirst({ where: { scheduleId: other.json().id } }))!
      const state = await snapshot(app.db)

      const asked = await move(app, ninth.id, THURSDAY)
      t.equal(asked.statusCode, 409)
      const [projected] = asked.json().projected
      t.match(projected, {
        start: THURSDAY.start,
        end: THURSDAY.end,
        collisions: [{ id: talkSlot.id, showName: 'Night Talk' }],
      })
      t.same([...projected.solutionChoices].sort(), ['ours', 'ours-end', 'theirs', 'theirs-end'])
      t.same(await snapshot(app.db), state, 'the 409 changed nothing')

      const preview = await move(app, ninth.id, { ...THURSDAY, solutions: { [projected.hash]: 'ours' }, dryrun: true })
      t.equal(preview.statusCode, 202, preview.body)
      t.match(preview.json(), { create: [{ id: ninth.id, start: THURSDAY.start }], delete: [{ id: talkSlot.id }] })
      t.equal(preview.json().delete.length, 1, 'the moved broadcast itself is not deleted')
      t.same(await snapshot(app.db), state, 'the dry run changed nothing')

      const unknown = await move(app, ninth.id, { ...THURSDAY, solutions: { nope: 'ours' } })
      t.equal(unknown.statusCode, 409, 'a solution for a hash that does not collide: the collisions are shown again')
      t.match(unknown.json().detail, /nope/)
      t.same(await snapshot(app.db), state)

      const resolved = await move(app, ninth.id, { ...THURSDAY, solutions: { [projected.hash]: 'ours' } })
      t.equal(resolved.statusCode, 200, resolved.body)
      t.equal(await app.db.client.timeslot.count({ where: { id: talkSlot.id } }), 0, "'ours' took the talk's air")

      // Moving the special on frees the Thursday: the talk comes back, as after a DELETE.
      const freed = await move(app, ninth.id, { start: '2027-02-12 21:00:00', end: '2027-02-12 22:00:00' })
      t.equal(freed.statusCode, 200, freed.body)
      t.match(freed.json().restoration, {
        restored: [{ id: talkSlot.id, start: '2027-02-11 21:30:00', end: '2027-02-11 22:30:00' }],
      })

      const trimmed = await move(app, ninth.id, {
        start: '2027-02-11 21:00:00',
        end: '2027-02-11 22:00:00',
        defaultSolution: 'theirs-end',
      })
      t.equal(trimmed.statusCode, 200, trimmed.body)
      t.match(trimmed.json().timeslot, { start: '2027-02-11 21:00:00', end: '2027-02-11 21:30:00' })
      const none = await move(app, ninth.id, {
        start: '2027-02-11 21:30:00',
        end: '2027-02-11 22:30:00',
        defaultSolution: 'theirs',
      })
      t.equal(none.statusCode, 409)
      t.equal(none.json().code, 'ONAIR_TIMESLOT_MOVE_NO_AIR')
      t.equal(await overlappingPairs(app.db), 0)
    })

    t.test('bad input names the field and changes nothing; 404', async (t) => {
      const app = await buildTestApp(t, { database })
      const { ninth } = await jazzNight(app)
      const state = await snapshot(app.db)
      const cases: Array<[object, string, string]> = [
        [{ start: '2027-02-11 22:00:00', end: '2027-02-11 21:00:00' }, 'ONAIR_TIMESLOT_MOVE_INVALID', 'body/end'],
        [{ start: 'Thursday', end: '2027-02-11 21:00:00' }, 'ONAIR_TIMESLOT_MOVE_INVALID', 'body/start'],
        [{ start: '2026-12-31 21:00:00', end: '2026-12-31 22:00:00' }, 'ONAIR_TIMESLOT_MOVE_INVALID', 'body/start'],
        [{ start: '2027-02-11 21:00:00', end: '2027-02-13 22:00:00' }, 'ONAIR_TIMESLOT_MOVE_INVALID', 'body/end'],
        [{ start: '2027-02-11 21:00:00' }, 'ONAIR_VALIDATION_FAILED', 'body/end'],
        [{ ...THURSDAY, solutions: { x: 'later' } }, 'ONAIR_VALIDATION_FAILED', 'body/solutions/x'],
      ]
      for (const [payload, code, field] of cases) {
        const res = await move(app, ninth.id, payload)
        t.equal(res.statusCode, 400, JSON.stringify(payload))
        t.equal(res.json().code, code)
        t.ok(
          res.json().fields.some((f: { path: string }) => f.path.startsWith(field)),
          `${JSON.stringify(res.json().fields)} names ${field}`,
        )
      }
      const missing = await move(app, 999999, THURSDAY)
      t.equal(missing.statusCode, 404)
      t.equal(missing.json().code, 'ONAIR_TIMESLOT_NOT_FOUND')
      t.same(await snapshot(app.db), state)
    })

    t.test('a broadcast on air may only change its end; one that has ended is history', async (t) => {
      let now = Date.parse('2027-01-01T00:00:00Z')
      const app = await buildTestApp(t, { database, now: () => now })
      const { ninth, slots } = await jazzNight(app)
      now = at('2027-02-09 20:30:00').getTime()
      const state = await snapshot(app.db)
      const moved = await move(app, ninth.id, { start: '2027-02-09 20:45:00', end: '2027-02-09 21:30:00' })
      t.equal(moved.statusCode, 409)
      t.equal(moved.json().code, 'ONAIR_TIMESLOT_STARTED')
      const ended = await move(app, slots[0]!.id, { start: '2027-02-12 20:00:00', end: '2027-02-12 21:00:00' })
      t.equal(ended.statusCode, 409)
      t.equal(ended.json().code, 'ONAIR_TIMESLOT_PAST')
      t.same(await snapshot(app.db), state, 'both refusals changed nothing')

      const extended = await move(app, ninth.id, { start: '2027-02-09 20:00:00', end: '2027-02-09 21:30:00' })
      t.equal(extended.statusCode, 200, extended.body)
      t.match(extended.json().timeslot, { start: '2027-02-09 20:00:00', end: '2027-02-09 21:30:00' })
      const cut = await move(app, ninth.id, { start: '2027-02-09 20:00:00', end: '2027-02-09 20:10:00' })
      t.equal(cut.statusCode, 200, cut.body)
      t.match(
        cut.json().timeslot,
        { start: '2027-02-09 20:00:00', end: '2027-02-09 20:30:00' },
        'an end that has passed ends it now',
      )
    })

    t.test("a host moves only its own show's broadcast and may not take another owner's air", async (t) => {
      const app = await buildTestApp(t, { database })
      const { show, ninth } = await jazzNight(app)
      const talk = await makeShow(app.db, { name: 'Night Talk' })
      await postSchedule(app, once(talk.id, '2027-02-11', '21:30:00', '22:30:00'))
      const state = await snapshot(app.db)
      const stranger = await asRole(app, 'host', [talk.id])
      const refused = await stranger.inject({
        method: 'POST',
        url: `/api/v1/timeslots/${ninth.id}/move`,
        payload: THURSDAY,
      })
      t.equal(refused.statusCode, 403)
      t.equal(refused.json().code, 'ONAIR_SHOW_NOT_OWNED')
      const host = await asRole(app, 'host', [show.id])
      const asked = await host.inject({ method: 'POST', url: `/api/v1/timeslots/${ninth.id}/move`, payload: THURSDAY })
      t.equal(asked.statusCode, 409)
      const [projected] = asked.json().projected
      t.same(
        [...projected.solutionChoices].sort(),
        ['theirs', 'theirs-end'],
        "only solutions that leave the talk's timeslot alone",
      )
      const taken = await host.inject({
        method: 'POST',
        url: `/api/v1/timeslots/${ninth.id}/move`,
        payload: { ...THURSDAY, solutions: { [projected.hash]: 'ours' } },
      })
      t.equal(taken.statusCode, 403)
      t.equal(taken.json().code, 'ONAIR_SOLUTION_FORBIDDEN')
      t.same(await snapshot(app.db), state)
      const reader = await move(app, ninth.id, THURSDAY, 'reader')
      t.equal(reader.statusCode, 403)
      const own = await host.inject({
        method: 'POST',
        url: `/api/v1/timeslots/${ninth.id}/move`,
        payload: { ...THURSDAY, defaultSolution: 'theirs-end' },
      })
      t.equal(own.statusCode, 200, own.body)
      t.match(own.json().timeslot, { start: '2027-02-11 21:00:00', end: '2027-02-11 21:30:00' })
      const log = (await host.inject({ url: '/api/v1/changes?limit=1' })).json().items[0]
      const revert = await host.inject({ method: 'POST', url: `/api/v1/changes/${log.id}/revert` })
      t.equal(revert.statusCode, 201, `the host reverts its own move: ${revert.body.slice(0, 200)}`)
    })

    t.test('an Idempotency-Key answers a repeated move once', async (t) => {
      const app = await buildTestApp(t, { database })
      const { ninth } = await jazzNight(app)
      const send = () =>
        injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/timeslots/${ninth.id}/move`,
          payload: THURSDAY,
          headers: { 'idempotency-key': 'move-9th' },
        })
      const first = await send()
      const changes = await app.db.client.changeset.count()
      const second = await send()
      t.equal(first.statusCode, 200)
      t.equal(second.statusCode, 200)
      t.same(second.json(), first.json())
      t.equal(await app.db.client.changeset.count(), changes, 'the repeat wrote nothing')
    })

    t.test('a cancelled moved broadcast leaves its old date cancelled', async (t) => {
      const app = await buildTestApp(t, { database })
      const { schedule, scheduleId, ninth } = await jazzNight(app)
      t.equal((await move(app, ninth.id, THURSDAY)).statusCode, 200)
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${ninth.id}` }))
          .statusCode,
        204,
      )
      const stored = (await injectAs(app, 'programme-manager', { url: `/api/v1/schedules/${scheduleId}` })).json()
      t.same(stored.exceptions, ['2027-02-09'])
      t.equal((await putSchedule(app, scheduleId, schedule)).statusCode, 200)
      t.equal(await app.db.client.timeslot.count({ where: { scheduleId } }), 3)
    })
  })
}
