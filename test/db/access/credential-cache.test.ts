/**
 * Authenticated tokens are kept in memory while the access version stays the same: every change that
 * decides who a token stands for must still hold on the very next request, on every instance.
 */
import t, { type Test } from 'tap'
import { asRole, buildTestApp, injectAs, secondInstance, TEST_NOW } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'

const PLAYOUT = '/api/v1/playout?start=2027-03-01+00:00:00&end=2027-03-02+00:00:00'
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

for (const database of testDatabases()) {
  t.test(`kept token authentications on ${database}`, async (t) => {
    let clock = TEST_NOW
    const app = await buildTestApp(t, { database, as: 'admin', now: () => clock })
    const second = await secondInstance(t, app)
    const accessVersion = async () =>
      (await app.db.read<{ v: string }>('SELECT access_version::text AS v FROM programme_version'))[0]!.v
    // Each instance has answered twice with the token: the second answer came from its cache.
    const warm = async (t: Test, token: string, url = PLAYOUT) => {
      for (const instance of [app, second]) {
        for (let i = 0; i < 2; i++)
          t.equal((await instance.inject({ url, headers: bearer(token) })).statusCode, 200, 'warming')
      }
    }

    t.test(
      'a token revoked through the API is refused on the next request, on this instance and another',
      async (t) => {
        const reader = await asRole(app, 'reader')
        await warm(t, reader.token!)
        const id = (await app.db.client.apiToken.findFirstOrThrow({ where: { userId: reader.userId! } })).id
        t.equal((await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/tokens/${id}` })).statusCode, 204)
        for (const instance of [app, second]) {
          const res = await instance.inject({ url: PLAYOUT, headers: bearer(reader.token!) })
          t.equal(res.statusCode, 401)
          t.equal(res.json().code, 'ONAIR_CREDENTIAL_INVALID')
        }
      },
    )

    t.test('a token deleted by raw SQL, bypassing the services, is refused too', async (t) => {
      const reader = await asRole(app, 'reader')
      await warm(t, reader.token!)
      await app.db.client.$executeRaw`DELETE FROM api_tokens WHERE user_id = ${reader.userId}`
      for (const instance of [app, second])
        t.equal((await instance.inject({ url: PLAYOUT, headers: bearer(reader.token!) })).statusCode, 401)
    })

    t.test("a demoted user's next request has the new role; a deleted user's is refused", async (t) => {
      const other = await asRole(app, 'admin')
      await warm(t, other.token!, '/api/v1/users')
      const demoted = await injectAs(app, 'admin', {
        method: 'PATCH',
        url: `/api/v1/users/${other.userId}`,
        payload: { role: 'reader' },
      })
      t.equal(demoted.statusCode, 200)
      for (const instance of [app, second]) {
        const res = await instance.inject({ url: '/api/v1/users', headers: bearer(other.token!) })
        t.equal(res.statusCode, 403, 'no longer an admin')
        t.match(res.json().message, /the role reader/)
        t.equal(
          (await instance.inject({ url: PLAYOUT, headers: bearer(other.token!) })).statusCode,
          200,
          'a reader still reads',
        )
      }
      t.equal(
        (await injectAs(app, 'admin', { method: 'DELETE', url: `/api/v1/users/${other.userId}` })).statusCode,
        204,
      )
      for (const instance of [app, second])
        t.equal((await instance.inject({ url: PLAYOUT, headers: bearer(other.token!) })).statusCode, 401)
    })

    t.test('an expiring token works up to its expiry and is refused at that very moment', async (t) => {
      const reader = await asRole(app, 'reader')
      const issued = await reader.inject({
        method: 'POST',
        url: `/api/v1/users/${reader.userId}/tokens`,
        payload: { name: 'one hour', expiresAt: new Date(clock + 3_600_000).toISOString() },
      })
      t.equal(issued.statusCode, 201)
      const token = issued.json().token as string
      await warm(t, token)
      try {
        clock = TEST_NOW + 3_600_000 - 1
        for (const instance of [app, second])
          t.equal((await instance.inject({ url: PLAYOUT, headers: bearer(token) })).statusCode, 200)
        clock = TEST_NOW + 3_600_000
        for (const instance of [app, second]) {
          const res = await instance.inject({ url: PLAYOUT, headers: bearer(token) })
          t.equal(res.statusCode, 401)
          t.match(res.json().message, /expired on/)
        }
      } finally {
        clock = TEST_NOW
      }
    })

    t.test(
      'recording when a token was last used leaves the access version alone; other token changes raise it',
      async (t) => {
        const reader = await asRole(app, 'reader')
        const lastUsed = async () =>
          (await app.db.client.apiToken.findFirstOrThrow({ where: { userId: reader.userId! } })).lastUsedAt
        await warm(t, reader.token!)
        t.same(await lastUsed(), new Date(TEST_NOW))
        const before = await accessVersion()
        try {
          clock = TEST_NOW + 61_000
          t.equal((await reader.inject({ url: PLAYOUT })).statusCode, 200)
          t.same(await lastUsed(), new Date(clock), 'written a minute later')
        } finally {
          clock = TEST_NOW
        }
        t.equal(await accessVersion(), before, 'the access version did not move')
        await app.db.client.apiToken.updateMany({ where: { userId: reader.userId! }, data: { name: 'renamed' } })
        t.not(await accessVersion(), before, 'a rename did')
      },
    )
  })
}
