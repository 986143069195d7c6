import t from 'tap'
import type { App } from '../../../src/app.ts'
import { localToInstant } from '../../../src/domain/time/station-time.ts'
import { asRole, buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeSchedule, makeShow } from '../../helpers/factories.ts'
import { once, postSchedule, putSchedule, weekly, ZONE } from '../../helpers/schedules.ts'

/**
 * The timeslots and schedules tables, for "equal row for row" assertions: every column but updatedAt and
 * updatedBy, which say who changed a row last and when (for a restored row: the revert).
 */
async function programmeTables(app: App) {
  const [timeslots, schedules] = await Promise.all([
    app.db.client.timeslot.findMany({ orderBy: { id: 'asc' }, omit: { updatedAt: true, updatedBy: true } }),
    app.db.client.schedule.findMany({ orderBy: { id: 'asc' }, omit: { updatedAt: true, updatedBy: true } }),
  ])
  return JSON.parse(JSON.stringify({ timeslots, schedules })) as unknown
}

const latestChange = async (app: App) =>
  (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=1' })).json().items[0]
const countChanges = async (app: App) => app.db.client.changeset.count()

for (const database of testDatabases()) {
  t.test(`the change log on ${database}`, async (t) => {
    let now = Date.parse('2027-01-01T00:00:00Z')
    const app = await buildTestApp(t, { database, now: () => now })
    const actor = (await injectAs(app, 'programme-manager', { url: '/api/v1/users/me' })).json() as {
      id: number
      name: string
    }
    const show = await makeShow(app.db, { name: 'Morning Jazz' })

    t.test('every committed write appends exactly one changeset; a rejected one appends none', async (t) => {
      const before = await countChanges(app)
      const created = await postSchedule(app, weekly(show.id, { firstDate: '2027-02-02', lastDate: '2027-02-16' }))
      t.equal(created.statusCode, 201)
      t.equal(await countChanges(app), before + 1)
      const change = await latestChange(app)
      t.match(change, {
        action: 'schedule.create',
        actor: { userId: actor.id, name: actor.name, via: 'token' },
        summary: `Created schedule ${created.json().id} of show ${show.id}: 3 timeslot(s) created`,
        showIds: [show.id],
        scheduleIds: [created.json().id],
        request: { draft: { showId: show.id } },
      })
      t.equal(change.changes.length, 4, 'the schedule and its three timeslots')
      t.ok(change.changes.every((c: { before: unknown }) => c.before === null))

      const rejected = [
        await postSchedule(app, weekly(show.id, { firstDate: '2027-02-02', lastDate: '2027-02-16' })), // 409: collides with itself
        await postSchedule(app, weekly(show.id, { lastDate: '2027-01-01' })), // 400
        await injectAs(app, 'programme-manager', { method: 'DELETE', url: '/api/v1/timeslots/999999' }), // 404
      ]
      t.same(
        rejected.map((res) => res.statusCode),
        [409, 400, 404],
      )
      t.equal(await countChanges(app), before + 1, 'no changeset for a rejected request')

      const slot = await app.db.client.timeslot.findFirst({
        where: { scheduleId: created.json().id },
        orderBy: { start: 'asc' },
      })
      const episode = await makeEpisode(app.db, show.id)
      const writes = [
        () =>
          injectAs(app, 'programme-manager', {
            method: 'PATCH',
            url: `/api/v1/timeslots/${slot!.id}`,
            payload: { memo: 'guest', episodeId: episode.id },
          }),
        () => injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/timeslots/${slot!.id}` }),
        () => putSchedule(app, created.json().id, weekly(show.id, { firstDate: '2027-02-02', lastDate: '2027-02-23' })),
        () =>
          injectAs(app, 'programme-manager', {
            method: 'POST',
            url: '/api/v1/episodes',
            payload: { showId: show.id, title: 'Pilot' },
          }),
        () =>
          injectAs(app, 'programme-manager', {
            method: 'PATCH',
            url: `/api/v1/episodes/${episode.id}`,
            payload: { title: 'Renamed' },
          }),
        () => injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/episodes/${episode.id}` }),
        () =>
          injectAs(app, 'programme-manager', {
            method: 'PATCH',
            url: `/api/v1/shows/${show.id}`,
            payload: { description: 'Mornings' },
          }),
        () => injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${created.json().id}` }),
      ]
      const actions = []
      for (const write of writes) {
        const count = await countChanges(app)
        const res = await write()
        t.ok(res.statusCode < 300, `${res.statusCode} ${res.body}`)
        t.equal(await countChanges(app), count + 1)
        actions.push((await latestChange(app)).action)
      }
      t.same(actions, [
        'timeslot.update',
        'timeslot.delete',
        'schedule.update',
        'episode.create',
        'episode.update',
        'episode.delete',
        'show.update',
        'schedule.delete',
      ])
      const cancel = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=8' })).json().items[6]
      t.same(
        cancel.changes.map((c: { entity: string }) => c.entity).sort(),
        ['schedule', 'timeslot'],
        'the cancellation and its exception, together',
      )
    })

    t.test('a year resolved with ours over another show, reverted, leaves the tables equal row for row', async (t) => {
      const other = await makeShow(app.db, { name: 'Evening News' })
      const otherSchedule = await makeSchedule(app.db, other.id)
      const days = Array.from({ length: 365 }, (_, i) => new Date(Date.UTC(2028, 0, 1 + i)).toISOString().slice(0, 10))
      await app.db.client.timeslot.createMany({
        data: days.map((day) => ({
          showId: other.id,
          scheduleId: otherSchedule.id,
          start: new Date(localToInstant(`${day} 19:00:00`, ZONE)),
          end: new Date(localToInstant(`${day} 21:00:00`, ZONE)),
          memo: `news ${day}`,
          mediaId: 7,
        })),
      })
      const year = {
        show: show.id,
        rrule: 2,
        firstDate: '2028-01-01',
        lastDate: '2028-12-30',
        startTime: '20:00:00',
        endTime: '22:00:00',
      }
      const before = await programmeTables(app)
      const conflict = await postSchedule(app, year)
      t.equal(conflict.statusCode, 409)
      const picks = ['ours', 'ours-start', 'theirs-start', 'theirs']
      const solutions = Object.fromEntries(
        conflict.json().projected.map((p: { hash: string }, i: number) => [p.hash, picks[i % picks.length]]),
      )
      const resolved = await postSchedule(app, year, solutions)
      t.equal(resolved.statusCode, 201)
      const after = await programmeTables(app)
      const change = await latestChange(app)
      const kinds = change.changes.map((c: { before: unknown; after: unknown }) =>
        c.before === null ? 'created' : c.after === null ? 'deleted' : 'changed',
      )
      t.ok(
        kinds.includes('deleted') && kinds.includes('changed') && kinds.includes('created'),
        'deleted, trimmed and created rows',
      )
      t.ok(
        change.changes.some(
          (c: { entity: string; before: { showId?: number } | null }) =>
            c.entity === 'timeslot' && c.before?.showId === other.id,
        ),
        "the other show's rows are in it",
      )

      const revert = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${change.id}/revert`,
      })
      t.equal(revert.statusCode, 201)
      t.match(revert.json(), {
        action: 'change.revert',
        request: { changesetId: change.id },
        summary: new RegExp(`^Reverted changeset ${change.id}`),
      })
      t.same(await programmeTables(app), before, 'timeslots and schedules as before the POST, every column')
      const restored = await app.db.client.timeslot.count({ where: { showId: other.id, updatedBy: actor.id } })
      t.ok(
        restored > 0,
        `the rows put back say the revert changed them (${restored}), so updatedSince lists them again`,
      )

      const redo = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${revert.json().id}/revert`,
      })
      t.equal(redo.statusCode, 201, 'a revert can be reverted: redo')
      const redone = (await programmeTables(app)) as { timeslots: Array<{ id: number }> }
      t.same(
        redone.timeslots.map((slot) => slot.id),
        (after as typeof redone).timeslots.map((slot) => slot.id),
        'the POST is back, ids and all',
      )
      const undo = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${redo.json().id}/revert`,
      })
      t.equal(undo.statusCode, 201)
      t.same(await programmeTables(app), before)
    })

    t.test('a revert is refused while a row it touched was changed later, naming the later changeset', async (t) => {
      const created = await postSchedule(app, once(show.id, '2027-03-10', '10:00:00', '11:00:00'))
      const creation = await latestChange(app)
      const slot = await app.db.client.timeslot.findFirst({ where: { scheduleId: created.json().id } })
      await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/timeslots/${slot!.id}`,
        payload: { memo: 'later' },
      })
      const edit = await latestChange(app)

      const count = await countChanges(app)
      const refused = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${creation.id}/revert`,
      })
      t.equal(refused.statusCode, 409)
      t.equal(refused.json().code, 'ONAIR_CHANGE_CONFLICT')
      t.match(refused.json().message, new RegExp(`timeslot:${slot!.id} changed since, by changeset\\(s\\) ${edit.id}`))
      t.equal(await countChanges(app), count, 'nothing written')

      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'POST', url: `/api/v1/changes/${edit.id}/revert` }))
          .statusCode,
        201,
      )
      t.equal(
        (await injectAs(app, 'programme-manager', { method: 'POST', url: `/api/v1/changes/${creation.id}/revert` }))
          .statusCode,
        201,
        'then it goes',
      )
      t.equal(await app.db.client.schedule.count({ where: { id: created.json().id } }), 0)
    })

    t.test('a revert never rewrites a timeslot that has started', async (t) => {
      const created = await postSchedule(app, once(show.id, '2027-03-20', '10:00:00', '11:00:00'))
      const creation = await latestChange(app)
      now = Date.parse('2027-03-20T09:30:00Z') // 10:30 in Vienna: on air
      const refused = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/changes/${creation.id}/revert`,
      })
      now = Date.parse('2027-01-01T00:00:00Z')
      t.equal(refused.statusCode, 409)
      t.equal(refused.json().code, 'ONAIR_CHANGE_TOUCHES_HISTORY')
      t.equal(await app.db.client.timeslot.count({ where: { scheduleId: created.json().id } }), 1)
    })

    t.test(
      'a revert that would take along rows made since, or put back what is taken now, is refused and changes nothing',
      async (t) => {
        const show = (
          await injectAs(app, 'programme-manager', {
            method: 'POST',
            url: '/api/v1/shows',
            payload: { name: 'Late Night', slug: 'late-night' },
          })
        ).json() as { id: number }
        const showCreation = await latestChange(app)
        const episode = (
          await injectAs(app, 'programme-manager', {
            method: 'POST',
            url: '/api/v1/episodes',
            payload: { showId: show.id, title: 'Pilot' },
          })
        ).json() as { id: number }
        const episodeCreation = await latestChange(app)
        const schedule = await postSchedule(app, once(show.id, '2027-04-02', '23:00:00', '23:30:00'))
        const slot = (await app.db.client.timeslot.findFirst({ where: { scheduleId: schedule.json().id } }))!
        await injectAs(app, 'programme-manager', {
          method: 'PATCH',
          url: `/api/v1/timeslots/${slot.id}`,
          payload: { episodeId: episode.id },
        })
        const before = await programmeTables(app)
        const count = await countChanges(app)

        const showRevert = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/changes/${showCreation.id}/revert`,
        })
        t.equal(showRevert.statusCode, 409, 'the show has a schedule, an episode and a timeslot made since')
        t.match(showRevert.json(), {
          code: 'ONAIR_CHANGE_CONFLICT',
          message: new RegExp(`schedule:${schedule.json().id}.*timeslot:${slot.id}`),
        })
        const episodeRevert = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/changes/${episodeCreation.id}/revert`,
        })
        t.equal(episodeRevert.statusCode, 409, 'a timeslot was given the episode since')
        t.match(episodeRevert.json().message, `timeslot:${slot.id}`)
        t.same(await programmeTables(app), before, 'the refused reverts changed nothing')

        await injectAs(app, 'programme-manager', { method: 'DELETE', url: `/api/v1/schedules/${schedule.json().id}` })
        const archived = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/shows/${show.id}?force=true`,
        })
        t.equal(archived.statusCode, 204)
        const archive = await latestChange(app)
        t.equal(
          (
            await injectAs(app, 'programme-manager', {
              method: 'POST',
              url: '/api/v1/shows',
              payload: { name: 'Late Night', slug: 'late-night' },
            })
          ).statusCode,
          201,
          'the slug is free again',
        )
        const unarchive = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/changes/${archive.id}/revert`,
        })
        t.equal(unarchive.statusCode, 409, 'its slug is taken: a 409, not a 500')
        t.equal(unarchive.json().code, 'ONAIR_CHANGE_CONFLICT')
        t.equal(
          await countChanges(app),
          count + 3,
          'the refused reverts wrote nothing (3: the schedule delete, the archive, the new show)',
        )

        // Owners are not row content the log holds: such a change has nothing a revert could put back.
        const live = (
          await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: { name: 'Owned' } })
        ).json() as { id: number }
        t.equal(
          (
            await injectAs(app, 'programme-manager', {
              method: 'PATCH',
              url: `/api/v1/shows/${live.id}`,
              payload: { ownerIds: [actor.id] },
            })
          ).statusCode,
          200,
        )
        const ownership = await latestChange(app)
        const nothing = await injectAs(app, 'programme-manager', {
          method: 'POST',
          url: `/api/v1/changes/${ownership.id}/revert`,
        })
        t.equal(nothing.statusCode, 409, 'an owners-only change: nothing to put back, said so instead of a 201')
        t.match(nothing.json().message, 'nothing to revert')
      },
    )

    t.test('lists newest first or oldest first after a cursor, with filters; long-polls with wait', async (t) => {
      const other = await makeShow(app.db)
      const mine = await postSchedule(app, once(other.id, '2027-04-01', '10:00:00', '11:00:00'))
      const newest = (await injectAs(app, 'programme-manager', { url: '/api/v1/changes?limit=2' })).json()
      t.equal(newest.items.length, 2)
      t.ok(newest.items[0].id > newest.items[1].id, 'newest first')
      const older = (
        await injectAs(app, 'programme-manager', { url: `/api/v1/changes?limit=2&before=${newest.next}` })
      ).json()
      t.ok(older.items[0].id < newest.items[1].id, 'the next page continues before the cursor')
      const filtered = (await injectAs(app, 'programme-manager', { url: `/api/v1/changes?showIds=${other.id}` })).json()
      t.same(
        filtered.items.map((c: { scheduleIds: number[] }) => c.scheduleIds),
        [[mine.json().id]],
      )
      const single = await injectAs(app, 'programme-manager', { url: `/api/v1/changes/${filtered.items[0].id}` })
      t.equal(single.json().id, filtered.items[0].id)
      t.equal((await injectAs(app, 'programme-manager', { url: '/api/v1/changes/999999' })).statusCode, 404)

      const latest = newest.items[0].id
      const empty = (await injectAs(app, 'programme-manager', { url: `/api/v1/changes?after=${latest}` })).json()
      t.same(empty, { items: [], next: latest }, 'nothing after the newest; the cursor stays')
      const waiting = injectAs(app, 'programme-manager', { url: `/api/v1/changes?after=${latest}&wait=20` })
      await new Promise((resolve) => setTimeout(resolve, 200))
      await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${other.id}`,
        payload: { name: 'Renamed' },
      })
      const woke = (await waiting).json()
      t.equal(woke.items.length, 1, 'the long-poll answers with the change')
      t.equal(woke.items[0].action, 'show.update')
    })
  })
}

