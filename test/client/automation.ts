/**
 * A station's automation script, written only against the client types generated from the OpenAPI
 * document (onair.d.ts) and openapi-fetch: no casts, no hand-written types. test/openapi-client.test.ts
 * type-checks it on its own and runs it against the app. It is the contract's cycle: create what will
 * collide, POST a schedule, read the 409, send that answer back with a solution per colliding timeslot,
 * then list the week.
 */
import createClient from 'openapi-fetch'
import type { components, paths } from './onair.d.ts'

type Solution = components['schemas']['Solution']
type ScheduleInput = components['schemas']['ScheduleInput']

/** Prefer the solution that keeps the existing timeslot and moves ours after it. */
function choose(choices: Solution[]): Solution {
  return choices.includes('theirs-start') ? 'theirs-start' : 'theirs'
}

export async function planWeek(baseUrl: string, token: string) {
  const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${token}` } })

  const jazz = await client.POST('/api/v1/shows', { body: { name: 'Jazz Night' } })
  const talk = await client.POST('/api/v1/shows', { body: { name: 'Night Talk' } })
  if (jazz.data === undefined || talk.data === undefined)
    throw new Error(`creating the shows: ${jazz.response.status} ${talk.response.status}`)

  const tuesdays: Omit<ScheduleInput, 'show'> = {
    rrule: 4,
    byWeekday: 1,
    firstDate: '2027-01-05',
    lastDate: '2027-01-26',
    startTime: '20:00:00',
    endTime: '21:00:00',
    addDaysNo: null,
  }
  const first = await client.POST('/api/v1/schedules', { body: { schedule: { ...tuesdays, show: jazz.data.id } } })
  if (first.response.status !== 201) throw new Error(`the first schedule: ${first.response.status}`)

  // Night Talk half an hour later on the same Tuesdays: every one of them collides.
  const schedule: ScheduleInput = { ...tuesdays, show: talk.data.id, startTime: '20:30:00', endTime: '21:30:00' }
  const attempt = await client.POST('/api/v1/schedules', { body: { schedule } })
  const conflict = attempt.error
  if (attempt.response.status !== 409 || conflict === undefined || !('projected' in conflict)) {
    throw new Error(`expected the collisions (409), got ${attempt.response.status}`)
  }
  const collisions = conflict.projected.flatMap((slot) =>
    slot.collisions.map((collision) => ({ hash: slot.hash, with: collision.showName })),
  )

  // The 409 answer goes back as it came, with one solution per colliding hash.
  const solutions: Record<string, Solution> = { ...conflict.solutions }
  for (const slot of conflict.projected) {
    if (slot.collisions.length > 0) solutions[slot.hash] = choose(slot.solutionChoices)
  }
  const resolved = await client.POST('/api/v1/schedules', { body: { ...conflict, solutions } })
  if (resolved.response.status !== 201 || resolved.data === undefined || !('id' in resolved.data)) {
    throw new Error(`resolving: ${resolved.response.status}`)
  }

  const week = await client.GET('/api/v1/timeslots', {
    params: { query: { start: '2027-01-04 00:00:00', end: '2027-01-11 00:00:00' } },
  })
  if (week.data === undefined) throw new Error(`the week: ${week.response.status}`)
  const programme = week.data.items.map((item) =>
    'showName' in item ? `${item.start} ${item.end} ${item.showName}` : `${item.start} deleted`,
  )

  return { collisions, solutions, schedule: resolved.data, programme }
}
