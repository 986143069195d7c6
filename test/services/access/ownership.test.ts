/**
 * Hosts change only their own shows (owners are the managers' business), and the owner-aware
 * resolution: a host is offered, and may use, only solutions that leave other shows' timeslots alone.
 */
import t from 'tap'
import { asRole, buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeSchedule, makeShow, makeTimeslot, snapshot } from '../../helpers/factories.ts'
import { insertSlot, programme, weekly } from '../../helpers/schedules.ts'

for (const database of testDatabases()) {
  t.test(`show ownership on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const own = await makeShow(app.db, { name: 'My show' })
    const other = await makeShow(app.db, { name: 'Not mine' })
    const host = await asRole(app, 'host', [own.id])
    const otherSchedule = await makeSchedule(app.db, other.id)
    const otherSlot = await makeTimeslot(
      app.db,
      { showId: other.id, scheduleId: otherSchedule.id },
      '2027-05-03T10:00:00Z',
      '2027-05-03T11:00:00Z',
    )
    const otherEpisode = await makeEpisode(app.db, other.id)

    t.test('a host changes its own show, and no other (403, nothing changes)', async (t) => {
      const mine = await host.inject({
        method: 'PATCH',
        url: `/api/v1/shows/${own.id}`,
        payload: { description: 'Jazz, mostly' },
      })
      t.equal(mine.statusCode, 200)
      t.match(mine.json(), { description: 'Jazz, mostly', ownerIds: [host.userId] })
      const before = await snapshot(app.db)
      const theirs = await host.inject({
        method: 'PATCH',
        url: `/api/v1/shows/${other.id}`,
        payload: { description: 'hijacked' },
      })
      t.equal(theirs.statusCode, 403)
      t.match(theirs.json(), { code: 'ONAIR_SHOW_NOT_OWNED', message: /show \d+ is not one of your shows/ })
      t.same(await snapshot(app.db), before)
    })

    t.test('a host may not set owners, not even of its own show (403 naming body/ownerIds)', async (t) => {
      const before = await snapshot(app.db)
      const res = await host.inject({
        method: 'PATCH',
        url: `/api/v1/shows/${own.id}`,
        payload: { ownerIds: [host.userId, 1] },
      })
      t.equal(res.statusCode, 403)
      t.match(res.json(), { code: 'ONAIR_FORBIDDEN', fields: [{ path: 'body/ownerIds' }] })
      t.same(await snapshot(app.db), before)
    })

    t.test('programme managers set owners; unknown users are a 400', async (t) => {
      const created = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/shows',
        payload: { name: 'Shared', ownerIds: [host.userId] },
      })
      t.equal(created.statusCode, 201)
      t.same(created.json().ownerIds, [host.userId])
      const id = created.json().id
      const cleared = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${id}`,
        payload: { ownerIds: [] },
      })
      t.same(cleared.json().ownerIds, [])
      const unknown = await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${id}`,
        payload: { ownerIds: [999999] },
      })
      t.equal(unknown.statusCode, 400)
      t.match(unknown.json(), { code: 'ONAIR_USER_UNKNOWN', fields: [{ path: 'body/ownerIds' }] })
      const change = await app.db.client.changeset.findFirstOrThrow({ orderBy: { id: 'desc' } })
      t.equal(change.action, 'show.update')
      t.notOk(JSON.stringify(change.changes).includes('ownerIds'), 'owners (access control) stay out of the change log')
      t.match(change.changes, [{ entity: 'show', after: { updatedBy: Number } }])
      const reverted = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${change.id}/revert`,
      })
      t.equal(reverted.statusCode, 409, 'and a revert, having nothing to put back, says so')
      t.match(reverted.json().message, 'nothing to revert')
    })

    t.test('ownerIds=me lists the caller’s shows; anonymous callers have no “me” (401)', async (t) => {
      const mine = await host.inject({ url: '/api/v1/shows?ownerIds=me' })
      t.equal(mine.statusCode, 200)
      t.same(
        mine
          .json()
          .items.map((show: { id: number }) => show.id)
          .sort(),
        [own.id, ...(await ownedBy(host.userId!))].filter(unique).sort(),
      )
      t.ok(mine.json().items.every((show: { ownerIds: number[] }) => show.ownerIds.includes(host.userId!)))
      const byId = await host.inject({ url: `/api/v1/shows?ownerIds=${host.userId}` })
      t.same(byId.json().items, mine.json().items)
      const anonymous = await (await asRole(app, 'anonymous')).inject({ url: '/api/v1/shows?ownerIds=me' })
      t.equal(anonymous.statusCode, 401)
      t.equal(anonymous.json().code, 'ONAIR_UNAUTHENTICATED')
      const bad = await host.inject({ url: '/api/v1/shows?ownerIds=you' })
      t.equal(bad.statusCode, 400)
      const huge = await host.inject({ url: '/api/v1/shows?ownerIds=9999999999' })
      t.equal(huge.statusCode, 400)
      t.match(huge.json(), { fields: [{ path: 'querystring/ownerIds' }] })
    })

    const refusals: Array<[string, () => Promise<{ statusCode: number; json: () => any }>]> = [
      [
        'an episode of another show',
        () => host.inject({ method: 'POST', url: '/api/v1/episodes', payload: { showId: other.id, title: 'x' } }),
      ],
      [
        'renaming another show’s episode',
        () => host.inject({ method: 'PATCH', url: `/api/v1/episodes/${otherEpisode.id}`, payload: { title: 'x' } }),
      ],
      [
        'deleting another show’s episode',
        () => host.inject({ method: 'DELETE', url: `/api/v1/episodes/${otherEpisode.id}` }),
      ],
      [
        'a memo on another show’s timeslot',
        () => host.inject({ method: 'PATCH', url: `/api/v1/timeslots/${otherSlot.id}`, payload: { memo: 'x' } }),
      ],
      [
        'a schedule for another show',
        () => host.inject({ method: 'POST', url: '/api/v1/schedules/', payload: { schedule: weekly(other.id) } }),
      ],
      [
        'changing another show’s schedule',
        () =>
          host.inject({
            method: 'PUT',
            url: `/api/v1/schedules/${otherSchedule.id}/`,
            payload: { schedule: weekly(own.id) },
          }),
      ],
      [
        'ending another show’s schedule',
        () => host.inject({ method: 'DELETE', url: `/api/v1/schedules/${otherSchedule.id}` }),
      ],
    ]
    for (const [what, send] of refusals) {
      t.test(`a host is refused ${what} (403, nothing changes)`, async (t) => {
        const before = await snapshot(app.db)
        const res = await send()
        t.equal(res.statusCode, 403)
        t.equal(res.json().code, 'ONAIR_SHOW_NOT_OWNED')
        t.same(await snapshot(app.db), before)
      })
    }

    t.test('a host plans its own show: episodes, timeslots, schedules; rows record who wrote them', async (t) => {
      const episode = await host.inject({
        method: 'POST',
        url: '/api/v1/episodes',
        payload: { showId: own.id, title: 'Pilot' },
      })
      t.equal(episode.statusCode, 201)
      const schedule = await host.inject({
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: {
          schedule: {
            show: own.id,
            rrule: 1,
            firstDate: '2027-06-01',
            lastDate: '2027-06-01',
            startTime: '08:00:00',
            endTime: '09:00:00',
          },
        },
      })
      t.equal(schedule.statusCode, 201)
      const slot = await app.db.client.timeslot.findFirstOrThrow({ where: { scheduleId: schedule.json().id } })
      t.match(slot, { createdBy: host.userId, updatedBy: host.userId })
      t.match(await app.db.client.schedule.findUniqueOrThrow({ where: { id: schedule.json().id } }), {
        createdBy: host.userId,
      })
      t.match(await app.db.client.episode.findUniqueOrThrow({ where: { id: episode.json().id } }), {
        createdBy: host.userId,
      })
      const manager = await asRole(app, 'programme-manager')
      const patched = await manager.inject({
        method: 'PATCH',
        url: `/api/v1/timeslots/${slot.id}`,
        payload: { episodeId: episode.json().id },
      })
      t.equal(patched.statusCode, 200)
      t.match(await app.db.client.timeslot.findUniqueOrThrow({ where: { id: slot.id } }), {
        createdBy: host.userId,
        updatedBy: manager.userId,
      })
      const changeset = await app.db.client.changeset.findFirstOrThrow({ orderBy: { id: 'desc' } })
      t.match(changeset, { actorUserId: manager.userId, actorName: 'test programme-manager', actorVia: 'token' })
    })

    async function ownedBy(userId: number): Promise<number[]> {
      return (await app.db.client.showOwner.findMany({ where: { userId } })).map((row) => row.showId)
    }
  })

  t.test(`owner-aware resolution on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const mine = await makeShow(app.db, { name: 'Mine' })
    const alsoMine = await makeShow(app.db, { name: 'Also mine' })
    const theirs = await makeShow(app.db, { name: 'Theirs' })
    const host = await asRole(app, 'host', [mine.id, alsoMine.id])
    const manager = await asRole(app, 'programme-manager')
    const theirSchedule = await makeSchedule(app.db, theirs.id)
    const alsoMineSchedule = await makeSchedule(app.db, alsoMine.id)
    // Tuesday 2027-02-02: their 20:30-21:30; Tuesday 2027-02-09: my other show's 20:30-21:30.
    const their = await insertSlot(
      app.db,
      { showId: theirs.id, scheduleId: theirSchedule.id },
      '2027-02-02 20:30:00',
      '2027-02-02 21:30:00',
      { memo: 'theirs' },
    )
    await insertSlot(
      app.db,
      { showId: alsoMine.id, scheduleId: alsoMineSchedule.id },
      '2027-02-09 20:30:00',
      '2027-02-09 21:30:00',
    )
    const schedule = weekly(mine.id, { firstDate: '2027-02-02', lastDate: '2027-02-16' })
    const post = (who: typeof host, solutions?: Record<string, string>) =>
      who.inject({
        method: 'POST',
        url: '/api/v1/schedules/',
        payload: solutions === undefined ? { schedule } : { schedule, solutions },
      })

    t.test("the 409 offered to a host leaves out what would change another show's timeslot", async (t) => {
      const res = await post(host)
      t.equal(res.statusCode, 409)
      const [againstTheirs, againstMine] = res.json().projected
      t.same([...againstTheirs.solutionChoices].sort(), ['theirs', 'theirs-end'])
      t.same(
        [...againstMine.solutionChoices].sort(),
        ['ours', 'ours-end', 'theirs', 'theirs-end'],
        'against its own show: everything',
      )
      const offered = await post(manager)
      t.same(
        [...offered.json().projected[0].solutionChoices].sort(),
        ['ours', 'ours-end', 'theirs', 'theirs-end'],
        'managers: everything',
      )
    })

    t.test('a forbidden solution sent anyway is a 403 and changes nothing', async (t) => {
      const [againstTheirs, againstMine] = (await post(host)).json().projected
      const before = await snapshot(app.db)
      const res = await post(host, { [againstTheirs.hash]: 'ours', [againstMine.hash]: 'ours' })
      t.equal(res.statusCode, 403)
      t.match(res.json(), {
        code: 'ONAIR_SOLUTION_FORBIDDEN',
        fields: [{ path: `body/solutions/${againstTheirs.hash}` }],
      })
      t.equal(res.json().fields.length, 1, 'only the solution against the other show is refused')
      t.same(await snapshot(app.db), before)
    })

    t.test('allowed solutions resolve: theirs-end against theirs, ours against my own show', async (t) => {
      const [againstTheirs, againstMine] = (await post(host)).json().projected
      const res = await post(host, { [againstTheirs.hash]: 'theirs-end', [againstMine.hash]: 'ours' })
      t.equal(res.statusCode, 201, res.body)
      t.match(
        await app.db.client.timeslot.findUnique({ where: { id: their.id } }),
        { memo: 'theirs', start: their.start, end: their.end },
        'their timeslot is untouched',
      )
      const lines = (await programme(app.db)).filter((line) => line.includes('2027-02-0'))
      t.same(
        lines.map((line) => line.split(' ').slice(1).join(' ')),
        ['2027-02-02 20:00:00-20:30:00', '2027-02-02 20:30:00-21:30:00', '2027-02-09 20:00:00-21:00:00'],
      )
    })
  })
}

function unique<T>(value: T, index: number, all: T[]): boolean {
  return all.indexOf(value) === index
}
