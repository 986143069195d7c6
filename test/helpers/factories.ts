import type { Db } from '../../src/db/client.ts'

let counter = 0

export async function makeShow(db: Db, overrides: { name?: string; slug?: string; defaultMediaId?: number | null } = {}) {
  counter += 1
  return db.client.show.create({
    data: { name: overrides.name ?? `Show ${counter}`, slug: overrides.slug ?? `show-${counter}-${process.pid}`, ...overrides },
  })
}

export async function makeSchedule(db: Db, showId: number, overrides: { ruleId?: number; defaultMediaId?: number | null } = {}) {
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
