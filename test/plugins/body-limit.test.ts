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
      message: /limit of 1,048,576 bytes \(1 MiB, the setting BODY_LIMIT_BYTES\).*split a calendar file/,
    })
    t.equal(await app.db.client.changeset.count(), changesBefore, 'nothing was written')
  })

  t.test(`BODY_LIMIT_BYTES sets the limit and the message names it on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, env: { BODY_LIMIT_BYTES: '2048' } })
    const res = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/shows',
      payload: { name: 'Jazz', description: 'x'.repeat(3000) },
    })
    t.equal(res.statusCode, 413)
    t.match(res.json().message, /limit of 2,048 bytes \(2 KiB, the setting BODY_LIMIT_BYTES\)/)
    t.equal(await app.db.client.show.count(), 0)
  })
}
