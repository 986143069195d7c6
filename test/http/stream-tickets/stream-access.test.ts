import t from 'tap'
import { hashToken } from '../../../src/services/access/token-secret.ts'
import { asRole, buildTestApp, injectAs, TEST_NOW } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { EventReader, listening } from '../../helpers/sse.ts'

for (const database of testDatabases()) {
  t.test(`feeds a browser can follow, PUBLIC_READ on, on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const base = await listening(app)
    const manager = await asRole(app, 'programme-manager')

    t.test(
      'anonymous callers follow the air and the change feed; the change feed without who made the change',
      async (t) => {
        const air = await EventReader.open(`${base}/api/v1/air/stream`)
        t.teardown(() => air.close())
        t.equal((await air.next())[0]!.event, 'air.state')

        const anonymous = await EventReader.open(`${base}/api/v1/changes/stream`)
        const staff = await EventReader.open(`${base}/api/v1/changes/stream`, {
          authorization: `Bearer ${manager.token}`,
        })
        t.teardown(() => Promise.all([anonymous.close(), staff.close()]))
        await new Promise((resolve) => setTimeout(resolve, 100))
        const created = await manager.inject({ method: 'POST', url: '/api/v1/shows', payload: { name: 'Night Talk' } })
        t.equal(created.statusCode, 201)
        const [seen] = await anonymous.next()
        t.match(seen!.data, { action: 'show.create' })
        t.notOk('actor' in seen!.data, 'no actor for anonymous callers')
        const [full] = await staff.next()
        t.match(full!.data, { action: 'show.create', actor: { userId: manager.userId, via: 'token' } })
        t.equal(full!.id, seen!.id)
      },
    )
  })

  t.test(`private feeds need a single-use stream ticket on ${database}`, async (t) => {
    let clock = TEST_NOW
    const app = await buildTestApp(t, { database, env: { PUBLIC_READ: 'false' }, now: () => clock })
    const base = await listening(app)
    const reader = await asRole(app, 'reader')
    const anonymous = await asRole(app, 'anonymous')
    const ticket = async () => {
      const res = await reader.inject({ method: 'POST', url: '/api/v1/stream-tickets' })
      t.equal(res.statusCode, 201)
      return res.json() as { ticket: string; expiresIn: number; expiresAt: string }
    }

    t.test('without a credential both streams are a 401', async (t) => {
      for (const path of ['/api/v1/air/stream', '/api/v1/changes/stream']) {
        const res = await fetch(`${base}${path}`)
        t.equal(res.status, 401, path)
        t.equal(((await res.json()) as { code: string }).code, 'ONAIR_UNAUTHENTICATED')
      }
      t.equal(
        (await anonymous.inject({ method: 'POST', url: '/api/v1/stream-tickets' })).statusCode,
        401,
        'a ticket is got with a credential',
      )
    })

    t.test('a ticket opens a stream once, as its user, and only its hash is stored', async (t) => {
      const got = await ticket()
      t.match(got, { ticket: /^onairticket_[A-Za-z0-9_-]{43}$/, expiresIn: 60 })
      const stored = await app.db.client.streamTicket.findMany()
      t.ok(stored.some((row) => row.secretHash === hashToken(got.ticket)))
      t.notOk(stored.some((row) => row.secretHash === got.ticket))

      const stream = await EventReader.open(`${base}/api/v1/changes/stream?ticket=${got.ticket}`)
      t.teardown(() => stream.close())
      await new Promise((resolve) => setTimeout(resolve, 100))
      t.equal(
        (
          await injectAs(app, 'programme-manager', {
            method: 'POST',
            url: '/api/v1/shows',
            payload: { name: 'Ticketed' },
          })
        ).statusCode,
        201,
      )
      t.match(
        (await stream.next())[0]!.data,
        { action: 'show.create', actor: { via: 'token' } },
        'a signed-in reader sees who',
      )

      const again = await fetch(`${base}/api/v1/changes/stream?ticket=${got.ticket}`)
      t.equal(again.status, 401, 'used once already')
      const body = (await again.json()) as { code: string; message: string }
      t.equal(body.code, 'ONAIR_CREDENTIAL_INVALID')
      t.match(body.message, /used already/)
      t.match(again.headers.get('www-authenticate'), /^Bearer realm="onair", error="invalid_token"/)
    })

    t.test('the air stream takes a ticket too; a new EventSource resumes with after=', async (t) => {
      const first = await EventReader.open(`${base}/api/v1/air/stream?ticket=${(await ticket()).ticket}`)
      const [state] = await first.next()
      await first.close()
      const resumed = await EventReader.open(
        `${base}/api/v1/air/stream?ticket=${(await ticket()).ticket}&after=${state!.id}`,
      )
      t.teardown(() => resumed.close())
      t.match((await resumed.next())[0], { event: 'air.state', id: state!.id, data: { missedBoundaries: 0 } })
    })

    t.test('an expired ticket, one of a deleted user, or something else is refused', async (t) => {
      const late = await ticket()
      clock += 60_000
      const expired = await fetch(`${base}/api/v1/air/stream?ticket=${late.ticket}`)
      t.equal(expired.status, 401)
      t.match(((await expired.json()) as { message: string }).message, /expired/)

      const orphan = await ticket()
      await app.db.client.user.delete({ where: { id: reader.userId! } })
      t.equal(
        (await fetch(`${base}/api/v1/air/stream?ticket=${orphan.ticket}`)).status,
        401,
        'deleting the user deleted its tickets',
      )

      const forged = await fetch(`${base}/api/v1/air/stream?ticket=onair_not-a-ticket`)
      t.equal(forged.status, 401)
      t.equal(
        (await injectAs(app, 'programme-manager', { url: '/api/v1/air/now-next?ticket=anything' })).statusCode,
        400,
        'other routes know no tickets',
      )
    })
  })
}
