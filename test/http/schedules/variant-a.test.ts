/**
 * The contract's Variant A beside Variant B (issue 33 point 5): the contract's schedule cycle replayed
 * through both dialects on databases of their own gives the same answers and the same timeslots; and
 * what only Variant A has: its names, `notes` and `playlists`, the show in the path.
 */
import t, { type Test } from 'tap'
import type { App } from '../../../src/app.ts'
import { asRole, buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeSchedule, makeShow } from '../../helpers/factories.ts'
import { insertSlot, once, overlappingPairs, programme, type ScheduleFields, weekly } from '../../helpers/schedules.ts'

type Extra = { solutions?: Record<string, string> }
type Answer = Promise<{ statusCode: number; body: string; json: () => any }>

interface Dialect {
  name: string
  post(app: App, schedule: ScheduleFields, extra?: Extra): Answer
  put(app: App, id: number, schedule: ScheduleFields, extra?: Extra): Answer
}

const B: Dialect = {
  name: 'B',
  post: (app, schedule, extra = {}) =>
    injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/schedules/', payload: { schedule, ...extra } }),
  put: (app, id, schedule, extra = {}) =>
    injectAs(app, 'programme-manager', {
      method: 'PUT',
      url: `/api/v1/schedules/${id}/`,
      payload: { schedule, ...extra },
    }),
}

/** Variant B's schedule object in Variant A's names, the show in the path. */
function inA(schedule: ScheduleFields): ScheduleFields {
  const { show: _show, defaultMediaId, ...rest } = schedule
  return defaultMediaId === undefined ? rest : { ...rest, defaultPlaylistId: defaultMediaId }
}

const A: Dialect = {
  name: 'A',
  post: (app, schedule, extra = {}) =>
    injectAs(app, 'programme-manager', {
      method: 'POST',
      url: `/api/v1/shows/${String(schedule.show)}/schedules/`,
      payload: { schedule: inA(schedule), ...extra },
    }),
  put: (app, id, schedule, extra = {}) =>
    injectAs(app, 'programme-manager', {
      method: 'PUT',
      url: `/api/v1/shows/${String(schedule.show)}/schedules/${id}/`,
      payload: { schedule: inA(schedule), ...extra },
    }),
}

// The eight solutions on their geometries (test/http/schedules/schedule-solutions.test.ts): the existing timeslot, then the solution.
const GEOMETRIES: Array<[solution: string, existing: [string, string]]> = [
  ['theirs', ['20:30', '21:30']],
  ['ours', ['20:30', '21:30']],
  ['theirs-end', ['20:30', '21:30']],
  ['ours-end', ['20:30', '21:30']],
  ['theirs-start', ['19:30', '20:30']],
  ['ours-start', ['19:30', '20:30']],
  ['theirs-both', ['20:15', '20:45']],
  ['ours-both', ['19:00', '22:00']],
]

