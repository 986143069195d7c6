/**
 * A dry run refuses exactly what the real request refuses (issue 35 point 5): the same status and code
 * for someone else's show, a schedule that creates nothing (past, or no occurrence), solutions keyed
 * to hashes that collide with nothing, a rule that never matches. Each pair is sent dry, then for real.
 */
import t from 'tap'
import { asRole, buildTestApp } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, snapshot } from '../../helpers/factories.ts'
import { insertSlot, once, weekly } from '../../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`a dry run refuses what the write refuses, on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db, { name: 'Mine' })
    const other = await makeShow(app.db, { name: 'Other' })
    const owner = { showId: other.id, scheduleId: (await makeSchedule(app.db, other.id)).id }
    await insertSlot(app.db, owner, '2027-04-06 20:30:00', '2027-04-06 22:00:00')
    const host = await asRole(app, 'host', [show.id])
    const cases: Array<[string, Record<string, unknown>, Record<string, unknown>, number, string]> = [
      ["another host's show", once(other.id, '2027-03-02', '20:00:00', '21:00:00'), {}, 403, 'ONAIR_SHOW_NOT_OWNED'],
      [
        'only past dates',
        once(show.id, '2026-03-02', '20:00:00', '21:00:00'),
        {},
        400,
        'ONAIR_SCHEDULE_NOTHING_TO_CREATE',
      ],
      [
        'a rule with no occurrence in its dates',
        weekly(show.id, { firstDate: '2027-05-05', lastDate: '2027-05-06' }),
        {},
        400,
        'ONAIR_SCHEDULE_NOTHING_TO_CREATE',
      ],
      [
        'a solution for a hash that collides with nothing',
        once(show.id, '2027-04-06', '20:00:00', '21:00:00'),
        { solutions: { '20270406200000202704062100001': 'ours', '12345678901234567890123456789': 'ours' } },
        400,
        'ONAIR_SOLUTIONS_COUNT_MISMATCH',
      ],
      [
        'a rule that never matches',
        {
          show: show.id,
          recurrence: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30',
          firstDate: '2027-05-01',
          lastDate: '2028-05-01',
          startTime: '20:00:00',
          endTime: '21:00:00',
        },
        {},
        400,
        'ONAIR_SCHEDULE_RECURRENCE_INVALID',
      ],
    ]
    for (const [what, schedule, extra, status, code] of cases) {
      t.test(what, async (t) => {
        const before = await snapshot(app.db)
        const send = (dryrun: boolean) =>
          host.inject({
            method: 'POST',
            url: '/api/v1/schedules/',
            payload: { schedule: { ...schedule, dryrun }, ...extra },
          })
        const dry = await send(true)
        const real = await send(false)
        t.same([dry.statusCode, dry.json().code], [status, code], `dry run: ${dry.body.slice(0, 200)}`)
        t.same([real.statusCode, real.json().code], [status, code], `real: ${real.body.slice(0, 200)}`)
        t.equal(dry.json().message, real.json().message, 'in the same words')
        t.same(await snapshot(app.db), before)
      })
    }

    t.test('what the write creates, the dry run previews (202), and collisions are its answer', async (t) => {
      const dry = await host.inject({
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: { schedule: { ...once(show.id, '2027-04-06', '20:00:00', '21:00:00'), dryrun: true } },
      })
      t.equal(dry.statusCode, 202, dry.body)
      t.equal(dry.json().unresolved.length, 1)
    })

    t.test('answers still missing are previewed, not refused: a planner answers one collision at a time', async (t) => {
      const weeklyOver = weekly(show.id, {
        firstDate: '2027-04-06',
        lastDate: '2027-04-20',
        startTime: '20:00:00',
        endTime: '21:00:00',
      })
      const other = await insertSlot(app.db, owner, '2027-04-13 20:30:00', '2027-04-13 22:00:00')
      t.teardown(() => app.db.client.timeslot.delete({ where: { id: other.id } }))
      const send = (dryrun: boolean, solutions: Record<string, string>) =>
        host.inject({
          method: 'POST',
          url: '/api/v1/schedules/',
          payload: { schedule: { ...weeklyOver, dryrun }, solutions },
        })
      const none = await send(true, {})
      t.equal(none.statusCode, 202, none.body)
      const hashes = (none.json().unresolved as Array<{ hash: string }>).map((item) => item.hash)
      t.equal(hashes.length, 2, 'two collisions to answer')
      const one = await send(true, { [hashes[0]!]: 'theirs' })
      t.equal(one.statusCode, 202, one.body)
      t.same(
        (one.json().unresolved as Array<{ hash: string }>).map((item) => item.hash),
        [hashes[1]],
        'the one answered is no longer listed',
      )
      // The write with the same partial answers is the contract's 400: the dry run previewed, it did not promise.
      const real = await send(false, { [hashes[0]!]: 'theirs' })
      t.equal(real.json().code, 'ONAIR_SOLUTIONS_COUNT_MISMATCH', real.body)
    })
  })
}
