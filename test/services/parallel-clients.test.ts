import t from 'tap'
import { actAs, buildTestApp } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { errorShapeProblems } from '../helpers/error-shape.ts'
import { makeShow } from '../helpers/factories.ts'
import { type Answer, listening, seededRandom } from '../helpers/http.ts'
import { overlappingPairs } from '../helpers/schedules.ts'

/**
 * 64 clients at once against a listening server: they POST and PUT schedules that overlap each
 * other, resolve each 409 by sending the answer back with solutions picked at random from each
 * projected timeslot's solutionChoices, and DELETE schedules and timeslots. Afterwards no two
 * timeslots overlap, every 2xx is in the database, every refused request left nothing behind (one
 * changeset per 2xx write, none else), and nothing answered 5xx. RACE_OPS sets the operations per
 * client (default 5, about 500 requests); RACE_SEED replays the clients' choices.
 */
// Every write waits for the programme lock, so ~500 requests per database are CPU-bound one after
// another: on a quiet 2-core machine about 20 s, but several times that on a shared, loaded one.
t.setTimeout(300_000)

const CLIENTS = 64
const OPS = Number(process.env.RACE_OPS ?? 5)
const SEED = Number(process.env.RACE_SEED ?? Math.floor(Math.random() * 2 ** 31))
const DAY = 86_400_000
const WINDOW = `start=${encodeURIComponent('2027-02-01 00:00:00')}&end=${encodeURIComponent('2027-04-01 00:00:00')}`

type Random = ReturnType<typeof seededRandom>
type Fields = Record<string, unknown>

