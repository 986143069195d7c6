/** Users (admin), /users/me, API tokens: secrets shown once and stored as a hash, revocation at once everywhere. */
import { createHash } from 'node:crypto'
import t from 'tap'
import { asRole, buildTestApp, injectAs, secondInstance, TEST_NOW } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'

const TOKEN = /^onair_[A-Za-z0-9_-]{51}$/
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

for (const database of testDatabases()) {
  t.test(`users and tokens on ${database}`, async (t) => {
    let clock = TEST_NOW
    const app = await buildTestApp(t, { database, as: 'admin', now: () => clock })

    t.test(
      'an admin creates a user and a token for it; the secret is shown once and stored only as a hash',
      async (t) => {
        const user = await injectAs(app, 'admin', {
          method: 'POST',
          url: '/api/v1/users',
          payload: { name: '  Playout  ', role: 'reader' },
        })
        t.equal(user.statusCode, 201)
        t.match(user.json(), { id: Number, name: 'Playout', role: 'reader', createdAt: /^\d{4}-/ })
        t.notOk('oidcSubject' in user.json())
        const id = user.json().id
        const created = await injectAs(app, 'admin', {
          method: 'POST',
          url: `/api/v1/users/${id}/tokens`,
          payload: { name: 'playout server' },
        })
        t.equal(created.statusCode, 201)
        const { token, prefix } = created.json()
        t.match(token, TOKEN, 'onair_ + 51 base64url characters (48 bits of id, 256 bits of secret)')
        t.equal(prefix, token.slice(0, 14))
        t.match(created.json(), { name: 'playout server', expiresAt: null, lastUsedAt: null })
        const rows = await app.db.client.apiToken.findMany({ where: { userId: id } })
        t.equal(rows.length, 1)
        t.equal(rows[0]!.secretHash, createHash('sha256').update(token).digest('hex'))
        t.notOk(JSON.stringify(rows).includes(token.slice(14)), 'the secret itself is nowhere in the table')

        const me = await injectAs(app, 'admin', { url: '/api/v1/users/me', headers: bearer(token) })
        t.equal(me.statusCode, 200)
        t.same(me.json(), user.json())
        const listed = await injectAs(app, 'admin', { url: `/api/v1/users/${id}/tokens` })
        t.equal(listed.statusCode, 200)
        t.equal(listed.json().length, 1)
        t.notOk('token' in listed.json()[0], 'a list never shows the secret')
        t.equal(listed.json()[0].lastUsedAt, new Date(TEST_NOW).toISOString(), 'lastUsedAt is the time of the last use')
        const again = (
          await injectAs(app, 'admin', {
            method: 'POST',
            url: `/api/v1/users/${id}/tokens`,
            payload: { name: 'second' },
          })
        ).json().token
        t.not(again, token, 'every token is new')
      },
    )

    t.test('a user manages its own tokens and nobody else’s', async (t) => {
      const reader = await asRole(app, 'reader')
      const other = await asRole(app, 'host')
      const mine = await reader.inject({
        method: 'POST',
        url: `/api/v1/users/${reader.userId}/tokens`,
        payload: { name: 'laptop' },
      })
      t.equal(mine.statusCode, 201)
      t.equal((await reader.inject({ url: `/api/v1/users/${reader.userId}/tokens` })).json().length, 2)
      const theirs = await reader.inject({ url: `/api/v1/users/${other.userId}/tokens` })
      t.equal(theirs.statusCode, 403)
      t.equal(theirs.json().code, 'ONAIR_FORBIDDEN')
      const forThem = await reader.inject({
        method: 'POST',
        url: `/api/v1/users/${other.userId}/tokens`,
        payload: { name: 'x' },
      })
      t.equal(forThem.statusCode, 403)
      const theirToken = (await app.db.client.apiToken.findFirstOrThrow({ where: { userId: other.userId! } })).id
      const revokeTheirs = await reader.inject({ method: 'DELETE', url: `/api/v1/tokens/${theirToken}` })
      t.equal(revokeTheirs.statusCode, 404, "someone else's token is as good as unknown")
      t.equal((await other.inject({ url: '/api/v1/users/me' })).statusCode, 200, 'and it still works')
      const revokeMine = await reader.inject({ method: 'DELETE', url: `/api/v1/tokens/${mine.json().id}` })
      t.equal(revokeMine.statusCode, 204)
      const adminRevokes = await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/tokens/${theirToken}` })
      t.equal(adminRevokes.statusCode, 204, 'admins revoke anyone’s')
      t.equal((await other.inject({ url: '/api/v1/users/me' })).statusCode, 401)
    })

    t.test('a revoked token is refused at once, on every instance sharing the database', async (t) => {
      const reader = await asRole(app, 'reader')
      const second = await secondInstance(t, app)
      const onSecond = () =>
        second.inject({
          url: '/api/v1/playout?start=2027-03-01+00:00:00&end=2027-03-02+00:00:00',
          headers: bearer(reader.token!),
        })
      t.equal((await onSecond()).statusCode, 200, 'the second instance knows the token')
      const id = (await app.db.client.apiToken.findFirstOrThrow({ where: { userId: reader.userId! } })).id
      t.equal(
        (await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/tokens/${id}` })).statusCode,
        204,
        'revoked through the first',
      )
      const refused = await onSecond()
      t.equal(refused.statusCode, 401)
      t.equal(refused.json().code, 'ONAIR_CREDENTIAL_INVALID')
      t.equal(
        refused.headers['www-authenticate'],
        'Bearer realm="onair", error="invalid_token", error_description="the token is unknown or was revoked"',
      )
    })

    t.test('an expired token is refused; an expiry must lie ahead', async (t) => {
      const reader = await asRole(app, 'reader')
      const expiring = await reader.inject({
        method: 'POST',
        url: `/api/v1/users/${reader.userId}/tokens`,
        payload: { name: 'one hour', expiresAt: new Date(clock + 3_600_000).toISOString() },
      })
      t.equal(expiring.statusCode, 201)
      const use = () => injectAs(app, 'admin', { url: '/api/v1/users/me', headers: bearer(expiring.json().token) })
      t.equal((await use()).statusCode, 200)
      clock += 3_600_000
      try {
        const res = await use()
        t.equal(res.statusCode, 401)
        t.match(res.json().message, /expired on/)
        t.match(res.headers['www-authenticate'], /error="invalid_token"/)
      } finally {
        clock = TEST_NOW
      }
      const past = await reader.inject({
        method: 'POST',
        url: `/api/v1/users/${reader.userId}/tokens`,
        payload: { name: 'x', expiresAt: '2026-01-01T00:00:00Z' },
      })
      t.equal(past.statusCode, 400)
      t.match(past.json(), { code: 'ONAIR_TOKEN_EXPIRY_INVALID', fields: [{ path: 'body/expiresAt' }] })
      const reserved = await reader.inject({
        method: 'POST',
        url: `/api/v1/users/${reader.userId}/tokens`,
        payload: { name: 'ADMIN_TOKEN' },
      })
      t.equal(reserved.statusCode, 400)
      t.equal(reserved.json().code, 'ONAIR_TOKEN_NAME_RESERVED')
    })

    t.test('users: list, read, change; OIDC subjects are unique; unknown ids are 404', async (t) => {
      const list = await injectAs(app, 'admin', { url: '/api/v1/users?limit=500' })
      t.equal(list.statusCode, 200)
      t.ok(list.json().total >= 4)
      const created = (
        await injectAs(app, 'admin', {
          method: 'POST',
          url: '/api/v1/users',
          payload: { name: 'Kim', role: 'host', oidcSubject: 'kim-123' },
        })
      ).json()
      t.match(created, { name: 'Kim', role: 'host', oidcSubject: 'kim-123' })
      t.same((await injectAs(app, 'admin', { url: `/api/v1/users/${created.id}` })).json(), created)
      const changed = await injectAs(app, 'admin', {
        method: 'PATCH',
        url: `/api/v1/users/${created.id}`,
        payload: { role: 'programme-manager', oidcSubject: null },
      })
      t.equal(changed.statusCode, 200)
      t.match(changed.json(), { role: 'programme-manager' })
      t.notOk('oidcSubject' in changed.json())
      await injectAs(app, 'admin', {
        method: 'PATCH',
        url: `/api/v1/users/${created.id}`,
        payload: { oidcSubject: 'kim-123' },
      })
      const taken = await injectAs(app, 'admin', {
        method: 'POST',
        url: '/api/v1/users',
        payload: { name: 'Kim 2', role: 'reader', oidcSubject: 'kim-123' },
      })
      t.equal(taken.statusCode, 409)
      t.match(taken.json(), { code: 'ONAIR_OIDC_SUBJECT_TAKEN', fields: [{ path: 'body/oidcSubject' }] })
      const badRole = await injectAs(app, 'admin', {
        method: 'POST',
        url: '/api/v1/users',
        payload: { name: 'X', role: 'owner' },
      })
      t.equal(badRole.statusCode, 400)
      t.match(badRole.json(), { fields: [{ path: 'body/role' }] })
      t.equal((await injectAs(app, 'admin', { url: '/api/v1/users/999999' })).json().code, 'ONAIR_USER_NOT_FOUND')
      t.equal(
        (await injectAs(app, 'admin', { method: 'PATCH', url: '/api/v1/users/999999', payload: { name: 'x' } }))
          .statusCode,
        404,
      )
      t.equal((await injectAs(app, 'admin', { method: 'DELETE', url: '/api/v1/users/999999' })).statusCode, 404)
      t.equal((await injectAs(app, 'admin', { method: 'DELETE', url: '/api/v1/tokens/999999' })).statusCode, 404)
    })

    t.test('deleting a user revokes its tokens; its past changes keep its id and name', async (t) => {
      const manager = await asRole(app, 'programme-manager')
      const show = await manager.inject({ method: 'POST', url: '/api/v1/shows', payload: { name: 'Left behind' } })
      t.equal(show.statusCode, 201)
      t.equal(
        (await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/users/${manager.userId}` })).statusCode,
        204,
      )
      t.equal((await manager.inject({ url: '/api/v1/users/me' })).statusCode, 401)
      t.equal(await app.db.client.apiToken.count({ where: { userId: manager.userId! } }), 0)
      const changeset = await app.db.client.changeset.findFirstOrThrow({
        where: { action: 'show.create' },
        orderBy: { id: 'desc' },
      })
      t.match(changeset, { actorUserId: manager.userId, actorName: 'test programme-manager' })
      t.match(await app.db.client.show.findUniqueOrThrow({ where: { id: show.json().id } }), {
        createdBy: manager.userId,
      })
    })

    t.test('the last admin stays: neither demoted nor deleted (409)', async (t) => {
      const admins = await app.db.client.user.findMany({ where: { role: 'admin' } })
      for (const extra of admins.slice(1)) await app.db.client.user.delete({ where: { id: extra.id } })
      const last = admins[0]!
      const demote = await injectAs(app, 'admin', {
        method: 'PATCH',
        url: `/api/v1/users/${last.id}`,
        payload: { role: 'reader' },
      })
      t.equal(demote.statusCode, 409)
      t.equal(demote.json().code, 'ONAIR_LAST_ADMIN')
      t.equal((await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/users/${last.id}` })).statusCode, 409)
      t.equal((await injectAs(app, 'admin', { url: '/api/v1/users/me' })).json().role, 'admin')
    })
  })
}
