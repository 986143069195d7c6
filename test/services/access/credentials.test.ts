/** Bad credentials are a 401 in the one error shape, never a 5xx; repeated failures from one address are a 429. */
import t from 'tap'
import { asRole, buildTestApp } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { snapshot } from '../../helpers/factories.ts'

const BAD_HEADERS: Array<[string, string]> = [
  ['Bearer alone', 'Bearer'],
  ['Bearer and a space', 'Bearer '],
  ['another scheme', 'Basic dXNlcjpwYXNzd29yZA=='],
  ['a token of emoji', 'Bearer 🎙️📻🎶'],
  ['a token of SQL', "Bearer ' OR 1=1; DROP TABLE users; --"],
  ['SQL without spaces', "Bearer onair_x'OR'1'='1"],
  ['two tokens', 'Bearer onair_aaaaaaaa onair_bbbbbbbb'],
  ['an unknown token of the right shape', `Bearer onair_${'A'.repeat(51)}`],
  ['a known prefix with a wrong secret', 'PREFIX'],
  ['a 10 KB header', `Bearer ${'a'.repeat(10 * 1024)}`],
  ['a JWT while OIDC is off', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJhZG1pbiJ9.'],
  ['NUL and control characters', 'Bearer onair_\u0000\u0007abc'],
]

for (const database of testDatabases()) {
  t.test(`bad credentials on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, as: 'anonymous' })
    const admin = await asRole(app, 'admin')
    const known = admin.token!

    for (const [what, raw] of BAD_HEADERS) {
      const header = raw === 'PREFIX' ? `Bearer ${known.slice(0, 14)}${'x'.repeat(known.length - 14)}` : raw
      t.test(`${what}: 401 with WWW-Authenticate, on a write and on a public read, nothing changed`, async (t) => {
        const before = await snapshot(app.db)
        for (const request of [
          { method: 'POST' as const, url: '/api/v1/shows', payload: { name: 'Intruder' } },
          { method: 'GET' as const, url: '/api/v1/shows' },
        ]) {
          const res = await app.inject({ ...request, headers: { authorization: header } })
          t.equal(res.statusCode, 401, `${request.method}: ${res.body.slice(0, 200)}`)
          t.match(res.json(), {
            statusCode: 401,
            error: 'Unauthorized',
            code: 'ONAIR_CREDENTIAL_INVALID',
            message: String,
          })
          t.match(
            res.headers['www-authenticate'],
            /^Bearer realm="onair", error="invalid_token", error_description="[^"]+"$/,
          )
        }
        t.same(await snapshot(app.db), before)
      })
    }

    t.test('a missing credential on a write: 401 without error="invalid_token" (RFC 6750 §3.1)', async (t) => {
      const res = await app.inject({ method: 'POST', url: '/api/v1/shows', payload: { name: 'Intruder' } })
      t.equal(res.statusCode, 401)
      t.equal(res.headers['www-authenticate'], 'Bearer realm="onair"')
      t.equal(res.json().code, 'ONAIR_UNAUTHENTICATED')
    })

    t.test('the scheme is case-insensitive (RFC 7235)', async (t) => {
      const res = await app.inject({ url: '/api/v1/users/me', headers: { authorization: `bearer ${known}` } })
      t.equal(res.statusCode, 200)
    })

    t.test('public routes ignore credentials altogether', async (t) => {
      t.equal((await app.inject({ url: '/health', headers: { authorization: 'Bearer 🎙️' } })).statusCode, 200)
    })
  })

  t.test(`failed authentications are rate limited per address on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, as: 'anonymous', env: { AUTH_FAILURE_LIMIT: '3' } })
    const reader = await asRole(app, 'reader')
    const wrong = { authorization: `Bearer onair_${'B'.repeat(51)}` }
    for (let i = 1; i <= 3; i += 1) {
      t.equal((await app.inject({ url: '/api/v1/users/me', headers: wrong })).statusCode, 401, `failure ${i}: 401`)
    }
    const limited = await app.inject({ url: '/api/v1/users/me', headers: wrong })
    t.equal(limited.statusCode, 429)
    t.match(limited.json(), { statusCode: 429, code: 'ONAIR_AUTH_RATE_LIMITED' })
    t.ok(
      Number(limited.headers['retry-after']) >= 1 && Number(limited.headers['retry-after']) <= 60,
      `Retry-After: ${limited.headers['retry-after']}`,
    )
    t.equal(
      (await reader.inject({ url: '/api/v1/users/me' })).statusCode,
      200,
      'a valid credential from the same address still works',
    )
    t.equal((await app.inject({ url: '/api/v1/shows' })).statusCode, 200, 'and so does reading without one')
    const elsewhere = await app.inject({ url: '/api/v1/users/me', headers: wrong, remoteAddress: '192.0.2.7' })
    t.equal(elsewhere.statusCode, 401, 'another address has its own count')
  })
}
