/**
 * Issue 12's role table, route by route: every registered route × every role (anonymous included),
 * walked by test/access/role-table-*.test.ts.
 * The table is written out here on its own, not read from src/services/access/permissions.ts, so a wrong
 * permission in the source fails; a route missing from this table, or without a declared permission,
 * fails too.
 */

import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { InjectOptions } from 'fastify'
import type { Test } from 'tap'
import type { App } from '../../src/app.ts'
import { PLANNER_DIR } from '../../src/locations.ts'
import { SYSTEM } from '../../src/services/access/caller.ts'
import { createUser, issueToken } from '../../src/services/access/users.ts'
import { type StationProfileInput, updateStationProfile } from '../../src/services/programme/station.ts'
import { asRole, buildTestApp, TEST_NOW, type TestRole, type TestUser } from './app.ts'
import type { DatabaseKind } from './databases.ts'
import { makeEpisode, makeSchedule, makeShow, makeTimeslot } from './factories.ts'
import { GUIDE_STATION } from './guide-programme.ts'

const ROLES: TestRole[] = ['anonymous', 'reader', 'host', 'programme-manager', 'admin']

type Who = 'anyone' | 'public-read' | 'readers' | 'users' | 'hosts' | 'managers' | 'admins'
const ALLOWED: Record<Who, TestRole[]> = {
  anyone: ROLES,
  'public-read': ROLES, // with PUBLIC_READ on (the default); off: see the second test
  readers: ['reader', 'host', 'programme-manager', 'admin'],
  users: ['reader', 'host', 'programme-manager', 'admin'],
  hosts: ['host', 'programme-manager', 'admin'],
  managers: ['programme-manager', 'admin'],
  admins: ['admin'],
}

interface Fixtures {
  app: App
  /** The acting user. */
  me: TestUser
  /** The host every host-owned fixture belongs to (the acting user when the role is host). */
  host: TestUser
  admin: TestUser
  /** A new show owned by the host. */
  hostShow(): Promise<number>
  /** A new once-schedule of a new host show on a day of its own, with its one timeslot. */
  onceSchedule(): Promise<{ showId: number; scheduleId: number; timeslotId: number; schedule: Record<string, unknown> }>
}

type Build = (fx: Fixtures) => Promise<InjectOptions> | InjectOptions
const plannerScript = (): string =>
  (JSON.parse(readFileSync(join(PLANNER_DIR, 'manifest.json'), 'utf8')) as { script: string }).script
const window = 'start=2027-01-01+00:00:00&end=2027-12-31+00:00:00'

