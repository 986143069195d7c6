import t, { type Test } from 'tap'
import type { App } from '../../../src/app.ts'
import { asRole, buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeShow } from '../../helpers/factories.ts'
import { once, postSchedule, putSchedule, weekly } from '../../helpers/schedules.ts'
import { printedWeek } from '../../helpers/week.ts'

const TUESDAY = ['2027-02-09 00:00:00', '2027-02-10 00:00:00'] as const

/** Every timeslot row as stored, but for who changed it last and when (a restoration is a change). */
async function timeslotRows(app: App) {
  const rows = await app.db.client.timeslot.findMany({ orderBy: { id: 'asc' } })
  return JSON.parse(JSON.stringify(rows.map(({ updatedAt: _at, updatedBy: _by, ...row }) => row))) as unknown
}

/** Posts a schedule, resolving every collision with `solution`; answers the created schedule's id. */
async function planned(t: Test, app: App, schedule: Record<string, unknown>, solution?: string): Promise<number> {
  const first = await postSchedule(app, schedule)
  if (first.statusCode === 201) return first.json().id
  t.equal(first.statusCode, 409, first.body)
  const solutions = Object.fromEntries(
    first
      .json()
      .projected.filter((p: { collisions: unknown[] }) => p.collisions.length > 0)
      .map((p: { hash: string }) => [p.hash, solution]),
  )
  const res = await postSchedule(app, schedule, solutions)
  t.equal(res.statusCode, 201, res.body)
  return res.json().id
}

/** The regular Tuesday show 20:00-22:00 in February 2027, its 9 February slot with an episode and a memo. */
async function regularWeek(t: Test, app: App) {
  const show = await makeShow(app.db, { name: 'Evening Jazz' })
  const scheduleId = await planned(t, app, weekly(show.id, { endTime: '22:00:00' }))
  const episode = await makeEpisode(app.db, show.id, { title: 'Coltrane' })
  const slot = (
    await injectAs(app, 'programme-manager', {
      url: `/api/v1/timeslots?start=2027-02-09+00:00:00&end=2027-02-10+00:00:00`,
    })
  ).json().items[0]
  const patched = await injectAs(app, 'programme-manager', {
    method: 'PATCH',
    url: `/api/v1/timeslots/${slot.id}`,
    payload: { episodeId: episode.id, memo: 'live from the club' },
  })
  t.equal(patched.statusCode, 200, patched.body)
  return { show, scheduleId, slotId: slot.id as number, episode }
}

