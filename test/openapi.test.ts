import { readFile } from 'node:fs/promises'
import t from 'tap'
import { buildTestApp } from './helpers/app.ts'

t.test('openapi/openapi.json is what the routes declare (run `npm run openapi` when this fails)', async (t) => {
  const app = await buildTestApp(t)
  const committed = JSON.parse(await readFile(new URL('../openapi/openapi.json', import.meta.url), 'utf8'))
  const current = JSON.parse(JSON.stringify(app.swagger()))
  t.same(current, committed)
  const served = await app.inject({ url: '/openapi.json' })
  t.same(served.json(), current, 'the served document is the same')
})