const TABLE: Record<string, [Who, Build]> = {
  'GET /health': ['anyone', () => ({ url: '/health' })],
  'GET /ready': ['anyone', () => ({ url: '/ready' })],
  'GET /openapi.json': ['anyone', () => ({ url: '/openapi.json' })],
  'GET /docs/solutions.md': ['anyone', () => ({ url: '/docs/solutions.md' })],
  'GET /docs': ['anyone', () => ({ url: '/docs' })],
  'GET /docs/static/index.html': ['anyone', () => ({ url: '/docs/static/index.html' })],
  'GET /docs/static/swagger-initializer.js': ['anyone', () => ({ url: '/docs/static/swagger-initializer.js' })],
  'GET /docs/json': ['anyone', () => ({ url: '/docs/json' })],
  'GET /docs/yaml': ['anyone', () => ({ url: '/docs/yaml' })],
  'GET /docs/static/*': ['anyone', () => ({ url: '/docs/static/swagger-ui.css' })],
  // The planner's page and assets are public; everything it shows comes through the API with its token.
  'GET /planner': ['anyone', () => ({ url: '/planner' })],
  'GET /planner/assets/:file': ['anyone', () => ({ url: `/planner/assets/${plannerScript()}` })],

  'GET /api/v1/shows': ['public-read', () => ({ url: '/api/v1/shows' })],
  'GET /api/v1/shows/:id': ['public-read', async (fx) => ({ url: `/api/v1/shows/${await fx.hostShow()}` })],
  'POST /api/v1/imports': [
    'managers',
    () => ({
      method: 'POST',
      url: '/api/v1/imports',
      payload: {
        calendar:
          'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:role-table\r\nSUMMARY:Imported\r\nDTSTART:20270105T200000\r\nDURATION:PT1H\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
      },
    }),
  ],
  'POST /api/v1/shows': [
    'managers',
    () => ({ method: 'POST', url: '/api/v1/shows', payload: { name: `New show ${++serial}` } }),
  ],
  'PATCH /api/v1/shows/:id': [
    'hosts',
    async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/shows/${await fx.hostShow()}`,
      payload: { description: 'changed' },
    }),
  ],
  'DELETE /api/v1/shows/:id': [
    'managers',
    async (fx) => ({ method: 'DELETE', url: `/api/v1/shows/${await fx.hostShow()}` }),
  ],

  'POST /api/v1/schedules/': [
    'hosts',
    async (fx) => ({
      method: 'POST',
      url: '/api/v1/schedules/',
      payload: { schedule: once(await fx.hostShow(), nextDay()) },
    }),
  ],
  'PUT /api/v1/schedules/:id/': [
    'hosts',
    async (fx) => {
      const { scheduleId, schedule } = await fx.onceSchedule()
      return {
        method: 'PUT',
        url: `/api/v1/schedules/${scheduleId}/`,
        payload: { schedule: { ...schedule, isRepetition: true } },
      }
    },
  ],
  'POST /api/v1/schedules/:id/move': [
    'hosts',
    async (fx) => {
      const [first, from, last] = [nextDay(), nextDay(), nextDay()]
      const schedule = { ...once(await fx.hostShow(), first), rrule: 2, lastDate: last }
      const created = await fx.admin.inject({ method: 'POST', url: '/api/v1/schedules/', payload: { schedule } })
      return {
        method: 'POST',
        url: `/api/v1/schedules/${created.json().id}/move`,
        payload: { from, schedule: { startTime: '12:00:00', endTime: '13:00:00' } },
      }
    },
  ],
  'GET /api/v1/schedules': ['public-read', () => ({ url: '/api/v1/schedules' })],
  'GET /api/v1/schedules/:id': [
    'public-read',
    async (fx) => ({ url: `/api/v1/schedules/${(await fx.onceSchedule()).scheduleId}` }),
  ],
  'DELETE /api/v1/schedules/:id': [
    'hosts',
    async (fx) => ({ method: 'DELETE', url: `/api/v1/schedules/${(await fx.onceSchedule()).scheduleId}` }),
  ],

  'GET /api/v1/holidays': ['public-read', () => ({ url: '/api/v1/holidays?from=2027-01-01&to=2027-12-31' })],
  'GET /api/v1/holidays/:id': ['public-read', async (fx) => ({ url: `/api/v1/holidays/${await spareHoliday(fx)}` })],
  'POST /api/v1/holidays': [
    'managers',
    () => ({ method: 'POST', url: '/api/v1/holidays', payload: { date: nextDay(), name: 'Role Day' } }),
  ],
  'DELETE /api/v1/holidays/:id': [
    'managers',
    async (fx) => ({ method: 'DELETE', url: `/api/v1/holidays/${await spareHoliday(fx)}` }),
  ],

  'GET /api/v1/station': ['public-read', () => ({ url: '/api/v1/station' })],
  'GET /api/v1/timeslots': ['public-read', () => ({ url: `/api/v1/timeslots?${window}` })],
  'GET /api/v1/timeslots/current': [
    'public-read',
    async (fx) => {
      await onAir(fx)
      return { url: '/api/v1/timeslots/current' }
    },
  ],
  'GET /api/v1/timeslots/next': ['public-read', () => ({ url: '/api/v1/timeslots/next?count=3' })],
  'GET /api/v1/timeslots/:id': [
    'public-read',
    async (fx) => ({ url: `/api/v1/timeslots/${(await fx.onceSchedule()).timeslotId}` }),
  ],
  'PATCH /api/v1/timeslots/:id': [
    'hosts',
    async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/timeslots/${(await fx.onceSchedule()).timeslotId}`,
      payload: { memo: 'changed' },
    }),
  ],
  'POST /api/v1/timeslots/:id/move': [
    'hosts',
    async (fx) => {
      const slot = await fx.app.db.client.timeslot.findUniqueOrThrow({
        where: { id: (await fx.onceSchedule()).timeslotId },
      })
      const later = (date: Date) => new Date(date.getTime() + 30 * 60_000).toISOString()
      return {
        method: 'POST',
        url: `/api/v1/timeslots/${slot.id}/move`,
        payload: { start: later(slot.start), end: later(slot.end) },
      }
    },
  ],
  'DELETE /api/v1/timeslots/:id': [
    'managers',
    async (fx) => ({ method: 'DELETE', url: `/api/v1/timeslots/${(await fx.onceSchedule()).timeslotId}` }),
  ],
  'GET /api/v1/timeslots.ics': ['public-read', () => ({ url: `/api/v1/timeslots.ics?${window}` })],

  'GET /api/v1/seasons': ['public-read', () => ({ url: '/api/v1/seasons' })],
  'GET /api/v1/seasons/:id': ['public-read', async (fx) => ({ url: `/api/v1/seasons/${await spareSeason(fx)}` })],
  'POST /api/v1/seasons': [
    'managers',
    () => ({
      method: 'POST',
      url: '/api/v1/seasons',
      payload: { name: 'Summer', firstDate: '2033-07-01', lastDate: '2033-08-31', mode: 'overlay', dryrun: true },
    }),
  ],
  'PUT /api/v1/seasons/:id': [
    'managers',
    async (fx) => ({
      method: 'PUT',
      url: `/api/v1/seasons/${await spareSeason(fx)}`,
      payload: { name: 'Summer', firstDate: '2032-07-01', lastDate: '2032-08-31', mode: 'overlay', dryrun: true },
    }),
  ],
  'DELETE /api/v1/seasons/:id': [
    'managers',
    async (fx) => ({ method: 'DELETE', url: `/api/v1/seasons/${await spareSeason(fx)}?dryrun=true` }),
  ],
  'GET /api/v1/episodes': ['public-read', () => ({ url: '/api/v1/episodes' })],
  'GET /api/v1/episodes/:id': [
    'public-read',
    async (fx) => ({ url: `/api/v1/episodes/${(await makeEpisode(fx.app.db, await fx.hostShow())).id}` }),
  ],
  'POST /api/v1/episodes': [
    'hosts',
    async (fx) => ({
      method: 'POST',
      url: '/api/v1/episodes',
      payload: { showId: await fx.hostShow(), title: 'Pilot' },
    }),
  ],
  'PATCH /api/v1/episodes/:id': [
    'hosts',
    async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/episodes/${(await makeEpisode(fx.app.db, await fx.hostShow())).id}`,
      payload: { title: 'Renamed' },
    }),
  ],
  'DELETE /api/v1/episodes/:id': [
    'hosts',
    async (fx) => ({
      method: 'DELETE',
      url: `/api/v1/episodes/${(await makeEpisode(fx.app.db, await fx.hostShow())).id}`,
    }),
  ],

  'GET /api/v1/air/now-next': ['public-read', () => ({ url: '/api/v1/air/now-next' })],
  'GET /api/v1/air/stream': ['public-read', () => ({ url: '/api/v1/air/stream' })],
  'GET /api/v1/air/health': ['readers', () => ({ url: '/api/v1/air/health?days=2' })],
  'GET /api/v1/playout': [
    'readers',
    () => ({ url: '/api/v1/playout?start=2027-03-01+00:00:00&end=2027-03-02+00:00:00' }),
  ],
  'GET /api/v1/reports/airtime': ['public-read', () => ({ url: `/api/v1/reports/airtime?${window}` })],

  // The public programme pages read what the programme reads do.
  'GET /programme': ['public-read', () => ({ url: '/programme' })],
  'GET /embed/week': ['public-read', () => ({ url: '/embed/week?week=2027-03-01' })],
  'GET /embed/now-next': ['public-read', () => ({ url: '/embed/now-next' })],
  'GET /programme/shows/:slug': [
    'public-read',
    async (fx) => ({
      url: `/programme/shows/${(await fx.app.db.client.show.findUniqueOrThrow({ where: { id: await fx.hostShow() } })).slug}`,
    }),
  ],

  'GET /api/v1/changes': ['readers', () => ({ url: '/api/v1/changes?limit=5' })],
  'GET /api/v1/changes/:id': ['readers', async (fx) => ({ url: `/api/v1/changes/${await latestChange(fx)}` })],
  // An event stream never ends by itself: the walk reads its head over HTTP (see STREAMS).
  'GET /api/v1/changes/stream': ['public-read', () => ({ url: '/api/v1/changes/stream' })],
  'POST /api/v1/stream-tickets': ['users', () => ({ method: 'POST', url: '/api/v1/stream-tickets' })],
  // A change the host could have made itself: its own show renamed.
  'POST /api/v1/changes/:id/revert': [
    'hosts',
    async (fx) => {
      const changed = await fx.host.inject({
        method: 'PATCH',
        url: `/api/v1/shows/${await fx.hostShow()}`,
        payload: { description: `Reverted ${++serial}` },
      })
      if (changed.statusCode !== 200) throw new Error(`fixture change: ${changed.body}`)
      return { method: 'POST', url: `/api/v1/changes/${await latestChange(fx)}/revert` }
    },
  ],

  'GET /api/v1/users': ['admins', () => ({ url: '/api/v1/users' })],
  'POST /api/v1/users': [
    'admins',
    () => ({ method: 'POST', url: '/api/v1/users', payload: { name: 'New user', role: 'reader' } }),
  ],
  'GET /api/v1/users/me': ['users', () => ({ url: '/api/v1/users/me' })],
  'GET /api/v1/users/:id': ['admins', (fx) => ({ url: `/api/v1/users/${fx.host.userId}` })],
  'PATCH /api/v1/users/:id': [
    'admins',
    async (fx) => ({ method: 'PATCH', url: `/api/v1/users/${await spareUser(fx)}`, payload: { name: 'Renamed' } }),
  ],
  'DELETE /api/v1/users/:id': [
    'admins',
    async (fx) => ({ method: 'DELETE', url: `/api/v1/users/${await spareUser(fx)}` }),
  ],
  // A user's own tokens (anonymous callers have no own: they ask for the host's).
  'GET /api/v1/users/:id/tokens': [
    'users',
    (fx) => ({ url: `/api/v1/users/${fx.me.userId ?? fx.host.userId}/tokens` }),
  ],
  'POST /api/v1/users/:id/tokens': [
    'users',
    (fx) => ({
      method: 'POST',
      url: `/api/v1/users/${fx.me.userId ?? fx.host.userId}/tokens`,
      payload: { name: 'spare' },
    }),
  ],
  'DELETE /api/v1/tokens/:id': [
    'users',
    async (fx) => ({
      method: 'DELETE',
      url: `/api/v1/tokens/${(await issueToken(fx.app.db.client, fx.me.userId ?? fx.host.userId!, 'spare', null)).row.id}`,
    }),
  ],

  'GET /api/v1/webhooks': ['admins', () => ({ url: '/api/v1/webhooks' })],
  'POST /api/v1/webhooks': [
    'admins',
    () => ({
      method: 'POST',
      url: '/api/v1/webhooks',
      payload: { url: 'https://hooks.example.invalid/x', events: ['*'] },
    }),
  ],
  'GET /api/v1/webhooks/:id': [
    'admins',
    async (fx) => ({ url: `/api/v1/webhooks/${(await spareDelivery(fx)).endpointId}` }),
  ],
  'PATCH /api/v1/webhooks/:id': [
    'admins',
    async (fx) => ({
      method: 'PATCH',
      url: `/api/v1/webhooks/${(await spareDelivery(fx)).endpointId}`,
      payload: { description: 'x' },
    }),
  ],
  'DELETE /api/v1/webhooks/:id': [
    'admins',
    async (fx) => ({ method: 'DELETE', url: `/api/v1/webhooks/${(await spareDelivery(fx)).endpointId}` }),
  ],
  'GET /api/v1/webhooks/:id/deliveries': [
    'admins',
    async (fx) => ({ url: `/api/v1/webhooks/${(await spareDelivery(fx)).endpointId}/deliveries` }),
  ],
  'GET /api/v1/webhooks/:id/deliveries/:deliveryId': [
    'admins',
    async (fx) => {
      const delivery = await spareDelivery(fx)
      return { url: `/api/v1/webhooks/${delivery.endpointId}/deliveries/${delivery.id}` }
    },
  ],
  'POST /api/v1/webhooks/:id/deliveries/:deliveryId/replay': [
    'admins',
    async (fx) => {
      const delivery = await spareDelivery(fx)
      return { method: 'POST', url: `/api/v1/webhooks/${delivery.endpointId}/deliveries/${delivery.id}/replay` }
    },
  ],
  // The streaming server's auth hook: the credential is in the body, the answer yes or no.
  'POST /api/v1/live-access': [
    'anyone',
    () => ({ method: 'POST', url: '/api/v1/live-access', payload: { user: 'source', password: 'not-a-token' } }),
  ],

  // The station's profile and the guides made from it (issue 33); the PI documents need its bearers.
  'PUT /api/v1/station': ['admins', () => ({ method: 'PUT', url: '/api/v1/station', payload: GUIDE_STATION })],
  'GET /api/v1/programme.xmltv': ['public-read', () => ({ url: '/api/v1/programme.xmltv' })],
  'GET /radiodns/spi/3.1/SI.xml': [
    'public-read',
    async (fx) => {
      await withStation(fx)
      return { url: '/radiodns/spi/3.1/SI.xml' }
    },
  ],
  'GET /radiodns/spi/3.1/GI.xml': [
    'public-read',
    async (fx) => {
      await withStation(fx)
      return { url: '/radiodns/spi/3.1/GI.xml' }
    },
  ],
  'GET /radiodns/spi/3.1/fm/:gcc/:pi/:frequency/:file': [
    'public-read',
    async (fx) => {
      await withStation(fx)
      return { url: '/radiodns/spi/3.1/fm/ae2/a3e1/09260/20270328_PI.xml' }
    },
  ],
  'GET /radiodns/spi/3.1/dab/:gcc/:eid/:sid/:scids/:file': [
    'public-read',
    async (fx) => {
      await withStation(fx)
      return { url: '/radiodns/spi/3.1/dab/ae2/a00c/a3e1/0/20270328_PI.xml' }
    },
  ],
  'GET /radiodns/spi/3.1/id/:fqdn/:serviceIdentifier/:file': [
    'public-read',
    async (fx) => {
      await withStation(fx)
      return { url: '/radiodns/spi/3.1/id/helsinki.at/graz/20270328_PI.xml' }
    },
  ],
  // Variant A: the same writes as POST and PUT /api/v1/schedules/, the show in the path.
  'POST /api/v1/shows/:id/schedules/': [
    'hosts',
    async (fx) => {
      const show = await fx.hostShow()
      return { method: 'POST', url: `/api/v1/shows/${show}/schedules/`, payload: { schedule: once(show, nextDay()) } }
    },
  ],
  'PUT /api/v1/shows/:id/schedules/:schedule_pk/': [
    'hosts',
    async (fx) => {
      const { scheduleId, schedule } = await fx.onceSchedule()
      return {
        method: 'PUT',
        url: `/api/v1/shows/${schedule.show}/schedules/${scheduleId}/`,
        payload: { schedule: { ...schedule, isRepetition: true } },
      }
    },
  ],

  'GET /api/v1/users/me/notifications': ['users', () => ({ url: '/api/v1/users/me/notifications' })],
  'PATCH /api/v1/users/me/notifications': [
    'users',
    () => ({ method: 'PATCH', url: '/api/v1/users/me/notifications', payload: { ownChanges: false } }),
  ],
  // The links in mails: the token is the credential.
  'GET /api/v1/notifications/confirm': [
    'anyone',
    async (fx) => ({ url: `/api/v1/notifications/confirm?token=${(await spareLinks(fx)).confirm}` }),
  ],
  'GET /api/v1/notifications/unsubscribe': [
    'anyone',
    async (fx) => ({ url: `/api/v1/notifications/unsubscribe?token=${(await spareLinks(fx)).unsubscribe}` }),
  ],
  'POST /api/v1/notifications/unsubscribe': [
    'anyone',
    async (fx) => ({
      method: 'POST',
      url: `/api/v1/notifications/unsubscribe?token=${(await spareLinks(fx)).unsubscribe}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    }),
  ],
  'GET /api/v1/notifications': ['users', () => ({ url: '/api/v1/notifications' })],
  'POST /api/v1/notifications/:id/resend': [
    'admins',
    async (fx) => ({ method: 'POST', url: `/api/v1/notifications/${await spareNotification(fx)}/resend` }),
  ],
}

