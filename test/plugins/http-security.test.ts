/** Security headers on every answer, Swagger UI's Authorize kept across reloads, CORS only for listed origins. */
import t from 'tap'
import { asRole, buildTestApp } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'

t.test('security headers, Swagger UI and CORS off by default', async (t) => {
  const app = await buildTestApp(t, { as: 'anonymous' })
  const res = await app.inject({ url: '/api/v1/shows', headers: { origin: 'https://elsewhere.example' } })
  t.equal(res.statusCode, 200)
  t.equal(res.headers['x-content-type-options'], 'nosniff')
  t.match(res.headers['content-security-policy'], /default-src 'self'/)
  t.match(res.headers['strict-transport-security'], /max-age=/)
  t.equal(res.headers['access-control-allow-origin'], undefined, 'no CORS without CORS_ORIGINS')
  const refused = await app.inject({ method: 'POST', url: '/api/v1/shows', payload: { name: 'x' } })
  t.equal(refused.headers['x-content-type-options'], 'nosniff', 'errors carry them too')

  const page = await app.inject({ url: '/docs/' })
  t.equal(page.statusCode, 200)
  // Swagger UI's own CSP allows exactly its scripts (hashes), so the page works under helmet.
  t.match(page.headers['content-security-policy'], /script-src 'self'/)
  const initializer = await app.inject({ url: '/docs/static/swagger-initializer.js' })
  t.equal(initializer.statusCode, 200)
  t.match(initializer.body, /"persistAuthorization":\s*true/, 'Authorize keeps the token across reloads')
  const doc = (await app.inject({ url: '/docs/json' })).json()
  t.same(doc.components.securitySchemes, {
    bearer: { type: 'http', scheme: 'bearer', description: String(doc.components.securitySchemes.bearer.description) },
  })
  t.same(doc.paths['/api/v1/shows'].get.security, [{ bearer: [] }, {}], 'public reads: a token or none')
  t.same(doc.paths['/api/v1/shows'].post.security, [{ bearer: [] }])
  t.ok(doc.paths['/api/v1/shows'].post.responses['401'] && doc.paths['/api/v1/shows'].post.responses['403'])
  t.same(doc.paths['/health'].get.security ?? [], [], 'health needs nothing')
})

t.test('CORS for the origins CORS_ORIGINS lists', async (t) => {
  const dashboard = 'https://dashboard.example.org'
  const app = await buildTestApp(t, { as: 'anonymous', env: { CORS_ORIGINS: `${dashboard}, http://localhost:5173` } })
  const preflight = await app.inject({
    method: 'OPTIONS',
    url: '/api/v1/shows',
    headers: {
      origin: dashboard,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  })
  t.equal(preflight.statusCode, 204, 'answered before any credential is asked for')
  t.equal(preflight.headers['access-control-allow-origin'], dashboard)
  t.match(preflight.headers['access-control-allow-headers'], /authorization/)
  const denied = await app.inject({ url: '/api/v1/shows', headers: { origin: 'https://evil.example' } })
  t.equal(denied.headers['access-control-allow-origin'], undefined)
  const unauthorised = await app.inject({
    method: 'POST',
    url: '/api/v1/shows',
    payload: { name: 'x' },
    headers: { origin: dashboard },
  })
  t.equal(unauthorised.statusCode, 401)
  t.equal(unauthorised.headers['access-control-allow-origin'], dashboard, 'a 401 reaches the page too')
  t.match(unauthorised.headers['access-control-expose-headers'], /www-authenticate/)
  const manager = await asRole(app, 'programme-manager')
  const created = await manager.inject({
    method: 'POST',
    url: '/api/v1/shows',
    payload: { name: 'From the dashboard' },
    headers: { origin: dashboard },
  })
  t.equal(created.statusCode, 201)
  t.equal(created.headers['access-control-allow-origin'], dashboard)
})

for (const database of testDatabases()) {
  t.test(`answers that depend on the caller are not shared by caches on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, as: 'anonymous' })
    const reader = await asRole(app, 'reader')
    const anonymous = await app.inject({ url: '/api/v1/shows' })
    t.equal(anonymous.statusCode, 200)
    t.match(
      anonymous.headers.vary,
      /(^|, )authorization($|,)/i,
      'an anonymous answer varies by Authorization (a caller with a token sees memos)',
    )
    t.equal(anonymous.headers['cache-control'], undefined, 'and may be kept by a shared cache')
    const signedIn = await reader.inject({ url: '/api/v1/shows' })
    t.equal(signedIn.headers['cache-control'], 'private', "a caller's answer is private")
    t.match(signedIn.headers.vary, /authorization/i)
    const me = await reader.inject({ url: '/api/v1/users/me' })
    t.equal(me.headers['cache-control'], 'private', 'who am I is private')
    const refused = await app.inject({
      url: '/api/v1/users/me',
      headers: { authorization: 'Bearer onair_nobody-0123456789abcdefghijklmnop' },
    })
    t.equal(refused.headers['cache-control'], 'private', 'a refusal of a credential too')
    const ticket = await reader.inject({ method: 'POST', url: '/api/v1/stream-tickets' })
    t.equal(ticket.headers['cache-control'], 'no-store', "a route's own Cache-Control stays")
    const report = await reader.inject({
      url: '/api/v1/reports/airtime?start=2027-01-01%2000:00:00&end=2027-01-08%2000:00:00',
      headers: { accept: 'text/csv' },
    })
    t.match(
      report.headers.vary,
      /^accept, authorization$/i,
      'Authorization is added to what an answer already varies by',
    )
  })
}
