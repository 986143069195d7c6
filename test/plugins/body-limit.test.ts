/** A body over the limit is told the limit and what to do (issue 35 point 4), not just "too large". */
import t from 'tap'
import { buildTestApp, injectAs } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'

for (const database of testDatabases()) {
  t.test(`a body that is too large names the limit on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const changesBefore = await app.db.client.changeset.count()
    const res = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/imports',
      payload: { calendar: 'x'.repeat(1_100_000) },
    })
    t.equal(res.statusCode, 413)
    t.match(res.json(), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      message: /limit of 1,048,576 bytes \(1 MiB\).*split a calendar file/,
    })
    t.equal(await app.db.client.changeset.count(), changesBefore, 'nothing was written')
  })
}