t.test('hosts see and revert only what touches their own shows', async (t) => {
  const app = await buildTestApp(t)
  const mine = await makeShow(app.db, { name: 'Mine' })
  const theirs = await makeShow(app.db, { name: 'Theirs' })
  const host = await asRole(app, 'host', [mine.id])
  await injectAs(app, 'programme-manager', {
    method: 'PATCH',
    url: `/api/v1/shows/${mine.id}`,
    payload: { description: 'by the manager' },
  })
  const myChange = await latestChange(app)
  await injectAs(app, 'programme-manager', {
    method: 'PATCH',
    url: `/api/v1/shows/${theirs.id}`,
    payload: { description: 'elsewhere' },
  })
  const theirChange = await latestChange(app)

  const listed = (await host.inject({ url: '/api/v1/changes' })).json().items.map((c: { id: number }) => c.id)
  t.same(listed, [myChange.id], "only changes touching the host's shows")
  t.equal((await host.inject({ url: `/api/v1/changes/${theirChange.id}` })).statusCode, 404)

  const refused = await host.inject({ method: 'POST', url: `/api/v1/changes/${theirChange.id}/revert` })
  t.equal(refused.statusCode, 403, "another show's change: the host could not have made it")
  const created = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/shows',
    payload: { name: 'New' },
  })
  const creation = await latestChange(app)
  await app.db.client.showOwner.create({ data: { showId: created.json().id, userId: host.userId! } })
  t.equal(
    (await host.inject({ method: 'POST', url: `/api/v1/changes/${creation.id}/revert` })).statusCode,
    403,
    'a show creation needs a manager',
  )
  const reverted = await host.inject({ method: 'POST', url: `/api/v1/changes/${myChange.id}/revert` })
  t.equal(reverted.statusCode, 201, 'its own show: what it may change itself')
})
