import type { InjectOptions } from 'fastify'
import t, { type Test } from 'tap'
import type { App } from '../../src/app.ts'
import { ERRORS, type ErrorDefinition } from '../../src/errors.ts'
import { buildTestApp, injectAs } from '../helpers/app.ts'
import { type DatabaseKind, testDatabases } from '../helpers/databases.ts'
import { errorShapeProblems, jsonOf } from '../helpers/error-shape.ts'
import { makeEpisode, makeShow } from '../helpers/factories.ts'
import { holdProgrammeLock } from '../helpers/locks.ts'
import { overlappingPairs, weekly } from '../helpers/schedules.ts'

/**
 * A write whose target is removed by a write that committed just before it: it must read and
 * decide under the lock and answer the clear 4xx, never a 500. On PostgreSQL both requests queue
 * behind the programme's lock held by another session, so the order is certain; the embedded
 * database has one connection, so there the two are simply sent at once, first one first.
 */

interface Staged {
  first: InjectOptions
  second: InjectOptions
  /** What must hold once both answered. */
  after(): Promise<unknown>
}

interface Race {
  name: string
  stage(app: App, t: Test): Promise<Staged>
  second: ErrorDefinition
}

// Each schedule gets an hour of its own (a database sees fewer than 24), so setting one up never collides.
let hours = 0
async function scheduleOf(app: App, t: Test, overrides: Record<string, unknown> = {}) {
  const show = await makeShow(app.db)
  const hour = String(hours++ % 24).padStart(2, '0')
  const body = weekly(show.id, { startTime: `${hour}:00:00`, endTime: `${hour}:30:00`, ...overrides })
  const res = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/schedules/',
    payload: { schedule: body },
  })
  t.equal(res.statusCode, 201, 'the schedule to race over is created')
  const id = res.json().id as number
  const slots = await app.db.client.timeslot.findMany({ where: { scheduleId: id }, orderBy: { start: 'asc' } })
  return { show, body, id, slots }
}

const gone = async (t: Test, app: App, scheduleId: number) => {
  t.equal(await app.db.client.schedule.count({ where: { id: scheduleId } }), 0, 'the schedule is gone')
  t.equal(await app.db.client.timeslot.count({ where: { scheduleId } }), 0, 'with all its timeslots')
}

