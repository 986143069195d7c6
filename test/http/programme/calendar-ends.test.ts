/**
 * The ends of the calendar (issue 35): a week or a window reaching into year 0 or 10000, which no
 * timestamp column holds, is a 400 naming the field and the valid range, never a 500.
 */
import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'

const YEAR_ONE = [
  'start=0001-01-01%2000:00:00&end=0001-01-08%2000:00:00',
  'start=0001-01-01T00:00:00%2B01:00&end=0001-01-08T00:00:00Z',
]

for (const database of testDatabases()) {
  t.test(`weeks and windows at the ends of the calendar on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const get = (url: string) => injectAs(app, 'programme-manager', { url })

    for (const page of ['/programme', '/embed/week']) {
      for (const week of ['0001-01-01', '0001-01-07', '9999-12-27', '9999-12-31']) {
        const res = await get(`${page}?week=${week}`)
        t.equal(res.statusCode, 400, `${page}?week=${week}`)
        t.match(res.body, /week.*must be a date from 0001-01-08 to 9999-12-26/, 'names the field and the range')
      }
      for (const week of ['0001-01-08', '9999-12-26'])
        t.equal(
          (await get(`${page}?week=${week}`)).statusCode,
          200,
          `${page}?week=${week}: the first and last whole weeks`,
        )
    }

    for (const path of [
      '/api/v1/timeslots',
      '/api/v1/timeslots.ics',
      '/api/v1/playout',
      '/api/v1/reports/airtime',
      '/api/v1/programme.xmltv',
    ]) {
      for (const query of YEAR_ONE) {
        const res = await get(`${path}?${query}`)
        t.equal(res.statusCode, 400, `${path}?${query}`)
        t.match(
          res.json(),
          { fields: [{ path: 'querystring/start', message: /must not be before 0001-01-01/ }] },
          'names start and the first instant',
        )
        t.match(res.json().message, /between 0001-01-01 .* and 9999-12-31 23:59:59/, 'and the valid range')
      }
      const late = await get(`${path}?start=9999-12-25%2000:00:00&end=9999-12-31%2023:59:59`)
      t.equal(late.statusCode, 200, `${path}: a window that ends on the last second of 9999 is read`)
    }
  })
}