for (const database of testDatabases()) {
  t.test(`specials give the regular show back on ${database}`, async (t) => {
    t.test(
      'an ours-both special inside a weekly slot, deleted: the timeslots table is as before, row for row',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const { slotId } = await regularWeek(t, app)
        const special = await makeShow(app.db, { name: 'Election Night' })
        const before = await timeslotRows(app)
        const printedBefore = await printedWeek(app, ...TUESDAY)

        await planned(t, app, once(special.id, '2027-02-09', '20:30:00', '21:00:00'), 'ours-both')
        const during = await printedWeek(app, ...TUESDAY)
        t.match(during, [
          /^#\d+ 2027-02-09 20:00-20:30 Evening Jazz episode \d+ memo "live from the club"$/,
          /20:30-21:00 Election Night$/,
          /21:00-22:00 Evening Jazz episode \d+ memo "live from the club"$/,
        ])
        const specialSlot = (await app.db.client.timeslot.findFirst({ where: { showId: special.id } }))!
        t.same(
          (specialSlot.displaced as Array<{ row: { id: number } }>).map((entry) => entry.row.id),
          [slotId],
          'the special keeps the row it trimmed',
        )

        const res = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/timeslots/${specialSlot.id}`,
        })
        t.equal(res.statusCode, 200, res.body)
        t.match(res.json(), {
          restored: [
            { id: slotId, start: '2027-02-09 20:00:00', end: '2027-02-09 22:00:00', memo: 'live from the club' },
          ],
          notRestored: [],
        })
        t.same(await timeslotRows(app), before, 'row for row: the head has its time back and the tail merged into it')
        const printedAfter = await printedWeek(app, ...TUESDAY)
        t.same(printedAfter, printedBefore)
        t.comment(
          `ours-both special, then deleted\nbefore:\n  ${printedBefore.join('\n  ')}\nwith the special:\n  ${during.join('\n  ')}\nafter:\n  ${printedAfter.join('\n  ')}`,
        )
      },
    )

    t.test('ours over two slots of two shows, its schedule deleted: both come back with their ids', async (t) => {
      const app = await buildTestApp(t, { database })
      const first = await makeShow(app.db, { name: 'News' })
      const second = await makeShow(app.db, { name: 'Talk' })
      const special = await makeShow(app.db, { name: 'Marathon' })
      await planned(t, app, once(first.id, '2027-02-09', '20:00:00', '21:00:00'))
      await planned(t, app, once(second.id, '2027-02-09', '21:00:00', '22:00:00'))
      const before = await timeslotRows(app)
      const specialSchedule = await planned(t, app, once(special.id, '2027-02-09', '20:30:00', '21:30:00'), 'ours')
      t.match(await printedWeek(app, ...TUESDAY), [/20:30-21:30 Marathon$/])

      const res = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/schedules/${specialSchedule}`,
      })
      t.equal(res.statusCode, 200, res.body)
      t.same(
        res.json().restored.map((slot: { showName: string }) => slot.showName),
        ['News', 'Talk'],
      )
      t.same(await timeslotRows(app), before, 'row for row, ids included')
    })

    t.test('restore=false deletes without giving back; a DELETE that displaced nothing stays 204', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularWeek(t, app)
      const special = await makeShow(app.db, { name: 'Election Night' })
      const scheduleId = await planned(t, app, once(special.id, '2027-02-09', '20:00:00', '23:00:00'), 'ours')
      const res = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/schedules/${scheduleId}?restore=false`,
      })
      t.equal(res.statusCode, 204, res.body)
      t.same(await printedWeek(app, ...TUESDAY), [])
      const bad = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/schedules/1?restore=maybe`,
      })
      t.equal(bad.statusCode, 400)
      t.match(bad.json().fields, [{ path: 'querystring/restore' }])
    })

    t.test('only what the special took comes back: a piece cancelled since stays cancelled', async (t) => {
      const app = await buildTestApp(t, { database })
      const { slotId } = await regularWeek(t, app)
      const special = await makeShow(app.db, { name: 'Election Night' })
      await planned(t, app, once(special.id, '2027-02-09', '20:30:00', '21:00:00'), 'ours-both')
      const [, specialSlot, tail] = (
        await injectAs(app, 'programme-manager', {
          url: `/api/v1/timeslots?start=2027-02-09+00:00:00&end=2027-02-10+00:00:00`,
        })
      ).json().items
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${tail.id}` }))
          .statusCode,
        204,
        'the tail cancelled',
      )

      const res = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/timeslots/${specialSlot.id}`,
      })
      t.equal(res.statusCode, 200, res.body)
      t.match(res.json().restored, [{ id: slotId, start: '2027-02-09 20:00:00', end: '2027-02-09 21:00:00' }])
      t.match(
        await printedWeek(app, ...TUESDAY),
        [/^#\d+ 2027-02-09 20:00-21:00 Evening Jazz/],
        'the cancelled 21:00-22:00 stays free',
      )
    })

    t.test('a move takes the special elsewhere: its old time goes back to the regular show', async (t) => {
      const app = await buildTestApp(t, { database })
      await regularWeek(t, app)
      const special = await makeShow(app.db, { name: 'Election Night' })
      const series = weekly(special.id, {
        startTime: '20:30:00',
        endTime: '21:00:00',
        firstDate: '2027-02-09',
        lastDate: '2027-02-16',
      })
      const specialSchedule = await planned(t, app, series, 'ours-both')
      const res = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/schedules/${specialSchedule}/move`,
        payload: { from: '2027-02-16', schedule: { byWeekday: 2, startTime: '23:00:00', endTime: '23:30:00' } },
      })
      t.equal(res.statusCode, 201, res.body)
      t.match(res.json().restoration, {
        restored: [{ start: '2027-02-16 20:00:00', end: '2027-02-16 22:00:00', showName: 'Evening Jazz' }],
        notRestored: [],
      })
      t.match(await printedWeek(app, '2027-02-16 00:00:00', '2027-02-18 00:00:00'), [
        /2027-02-16 20:00-22:00 Evening Jazz/,
        /2027-02-17 23:00-23:30 Election Night/,
      ])
    })

    t.test(
      'specials deleted in either order leave the regular show whole: a layer held by a special goes onto its stack',
      async (t) => {
        const app = await buildTestApp(t, { database })
        await regularWeek(t, app)
        const before = await printedWeek(app, ...TUESDAY)
        const first = await makeShow(app.db, { name: 'A' })
        const second = await makeShow(app.db, { name: 'B' })
        const a = await planned(t, app, once(first.id, '2027-02-09', '20:30:00', '21:30:00'), 'ours-both')
        const b = await planned(t, app, once(second.id, '2027-02-09', '20:45:00', '21:15:00'), 'ours-start')
        for (const scheduleId of [a, b]) {
          const res = await injectAs(app, 'programme-manager', {
            method: 'DELETE',
            url: `/api/v1/schedules/${scheduleId}`,
          })
          t.equal(res.statusCode, 200, res.body)
        }
        t.same(
          (await printedWeek(app, ...TUESDAY)).map((line) => line.replace(/^#\d+ /, '')),
          before.map((line) => line.replace(/^#\d+ /, '')),
        )
      },
    )

    t.test('a broadcast that has begun grows back only while its schedule goes on', async (t) => {
      let now = Date.parse('2027-01-01T00:00:00Z')
      const app = await buildTestApp(t, { database, now: () => now })
      const { scheduleId, slotId } = await regularWeek(t, app)
      const special = await makeShow(app.db, { name: 'Election Night' })
      const specialSchedule = await planned(t, app, once(special.id, '2027-02-09', '21:00:00', '21:30:00'), 'ours-both')
      now = Date.parse('2027-02-09T19:30:00Z') // 20:30 in Vienna: the regular show is on air
      const ended = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/schedules/${scheduleId}`,
      })
      t.equal(ended.statusCode, 204, 'the regular schedule ends with tonight: its tail goes')
      now = Date.parse('2027-02-09T19:40:00Z')
      const res = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/schedules/${specialSchedule}`,
      })
      t.equal(res.statusCode, 200, res.body)
      t.match(res.json(), {
        restored: [],
        notRestored: [{ id: slotId, reason: /ends with this broadcast, which has begun/ }],
      })
      t.match(await printedWeek(app, ...TUESDAY), [/20:00-21:00 Evening Jazz/], 'the ended show does not run on')
    })

    t.test("a host's write gives back only the host's own shows", async (t) => {
      const app = await buildTestApp(t, { database })
      const others = await makeShow(app.db, { name: 'Others' })
      const mine = await makeShow(app.db, { name: 'Host Show' })
      await planned(t, app, once(others.id, '2027-02-09', '20:00:00', '21:00:00'))
      const special = await planned(t, app, once(mine.id, '2027-02-09', '20:00:00', '21:00:00'), 'ours')
      const host = await asRole(app, 'host', [mine.id])
      const res = await host.inject({ method: 'DELETE', url: `/api/v1/schedules/${special}` })
      t.equal(res.statusCode, 200, res.body)
      t.match(res.json(), {
        restored: [],
        notRestored: [{ showId: others.id, reason: `show ${others.id} is not one of your shows` }],
      })
      t.same(await printedWeek(app, ...TUESDAY), [])
    })

    t.test('what another timeslot holds now does not come back, and the answer says why', async (t) => {
      const app = await buildTestApp(t, { database })
      const { slotId } = await regularWeek(t, app)
      const special = await makeShow(app.db, { name: 'Election Night' })
      const other = await makeShow(app.db, { name: 'Late Talk' })
      const specialSchedule = await planned(t, app, once(special.id, '2027-02-09', '20:00:00', '21:00:00'), 'ours')
      // The regular show's 21:00-22:00 was left free by `ours`: another show takes it.
      await planned(t, app, once(other.id, '2027-02-09', '21:00:00', '22:00:00'))
      const specialSlot = (await app.db.client.timeslot.findFirst({ where: { scheduleId: specialSchedule } }))!

      const res = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/timeslots/${specialSlot.id}`,
      })
      t.equal(res.statusCode, 200, res.body)
      const body = res.json()
      t.match(body.restored, [
        { id: slotId, start: '2027-02-09 20:00:00', end: '2027-02-09 21:00:00', memo: 'live from the club' },
      ])
      t.match(body.notRestored, [
        {
          id: slotId,
          start: '2027-02-09 21:00:00',
          end: '2027-02-09 22:00:00',
          reason: /^timeslot \d+ of show \d+ airs there now/,
        },
      ])
      t.match(await printedWeek(app, ...TUESDAY), [/20:00-21:00 Evening Jazz/, /21:00-22:00 Late Talk/])
    })

    t.test('a PUT that drops the special gives back; a revert of that write takes it back again', async (t) => {
      const app = await buildTestApp(t, { database })
      const { slotId } = await regularWeek(t, app)
      const special = await makeShow(app.db, { name: 'Election Night' })
      const series = weekly(special.id, {
        startTime: '20:30:00',
        endTime: '21:00:00',
        firstDate: '2027-02-09',
        lastDate: '2027-02-23',
      })
      const specialSchedule = await planned(t, app, series, 'ours-both')
      const during = await timeslotRows(app)

      const put = await putSchedule(app, specialSchedule, { ...series, lastDate: '2027-02-16' })
      t.equal(put.statusCode, 200, put.body)
      t.match(put.json().restoration, {
        restored: [{ start: '2027-02-23 20:00:00', end: '2027-02-23 22:00:00' }],
        notRestored: [],
      })
      t.match(await printedWeek(app, '2027-02-23 00:00:00', '2027-02-24 00:00:00'), [/20:00-22:00 Evening Jazz$/])
      t.match(await printedWeek(app, ...TUESDAY), [
        new RegExp(`^#${slotId} .*20:00-20:30`),
        /20:30-21:00 Election Night/,
        /21:00-22:00 Evening Jazz/,
      ])

      const changes = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items
      const revert = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${changes[0].id}/revert`,
      })
      t.equal(revert.statusCode, 201, revert.body)
      t.same(await timeslotRows(app), during, 'the revert restores the special and the cut, row for row')
    })
  })
}