const date = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`

/** A schedule in the evenings of February 2027, where every client plans: collisions are the rule. */
function randomSchedule(rng: Random, show: number): Fields {
  const first = Date.UTC(2027, 1, 1) + rng.below(21) * DAY
  const start = 18 * 60 + rng.below(8) * 30
  const times = { startTime: clock(start), endTime: clock(start + rng.pick([30, 60, 90, 120])) }
  switch (rng.pick(['once', 'weekly', 'daily'] as const)) {
    case 'once':
      return { show, rrule: 1, firstDate: date(first), lastDate: date(first), ...times }
    case 'weekly':
      return {
        show,
        rrule: 4,
        byWeekday: (new Date(first).getUTCDay() + 6) % 7,
        firstDate: date(first),
        lastDate: date(first + 7 * (1 + rng.below(3)) * DAY),
        ...times,
      }
    case 'daily':
      return { show, rrule: 2, firstDate: date(first), lastDate: date(first + (2 + rng.below(5)) * DAY), ...times }
  }
}

const isConflict = (answer: Answer) => answer.status === 409 && Array.isArray(answer.body?.projected)

for (const [index, database] of testDatabases().entries()) {
  t.test(`${CLIENTS} parallel clients on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    // Over HTTP every request names its credential: a programme manager's, who may do all of it.
    const { token } = await actAs(app, 'programme-manager')
    const call = await listening(app, token!)
    const shows = await Promise.all(Array.from({ length: 8 }, () => makeShow(app.db)))
    const seed = SEED + index

    const statuses: Record<string, number> = {}
    const fiveXX: string[] = []
    const badShapes: string[] = []
    /** Every 2xx write, as `action entity:id`: each must have its changeset. */
    const writes: string[] = []
    const schedules = new Map<number, { owner: number; view: Fields; deleted: boolean }>()
    const deletedTimeslots: number[] = []
    let requests = 0

    async function send(client: number, method: string, path: string, body?: unknown): Promise<Answer> {
      const answer = await call(method, path, body)
      requests += 1
      const route = `${method} ${path.replace(/\/\d+/g, '/:id').replace(/\?.*/, '')}`
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1
      if (answer.status >= 500) fiveXX.push(`client ${client}: ${route} ${answer.status} ${answer.text.slice(0, 200)}`)
      else if (answer.status >= 400 && !isConflict(answer)) {
        const problems = errorShapeProblems(answer.status, answer.body)
        if (problems.length > 0) badShapes.push(`${route} ${answer.status}: ${problems.join('; ')}`)
      }
      return answer
    }

    /** Sends a schedule; on a 409, the answer back with random solutions (twice at most). */
    async function submit(
      client: number,
      rng: Random,
      method: 'POST' | 'PUT',
      path: string,
      schedule: Fields,
    ): Promise<Answer> {
      let answer = await send(client, method, path, { schedule })
      for (let round = 0; round < 2 && isConflict(answer); round += 1) {
        const colliding = (
          answer.body.projected as Array<{ hash: string; collisions: unknown[]; solutionChoices: string[] }>
        ).filter((p) => p.collisions.length > 0)
        const solutions = Object.fromEntries(colliding.map((p) => [p.hash, rng.pick(p.solutionChoices)]))
        answer = await send(client, method, path, { ...answer.body, solutions })
      }
      return answer
    }

    async function create(client: number, rng: Random) {
      const answer = await submit(client, rng, 'POST', '/api/v1/schedules/', randomSchedule(rng, rng.pick(shows).id))
      if (answer.status === 201) {
        schedules.set(answer.body.id, { owner: client, view: answer.body, deleted: false })
        writes.push(`schedule.create schedule:${answer.body.id}`)
      }
    }

    /** The owner moves lastDate by a week either way and maybe cancels a date. */
    async function update(client: number, rng: Random, id: number) {
      const { view } = schedules.get(id)!
      const first = Date.parse(`${view.firstDate as string}T00:00:00Z`)
      const last = Math.max(
        first + (view.rrule === 1 ? 0 : DAY),
        Date.parse(`${view.lastDate as string}T00:00:00Z`) + rng.pick([-7, 7, 14]) * DAY,
      )
      const exceptions =
        rng.next() < 0.3 ? [...(view.exceptions as string[]), date(first + rng.below(7) * DAY)] : view.exceptions
      const { show, rrule, byWeekday, firstDate, startTime, endTime } = view
      const answer = await submit(client, rng, 'PUT', `/api/v1/schedules/${id}/`, {
        show,
        rrule,
        byWeekday,
        firstDate,
        lastDate: date(last),
        startTime,
        endTime,
        exceptions,
      })
      if (answer.status === 200) {
        schedules.get(id)!.view = answer.body
        writes.push(`schedule.update schedule:${id}`)
      }
    }

    async function removeSchedule(client: number, id: number) {
      const answer = await send(client, 'DELETE', `/api/v1/schedules/${id}`)
      // 200: deleted, and what its timeslots displaced came back.
      if (answer.status === 204 || answer.status === 200) {
        schedules.get(id)!.deleted = true
        writes.push(`schedule.delete schedule:${id}`)
      }
    }

    async function cancelTimeslot(client: number, rng: Random) {
      const page = await send(client, 'GET', `/api/v1/timeslots?${WINDOW}&limit=20&offset=${rng.below(40)}`)
      const items = (page.body?.items ?? []) as Array<{ id: number }>
      if (items.length === 0) return
      const id = rng.pick(items).id
      const answer = await send(client, 'DELETE', `/api/v1/timeslots/${id}`)
      if (answer.status === 204 || answer.status === 200) {
        deletedTimeslots.push(id)
        writes.push(`timeslot.delete timeslot:${id}`)
      }
    }

    async function client(number: number) {
      const rng = seededRandom(seed * 1000 + number)
      for (let op = 0; op < OPS; op += 1) {
        const roll = rng.next()
        const mine = [...schedules].filter(([, s]) => s.owner === number && !s.deleted).map(([id]) => id)
        const known = [...schedules.keys()]
        if (roll < 0.2 && mine.length > 0) await update(number, rng, rng.pick(mine))
        else if (roll < 0.35 && known.length > 0) await removeSchedule(number, rng.pick(known))
        else if (roll < 0.5) await cancelTimeslot(number, rng)
        else await create(number, rng)
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, (_, number) => client(number)))
    const overlaps = await overlappingPairs(app.db)
    t.comment(
      `seed ${seed} (RACE_SEED=${SEED} replays): ${requests} requests, ${overlaps} overlaps, ${fiveXX.length} 5xx, answers by status ${JSON.stringify(statuses)}`,
    )

    t.same(fiveXX, [], 'no 5xx')
    t.same(badShapes, [], 'every other 4xx in the one error shape')
    t.equal(overlaps, 0, 'no two timeslots overlap')
    t.ok(requests >= CLIENTS * OPS, `${requests} requests`)
    // The race is real only if writes got through and collided.
    t.ok((statuses[201] ?? 0) > 0 && (statuses[409] ?? 0) > 0, 'schedules were created, and collided')

    const alive = [...schedules]
      .filter(([, s]) => !s.deleted)
      .map(([id]) => id)
      .sort((a, b) => a - b)
    const stored = await app.db.client.schedule.findMany({ orderBy: { id: 'asc' } })
    t.same(
      stored.map((row) => row.id),
      alive,
      'exactly the schedules answered 201 and not deleted are stored',
    )
    // Exceptions aside: a cancelled timeslot of someone else's adds one.
    const fields = ['id', 'show', 'rrule', 'byWeekday', 'firstDate', 'lastDate', 'startTime', 'endTime'] as const
    const pick = (view: Fields) => Object.fromEntries(fields.map((f) => [f, view[f]]))
    const listed = (await call('GET', '/api/v1/schedules?limit=500')).body.items as Fields[]
    t.same(
      listed.map(pick),
      alive.map((id) => pick(schedules.get(id)!.view)),
      'each as its last 2xx said',
    )

    t.equal(
      await app.db.client.timeslot.count({ where: { id: { in: deletedTimeslots } } }),
      0,
      'every cancelled timeslot is gone',
    )
    const slots = await app.db.client.timeslot.findMany({ include: { schedule: true } })
    t.same(
      slots.filter((slot) => slot.showId !== slot.schedule.showId).map((slot) => slot.id),
      [],
      "every timeslot carries its schedule's show",
    )

    const changesets = await app.db.client.changeset.findMany({ select: { action: true, entityKeys: true } })
    t.equal(changesets.length, writes.length, 'one changeset per 2xx write: no refused request wrote anything')
    const missing = writes.filter((write) => {
      const [action, key] = write.split(' ') as [string, string]
      return !changesets.some((c) => c.action === action && c.entityKeys.includes(key))
    })
    t.same(missing, [], 'each 2xx write has its changeset')
  })
}