/** The station with an FM and a DAB bearer, as the guide tests have it. */
async function withStation(fx: Fixtures): Promise<void> {
  await updateStationProfile(fx.app.ctx, SYSTEM, GUIDE_STATION as unknown as StationProfileInput)
}

/** A user with an address waiting for confirmation: the tokens of its mail's links. */
async function spareLinks(fx: Fixtures): Promise<{ confirm: string; unsubscribe: string }> {
  const userId = await spareUser(fx)
  const confirm = `confirm${++serial}${'x'.repeat(20)}`
  const unsubscribe = `unsubscribe${serial}${'x'.repeat(20)}`
  const hash = createHash('sha256').update(confirm).digest('hex')
  await fx.app.db.client.$executeRaw`
    INSERT INTO notification_settings (user_id, email, confirm_token_hash, confirm_expires_at, unsubscribe_token)
    VALUES (${userId}, ${`spare${serial}@example.org`}, ${hash}, '2100-01-01T00:00:00Z', ${unsubscribe})`
  return { confirm, unsubscribe }
}

/** A notification that was sent, so it can be sent again. */
async function spareNotification(fx: Fixtures): Promise<number> {
  const userId = await spareUser(fx)
  const rows = await fx.app.db.client.$queryRaw<Array<{ id: bigint }>>`
    INSERT INTO notifications (user_id, kind, dedupe_key, subject, text_body, html_body, state, due_at, sent_at)
    VALUES (${userId}, 'cancelled', ${`role-table-${++serial}`}, 's', 't', 'h', 'sent', now(), now()) RETURNING id`
  return Number(rows[0]!.id)
}

