/** The programme reads: the window, paging with its total, what is joined in, on air now and next. */
import t from 'tap'
import * as programme from '../../../src/db/programme/programme.ts'
import { freshDatabase, testDatabases } from '../../helpers/databases.ts'
import { makeEpisode, makeSchedule, makeShow } from '../../helpers/factories.ts'

const at = (iso: string) => Date.parse(iso)

for (const kind of testDatabases()) {
  t.test(`programme on ${kind}`, async (t) => {
    const { db, cleanup } = await freshDatabase(kind, t.testdir())
    t.teardown(cleanup)
    const jazz = await makeShow(db, { name: 'Jazz Night', defaultMediaId: 5 })
    const talk = await makeShow(db, { name: 'Night Talk' })
    const jazzSchedule = await makeSchedule(db, jazz.id, { defaultMediaId: 6 })
    const talkSchedule = await makeSchedule(db, talk.id)
    const episode = await makeEpisode(db, jazz.id, { title: 'Blue Note' })
    const slot = (show: number, schedule: number, start: string, end: string, extra = {}) =>
      db.client.timeslot.create({
        data: { showId: show, scheduleId: schedule, start: new Date(start), end: new Date(end), ...extra },
      })
    const first = await slot(jazz.id, jazzSchedule.id, '2027-01-04T20:00:00Z', '2027-01-04T21:00:00Z', {
      episodeId: episode.id,
    })
    const second = await slot(talk.id, talkSchedule.id, '2027-01-04T21:00:00Z', '2027-01-04T22:00:00Z')
    const third = await slot(jazz.id, jazzSchedule.id, '2027-01-05T20:00:00Z', '2027-01-05T21:00:00Z')
    const ids = (records: Array<{ id: number }>) => records.map((r) => r.id)
    const window = (start: string, end: string) => ({ start: at(start), end: at(end) })

    t.same(ids(await programme.findProgramme(db.client, window('2027-01-04T00:00:00Z', '2027-01-06T00:00:00Z'))), [
      first.id,
      second.id,
      third.id,
    ])
    t.same(
      ids(await programme.findProgramme(db.client, window('2027-01-04T21:00:00Z', '2027-01-05T20:00:00Z'))),
      [second.id],
      'half-open: touching either end is outside',
    )
    t.same(
      ids(await programme.findProgramme(db.client, window('2027-01-04T20:30:00Z', '2027-01-04T20:31:00Z'))),
      [first.id],
      'a window inside a timeslot finds it',
    )
    const all = window('2027-01-01T00:00:00Z', '2027-02-01T00:00:00Z')
    t.same(ids(await programme.findProgramme(db.client, { ...all, showIds: [jazz.id] })), [first.id, third.id])
    t.same(ids(await programme.findProgramme(db.client, { ...all, scheduleIds: [talkSchedule.id] })), [second.id])

    t.match(await programme.findProgrammeById(db.client, first.id), {
      id: first.id,
      showName: 'Jazz Night',
      episodeTitle: 'Blue Note',
      scheduleDefaultMediaId: 6,
      showDefaultMediaId: 5,
      start: at('2027-01-04T20:00:00Z'),
      end: at('2027-01-04T21:00:00Z'),
    })
    t.match(await programme.findProgrammeById(db.client, second.id), {
      episodeTitle: null,
      scheduleDefaultMediaId: null,
      showDefaultMediaId: null,
    })
    t.equal(await programme.findProgrammeById(db.client, third.id + 1), null)
    t.same(
      ids(await programme.findProgrammeByIds(db.client, [third.id, first.id, third.id + 1])),
      [first.id, third.id],
      'those that exist, in start order',
    )
    t.same(await programme.findProgrammeByIds(db.client, []), [])

    const page = async (limit: number, offset: number) => {
      const { rows, total } = await programme.findProgrammePage(db.client, all, { limit, offset })
      return { ids: ids(rows), total }
    }
    t.same(await page(2, 0), { ids: [first.id, second.id], total: 3 })
    t.same(await page(2, 2), { ids: [third.id], total: 3 })
    t.same(await page(2, 5), { ids: [], total: 3 }, 'an offset past the end still counts them all')
    t.same(
      await programme.findProgrammePage(db.client, window('2030-01-01T00:00:00Z', '2030-01-02T00:00:00Z'), {
        limit: 2,
        offset: 0,
      }),
      { rows: [], total: 0 },
    )

    t.equal((await programme.findCurrent(db.client, at('2027-01-04T20:00:00Z')))?.id, first.id, 'on air from its start')
    t.equal(
      (await programme.findCurrent(db.client, at('2027-01-04T21:00:00Z')))?.id,
      second.id,
      'the next one from the first end on',
    )
    t.equal(await programme.findCurrent(db.client, at('2027-01-04T22:00:00Z')), null, 'nothing between')
    t.same(
      ids(await programme.findNext(db.client, at('2027-01-04T20:00:00Z'), 5)),
      [second.id, third.id],
      'next: starting after now',
    )
    t.same(ids(await programme.findNext(db.client, at('2027-01-04T19:00:00Z'), 1)), [first.id], 'at most count')
  })
}
