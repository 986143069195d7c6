import t from 'tap'
import { buildTestApp, injectAs } from '../../helpers/app.ts'

t.test('health and readiness', async (t) => {
  const app = await buildTestApp(t)
  t.same((await injectAs(app, 'programme-manager', { url: '/health' })).json(), { status: 'ok' })
  const ready = await injectAs(app, 'programme-manager', { url: '/ready' })
  t.equal(ready.statusCode, 200)
  t.same(ready.json(), { status: 'ready' })
  const docs = await injectAs(app, 'programme-manager', { url: '/docs/' })
  t.equal(docs.statusCode, 200, 'Swagger UI is served')
})

t.test('ready answers 503 when the database is gone', async (t) => {
  const app = await buildTestApp(t)
  await app.db.close()
  const res = await injectAs(app, 'programme-manager', { url: '/ready' })
  t.equal(res.statusCode, 503)
  t.match(res.json(), { statusCode: 503, code: 'ONAIR_UNAVAILABLE' })
})
