import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { InjectOptions } from 'fastify'
import type { Test } from 'tap'
import { type App, buildApp } from '../../src/app.ts'
import { type Config, loadConfig } from '../../src/config.ts'
import { createDb } from '../../src/db/platform/client.ts'
import { type Role, SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { type DatabaseKind, freshDatabase } from './databases.ts'

/** Fixed "now" of every app test: 2027-01-01 00:00 UTC, so nothing depends on today's date. */
export const TEST_NOW = Date.parse('2027-01-01T00:00:00Z')

export type TestRole = Role | 'anonymous'

export interface TestAppOptions {
  database?: DatabaseKind
  now?: () => number
  env?: Record<string, string>
  /**
   * The role the test acts as (`actingRole(app)`, for helpers that act for the test): its user is created
   * with the app, so ids stay as the test expects. Default: programme-manager, the role that may do every
   * programme write. `app.inject` itself stays plain: no credential unless a request names one.
   */
  as?: TestRole
}

type Inject = App['inject']
type InjectOptionsOf = InjectOptions | string
type Response = Awaited<ReturnType<(options: InjectOptionsOf) => ReturnType<Inject>>>
const signedIn = new WeakMap<App, { acting: TestRole; users: Map<TestRole, TestUser> }>()
const instances = new WeakMap<App, { config: Config; url: string | undefined; now: () => number }>()

/**
 * Another API instance on the same database, like a second replica behind a load balancer: its own
 * connection pool on PostgreSQL; on the embedded database (one process per data directory) the same
 * connection, but its own app, hooks and caches. Acts anonymously unless given a token.
 */
export async function secondInstance(t: Test, app: App): Promise<App> {
  const { config, url, now } = instances.get(app)!
  const db =
    url === undefined
      ? { ...app.db, close: async () => {} }
      : await createDb({ databaseUrl: url, dataDir: config.dataDir })
  const second = await buildApp(config, { db, now, logger: false })
  t.teardown(() => second.close())
  await second.ready()
  return second
}

/** The app on a fresh migrated database of its own, closed when the test ends. */
export async function buildTestApp(t: Test, options: TestAppOptions = {}): Promise<App> {
  const config: Config = loadConfig({ STATION_TIME_ZONE: 'Europe/Vienna', ...options.env })
  // A directory of its own, not t.testdir(): that one is named after the whole test path, and a suite's
  // long test names made it longer than a file name may be (ENAMETOOLONG).
  const dir = mkdtempSync(join(tmpdir(), 'onair-app-'))
  const { db, cleanup, url } = await freshDatabase(options.database ?? 'embedded', dir)
  const app = await buildApp(config, { db, now: options.now ?? (() => TEST_NOW), logger: false })
  instances.set(app, { config, url, now: options.now ?? (() => TEST_NOW) })
  t.teardown(async () => {
    await app.close()
    await cleanup()
    rmSync(dir, { recursive: true, force: true })
  })
  await app.ready()
  const acting = options.as ?? 'programme-manager'
  signedIn.set(app, { acting, users: new Map() })
  await actAs(app, acting)
  return app
}

/** The role `buildTestApp` was asked to act as (its `as`): what helpers that act for the test use. */
export function actingRole(app: App): TestRole {
  return signedIn.get(app)?.acting ?? 'anonymous'
}

/**
 * A request as the app's user of `role` (one per role and app, created at its first request; a request's
 * own Authorization header wins). `app.inject` is the same request without a credential.
 */
export async function injectAs(app: App, role: TestRole, options: InjectOptionsOf): Promise<Response> {
  const users = signedIn.get(app)?.users
  if (users === undefined) throw new Error('injectAs needs an app from buildTestApp')
  const user = users.get(role) ?? (await actAs(app, role))
  return user.inject(options) as Promise<Response>
}

/**
 * A new user of the role, from now on the one `injectAs(app, role, …)` acts as. An app built without
 * buildTestApp acts as this role from now on (`actingRole`).
 */
export async function actAs(app: App, role: TestRole): Promise<TestUser> {
  const user = await asRole(app, role)
  if (!signedIn.has(app)) signedIn.set(app, { acting: role, users: new Map() })
  signedIn.get(app)!.users.set(role, user)
  return user
}

export interface TestUser {
  userId: number | null
  token: string | null
  /** app.inject with this user's token (a request's own Authorization header wins). */
  inject: Inject
}

/** A new user of the role with a token (or, for `anonymous`, no credential at all), owning `owns`. */
export async function asRole(app: App, role: TestRole, owns: readonly number[] = []): Promise<TestUser> {
  const plain = app.inject.bind(app) as Inject
  if (role === 'anonymous') return { userId: null, token: null, inject: plain }
  const user = await createUser(app.ctx, SYSTEM, { name: `test ${role}`, role })
  const { token } = await issueToken(app.db.client, user.id, 'test', null)
  if (owns.length > 0)
    await app.db.client.showOwner.createMany({ data: owns.map((showId) => ({ showId, userId: user.id })) })
  return { userId: user.id, token, inject: withToken(plain, token) }
}

function withToken(inject: Inject, token: string): Inject {
  const authorise = (options: InjectOptions | string): InjectOptions => {
    const request = typeof options === 'string' ? { url: options } : options
    return { ...request, headers: { authorization: `Bearer ${token}`, ...request.headers } }
  }
  return ((options: InjectOptions | string) => inject(authorise(options))) as unknown as Inject
}

type QueryInject = (qs: string) => Promise<{ statusCode: number; json: () => any }>

/** Each query string must be answered 400 with `fields` naming the given path (one subtest per case). */
export function rejectsQueries(
  t: Test,
  request: QueryInject,
  cases: Array<[what: string, qs: string, path: string]>,
): void {
  for (const [what, qs, path] of cases) {
    t.test(`rejects ${what} with 400 naming ${path}`, async (t) => {
      const res = await request(qs)
      t.equal(res.statusCode, 400)
      const body = res.json()
      t.ok(
        body.fields?.some((f: { path: string }) => f.path === path),
        `fields name ${path}: ${JSON.stringify(body)}`,
      )
    })
  }
}