/** An overlay season far ahead (it takes nothing), made once per app. */
async function spareSeason(fx: Fixtures): Promise<number> {
  const found = await fx.app.db.client.season.findFirst({ where: { name: 'Spare season' } })
  if (found !== null) return found.id
  const dates = { firstDate: new Date('2032-07-01T00:00:00Z'), lastDate: new Date('2032-08-31T00:00:00Z') }
  return (await fx.app.db.client.season.create({ data: { name: 'Spare season', mode: 'overlay', ...dates } })).id
}

/** A webhook (to a name that never resolves) with one delivered delivery. */
async function spareDelivery(fx: Fixtures): Promise<{ id: bigint; endpointId: number }> {
  const endpoint = await fx.app.db.client.webhookEndpoint.create({
    data: { url: 'https://hooks.example.invalid/x', events: ['*'], secret: 'whsec_MDEyMzQ1Njc4OWFiY2RlZg==' },
  })
  return fx.app.db.client.webhookDelivery.create({
    data: {
      endpointId: endpoint.id,
      eventId: `spare-${++serial}`,
      eventType: 'change.show.create',
      payload: '{}',
      state: 'delivered',
      nextAttemptAt: new Date(0),
      createdAt: new Date(0),
    },
  })
}

const STREAMS = new Set(['/api/v1/changes/stream', '/api/v1/air/stream'])

