/**
 * The airtime report against a week computed by hand (test/helpers/sample-week.ts): summer time ends
 * inside it, an overnight timeslot is split by each edge of the window, one runs at "now".
 */
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSampleWeek, WEEK_NOW } from '../../helpers/sample-week.ts'

const WINDOW = 'start=2027-10-25%2000:00:00&end=2027-11-01%2000:00:00'

for (const database of testDatabases()) {
  t.test(`airtime report on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, now: () => WEEK_NOW })
    const week = await makeSampleWeek(app)
    const report = async (groupBy: string) => {
      const res = await injectAs(app, 'programme-manager', {
        url: `/api/v1/reports/airtime?${WINDOW}&groupBy=${groupBy}`,
      })
      t.equal(res.statusCode, 200, res.body)
      return res.json()
    }

    t.test('by show: hours and counts aired and planned, percentages of the totals', async (t) => {
      const body = await report('show')
      t.match(body, {
        start: '2027-10-25 00:00:00',
        end: '2027-11-01 00:00:00',
        startAt: '2027-10-25T00:00:00+02:00',
        endAt: '2027-11-01T00:00:00+01:00',
        groupBy: 'show',
      })
      t.same(body.total, { airedHours: 6, airedCount: 4, plannedHours: 14, plannedCount: 6 })
      t.same(body.groups, [
        {
          key: String(week.jazz.id),
          label: 'Night Jazz',
          airedHours: 2,
          airedCount: 1,
          plannedHours: 8,
          plannedCount: 2,
          airedPercent: 33.33,
          plannedPercent: 57.14,
        },
        {
          key: String(week.morning.id),
          label: 'Morgen',
          airedHours: 4,
          airedCount: 3,
          plannedHours: 5,
          plannedCount: 3,
          airedPercent: 66.67,
          plannedPercent: 35.71,
        },
        {
          key: String(week.plain.id),
          label: '=SUM(1)',
          airedHours: 0,
          airedCount: 0,
          plannedHours: 1,
          plannedCount: 1,
          airedPercent: 0,
          plannedPercent: 7.14,
        },
      ])
      t.notMatch(JSON.stringify(body), /PRIVATE MEMO/, 'no memo')
    })

    t.test('by category: a show in two categories counts in each; shows without one are the null group', async (t) => {
      const body = await report('category')
      t.same(
        body.groups.map(
          (g: {
            key: string | null
            label: string
            plannedHours: number
            airedHours: number
            plannedPercent: number
          }) => [g.key, g.label, g.plannedHours, g.airedHours, g.plannedPercent],
        ),
        [
          ['Jazz', 'Jazz', 8, 2, 57.14],
          ['Music', 'Music', 8, 2, 57.14],
          ['Talk', 'Talk', 5, 4, 35.71],
          [null, '(no category)', 1, 0, 7.14],
        ],
      )
    })

    t.test('by language and by repetition', async (t) => {
      const languages = await report('language')
      t.same(
        languages.groups.map((g: { key: string | null; plannedHours: number }) => [g.key, g.plannedHours]),
        [
          ['en', 8],
          ['de', 5],
          [null, 1],
        ],
      )
      const repetition = await report('repetition')
      t.same(repetition.groups, [
        {
          key: 'first',
          label: 'First broadcast',
          airedHours: 5,
          airedCount: 3,
          plannedHours: 7,
          plannedCount: 4,
          airedPercent: 83.33,
          plannedPercent: 50,
        },
        {
          key: 'repetition',
          label: 'Repetition',
          airedHours: 1,
          airedCount: 1,
          plannedHours: 7,
          plannedCount: 2,
          airedPercent: 16.67,
          plannedPercent: 50,
        },
      ])
    })

    t.test('as CSV with Accept: text/csv, formulas defused, a total row', async (t) => {
      const res = await injectAs(app, 'programme-manager', {
        url: `/api/v1/reports/airtime?${WINDOW}`,
        headers: { accept: 'text/csv' },
      })
      t.equal(res.statusCode, 200)
      t.match(res.headers['content-type'], /^text\/csv/)
      t.equal(
        res.body,
        [
          'key,label,airedHours,airedCount,airedPercent,plannedHours,plannedCount,plannedPercent',
          `${week.jazz.id},Night Jazz,2,1,33.33,8,2,57.14`,
          `${week.morning.id},Morgen,4,3,66.67,5,3,35.71`,
          `${week.plain.id},'=SUM(1),0,0,0,1,1,7.14`,
          ',Total,6,4,100,14,6,100',
          '',
        ].join('\r\n'),
      )
      const json = await injectAs(app, 'programme-manager', {
        url: `/api/v1/reports/airtime?${WINDOW}`,
        headers: { accept: 'application/json' },
      })
      t.match(json.headers['content-type'], /^application\/json/, 'the JSON and the CSV are kept apart')
    })

    t.test('a changed programme is seen by the next report', async (t) => {
      await injectAs(app, 'programme-manager', {
        method: 'PATCH',
        url: `/api/v1/shows/${week.morning.id}`,
        payload: { categories: ['News'] },
      })
      const body = await report('category')
      t.ok(body.groups.some((g: { key: string }) => g.key === 'News'))
    })

    t.test('refuses a bad grouping or window with a 400 naming the field', async (t) => {
      const bad = await injectAs(app, 'programme-manager', { url: `/api/v1/reports/airtime?${WINDOW}&groupBy=weather` })
      t.equal(bad.statusCode, 400)
      t.match(bad.json(), { fields: [{ path: 'querystring/groupBy' }] })
      const reversed = await injectAs(app, 'programme-manager', {
        url: '/api/v1/reports/airtime?start=2027-11-01%2000:00:00&end=2027-10-25%2000:00:00',
      })
      t.equal(reversed.statusCode, 400)
      t.match(reversed.json(), { fields: [{ path: 'querystring/end' }] })
    })
  })
}
