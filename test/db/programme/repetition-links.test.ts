/**
 * The migration that links existing repetitions (20270109002300_repetitions): a repetition schedule with
 * one possible original is linked, and each of its future timeslots to the one original broadcast in
 * reach; an ambiguous schedule or timeslot stays unlinked. Its linking runs again here on data written
 * as before the migration (repeat_of_id null), as it is written to allow.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import type { Db } from '../../../src/db/platform/client.ts'
import { MIGRATIONS_DIR } from '../../../src/locations.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'

const MIGRATION = join(MIGRATIONS_DIR, '20270109002300_repetitions', 'migration.sql')

/** A schedule row as an older onair wrote it; times in UTC (the station's zone is UTC here). */
async function schedule(
  db: Db,
  showId: number,
  fields: {
    ruleId: number
    byWeekday: number | null
    startTime: string
    endTime: string
    isRepetition?: boolean
    addDaysNo?: number
  },
) {
  return db.client.schedule.create({
    data: {
      showId,
      firstDate: new Date('2027-02-01'),
      lastDate: new Date('2027-02-28'),
      isRepetition: false,
      ...fields,
    },
  })
}

async function slots(db: Db, owner: { id: number; showId: number }, starts: readonly string[], hours = 1) {
  const rows = []
  for (const start of starts) {
    const from = new Date(start)
    rows.push(
      await db.client.timeslot.create({
        data: {
          scheduleId: owner.id,
          showId: owner.showId,
          start: from,
          end: new Date(from.getTime() + hours * 3_600_000),
        },
      }),
    )
  }
  return rows
}

for (const kind of testDatabases()) {
  t.test(`linking existing repetitions on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)

    // Jazz Night: one Tuesday original, its repetition on Wednesday mornings: linked, every broadcast.
    const jazz = await makeShow(db, { name: 'Jazz Night' })
    const tuesdays = await schedule(db, jazz.id, {
      ruleId: 4,
      byWeekday: 1,
      startTime: '20:00:00',
      endTime: '21:00:00',
    })
    const wednesdays = await schedule(db, jazz.id, {
      ruleId: 4,
      byWeekday: 1,
      startTime: '10:00:00',
      endTime: '11:00:00',
      isRepetition: true,
      addDaysNo: 1,
    })
    const originals = await slots(db, tuesdays, ['2027-02-02T20:00:00Z', '2027-02-09T20:00:00Z'])
    const repetitions = await slots(db, wednesdays, ['2027-02-03T10:00:00Z', '2027-02-10T10:00:00Z'])

    // Two Tuesday originals of one show (20:00 and 22:00): which one the repetition repeats is ambiguous.
    const talk = await makeShow(db, { name: 'Talk' })
    await schedule(db, talk.id, { ruleId: 4, byWeekday: 1, startTime: '18:00:00', endTime: '19:00:00' })
    await schedule(db, talk.id, { ruleId: 4, byWeekday: 1, startTime: '22:00:00', endTime: '23:00:00' })
    const talkRepetition = await schedule(db, talk.id, {
      ruleId: 4,
      byWeekday: 1,
      startTime: '08:00:00',
      endTime: '09:00:00',
      isRepetition: true,
      addDaysNo: 1,
    })

    // A daily original at 06:00 repeated the next day at 07:00: the schedule is linked, but each repetition
    // has two originals within its offset give or take a day, so its timeslots stay unlinked.
    const news = await makeShow(db, { name: 'News' })
    const daily = await schedule(db, news.id, {
      ruleId: 2,
      byWeekday: null,
      startTime: '06:00:00',
      endTime: '06:30:00',
    })
    const dailyRepetition = await schedule(db, news.id, {
      ruleId: 2,
      byWeekday: null,
      startTime: '07:00:00',
      endTime: '07:30:00',
      isRepetition: true,
      addDaysNo: 1,
    })
    await slots(db, daily, ['2027-02-01T06:00:00Z', '2027-02-02T06:00:00Z'], 0.5)
    const dailyRepeats = await slots(db, dailyRepetition, ['2027-02-02T07:00:00Z'], 0.5)

    const sql = await readFile(MIGRATION, 'utf8')
    await db.withConnection(async (conn) => {
      await conn.exec('BEGIN')
      await conn.exec(sql)
      await conn.exec('COMMIT')
    })

    const repeatOf = async (id: number) => (await db.client.schedule.findUnique({ where: { id } }))!.repeatOfId
    t.equal(await repeatOf(wednesdays.id), tuesdays.id, 'the one possible original is linked')
    t.equal(await repeatOf(talkRepetition.id), null, 'two possible originals: left unlinked (and named in the NOTICE)')
    t.equal(await repeatOf(dailyRepetition.id), daily.id)
    t.equal(await repeatOf(tuesdays.id), null, 'an original repeats nothing')
    const links = await db.client.timeslot.findMany({
      where: { id: { in: [...repetitions, ...dailyRepeats].map((row) => row.id) } },
      orderBy: { id: 'asc' },
    })
    t.same(
      links.map((row) => row.repeatOfId),
      [originals[0]!.id, originals[1]!.id, null],
      'each Wednesday repeats its Tuesday; the ambiguous daily one stays unlinked',
    )
    t.equal(
      await db.client.timeslot.count({ where: { scheduleId: tuesdays.id, repeatOfId: { not: null } } }),
      0,
      'originals are not linked',
    )
  })
}