let serial = 0

/** A timeslot on air at the tests' fixed now, once per app. */
async function onAir(fx: Fixtures): Promise<void> {
  const now = new Date(TEST_NOW)
  if ((await fx.app.db.client.timeslot.count({ where: { start: { lte: now }, end: { gt: now } } })) > 0) return
  const showId = await fx.hostShow()
  const schedule = await makeSchedule(fx.app.db, showId)
  await makeTimeslot(fx.app.db, { showId, scheduleId: schedule.id }, TEST_NOW - 1_800_000, TEST_NOW + 1_800_000)
}

async function latestChange(fx: Fixtures): Promise<number> {
  return Number((await fx.app.db.client.changeset.findFirstOrThrow({ orderBy: { id: 'desc' } })).id)
}

/** A streaming route over real HTTP: the status and headers, then the connection is dropped. */
async function streamHead(base: string, request: InjectOptions, user: TestUser) {
  const aborted = new AbortController()
  const res = await fetch(`${base}${request.url as string}`, {
    method: request.method ?? 'GET',
    headers: user.token === null ? {} : { authorization: `Bearer ${user.token}` },
    signal: aborted.signal,
  })
  const body = res.ok ? '' : await res.text()
  aborted.abort()
  const header = (name: string) => res.headers.get(name) ?? undefined
  return {
    statusCode: res.status,
    body,
    headers: { 'www-authenticate': header('www-authenticate'), 'content-type': header('content-type') },
    json: () => JSON.parse(body),
  }
}
let day = Date.parse('2027-03-01T00:00:00Z')
/** A holiday of its own, added by the admin: its id. */
async function spareHoliday(fx: Fixtures): Promise<number> {
  const res = await fx.admin.inject({
    method: 'POST',
    url: '/api/v1/holidays',
    payload: { date: nextDay(), name: 'Spare Day' },
  })
  return res.json().added[0].id
}