const RACES: Race[] = [
  {
    name: 'PUT of a schedule deleted meanwhile',
    second: ERRORS.scheduleNotFound,
    async stage(app, t) {
      const { id, body } = await scheduleOf(app, t)
      return {
        first: { method: 'DELETE', url: `/api/v1/schedules/${id}` },
        second: {
          method: 'PUT',
          url: `/api/v1/schedules/${id}/`,
          payload: { schedule: { ...body, lastDate: '2027-03-30' } },
        },
        after: () => gone(t, app, id),
      }
    },
  },
  {
    name: 'PUT of a schedule whose show was deleted meanwhile',
    second: ERRORS.scheduleNotFound,
    async stage(app, t) {
      const { id, body, show } = await scheduleOf(app, t)
      return {
        first: { method: 'DELETE', url: `/api/v1/shows/${show.id}?force=true` },
        second: {
          method: 'PUT',
          url: `/api/v1/schedules/${id}/`,
          payload: { schedule: { ...body, lastDate: '2027-03-30' } },
        },
        after: () => gone(t, app, id),
      }
    },
  },
  {
    name: 'DELETE of a schedule deleted meanwhile',
    second: ERRORS.scheduleNotFound,
    async stage(app, t) {
      const { id } = await scheduleOf(app, t)
      const request = { method: 'DELETE' as const, url: `/api/v1/schedules/${id}` }
      return { first: request, second: request, after: () => gone(t, app, id) }
    },
  },
  {
    name: 'POST of a schedule whose show was deleted meanwhile',
    second: ERRORS.showArchived,
    async stage(app, t) {
      const show = await makeShow(app.db)
      return {
        first: { method: 'DELETE', url: `/api/v1/shows/${show.id}?force=true` },
        second: {
          method: 'POST',
          url: '/api/v1/schedules/',
          payload: { schedule: weekly(show.id, { startTime: '23:00:00', endTime: '23:30:00' }) },
        },
        after: async () =>
          t.equal(await app.db.client.schedule.count({ where: { showId: show.id } }), 0, 'no schedule was created'),
      }
    },
  },
  {
    name: 'POST of an episode whose show was deleted meanwhile',
    second: ERRORS.showArchived,
    async stage(app, t) {
      const show = await makeShow(app.db)
      return {
        first: { method: 'DELETE', url: `/api/v1/shows/${show.id}` },
        second: { method: 'POST', url: '/api/v1/episodes', payload: { showId: show.id, title: 'Too late' } },
        after: async () =>
          t.equal(await app.db.client.episode.count({ where: { showId: show.id } }), 0, 'no episode was created'),
      }
    },
  },
  {
    name: 'PATCH of a show deleted meanwhile',
    second: ERRORS.showArchived,
    async stage(app, t) {
      const show = await makeShow(app.db)
      return {
        first: { method: 'DELETE', url: `/api/v1/shows/${show.id}` },
        second: { method: 'PATCH', url: `/api/v1/shows/${show.id}`, payload: { name: 'Renamed' } },
        after: async () =>
          t.equal((await app.db.client.show.findUnique({ where: { id: show.id } }))?.name, show.name, 'the name stays'),
      }
    },
  },
  {
    name: 'PATCH of a timeslot cancelled meanwhile',
    second: ERRORS.timeslotNotFound,
    async stage(app, t) {
      const { slots } = await scheduleOf(app, t)
      const slot = slots[1]!
      return {
        first: { method: 'DELETE', url: `/api/v1/timeslots/${slot.id}` },
        second: { method: 'PATCH', url: `/api/v1/timeslots/${slot.id}`, payload: { memo: 'late' } },
        after: async () =>
          t.equal(await app.db.client.timeslot.count({ where: { id: slot.id } }), 0, 'the timeslot is gone'),
      }
    },
  },
  {
    name: 'DELETE of a timeslot whose schedule was deleted meanwhile',
    second: ERRORS.timeslotNotFound,
    async stage(app, t) {
      const { id, slots } = await scheduleOf(app, t)
      return {
        first: { method: 'DELETE', url: `/api/v1/schedules/${id}` },
        second: { method: 'DELETE', url: `/api/v1/timeslots/${slots[2]!.id}` },
        after: () => gone(t, app, id),
      }
    },
  },
  {
    name: 'PATCH of a timeslot with an episode deleted meanwhile',
    second: ERRORS.episodeUnknown,
    async stage(app, t) {
      const { show, slots } = await scheduleOf(app, t)
      const episode = await makeEpisode(app.db, show.id)
      const slot = slots[0]!
      return {
        first: { method: 'DELETE', url: `/api/v1/episodes/${episode.id}` },
        second: { method: 'PATCH', url: `/api/v1/timeslots/${slot.id}`, payload: { episodeId: episode.id } },
        after: async () =>
          t.equal(
            (await app.db.client.timeslot.findUnique({ where: { id: slot.id } }))?.episodeId,
            null,
            'no episode set',
          ),
      }
    },
  },
  {
    name: 'PATCH of an episode deleted meanwhile',
    second: ERRORS.episodeNotFound,
    async stage(app, t) {
      const show = await makeShow(app.db)
      const episode = await makeEpisode(app.db, show.id)
      return {
        first: { method: 'DELETE', url: `/api/v1/episodes/${episode.id}` },
        second: { method: 'PATCH', url: `/api/v1/episodes/${episode.id}`, payload: { title: 'Late' } },
        after: async () =>
          t.equal(await app.db.client.episode.count({ where: { id: episode.id } }), 0, 'the episode is gone'),
      }
    },
  },
]

/** Sends both so that the first commits before the second reads: behind a held lock on PostgreSQL. */
async function race(app: App, database: DatabaseKind, staged: Staged) {
  if (database === 'embedded')
    return Promise.all([
      injectAs(app, 'programme-manager', staged.first),
      injectAs(app, 'programme-manager', staged.second),
    ])
  const lock = await holdProgrammeLock(app)
  try {
    const first = injectAs(app, 'programme-manager', staged.first)
    await lock.waiters(1)
    const second = injectAs(app, 'programme-manager', staged.second)
    await lock.waiters(2)
    await lock.release()
    return await Promise.all([first, second])
  } catch (error) {
    await lock.release()
    throw error
  }
}

for (const database of testDatabases()) {
  t.test(`a write racing the removal of what it writes on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    for (const { name, stage, second } of RACES) {
      await t.test(`${name}: ${second.status} ${second.code}`, async (t) => {
        const staged = await stage(app, t)
        const [a, b] = await race(app, database, staged)
        t.ok(a.statusCode >= 200 && a.statusCode < 300, `the first answers ${a.statusCode}: ${a.body.slice(0, 200)}`)
        t.equal(b.statusCode, second.status, `the second answers ${b.statusCode}: ${b.body.slice(0, 300)}`)
        const body = jsonOf(b.body) as { code?: string }
        t.same(errorShapeProblems(b.statusCode, body), [], 'in the one error shape')
        t.equal(body.code, second.code)
        await staged.after()
      })
    }
    t.equal(await overlappingPairs(app.db), 0, 'no overlap anywhere')
  })
}
