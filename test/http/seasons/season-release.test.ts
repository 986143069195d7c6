import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeShow } from '../../helpers/factories.ts'
import { overlappingPairs, postSchedule, putSchedule, weekly } from '../../helpers/schedules.ts'
import { SUMMER, timeslotRows } from '../../helpers/seasons.ts'
import { printedWeek } from '../../helpers/week.ts'

const JULY = ['2027-07-01 00:00:00', '2027-08-01 00:00:00'] as const
const AUGUST = ['2027-08-01 00:00:00', '2027-09-01 00:00:00'] as const
const dates = (week: string[]) => week.map((line) => line.split(' ')[1])

for (const database of testDatabases()) {
  t.test(`dates a replace season gives back, on ${database}`, async (t) => {
    t.test(
      'a regular schedule created during the season airs on the dates the season gives back: shortened, then deleted',
      async (t) => {
        const app = await buildTestApp(t, { database })
        const season = (
          await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
        ).json()
        const show = await makeShow(app.db, { name: 'Evening Jazz' })
        const created = await postSchedule(app, weekly(show.id, { firstDate: '2027-06-01', lastDate: '2027-09-28' }))
        t.equal(created.statusCode, 201, created.body)
        t.same(await printedWeek(app, ...JULY), [], 'nothing in the season')
        const during = await timeslotRows(app)

        const shorter = await injectAs(app, 'programme-manager', {
          method: 'PUT',
          url: `/api/v1/seasons/${season.id}`,
          payload: { ...SUMMER, lastDate: '2027-07-31' },
        })
        t.equal(shorter.statusCode, 200, shorter.body)
        t.same(
          dates(await printedWeek(app, ...AUGUST)),
          ['2027-08-03', '2027-08-10', '2027-08-17', '2027-08-24', '2027-08-31'],
          'August is regular programme again: its five Tuesdays are projected',
        )
        t.equal(shorter.json().restoration.restored.length, 5, 'the answer lists them with what came back')
        t.same(await printedWeek(app, ...JULY), [], 'July is still the season')

        const deleted = await injectAs(app, 'programme-manager', {
          method: 'DELETE',
          url: `/api/v1/seasons/${season.id}`,
        })
        t.equal(deleted.statusCode, 200, deleted.body)
        t.same(dates(await printedWeek(app, ...JULY)), ['2027-07-06', '2027-07-13', '2027-07-20', '2027-07-27'])
        t.equal(deleted.json().restoration.restored.length, 4)
        t.equal(await overlappingPairs(app.db), 0)

        // One write, one undo: reverting the deletion and then the shortening leaves the season's programme.
        const changes = await app.db.client.changeset.findMany({
          where: { action: { in: ['season.update', 'season.delete'] } },
          orderBy: { id: 'desc' },
        })
        for (const change of changes) {
          const reverted = await injectAs(app, 'programme-manager', {
            method: 'POST',
            url: `/api/v1/changes/${change.id}/revert`,
          })
          t.equal(reverted.statusCode, 201, reverted.body)
        }
        t.same(await timeslotRows(app), during, 'row for row as during the season')
      },
    )

    t.test('a regular schedule extended during the season airs there once the season goes', async (t) => {
      const app = await buildTestApp(t, { database })
      const show = await makeShow(app.db, { name: 'Evening Jazz' })
      const schedule = weekly(show.id, { firstDate: '2027-06-01', lastDate: '2027-06-29' })
      const res = await postSchedule(app, schedule)
      t.equal(res.statusCode, 201, res.body)
      const season = (
        await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      ).json()
      const extended = await putSchedule(app, res.json().id, { ...schedule, lastDate: '2027-07-20' })
      t.equal(extended.statusCode, 200, extended.body)
      t.same(await printedWeek(app, ...JULY), [], 'the extension skipped the season')
      const deleted = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/seasons/${season.id}`,
      })
      t.equal(deleted.statusCode, 200, deleted.body)
      t.same(dates(await printedWeek(app, ...JULY)), ['2027-07-06', '2027-07-13', '2027-07-20'])
    })

    t.test('a released date another timeslot holds now stays that timeslot', async (t) => {
      const app = await buildTestApp(t, { database })
      const season = (
        await injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/seasons', payload: SUMMER })
      ).json()
      const jazz = await makeShow(app.db, { name: 'Evening Jazz' })
      t.equal(
        (await postSchedule(app, weekly(jazz.id, { firstDate: '2027-06-29', lastDate: '2027-07-13' }))).statusCode,
        201,
      )
      const festival = await makeShow(app.db, { name: 'Festival' })
      const special = await postSchedule(app, {
        show: festival.id,
        rrule: 1,
        firstDate: '2027-07-06',
        lastDate: '2027-07-06',
        startTime: '19:00:00',
        endTime: '23:00:00',
      })
      t.equal(special.statusCode, 201, special.body)
      const deleted = await injectAs(app, 'programme-manager', {
        method: 'DELETE',
        url: `/api/v1/seasons/${season.id}`,
      })
      t.equal(deleted.statusCode, 200, deleted.body)
      t.same(
        (await printedWeek(app, ...JULY)).map((line) => line.replace(/^#\d+ /, '')),
        ['2027-07-06 19:00-23:00 Festival', '2027-07-13 20:00-21:00 Evening Jazz'],
      )
      t.equal(await overlappingPairs(app.db), 0)
    })
  })
}
