/**
 * OIDC against a real identity provider process: oauth2-mock-server serves discovery and the JWKS on
 * a port the system chose (the rotation restarts it there); the test holds the provider's private key, so it can sign the tokens the
 * provider would (with onair's role claim, expired, for another audience, after a key rotation).
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import type { Test } from 'tap'
import t from 'tap'
import { asRole, buildTestApp } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'

const AUDIENCE = 'onair-api'
// The package's command-line entry, next to its main module (its exports map hides package.json).
const MOCK_SERVER = join(dirname(fileURLToPath(import.meta.resolve('oauth2-mock-server'))), 'oauth2-mock-server.mjs')

interface ProviderKey {
  kid: string
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey']
  file: string
}

async function providerKey(dir: string, kid: string): Promise<ProviderKey> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }
  const file = join(dir, `${kid}.json`)
  await writeFile(file, JSON.stringify(jwk))
  return { kid, privateKey, file }
}

/**
 * The provider process on `port` (0: the system chooses, and the provider's "listening on" line says
 * which) with `key`; resolves once its discovery document answers.
 */
async function startProvider(port: number, key: ProviderKey): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [MOCK_SERVER, '-a', '127.0.0.1', '-p', String(port), '--jwk', key.file], {
    stdio: ['ignore', 'pipe', 'ignore'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`oauth2-mock-server exited with ${child.exitCode}`)
    const listening = /listening on http:\/\/[^:]+:(\d+)/.exec(output)
    if (listening) {
      try {
        const res = await fetch(`http://127.0.0.1:${listening[1]}/jwks`)
        const body = (await res.json()) as { keys: Array<{ kid: string }> }
        if (body.keys.some((k) => k.kid === key.kid)) return { child, port: Number(listening[1]) }
      } catch {
        // not answering yet
      }
    }
    await sleep(100)
  }
  child.kill()
  throw new Error('oauth2-mock-server did not start')
}

async function stopProvider(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill()
  await exited
}

