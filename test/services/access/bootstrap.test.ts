/** Access without a manual step: ADMIN_TOKEN, the first admin of an empty database, and `npm run token`. */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import t from 'tap'
import { buildApp } from '../../../src/app.ts'
import { loadConfig } from '../../../src/config.ts'
import { createDb } from '../../../src/db/platform/client.ts'
import { bootstrapAccess } from '../../../src/services/access/bootstrap.ts'
import type { ServiceContext } from '../../../src/services/context.ts'
import { buildTestApp } from '../../helpers/app.ts'
import { embeddedDataDir, testDatabases } from '../../helpers/databases.ts'

const run = promisify(execFile)

function recorder() {
  const lines: string[] = []
  const kept: string[] = []
  const keepFirstToken = async (token: string) => {
    kept.push(token)
    return '/data/first-admin-token'
  }
  return {
    lines,
    kept,
    log: { info: (m: string) => lines.push(`info ${m}`), warn: (m: string) => lines.push(`warn ${m}`), keepFirstToken },
  }
}

for (const database of testDatabases()) {
  t.test(`bootstrap on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, as: 'anonymous' })
    const withToken = (adminToken: string | null): ServiceContext => ({
      ...app.ctx,
      config: { ...app.ctx.config, access: { ...app.ctx.config.access, adminToken } },
    })
    const whoAmI = (token: string) =>
      app.inject({ url: '/api/v1/users', headers: { authorization: `Bearer ${token}` } })

    t.test('the first start on an empty database creates an admin and logs its token once', async (t) => {
      const { lines, kept, log } = recorder()
      t.equal(await bootstrapAccess(withToken(null), log), 'first-admin-created')
      t.equal(lines.length, 1)
      t.equal(kept.length, 1, 'the token is handed to be kept once')
      const token = kept[0]
      t.match(token, /^onair_[A-Za-z0-9_-]{51}$/)
      t.notMatch(lines[0], /onair_/, 'the log line does not hold the token (issue 35)')
      t.match(
        lines[0],
        /^warn First start: created user \d+ "admin" with role admin\. Its API token is in \/data\/first-admin-token.*Authorize/,
      )
      t.equal((await whoAmI(token!)).statusCode, 200, 'the token lists users: it is an admin’s')
      t.equal(await bootstrapAccess(withToken(null), log), 'nothing-to-do', 'later starts leave the users alone')
      t.equal(lines.length, 1, 'and print no token again')
      t.equal(kept.length, 1, 'nor keep one')
    })

    t.test('ADMIN_TOKEN ensures an admin with exactly that token; a new value revokes the old', async (t) => {
      const first = 'station-secret-0123456789abcdef0123456789'
      const { lines, log } = recorder()
      t.equal(await bootstrapAccess(withToken(first), log), 'admin-token-created')
      t.equal((await whoAmI(first)).statusCode, 200)
      const row = await app.db.client.apiToken.findFirstOrThrow({
        where: { name: 'ADMIN_TOKEN' },
        include: { user: true },
      })
      t.not(row.secretHash, first, 'stored as a hash')
      t.equal(row.user.role, 'admin')
      t.notOk(lines.join('\n').includes(first), 'never logged')

      await app.db.client.user.update({ where: { id: row.userId }, data: { role: 'reader' } })
      t.equal(await bootstrapAccess(withToken(first), log), 'admin-token-kept')
      t.equal(
        (await app.db.client.user.findUniqueOrThrow({ where: { id: row.userId } })).role,
        'admin',
        'a demoted ADMIN_TOKEN user is admin again',
      )

      const second = 'rotated-secret-abcdefghijklmnopqrstuvwxyz'
      t.equal(await bootstrapAccess(withToken(second), log), 'admin-token-created')
      t.equal((await whoAmI(second)).statusCode, 200)
      t.equal((await whoAmI(first)).statusCode, 401, 'the previous ADMIN_TOKEN is revoked')
      const now = await app.db.client.apiToken.findMany({ where: { name: 'ADMIN_TOKEN' } })
      t.same(
        now.map((token) => token.userId),
        [row.userId],
        'one ADMIN_TOKEN, still of the same user',
      )
    })
  })
}

t.test('ADMIN_TOKEN is checked at start', async (t) => {
  t.throws(() => loadConfig({ ADMIN_TOKEN: 'short' }), { message: /^ADMIN_TOKEN: must be at least 32 characters/ })
  t.throws(() => loadConfig({ ADMIN_TOKEN: 'has spaces in it, which no bearer token may have' }), {
    message: /^ADMIN_TOKEN: may hold only/,
  })
})

t.test('npm run token creates a user and prints its token alone on stdout', async (t) => {
  const dataDir = join(t.testdir(), 'pglite')
  await embeddedDataDir(dataDir)
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }
  const cli = join(import.meta.dirname, '..', '..', '..', 'src', 'bin', 'token.ts')
  const { stdout, stderr } = await run(
    process.execPath,
    ['--import=tsx', cli, '--name', 'Playout', '--role', 'reader'],
    { env },
  )
  t.match(stdout, /^onair_[A-Za-z0-9_-]{51}\n$/)
  t.match(stderr, /created user \d+ "Playout" \(role reader\)/)
  const bad = await run(process.execPath, ['--import=tsx', cli, '--name', 'X', '--role', 'owner'], { env }).catch(
    (error: { code: number; stderr: string }) => error,
  )
  t.match(bad, { code: 2, stderr: /usage: npm run token -- --name NAME --role reader\|host\|programme-manager\|admin/ })

  const db = await createDb({ databaseUrl: null, dataDir })
  const onIt = await buildApp(loadConfig({ DATA_DIR: dataDir }), { db, logger: false })
  t.teardown(() => onIt.close())
  const me = await onIt.inject({ url: '/api/v1/users/me', headers: { authorization: `Bearer ${stdout.trim()}` } })
  t.equal(me.statusCode, 200)
  t.match(me.json(), { name: 'Playout', role: 'reader' })
})