/** The contract's cycle through one dialect: every answer's status and choices, and the programme after. */
async function contractCycle(app: App, dialect: Dialect): Promise<{ answers: unknown[]; programme: string[] }> {
  const show = await makeShow(app.db)
  const other = await makeShow(app.db)
  const old = await makeSchedule(app.db, other.id)
  const owner = { showId: other.id, scheduleId: old.id }
  const answers: unknown[] = []
  for (const [index, [solution, existing]] of GEOMETRIES.entries()) {
    const day = new Date(Date.UTC(2027, 1, 2 + 14 * index)).toISOString().slice(0, 10)
    await insertSlot(app.db, owner, `${day} ${existing[0]}:00`, `${day} ${existing[1]}:00`, {
      memo: 'keep me',
      mediaId: 4,
    })
    const schedule = weekly(show.id, {
      firstDate: day,
      lastDate: new Date(Date.parse(`${day}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10),
    })
    const first = await dialect.post(app, schedule)
    const [slot] = first.json().projected
    const dry = await dialect.post(app, { ...schedule, dryrun: true }, { solutions: { [slot.hash]: solution } })
    const done = await dialect.post(app, schedule, { solutions: { [slot.hash]: solution } })
    answers.push([
      first.statusCode,
      [...slot.solutionChoices].sort(),
      dry.statusCode,
      dry.json().create.length,
      done.statusCode,
    ])
  }
  // Weekly across the spring change, then extended by a PUT; a PUT that changes the time is refused.
  const dst = weekly(show.id, {
    firstDate: '2027-03-16',
    lastDate: '2027-04-06',
    startTime: '06:00:00',
    endTime: '07:00:00',
    defaultMediaId: 9,
  })
  const created = await dialect.post(app, dst)
  const id = created.json().id as number
  const extended = await dialect.put(app, id, { ...dst, lastDate: '2027-04-20' })
  const refused = await dialect.put(app, id, { ...dst, startTime: '06:30:00' })
  const mismatch = await dialect.post(app, once(show.id, '2027-02-02', '20:00:00', '21:00:00'), {
    solutions: { nope: 'theirs' },
  })
  answers.push([
    created.statusCode,
    extended.statusCode,
    refused.statusCode,
    refused.json().code,
    mismatch.statusCode,
    mismatch.json().code,
  ])
  answers.push(await app.db.client.changeset.count())
  return { answers, programme: await programme(app.db) }
}

for (const database of testDatabases()) {
  t.test(`Variant A on ${database}`, async (t) => {
    t.test("the contract's cycle through Variant A gives Variant B's answers and timeslots", async (t) => {
      const results = []
      for (const dialect of [B, A]) {
        const app = await buildTestApp(t, { database })
        results.push(await contractCycle(app, dialect))
        t.equal(await overlappingPairs(app.db), 0, `no overlap through ${dialect.name}`)
      }
      const [b, a] = results
      t.ok(b!.programme.length > 20, 'the cycle made a programme')
      t.same(a!.answers, b!.answers, 'the same statuses, choices, previews, errors and changesets')
      t.same(a!.programme, b!.programme, 'the same timeslots')
    })

    t.test("Variant A's names, notes and playlists, the show of the path, the access rules", async (t: Test) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db)
      const other = await makeShow(app.db)
      const otherSchedule = await makeSchedule(app.db, other.id)
      const existing = await insertSlot(
        app.db,
        { showId: other.id, scheduleId: otherSchedule.id },
        '2027-02-02 20:30:00',
        '2027-02-02 21:30:00',
        { mediaId: 5, episodeId: (await makeEpisode(app.db, other.id)).id },
      )
      const schedule = weekly(show.id, { lastDate: '2027-02-09', defaultMediaId: 3 })

      const conflict = await A.post(app, schedule)
      t.equal(conflict.statusCode, 409)
      const body = conflict.json()
      t.match(body.projected[0].collisions[0], { id: existing.id, playlistId: 5, noteId: Number })
      t.notOk(
        'mediaId' in body.projected[0].collisions[0] || 'episodeId' in body.projected[0].collisions[0],
        'no Variant B names',
      )
      t.match(body.schedule, { defaultPlaylistId: 3 })

      const [first, second] = body.projected as Array<{ hash: string }>
      const note = await makeEpisode(app.db, show.id, { title: 'Pilot' })
      const foreign = await makeEpisode(app.db, other.id)
      const wrongNote = await A.post(app, schedule, {
        solutions: { [first!.hash]: 'ours' },
        notes: { [second!.hash]: foreign.id },
      } as Extra)
      t.equal(wrongNote.statusCode, 400)
      t.match(wrongNote.json(), { code: 'ONAIR_EPISODE_OTHER_SHOW', fields: [{ path: `body/notes/${second!.hash}` }] })
      const strangeHash = await A.post(app, schedule, {
        solutions: { [first!.hash]: 'ours' },
        playlists: { nohash: 1 },
      } as Extra)
      t.match(strangeHash.json(), { code: 'ONAIR_VALIDATION_FAILED', fields: [{ path: 'body/playlists/nohash' }] })
      t.equal(await app.db.client.schedule.count({ where: { showId: show.id } }), 0, 'nothing was written')

      const before = await app.db.client.changeset.count()
      const created = await A.post(app, schedule, {
        solutions: { [first!.hash]: 'ours' },
        notes: { [second!.hash]: note.id },
        playlists: { [first!.hash]: 11 },
      } as Extra)
      t.equal(created.statusCode, 201, created.body)
      t.match(created.json(), { show: show.id, defaultPlaylistId: 3, automationId: null })
      t.notOk('defaultMediaId' in created.json())
      t.equal(await app.db.client.changeset.count(), before + 1, 'one changeset')
      const slots = await app.db.client.timeslot.findMany({
        where: { scheduleId: created.json().id },
        orderBy: { start: 'asc' },
      })
      t.same(
        slots.map((slot) => [slot.mediaId, slot.episodeId]),
        [
          [11, null],
          [null, note.id],
        ],
        'playlists set the media, notes the episode',
      )

      const elsewhere = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url: `/api/v1/shows/${show.id}/schedules/`,
        payload: { schedule: { ...inA(weekly(show.id)), show: other.id } },
      })
      t.match(elsewhere.json(), { code: 'ONAIR_VALIDATION_FAILED', fields: [{ path: 'body/schedule/show' }] })
      const host = await asRole(app, 'host', [show.id])
      const forbidden = await host.inject({
        method: 'POST',
        url: `/api/v1/shows/${other.id}/schedules/`,
        payload: { schedule: inA(once(other.id, '2027-05-04', '10:00:00', '11:00:00')) },
      })
      t.equal(forbidden.statusCode, 403, 'a host plans only its own shows')
      const moved = await A.put(app, created.json().id, { ...schedule, show: other.id, lastDate: '2027-02-16' })
      t.equal(moved.statusCode, 400, 'a schedule of another show is not changed through this show')
    })
  })
}