function nextDay(): string {
  day += 86_400_000
  return new Date(day).toISOString().slice(0, 10)
}

function once(show: number, date: string) {
  return { show, rrule: 1, firstDate: date, lastDate: date, startTime: '10:00:00', endTime: '11:00:00' }
}

async function spareUser(fx: Fixtures): Promise<number> {
  return (await createUser(fx.app.ctx, SYSTEM, { name: `Spare ${++serial}`, role: 'reader' })).id
}

async function roleUsers(app: App): Promise<Record<TestRole, TestUser>> {
  const users = {} as Record<TestRole, TestUser>
  for (const role of ROLES) users[role] = await asRole(app, role)
  return users
}

function fixtures(app: App, users: Record<TestRole, TestUser>, me: TestUser): Fixtures {
  const host = users.host
  const hostShow = async () => {
    const show = await makeShow(app.db)
    await app.db.client.showOwner.create({ data: { showId: show.id, userId: host.userId! } })
    return show.id
  }
  return {
    app,
    me,
    host,
    admin: users.admin,
    hostShow,
    async onceSchedule() {
      const showId = await hostShow()
      const schedule = once(showId, nextDay())
      const res = await users.admin.inject({ method: 'POST', url: '/api/v1/schedules/', payload: { schedule } })
      if (res.statusCode !== 201) throw new Error(`fixture schedule: ${res.statusCode} ${res.body}`)
      const scheduleId = res.json().id as number
      const slot = await app.db.client.timeslot.findFirstOrThrow({ where: { scheduleId } })
      return { showId, scheduleId, timeslotId: slot.id, schedule }
    },
  }
}

