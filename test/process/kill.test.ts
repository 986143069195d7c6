import t from 'tap'
import { type ServerProcess, send, sleep, startServer } from './support/server-process.ts'

/**
 * SIGKILL in the middle of a year-long resolution: after a restart the year's timeslots are exactly as
 * before the request or exactly as after it, never in between. Real processes on an embedded data
 * directory; set-up and checks through the HTTP API only.
 */

interface Slot {
  showId: number
  start: string
  end: string
}

const KILLS = 3

async function post(server: ServerProcess, path: string, body: unknown) {
  return send(`${server.url}${path}`, 'POST', body, 60_000)
}

async function programme(server: ServerProcess, year: number): Promise<Slot[]> {
  const window = `start=${year}-01-01%2000:00:00&end=${year + 1}-01-01%2000:00:00&limit=500`
  const slots: Slot[] = []
  for (let offset = 0; ; offset += 500) {
    const page = await send(`${server.url}/api/v1/timeslots?${window}&offset=${offset}`)
    if (page.status !== 200) throw new Error(`timeslots: ${page.status} ${page.body}`)
    const { items, total } = page.json() as { items: Slot[]; total: number }
    slots.push(...items.map(({ showId, start, end }) => ({ showId, start, end })))
    if (offset + 500 >= total) return slots
  }
}

/**
 * A year booked daily 20:00-22:00 by one show, and another show's daily 21:00-23:00 schedule that
 * collides with every day, resolved `ours` (its timeslots replace the booked ones).
 */
async function bookedYear(server: ServerProcess, year: number) {
  const booked = (await post(server, '/api/v1/shows', { name: `Evening ${year}` })).json().id as number
  const incoming = (await post(server, '/api/v1/shows', { name: `Late ${year}` })).json().id as number
  const daily = { rrule: 2, firstDate: `${year}-01-01`, lastDate: `${year}-12-31` }
  const first = await post(server, '/api/v1/schedules/', {
    schedule: { show: booked, ...daily, startTime: '20:00:00', endTime: '22:00:00' },
  })
  if (first.status !== 201) throw new Error(`booking the year: ${first.status} ${first.body}`)
  const schedule = { show: incoming, ...daily, startTime: '21:00:00', endTime: '23:00:00' }
  const started = performance.now()
  const conflict = await post(server, '/api/v1/schedules/', { schedule })
  const conflictMs = performance.now() - started
  if (conflict.status !== 409) throw new Error(`expected 409: ${conflict.status} ${conflict.body}`)
  const projected = conflict.json().projected as Array<{ hash: string; start: string; end: string }>
  const solutions = Object.fromEntries(projected.map((slot) => [slot.hash, 'ours']))
  const after: Slot[] = projected.map(({ start, end }) => ({ showId: incoming, start, end }))
  return { request: { schedule, solutions }, before: await programme(server, year), after, conflictMs }
}

t.test('SIGKILL during a year-long resolution leaves the timeslots as before or as after', async (t) => {
  const env = { DATA_DIR: t.testdir() }
  let server = await startServer(t, { env })

  // One resolution run to the end: how long it takes, and that "after" is recognised when it completed.
  const calibration = await bookedYear(server, 2027)
  const started = performance.now()
  const resolved = await post(server, '/api/v1/schedules/', calibration.request)
  const resolveMs = performance.now() - started
  t.equal(resolved.status, 201, 'the resolution succeeds when left alone')
  t.same(await programme(server, 2027), calibration.after, 'and leaves exactly the incoming timeslots')
  t.equal(calibration.before.length, 365)

  const outcomes: string[] = []
  for (let kill = 0; kill < KILLS; kill++) {
    const year = 2028 + kill
    const { request, before, after } = await bookedYear(server, year)
    // Spread the kills over the whole request, from just sent to a little after it would have been answered.
    const delay = Math.round(Math.random() * resolveMs * 1.5)
    const answer = post(server, '/api/v1/schedules/', request).then(
      (res) => `answered ${res.status}`,
      () => 'cut off',
    )
    await sleep(delay)
    server.child.kill('SIGKILL')
    await server.exited
    const client = await answer

    server = await startServer(t, { env })
    const now = await programme(server, year)
    const state =
      JSON.stringify(now) === JSON.stringify(before)
        ? 'before'
        : JSON.stringify(now) === JSON.stringify(after)
          ? 'after'
          : 'between'
    outcomes.push(`${state} (killed after ${delay} ms, client: ${client})`)
    t.not(
      state,
      'between',
      `killed after ${delay} ms: the ${now.length} timeslots of ${year} are exactly before or after`,
    )
    if (client === 'answered 201') t.equal(state, 'after', 'an answered resolution survives the kill')
  }
  t.comment(`resolution alone: ${Math.round(resolveMs)} ms; kills: ${outcomes.join('; ')}`)
})