for (const database of testDatabases()) {
  t.test(`OIDC bearer JWTs on ${database}`, async (t) => {
    const dir = t.testdir()
    const first = await providerKey(dir, 'key-1')
    const started = await startProvider(0, first)
    const port = started.port
    let provider = started.child
    // The provider calls itself localhost whatever address it listens on.
    const issuer = `http://localhost:${port}`
    t.teardown(() => stopProvider(provider))
    const discovered = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { issuer: string }
    t.equal(discovered.issuer, issuer, 'the provider names itself as OIDC_ISSUER says')

    const app = await buildTestApp(t, {
      database,
      as: 'anonymous',
      now: Date.now, // tokens carry real times
      env: {
        OIDC_ALLOW_HTTP_ISSUER: 'true',
        OIDC_ISSUER: issuer,
        OIDC_AUDIENCE: AUDIENCE,
        OIDC_ROLE_CLAIM: 'realm_access.roles',
      },
    })
    const admin = await asRole(app, 'admin')
    const me = (jwt: string) => app.inject({ url: '/api/v1/users/me', headers: { authorization: `Bearer ${jwt}` } })
    const sign = (
      claims: Record<string, unknown>,
      options: {
        key?: ProviderKey
        exp?: number
        nbf?: number
        aud?: string
        iss?: string
        typ?: string
        iat?: number
      } = {},
    ) => {
      const key = options.key ?? first
      const now = Math.floor(Date.now() / 1000)
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: key.kid, ...(options.typ === undefined ? {} : { typ: options.typ }) })
        .setIssuer(options.iss ?? issuer)
        .setAudience(options.aud ?? AUDIENCE)
        .setIssuedAt(options.iat ?? now - 5)
        .setExpirationTime(options.exp ?? now + 300)
      if (options.nbf !== undefined) jwt.setNotBefore(options.nbf)
      return jwt.sign(key.privateKey)
    }
    const refused = async (t: Test, jwt: string, message: RegExp) => {
      const res = await me(jwt)
      t.equal(res.statusCode, 401, res.body)
      t.match(res.json(), { code: 'ONAIR_CREDENTIAL_INVALID', message })
      t.match(res.headers['www-authenticate'], /error="invalid_token"/)
    }

    t.test('a new person is created from the token with the role its claim names, then found by sub', async (t) => {
      const jwt = await sign({ sub: 'alice-1', name: 'Alice', realm_access: { roles: ['offline_access', 'host'] } })
      const res = await me(jwt)
      t.equal(res.statusCode, 200, res.body)
      t.match(res.json(), { name: 'Alice', role: 'host', oidcSubject: 'alice-1' })
      t.equal((await me(jwt)).json().id, res.json().id, 'the same user the second time')
      t.equal(await app.db.client.user.count({ where: { oidcSubject: 'alice-1' } }), 1)
      const show = await admin.inject({
        method: 'POST',
        url: '/api/v1/shows',
        payload: { name: 'Alice live', ownerIds: [res.json().id] },
      })
      const patched = await app.inject({
        method: 'PATCH',
        url: `/api/v1/shows/${show.json().id}`,
        payload: { description: 'by Alice' },
        headers: { authorization: `Bearer ${jwt}` },
      })
      t.equal(patched.statusCode, 200, 'the OIDC host changes its own show')
      const changeset = await app.db.client.changeset.findFirstOrThrow({ orderBy: { id: 'desc' } })
      t.match(changeset, { actorUserId: res.json().id, actorName: 'Alice', actorVia: 'oidc' })
    })

    t.test("the provider's role wins over the stored one; a token without one keeps it", async (t) => {
      const promoted = await me(
        await sign({ sub: 'alice-1', realm_access: { roles: ['programme-manager', 'reader'] } }),
      )
      t.equal(promoted.json().role, 'programme-manager', 'the highest of the roles named')
      t.equal((await me(await sign({ sub: 'alice-1' }))).json().role, 'programme-manager')
    })

    t.test('a token of another type, or issued in the future, is refused (issue 35)', async (t) => {
      const claims = { sub: 'alice-1', realm_access: { roles: ['host'] } }
      t.equal((await me(await sign(claims, { typ: 'JWT' }))).statusCode, 200, 'typ JWT is an access token')
      t.equal((await me(await sign(claims, { typ: 'at+jwt' }))).statusCode, 200, "and RFC 9068's at+jwt")
      t.equal(
        (await me(await sign(claims, { typ: 'application/at+JWT' }))).statusCode,
        200,
        'in any case, with the media type prefix',
      )
      await refused(t, await sign(claims, { typ: 'logout+jwt' }), /typ "logout\+jwt"\) is not an access token/)
      await refused(t, await sign(claims, { typ: 'dpop+jwt' }), /is not an access token/)
      await refused(t, await sign(claims, { iat: Math.floor(Date.now() / 1000) + 3600 }), /issued in the future/)
      t.equal(
        (await me(await sign(claims, { iat: Math.floor(Date.now() / 1000) + 30 }))).statusCode,
        200,
        'a provider a little ahead is fine',
      )
    })

    t.test('a new person whose token names no onair role is refused (403) and not created', async (t) => {
      const res = await me(await sign({ sub: 'mallory', realm_access: { roles: ['superuser'] } }))
      t.equal(res.statusCode, 403)
      t.equal(res.json().code, 'ONAIR_FORBIDDEN')
      t.equal(await app.db.client.user.count({ where: { oidcSubject: 'mallory' } }), 0)
    })

    t.test('a token the provider itself issued works for a user an admin linked by sub', async (t) => {
      await admin.inject({
        method: 'POST',
        url: '/api/v1/users',
        payload: { name: 'John', role: 'reader', oidcSubject: 'johndoe' },
      })
      const issued = await fetch(`${issuer}/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username: 'johndoe', password: 'x', client_id: AUDIENCE }),
      })
      const { id_token: idToken } = (await issued.json()) as { id_token: string }
      const res = await me(idToken)
      t.equal(res.statusCode, 200, res.body)
      t.match(res.json(), { name: 'John', role: 'reader' })
    })

    t.test(
      'refused: expired, not yet valid, another audience, another issuer, unsigned, HMAC, unknown key',
      async (t) => {
        const now = Math.floor(Date.now() / 1000)
        const claims = { sub: 'alice-1' }
        await refused(t, await sign(claims, { exp: now - 60 }), /expired/)
        await refused(t, await sign(claims, { nbf: now + 600 }), /nbf/)
        await refused(t, await sign(claims, { aud: 'some-other-app' }), /aud/)
        await refused(t, await sign(claims, { iss: 'http://127.0.0.1:1/evil' }), /iss/)
        const unsigned = [
          { alg: 'none', typ: 'JWT' },
          { sub: 'alice-1', iss: issuer, aud: AUDIENCE, exp: now + 300 },
        ]
          .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
          .join('.')
        await refused(t, `${unsigned}.`, /alg|not allowed|Invalid/i)
        const hmac = await new SignJWT({ sub: 'alice-1', realm_access: { roles: ['admin'] } })
          .setProtectedHeader({ alg: 'HS256', kid: first.kid })
          .setIssuer(issuer)
          .setAudience(AUDIENCE)
          .setExpirationTime(now + 300)
          .sign(new TextEncoder().encode('a shared secret nobody should be able to use here'))
        await refused(t, hmac, /alg/)
        const stranger = await providerKey(dir, 'stranger')
        await refused(t, await sign(claims, { key: stranger }), /key/i)
        const tampered = (await sign({ sub: 'alice-1' })).replace(/\.([^.]+)\./, (_m, payload: string) => {
          const body = JSON.parse(Buffer.from(payload, 'base64url').toString())
          return `.${Buffer.from(JSON.stringify({ ...body, sub: 'admin' })).toString('base64url')}.`
        })
        await refused(t, tampered, /signature/)
      },
    )

    t.test(
      'a rotated key: a token signed with the new key is accepted (keys fetched again), the old key no more',
      async (t) => {
        const oldToken = await sign({ sub: 'alice-1' })
        t.equal((await me(oldToken)).statusCode, 200)
        await stopProvider(provider)
        const second = await providerKey(dir, 'key-2')
        provider = (await startProvider(port, second)).child
        await sleep(1100) // the JWKS is fetched again at most once a second
        const res = await me(await sign({ sub: 'alice-1' }, { key: second }))
        t.equal(res.statusCode, 200, res.body)
        t.equal(res.json().oidcSubject, 'alice-1')
        await refused(t, await sign({ sub: 'alice-1' }, { key: first }), /key/i)
      },
    )

    t.test('API tokens keep working next to OIDC; the OpenAPI document offers openIdConnect', async (t) => {
      t.equal((await admin.inject({ url: '/api/v1/users/me' })).statusCode, 200)
      const doc = (await app.inject({ url: '/openapi.json' })).json()
      t.same(doc.components.securitySchemes.oidc, {
        type: 'openIdConnect',
        openIdConnectUrl: `${issuer}/.well-known/openid-configuration`,
      })
      t.same(doc.paths['/api/v1/shows'].post.security, [{ bearer: [] }, { oidc: [] }])
    })

    t.test('a provider that cannot be reached: 503 for JWTs, API tokens unaffected', async (t) => {
      await stopProvider(provider)
      const fresh = await buildTestApp(t, {
        database,
        as: 'anonymous',
        now: Date.now,
        env: { OIDC_ALLOW_HTTP_ISSUER: 'true', OIDC_ISSUER: issuer, OIDC_AUDIENCE: AUDIENCE },
      })
      const res = await fresh.inject({
        url: '/api/v1/users/me',
        headers: { authorization: `Bearer ${await sign({ sub: 'alice-1' })}` },
      })
      t.equal(res.statusCode, 503)
      t.equal(res.json().code, 'ONAIR_UNAVAILABLE')
      const reader = await asRole(fresh, 'reader')
      t.equal((await reader.inject({ url: '/api/v1/users/me' })).statusCode, 200)
    })
  })
}