async function listeningOn(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`
}

/** GET's entry answers for its HEAD route too. */
function entryOf(method: string, url: string): [Who, Build] | undefined {
  if (method === 'HEAD') {
    const get = TABLE[`GET ${url}`]
    return get === undefined ? undefined : [get[0], async (fx) => ({ ...(await get[1](fx)), method: 'HEAD' })]
  }
  return TABLE[`${method} ${url}`]
}

/** The walk on one database (a test file per database, so each stays within the per-file timeout). */
export function walkRoleTable(t: Test, database: DatabaseKind): void {
  t.test(`every route × every role on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, as: 'anonymous' })
    const users = await roleUsers(app)
    const base = await listeningOn(app)
    t.ok(app.accessRoutes.length >= 60, `routes collected: ${app.accessRoutes.length}`)

    for (const route of app.accessRoutes) {
      const name = `${route.method} ${route.url}`
      t.test(name, async (t) => {
        t.ok(route.permission, 'declares a permission')
        const entry = entryOf(route.method, route.url)
        if (entry === undefined) {
          t.fail('is missing from the role table in this test: add what the issue says about it')
          return
        }
        const [who, build] = entry
        for (const role of ROLES) {
          const me = users[role]
          const request = await build(fixtures(app, users, me))
          const res = STREAMS.has(route.url) ? await streamHead(base, request, me) : await me.inject(request)
          const allowed = ALLOWED[who].includes(role)
          const what = `${role}: ${res.statusCode} ${res.body.slice(0, 160)}`
          if (allowed) {
            t.ok(res.statusCode >= 200 && res.statusCode < 400, `${role} may: ${what}`)
            if (STREAMS.has(route.url)) t.match(res.headers['content-type'], /^text\/event-stream/)
          } else if (role === 'anonymous') {
            t.equal(res.statusCode, 401, `anonymous may not: ${what}`)
            t.match(res.headers['www-authenticate'], /^Bearer realm="onair"/)
            if (route.method !== 'HEAD') t.equal(res.json().code, 'ONAIR_UNAUTHENTICATED')
          } else {
            t.equal(res.statusCode, 403, `${role} may not: ${what}`)
            if (route.method !== 'HEAD') t.equal(res.json().code, 'ONAIR_FORBIDDEN')
          }
        }
      })
    }

    t.test('every entry of the table is a route (no stale rows)', async (t) => {
      const routes = new Set(app.accessRoutes.map((route) => `${route.method} ${route.url}`))
      for (const key of Object.keys(TABLE)) t.ok(routes.has(key), key)
    })
  })

  t.test(`PUBLIC_READ=false: the programme needs a credential on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, as: 'anonymous', env: { PUBLIC_READ: 'false' } })
    const users = await roleUsers(app)
    const base = await listeningOn(app)
    const publicReads = app.accessRoutes.filter(
      (route) => route.method === 'GET' && TABLE[`GET ${route.url}`]?.[0] === 'public-read',
    )
    t.equal(
      publicReads.length,
      30,
      'the programme reads, the seasons, the holidays, the air, the change stream, the airtime report, the four programme pages, XMLTV and the five RadioDNS documents',
    )
    for (const route of publicReads) {
      const request = await TABLE[`GET ${route.url}`]![1](fixtures(app, users, users.anonymous))
      const read = (user: TestUser) => (STREAMS.has(route.url) ? streamHead(base, request, user) : user.inject(request))
      const anonymous = await read(users.anonymous)
      t.equal(anonymous.statusCode, 401, `anonymous ${route.url}`)
      t.equal(anonymous.json().code, 'ONAIR_UNAUTHENTICATED')
      const reader = await read(users.reader)
      t.equal(reader.statusCode, 200, `reader ${route.url}`)
    }
    t.equal((await users.anonymous.inject({ url: '/health' })).statusCode, 200, 'health stays public')
  })
}
