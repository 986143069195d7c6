import type { Db } from '../../src/db/platform/client.ts'

let counter = 0

export async function makeShow(
  db: Db,
  overrides: { name?: string; slug?: string; defaultMediaId?: number | null } = {},
) {
  counter += 1
  return db.client.show.create({
    data: {
      name: overrides.name ?? `Show ${counter}`,
      slug: overrides.slug ?? `show-${counter}-${process.pid}`,
      ...overrides,
    },
  })
}

export async function makeSchedule(
  db: Db,
  showId: number,
  overrides: { ruleId?: number; defaultMediaId?: number | null } = {},
) {
  return db.client.schedule.create({
    data: {
      showId,
      ruleId: overrides.ruleId ?? 4,
      byWeekday: 0,
      firstDate: new Date('2027-01-04T00:00:00Z'),
      lastDate: new Date('2027-12-31T00:00:00Z'),
      startTime: '20:00:00',
      endTime: '21:00:00',
      defaultMediaId: overrides.defaultMediaId ?? null,
    },
  })
}

/** Direct inserts for bulk setup: `count` back-to-back slots of `minutes` from `start`. */
export async function makeTimeslots(
  db: Db,
  owner: { showId: number; scheduleId: number },
  start: Date,
  count: number,
  minutes = 60,
  gapMinutes = 0,
) {
  const step = (minutes + gapMinutes) * 60_000
  const data = Array.from({ length: count }, (_, i) => ({
    ...owner,
    start: new Date(start.getTime() + i * step),
    end: new Date(start.getTime() + i * step + minutes * 60_000),
  }))
  await db.client.timeslot.createMany({ data })
  return db.client.timeslot.findMany({ where: { scheduleId: owner.scheduleId }, orderBy: { start: 'asc' } })
}

/** Every row that matters, for "the database is unchanged" assertions. */
export async function snapshot(db: Db) {
  const [shows, schedules, timeslots, episodes] = await Promise.all([
    db.client.show.findMany({ orderBy: { id: 'asc' } }),
    db.client.schedule.findMany({ orderBy: { id: 'asc' } }),
    db.client.timeslot.findMany({ orderBy: { id: 'asc' } }),
    db.client.episode.findMany({ orderBy: { id: 'asc' } }),
  ])
  return JSON.parse(JSON.stringify({ shows, schedules, timeslots, episodes })) as unknown
}

export async function makeEpisode(db: Db, showId: number, overrides: { title?: string; summary?: string } = {}) {
  counter += 1
  return db.client.episode.create({
    data: { showId, title: overrides.title ?? `Episode ${counter}`, summary: overrides.summary ?? '' },
  })
}

/** One timeslot at the given instants (ISO strings or epoch ms). */
export async function makeTimeslot(
  db: Db,
  owner: { showId: number; scheduleId: number },
  start: string | number,
  end: string | number,
  overrides: { mediaId?: number | null; episodeId?: number | null; memo?: string; isRepetition?: boolean } = {},
) {
  return db.client.timeslot.create({ data: { ...owner, start: new Date(start), end: new Date(end), ...overrides } })
}

/**
 * Counts the database round trips the client makes from now on (every Prisma operation, raw or not,
 * inside transactions too); `stop()` restores the client. For "one query per list request" checks.
 */
export function countQueries(db: Db): { readonly count: number; stop: () => void } {
  const client = db.client as unknown as { _request: (...args: unknown[]) => unknown }
  const original = client._request
  const originalRead = db.read
  let count = 0
  client._request = function (this: unknown, ...args: unknown[]) {
    count += 1
    return original.apply(this, args)
  }
  // The statements sent past Prisma (the programme version read on every cached request) count too.
  db.read = (...args) => {
    count += 1
    return originalRead(...args)
  }
  return {
    get count() {
      return count
    },
    stop: () => {
      client._request = original
      db.read = originalRead
    },
  }
}
