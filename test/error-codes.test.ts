import type { InjectOptions } from 'fastify'
import t, { type Test } from 'tap'
import type { App } from '../src/app.ts'
import { ERRORS, type ErrorDefinition, type ErrorName } from '../src/errors.ts'
import { asRole, buildTestApp, injectAs, type TestUser } from './helpers/app.ts'
import { testDatabases } from './helpers/databases.ts'
import { errorShapeProblems, jsonOf } from './helpers/error-shape.ts'
import { makeEpisode, makeShow } from './helpers/factories.ts'
import { failTimeslotInserts } from './helpers/faults.ts'
import { fillPath, routesOf } from './helpers/routes.ts'
import { insertSlot, once, type ScheduleFields, weekly } from './helpers/schedules.ts'

/**
 * Every error path of every route serialises to the one error shape: for each route and each code
 * it can answer, the request that produces it. A route added without a row, or a code added to the
 * registry that no row drives, fails here.
 */

/** Registry entries no request can produce today, each with the reason. */
const NOT_DRIVEN: Partial<Record<ErrorName, string>> = {
  badRequest: 'the fallback for a Fastify 4xx without a code; every Fastify client error carries its FST_ code',
  solutionForbidden:
    'every caller may change every timeslot until access control passes an owner check (mayChange) to the assessment',
  scheduleRuleUnknown:
    'the schema admits rrule 1-14 and all 14 rules exist; the domain check guards callers that bypass HTTP',
  scheduleAddDaysInvalid: "the schema's 0-365 is the domain's range; the domain check guards callers that bypass HTTP",
  insideNoticePeriod:
    "only with NOTICE_PERIOD_HOURS set, which this table's app has not; test/http/notifications/reason-and-notice-period.test.ts drives it on DELETE schedule",
  reasonRequired:
    "only with NOTICE_PERIOD_HOURS set, which this table's app has not; test/http/notifications/reason-and-notice-period.test.ts drives it on DELETE timeslot and POST schedule",
}

// Fastify's own client errors: not ours to register, but they must take the one shape too.
const FST = {
  invalidJson: { status: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY' },
  emptyJson: { status: 400, code: 'FST_ERR_CTP_EMPTY_JSON_BODY' },
  mediaType: { status: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' },
  tooLarge: { status: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE' },
  badUrl: { status: 400, code: 'FST_ERR_BAD_URL' },
  paramTooLong: { status: 414, code: 'FST_ERR_MAX_PARAM_LENGTH' },
} satisfies Record<string, ErrorDefinition>

/** Who a case may ask as besides the app's own user, the only admin. */
type Asker = 'reader' | 'host' | 'anonymous'

interface Fixtures {
  /** The app's own user: the one admin, whom every case without `as` asks as. */
  admin: number
  callers: Record<Asker, TestUser>
  /** The reader's token (the host may not revoke it). */
  readerToken: number
  /** The OIDC subject a user has. */
  subject: string
  /** A changeset whose show was changed again by a later one. */
  overtaken: number
  /** A changeset that changed a timeslot which has aired. */
  aired: number
  show: { id: number; slug: string }
  other: { id: number }
  archived: { id: number }
  schedule: { id: number; body: ScheduleFields }
  archivedSchedule: { id: number; body: ScheduleFields }
  futureSlot: number
  pastSlot: number
  otherEpisode: number
  episode: number
}

interface Case {
  why: string
  expect: ErrorDefinition
  request: (f: Fixtures) => InjectOptions
  /** A field the answer must name. */
  field?: string
  /** A database fault in place while the request runs. */
  fault?: { sqlState?: string }
  /** Runs after the app's database has been closed. */
  closedDatabase?: true
  /** Asks as this user instead of the admin. */
  as?: Asker
  /** Runs before the request and before the 'changed nothing' snapshot: the state the case needs. */
  prepare?: (app: App, f: Fixtures) => Promise<unknown>
}

/** A case as one table line: why, the answer expected, the request, and the field it must name. */
const row = (why: string, expect: ErrorDefinition, request: Case['request'], field?: string): Case => ({
  why,
  expect,
  request,
  ...(field === undefined ? {} : { field }),
})

/** The case, asked as another user. */
const by = (as: Asker, c: Case): Case => ({ ...c, as })

const MISSING = 999999
// A single broadcast's move to a free Thursday evening, and the broadcast on air that a case inserts.
const MOVED = { start: '2027-02-04 21:00:00', end: '2027-02-04 22:00:00' }
const onAir = { id: 0 }
const NUL = 'a\u0000b'
const get = (url: string): InjectOptions => ({ method: 'GET', url })
const del = (url: string): InjectOptions => ({ method: 'DELETE', url })
const json = (method: InjectOptions['method'], url: string, payload: unknown): InjectOptions => ({
  method,
  url,
  payload: payload as object,
})
const post = (payload: unknown) => json('POST', '/api/v1/schedules/', payload)
const put = (id: number, payload: unknown) => json('PUT', `/api/v1/schedules/${id}/`, payload)
const revert = (id: number): InjectOptions => ({ method: 'POST', url: `/api/v1/changes/${id}/revert` })
const withHeaders = (headers: Record<string, string>, options: InjectOptions): InjectOptions => ({
  ...options,
  headers,
})
const BAD_TOKEN = { authorization: `Bearer onair_${'A'.repeat(51)}` }
// Failed authentications from this address are refused once over the limit (AUTH_FAILURE_LIMIT).
const LIMITED = { ...get('/api/v1/station'), headers: BAD_TOKEN, remoteAddress: '192.0.2.1' }
const exhaustSignIns = async (app: App) => {
  for (let i = 0; i < app.ctx.config.access.authFailureLimit; i += 1) await injectAs(app, 'admin', LIMITED)
}
// A key whose first request failed (and stored its answer), then the same key with another body.
const keyed = (key: string, name: string) =>
  withHeaders({ 'idempotency-key': key }, json('POST', '/api/v1/shows', { name }))
const storeKey = (key: string) => async (app: App) => injectAs(app, 'admin', keyed(key, '!!!'))
// A key whose first request is still running: no answer stored yet.
const keyInFlight = (key: string) => async (app: App) => {
  await injectAs(app, 'admin', keyed(key, '!!!'))
  await app.db.client.idempotencyKey.updateMany({ where: { key }, data: { status: null } })
}
const window = (start: string, end: string) => `start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`
// Each fault case plans timeslots nobody else has, so it would succeed without the fault.
const freshWeekly = (f: Fixtures) =>
  weekly(f.other.id, { firstDate: '2027-03-02', lastDate: '2027-03-23', startTime: '10:00:00', endTime: '11:00:00' })

/**
 * The window routes share the window checks. `start` is required by the schema, by the service
 * (the programme list needs none with updatedSince), or not at all (the calendar feed).
 */
function windowCases(path: string, start: 'schema' | 'service' | 'optional'): Case[] {
  return [
    start === 'optional'
      ? row('unknown parameter', ERRORS.validationFailed, () => get(`${path}?from=2027-01-01`), 'querystring/from')
      : row(
          'start missing',
          start === 'schema' ? ERRORS.validationFailed : ERRORS.queryInvalid,
          () => get(`${path}?end=2027-01-02%2000:00:00`),
          'querystring/start',
        ),
    row(
      'start not a time',
      ERRORS.queryInvalid,
      () => get(`${path}?${window('yesterday', '2027-01-02 00:00:00')}`),
      'querystring/start',
    ),
    row(
      'end before start',
      ERRORS.windowInvalid,
      () => get(`${path}?${window('2027-01-02 00:00:00', '2027-01-01 00:00:00')}`),
      'querystring/end',
    ),
    // Year 10000 has no ISO form the database reads: this was a 500.
    row(
      'end after 9999',
      ERRORS.windowInvalid,
      () => get(`${path}?${window('9999-12-31 00:00:00', '9999-12-31T23:00:00-23:59')}`),
      'querystring/end',
    ),
    row(
      'over 366 days',
      ERRORS.windowTooLarge,
      () => get(`${path}?${window('2027-01-01 00:00:00', '2029-01-01 00:00:00')}`),
      'querystring/end',
    ),
  ]
}

const TABLE: Record<string, Case[]> = {
  'GET /health': [],
  'GET /ready': [
    { why: 'the database is gone', expect: ERRORS.unavailable, request: () => get('/ready'), closedDatabase: true },
  ],
  // Swagger UI and the document: static answers. A file the UI does not have is the not-found answer.
  'GET /openapi.json': [],
  'GET /docs/solutions.md': [],
  'GET /docs': [],
  'GET /docs/json': [],
  'GET /docs/yaml': [],
  'GET /docs/static/index.html': [],
  'GET /docs/static/swagger-initializer.js': [],
  'GET /docs/*': [row('no such file', ERRORS.routeNotFound, () => get('/docs/no-such-file.js'))],
  // The planner: its page (built by npm run build, as every test run builds it) and its fingerprinted assets.
  'GET /planner': [],
  'GET /planner/assets/:file': [
    row('no such asset', ERRORS.routeNotFound, () => get('/planner/assets/planner-00000000.js')),
  ],
  'GET /api/v1/station': [
    row('unknown token', ERRORS.credentialInvalid, () => withHeaders(BAD_TOKEN, get('/api/v1/station'))),
    {
      why: 'too many failed authentications from one address',
      expect: ERRORS.authRateLimited,
      request: () => LIMITED,
      prepare: exhaustSignIns,
    },
  ],
  'PUT /api/v1/station': [
    row(
      'a short name over 8',
      ERRORS.validationFailed,
      () => json('PUT', '/api/v1/station', { name: 'Radio', shortName: 'Radio Eins' }),
      'body/shortName',
    ),
    row(
      'an FM frequency off the raster',
      ERRORS.stationInvalid,
      () =>
        json('PUT', '/api/v1/station', {
          name: 'Radio',
          bearers: [{ kind: 'fm', ecc: 'E2', piCode: 'A3E1', frequency: 92.61 }],
        }),
      'body/bearers/0/frequency',
    ),
    by(
      'host',
      row('a host', ERRORS.forbidden, () => json('PUT', '/api/v1/station', { name: 'Mine' })),
    ),
  ],
  'GET /api/v1/programme.xmltv': windowCases('/api/v1/programme.xmltv', 'optional'),
  'GET /radiodns/spi/3.1/SI.xml': [
    row('unknown token', ERRORS.credentialInvalid, () => withHeaders(BAD_TOKEN, get('/radiodns/spi/3.1/SI.xml'))),
  ],
  'GET /radiodns/spi/3.1/GI.xml': [
    row('unknown token', ERRORS.credentialInvalid, () => withHeaders(BAD_TOKEN, get('/radiodns/spi/3.1/GI.xml'))),
  ],
  'GET /radiodns/spi/3.1/fm/:gcc/:pi/:frequency/:file': [
    row('a bearer the station has not', ERRORS.routeNotFound, () =>
      get('/radiodns/spi/3.1/fm/ae2/a3e1/09260/20270105_PI.xml'),
    ),
    row(
      'a file that is no day',
      ERRORS.validationFailed,
      () => get('/radiodns/spi/3.1/fm/ae2/a3e1/09260/PI.xml'),
      'params/file',
    ),
  ],
  'GET /radiodns/spi/3.1/dab/:gcc/:eid/:sid/:scids/:file': [
    row('a bearer the station has not', ERRORS.routeNotFound, () =>
      get('/radiodns/spi/3.1/dab/ae2/a00c/a3e1/0/20270105_PI.xml'),
    ),
  ],
  'GET /radiodns/spi/3.1/id/:fqdn/:serviceIdentifier/:file': [
    row('a RadioDNS id the station has not', ERRORS.routeNotFound, () =>
      get('/radiodns/spi/3.1/id/example.org/main/20270105_PI.xml'),
    ),
  ],

  'GET /api/v1/holidays': [
    row(
      'to before from',
      ERRORS.queryInvalid,
      () => get('/api/v1/holidays?from=2027-02-01&to=2027-01-01'),
      'querystring/to',
    ),
  ],
  'GET /api/v1/holidays/:id': [
    row('no such holiday', ERRORS.holidayNotFound, () => get(`/api/v1/holidays/${MISSING}`)),
  ],
  'POST /api/v1/holidays': [
    row(
      'a date that does not exist',
      ERRORS.holidayInvalid,
      () => json('POST', '/api/v1/holidays', { date: '2027-02-30', name: 'No Day' }),
      'body/date',
    ),
    row(
      'text that is no calendar',
      ERRORS.holidayInvalid,
      () => json('POST', '/api/v1/holidays', { calendar: 'hello' }),
      'body/calendar',
    ),
    row(
      'a date not YYYY-MM-DD',
      ERRORS.validationFailed,
      () => json('POST', '/api/v1/holidays', { date: '29.3.2027', name: 'x' }),
      'body/date',
    ),
    by(
      'host',
      row('a host', ERRORS.forbidden, () =>
        json('POST', '/api/v1/holidays', { date: '2027-03-29', name: 'Easter Monday' }),
      ),
    ),
  ],
  'DELETE /api/v1/holidays/:id': [
    row('no such holiday', ERRORS.holidayNotFound, () => del(`/api/v1/holidays/${MISSING}`)),
  ],

  'POST /api/v1/imports': [
    row(
      'text that is no calendar',
      ERRORS.importInvalid,
      () => json('POST', '/api/v1/imports', { calendar: 'hello' }),
      'body/calendar',
    ),
    by(
      'reader',
      row('a reader', ERRORS.forbidden, () => json('POST', '/api/v1/imports', { calendar: 'hello' })),
    ),
  ],
  'GET /api/v1/shows': [
    row('limit 0', ERRORS.validationFailed, () => get('/api/v1/shows?limit=0'), 'querystring/limit'),
  ],
  'GET /api/v1/shows/:id': [row('no such show', ERRORS.showNotFound, () => get(`/api/v1/shows/${MISSING}`))],
  'POST /api/v1/shows': [
    row('no name', ERRORS.validationFailed, () => json('POST', '/api/v1/shows', { slug: 'a' }), 'body/name'),
    // PostgreSQL cannot store U+0000: these were 500s.
    row('NUL in the name', ERRORS.validationFailed, () => json('POST', '/api/v1/shows', { name: NUL }), 'body/name'),
    row(
      'slug taken',
      ERRORS.slugTaken,
      (f) => json('POST', '/api/v1/shows', { name: 'Twin', slug: f.show.slug }),
      'body/slug',
    ),
    row(
      'no such owner',
      ERRORS.userUnknown,
      () => json('POST', '/api/v1/shows', { name: 'Owned', ownerIds: [MISSING] }),
      'body/ownerIds',
    ),
    row(
      'a language tag malformed in its subtags',
      ERRORS.languageInvalid,
      () => json('POST', '/api/v1/shows', { name: 'Lang', languages: ['en-US-x'] }),
      'body/languages/0',
    ),
    by(
      'anonymous',
      row('no credential', ERRORS.unauthenticated, () => json('POST', '/api/v1/shows', { name: 'x' })),
    ),
    by(
      'reader',
      row('a reader', ERRORS.forbidden, () => json('POST', '/api/v1/shows', { name: 'x' })),
    ),
    {
      why: 'a key used with another body',
      expect: ERRORS.idempotencyKeyReused,
      request: () => keyed('reused', '???'),
      prepare: storeKey('reused'),
    },
    {
      why: 'a key whose first request still runs',
      expect: ERRORS.idempotencyKeyInFlight,
      request: () => keyed('running', '!!!'),
      prepare: keyInFlight('running'),
    },
  ],
  'PATCH /api/v1/shows/:id': [
    row('empty change', ERRORS.validationFailed, (f) => json('PATCH', `/api/v1/shows/${f.show.id}`, {})),
    row(
      'NUL in the description',
      ERRORS.validationFailed,
      (f) => json('PATCH', `/api/v1/shows/${f.show.id}`, { description: NUL }),
      'body/description',
    ),
    row('no such show', ERRORS.showNotFound, () => json('PATCH', `/api/v1/shows/${MISSING}`, { name: 'x' })),
    row('archived show', ERRORS.showArchived, (f) => json('PATCH', `/api/v1/shows/${f.archived.id}`, { name: 'x' })),
    row(
      'slug taken',
      ERRORS.slugTaken,
      (f) => json('PATCH', `/api/v1/shows/${f.other.id}`, { slug: f.show.slug }),
      'body/slug',
    ),
    row('If-Match names another version', ERRORS.preconditionFailed, (f) =>
      withHeaders({ 'if-match': '"stale"' }, json('PATCH', `/api/v1/shows/${f.show.id}`, { name: 'x' })),
    ),
    by(
      'host',
      row('not its show', ERRORS.showNotOwned, (f) => json('PATCH', `/api/v1/shows/${f.show.id}`, { name: 'x' })),
    ),
  ],
  'DELETE /api/v1/shows/:id': [
    row(
      'force not boolean',
      ERRORS.validationFailed,
      (f) => del(`/api/v1/shows/${f.show.id}?force=maybe`),
      'querystring/force',
    ),
    row('no such show', ERRORS.showNotFound, () => del(`/api/v1/shows/${MISSING}`)),
    row('deleted already', ERRORS.showNotFound, (f) => del(`/api/v1/shows/${f.archived.id}`)),
    row('timeslots ahead', ERRORS.showHasFutureTimeslots, (f) => del(`/api/v1/shows/${f.show.id}`)),
  ],

  'GET /api/v1/schedules': [
    row(
      'isActive not boolean',
      ERRORS.validationFailed,
      () => get('/api/v1/schedules?isActive=maybe'),
      'querystring/isActive',
    ),
  ],
  'GET /api/v1/schedules/:id': [
    row('no such schedule', ERRORS.scheduleNotFound, () => get(`/api/v1/schedules/${MISSING}`)),
  ],
  'DELETE /api/v1/schedules/:id': [
    row('no such schedule', ERRORS.scheduleNotFound, () => del(`/api/v1/schedules/${MISSING}`)),
  ],
  'POST /api/v1/schedules': [
    row('schedule incomplete', ERRORS.validationFailed, () => post({ schedule: { rrule: 4 } }), 'body/schedule/show'),
    row('no such show', ERRORS.showUnknown, () => post({ schedule: weekly(MISSING) }), 'body/schedule/show'),
    row('archived show', ERRORS.showArchived, (f) => post({ schedule: weekly(f.archived.id) }), 'body/schedule/show'),
    row(
      'repeatOf names no schedule',
      ERRORS.scheduleRepeatOfInvalid,
      (f) => post({ schedule: { ...freshWeekly(f), isRepetition: true, repeatOf: MISSING } }),
      'body/schedule/repeatOf',
    ),
    row(
      'lastDate before firstDate',
      ERRORS.scheduleDatesReversed,
      (f) => post({ schedule: weekly(f.other.id, { lastDate: '2027-02-01' }) }),
      'body/schedule/lastDate',
    ),
    row(
      'lastDate = firstDate',
      ERRORS.scheduleDatesEqual,
      (f) => post({ schedule: weekly(f.other.id, { lastDate: '2027-02-02' }) }),
      'body/schedule/lastDate',
    ),
    row(
      'weekly without weekday',
      ERRORS.scheduleWeekdayInvalid,
      (f) => post({ schedule: weekly(f.other.id, { byWeekday: null }) }),
      'body/schedule/byWeekday',
    ),
    row(
      '30 February',
      ERRORS.scheduleDateInvalid,
      (f) => post({ schedule: weekly(f.other.id, { firstDate: '2027-02-30' }) }),
      'body/schedule/firstDate',
    ),
    row(
      'year 1800',
      ERRORS.scheduleDateOutOfRange,
      (f) => post({ schedule: weekly(f.other.id, { firstDate: '1800-01-07' }) }),
      'body/schedule/firstDate',
    ),
    row(
      'anchor after firstDate',
      ERRORS.scheduleAnchorInvalid,
      (f) => post({ schedule: weekly(f.other.id, { rrule: 5, anchorDate: '2027-02-09' }) }),
      'body/schedule/anchorDate',
    ),
    row(
      '25 o’clock',
      ERRORS.scheduleTimeInvalid,
      (f) => post({ schedule: weekly(f.other.id, { startTime: '25:00:00' }) }),
      'body/schedule/startTime',
    ),
    row(
      'start = end',
      ERRORS.scheduleEmptySlot,
      (f) => post({ schedule: weekly(f.other.id, { endTime: '20:00:00' }) }),
      'body/schedule/endTime',
    ),
    row(
      'daily for four years',
      ERRORS.scheduleTooManySlots,
      (f) => post({ schedule: weekly(f.other.id, { rrule: 2, byWeekday: null, lastDate: '2030-12-31' }) }),
      'body/schedule/lastDate',
    ),
    row(
      'no lastDate, firstDate past the horizon',
      ERRORS.scheduleBeyondHorizon,
      (f) => post({ schedule: weekly(f.other.id, { firstDate: '2028-03-07', lastDate: undefined }) }),
      'body/schedule/lastDate',
    ),
    row(
      'an RRULE part outside the subset',
      ERRORS.scheduleRecurrenceInvalid,
      (f) =>
        post({
          schedule: weekly(f.other.id, { rrule: undefined, byWeekday: undefined, recurrence: 'FREQ=DAILY;BYHOUR=8' }),
        }),
      'body/schedule/recurrence',
    ),
    row(
      'no such season',
      ERRORS.seasonUnknown,
      (f) => post({ schedule: weekly(f.other.id, { season: MISSING }) }),
      'body/schedule/season',
    ),
    {
      ...row(
        'outside its season',
        ERRORS.scheduleOutsideSeason,
        (f) =>
          post({
            schedule: weekly(f.other.id, { firstDate: '2031-07-01', lastDate: '2031-09-30', season: SEASON_ID }),
          }),
        'body/schedule/lastDate',
      ),
      prepare: seasonFixture,
    },
    row(
      'only past timeslots',
      ERRORS.scheduleNothingToCreate,
      (f) => post({ schedule: once(f.other.id, '2026-06-01', '20:00:00', '21:00:00') }),
      'body/schedule',
    ),
    row(
      'a solution without a collision',
      ERRORS.solutionsCountMismatch,
      (f) => post({ schedule: freshWeekly(f), solutions: { nothing: 'ours' } }),
      'body/solutions',
    ),
    {
      why: 'the insert meets an overlap twice',
      expect: ERRORS.timeslotOverlap,
      request: (f) => post({ schedule: freshWeekly(f) }),
      fault: { sqlState: '23P01' },
    },
    {
      why: 'the database fails',
      expect: ERRORS.internal,
      request: (f) => post({ schedule: freshWeekly(f) }),
      fault: {},
    },
    // 57014: the statement timeout fired, as when the database stalls.
    {
      why: 'the insert times out',
      expect: ERRORS.databaseUnavailable,
      request: (f) => post({ schedule: freshWeekly(f) }),
      fault: { sqlState: '57014' },
    },
  ],
  'PUT /api/v1/schedules/:id': [
    row(
      'unknown field',
      ERRORS.validationFailed,
      (f) => put(f.schedule.id, { schedule: { ...f.schedule.body, colour: 'red' } }),
      'body/schedule/colour',
    ),
    row('no such schedule', ERRORS.scheduleNotFound, (f) => put(MISSING, { schedule: f.schedule.body })),
    row(
      'no such show',
      ERRORS.showUnknown,
      (f) => put(f.schedule.id, { schedule: { ...f.schedule.body, show: MISSING } }),
      'body/schedule/show',
    ),
    row(
      'show archived',
      ERRORS.showArchived,
      (f) => put(f.archivedSchedule.id, { schedule: f.archivedSchedule.body }),
      'body/schedule/show',
    ),
    row(
      'startTime changed',
      ERRORS.scheduleChangeNotAllowed,
      (f) => put(f.schedule.id, { schedule: { ...f.schedule.body, startTime: '19:00:00' } }),
      'body/schedule/startTime',
    ),
    row(
      'lastDate before firstDate',
      ERRORS.scheduleDatesReversed,
      (f) => put(f.schedule.id, { schedule: { ...f.schedule.body, lastDate: '2027-01-05' } }),
      'body/schedule/lastDate',
    ),
    row(
      'a solution without a collision',
      ERRORS.solutionsCountMismatch,
      (f) => put(f.schedule.id, { schedule: f.schedule.body, solutions: { nothing: 'ours' } }),
      'body/solutions',
    ),
    {
      why: 'the insert meets an overlap twice',
      expect: ERRORS.timeslotOverlap,
      request: (f) => put(f.schedule.id, { schedule: { ...f.schedule.body, lastDate: '2027-03-30' } }),
      fault: { sqlState: '23P01' },
    },
  ],

  'GET /api/v1/seasons': [
    row('unknown token', ERRORS.credentialInvalid, () => withHeaders(BAD_TOKEN, get('/api/v1/seasons'))),
  ],
  'GET /api/v1/seasons/:id': [row('no such season', ERRORS.seasonNotFound, () => get(`/api/v1/seasons/${MISSING}`))],
  'POST /api/v1/seasons': [
    row(
      'no mode',
      ERRORS.validationFailed,
      () => json('POST', '/api/v1/seasons', { name: 'Summer', firstDate: '2031-07-01', lastDate: '2031-08-31' }),
      'body/mode',
    ),
    row(
      'lastDate before firstDate',
      ERRORS.seasonDatesInvalid,
      () => json('POST', '/api/v1/seasons', { ...SEASON, lastDate: '2031-06-01' }),
      'body/lastDate',
    ),
    {
      ...row(
        'another season has these dates',
        ERRORS.seasonOverlap,
        () => json('POST', '/api/v1/seasons', SEASON),
        'body/firstDate',
      ),
      prepare: seasonFixture,
    },
    by(
      'host',
      row('a host', ERRORS.forbidden, () => json('POST', '/api/v1/seasons', SEASON)),
    ),
  ],
  'PUT /api/v1/seasons/:id': [
    row('no such season', ERRORS.seasonNotFound, () => json('PUT', `/api/v1/seasons/${MISSING}`, SEASON)),
    {
      ...row(
        'the mode changed',
        ERRORS.seasonChangeNotAllowed,
        () => json('PUT', `/api/v1/seasons/${SEASON_ID}`, { ...SEASON, mode: 'replace' }),
        'body/mode',
      ),
      prepare: seasonFixture,
    },
    {
      ...row(
        'its schedule would lie outside',
        ERRORS.seasonSchedulesOutside,
        () => json('PUT', `/api/v1/seasons/${SEASON_ID}`, { ...SEASON, lastDate: '2031-07-10' }),
        'body/firstDate',
      ),
      prepare: seasonFixture,
    },
  ],
  'DELETE /api/v1/seasons/:id': [row('no such season', ERRORS.seasonNotFound, () => del(`/api/v1/seasons/${MISSING}`))],
  'POST /api/v1/shows/:id/schedules': [
    row(
      'the body names another show',
      ERRORS.validationFailed,
      (f) =>
        json('POST', `/api/v1/shows/${f.other.id}/schedules/`, {
          schedule: { ...weekly(f.show.id), defaultMediaId: undefined },
        }),
      'body/schedule/show',
    ),
    row(
      'a note for a timeslot it does not project',
      ERRORS.validationFailed,
      (f) =>
        json('POST', `/api/v1/shows/${f.other.id}/schedules/`, {
          schedule: { ...freshWeekly(f), show: undefined },
          notes: { nohash: f.episode },
        }),
      'body/notes/nohash',
    ),
  ],
  'PUT /api/v1/shows/:id/schedules/:schedule_pk': [
    row('no such schedule', ERRORS.scheduleNotFound, (f) =>
      json('PUT', `/api/v1/shows/${f.show.id}/schedules/${MISSING}/`, {
        schedule: { ...f.schedule.body, show: undefined },
      }),
    ),
  ],

  'POST /api/v1/schedules/:id/move': [
    row(
      'unknown field',
      ERRORS.validationFailed,
      (f) => json('POST', `/api/v1/schedules/${f.schedule.id}/move`, { from: '2027-02-09', schedule: { show: 2 } }),
      'body/schedule/show',
    ),
    row('no such schedule', ERRORS.scheduleNotFound, () =>
      json('POST', `/api/v1/schedules/${MISSING}/move`, { from: '2027-02-09', schedule: {} }),
    ),
    row(
      'show archived',
      ERRORS.showArchived,
      (f) => json('POST', `/api/v1/schedules/${f.archivedSchedule.id}/move`, { from: '2027-01-04', schedule: {} }),
      'body/schedule',
    ),
    row(
      'from on firstDate',
      ERRORS.scheduleMoveFromInvalid,
      (f) => json('POST', `/api/v1/schedules/${f.schedule.id}/move`, { from: '2027-02-02', schedule: {} }),
      'body/from',
    ),
    row(
      'start = end',
      ERRORS.scheduleEmptySlot,
      (f) =>
        json('POST', `/api/v1/schedules/${f.schedule.id}/move`, {
          from: '2027-02-09',
          schedule: { endTime: '20:00:00' },
        }),
      'body/schedule/endTime',
    ),
    by(
      'host',
      row('not its show', ERRORS.showNotOwned, (f) =>
        json('POST', `/api/v1/schedules/${f.schedule.id}/move`, { from: '2027-02-09', schedule: {} }),
      ),
    ),
  ],

  'GET /api/v1/timeslots': [
    ...windowCases('/api/v1/timeslots', 'service'),
    row(
      'updatedSince before the change log',
      ERRORS.updatedSinceTooOld,
      () => get('/api/v1/timeslots?updatedSince=2025-12-31T00:00:00Z'),
      'querystring/updatedSince',
    ),
  ],
  'GET /api/v1/timeslots.ics': windowCases('/api/v1/timeslots.ics', 'optional'),
  'GET /api/v1/playout': [
    ...windowCases('/api/v1/playout', 'schema'),
    row(
      'end and duration',
      ERRORS.queryInvalid,
      () => get('/api/v1/playout?start=now&end=2027-01-02+00:00:00&duration=60'),
      'querystring/duration',
    ),
  ],
  'GET /api/v1/air/now-next': [
    row('count 0', ERRORS.validationFailed, () => get('/api/v1/air/now-next?count=0'), 'querystring/count'),
  ],
  'GET /api/v1/air/health': [
    row('days 0', ERRORS.validationFailed, () => get('/api/v1/air/health?days=0'), 'querystring/days'),
    row(
      'more days than MAX_WINDOW_DAYS',
      ERRORS.windowTooLarge,
      () => get('/api/v1/air/health?days=400'),
      'querystring/days',
    ),
  ],
  // Refused before the stream opens: an id that is not one, a ticket that is not (or no longer) good.
  'GET /api/v1/air/stream': [
    row(
      'after not an event id',
      ERRORS.validationFailed,
      () => get('/api/v1/air/stream?after=yesterday'),
      'querystring/after',
    ),
    by(
      'anonymous',
      row('an unknown ticket', ERRORS.credentialInvalid, () => get('/api/v1/air/stream?ticket=onairticket_unknown')),
    ),
  ],
  'POST /api/v1/stream-tickets': [
    by(
      'anonymous',
      row('no credential', ERRORS.unauthenticated, () => ({ method: 'POST', url: '/api/v1/stream-tickets' })),
    ),
  ],
  'GET /api/v1/reports/airtime': windowCases('/api/v1/reports/airtime', 'schema'),
  'GET /programme': [
    row('a week that is no date', ERRORS.queryInvalid, () => get('/programme?week=2027-02-30'), 'querystring/week'),
  ],
  'GET /embed/week': [
    row(
      'a week in another format',
      ERRORS.validationFailed,
      () => get('/embed/week?week=03.11.2027'),
      'querystring/week',
    ),
  ],
  'GET /embed/now-next': [
    row('an unknown parameter', ERRORS.validationFailed, () => get('/embed/now-next?theme=dark'), 'querystring/theme'),
  ],
  'GET /programme/shows/:slug': [row('no such show', ERRORS.showNotFound, () => get('/programme/shows/no-such-show'))],
  // 2027-01-01 01:00 in Vienna: between timeslots.
  'GET /api/v1/timeslots/current': [
    row('between timeslots', ERRORS.nothingOnAir, () => get('/api/v1/timeslots/current')),
  ],
  'GET /api/v1/timeslots/next': [
    row('count 0', ERRORS.validationFailed, () => get('/api/v1/timeslots/next?count=0'), 'querystring/count'),
  ],
  'GET /api/v1/timeslots/:id': [
    row('no such timeslot', ERRORS.timeslotNotFound, () => get(`/api/v1/timeslots/${MISSING}`)),
  ],
  'PATCH /api/v1/timeslots/:id': [
    row(
      'memo a number',
      ERRORS.validationFailed,
      (f) => json('PATCH', `/api/v1/timeslots/${f.futureSlot}`, { memo: 5 }),
      'body/memo',
    ),
    row(
      'NUL in the memo',
      ERRORS.validationFailed,
      (f) => json('PATCH', `/api/v1/timeslots/${f.futureSlot}`, { memo: NUL }),
      'body/memo',
    ),
    row('no such timeslot', ERRORS.timeslotNotFound, () =>
      json('PATCH', `/api/v1/timeslots/${MISSING}`, { memo: 'x' }),
    ),
    row(
      'start sent',
      ERRORS.timeslotTimesFixed,
      (f) => json('PATCH', `/api/v1/timeslots/${f.futureSlot}`, { start: '2027-02-02 21:00:00' }),
      'body/start',
    ),
    row(
      'no such episode',
      ERRORS.episodeUnknown,
      (f) => json('PATCH', `/api/v1/timeslots/${f.futureSlot}`, { episodeId: MISSING }),
      'body/episodeId',
    ),
    row(
      "another show's episode",
      ERRORS.episodeOtherShow,
      (f) => json('PATCH', `/api/v1/timeslots/${f.futureSlot}`, { episodeId: f.otherEpisode }),
      'body/episodeId',
    ),
  ],
  'POST /api/v1/timeslots/:id/move': [
    row(
      'unknown field',
      ERRORS.validationFailed,
      (f) => json('POST', `/api/v1/timeslots/${f.futureSlot}/move`, { ...MOVED, when: 'later' }),
      'body/when',
    ),
    row(
      'end before start',
      ERRORS.timeslotMoveInvalid,
      (f) => json('POST', `/api/v1/timeslots/${f.futureSlot}/move`, { start: MOVED.end, end: MOVED.start }),
      'body/end',
    ),
    row('no such timeslot', ERRORS.timeslotNotFound, () => json('POST', `/api/v1/timeslots/${MISSING}/move`, MOVED)),
    row('aired', ERRORS.timeslotPast, (f) => json('POST', `/api/v1/timeslots/${f.pastSlot}/move`, MOVED)),
    {
      ...row(
        'on air, start changed',
        ERRORS.timeslotStarted,
        () => json('POST', `/api/v1/timeslots/${onAir.id}/move`, MOVED),
        'body/start',
      ),
      prepare: async (app, f) =>
        (onAir.id = (
          await insertSlot(
            app.db,
            { showId: f.show.id, scheduleId: f.schedule.id },
            '2026-12-31 23:30:00',
            '2027-01-01 02:00:00',
          )
        ).id),
    },
    row(
      "'theirs' leaves it no air",
      ERRORS.timeslotMoveNoAir,
      (f) =>
        json('POST', `/api/v1/timeslots/${f.futureSlot}/move`, {
          start: '2027-02-09 20:00:00',
          end: '2027-02-09 21:00:00',
          defaultSolution: 'theirs',
        }),
      'body/solutions',
    ),
    by(
      'host',
      row('not its show', ERRORS.showNotOwned, (f) => json('POST', `/api/v1/timeslots/${f.futureSlot}/move`, MOVED)),
    ),
  ],
  'DELETE /api/v1/timeslots/:id': [
    row('no such timeslot', ERRORS.timeslotNotFound, () => del(`/api/v1/timeslots/${MISSING}`)),
    row('aired', ERRORS.timeslotPast, (f) => del(`/api/v1/timeslots/${f.pastSlot}`)),
  ],

  'GET /api/v1/episodes': [
    row('show id 0', ERRORS.validationFailed, () => get('/api/v1/episodes?showIds=0'), 'querystring/showIds'),
  ],
  'GET /api/v1/episodes/:id': [
    row('no such episode', ERRORS.episodeNotFound, () => get(`/api/v1/episodes/${MISSING}`)),
  ],
  'POST /api/v1/episodes': [
    row(
      'no title',
      ERRORS.validationFailed,
      (f) => json('POST', '/api/v1/episodes', { showId: f.show.id }),
      'body/title',
    ),
    row(
      'NUL in the title',
      ERRORS.validationFailed,
      (f) => json('POST', '/api/v1/episodes', { showId: f.show.id, title: NUL }),
      'body/title',
    ),
    row(
      'no such show',
      ERRORS.showUnknown,
      () => json('POST', '/api/v1/episodes', { showId: MISSING, title: 'x' }),
      'body/showId',
    ),
    row(
      'archived show',
      ERRORS.showArchived,
      (f) => json('POST', '/api/v1/episodes', { showId: f.archived.id, title: 'x' }),
      'body/showId',
    ),
  ],
  'PATCH /api/v1/episodes/:id': [
    row(
      'showId cannot change',
      ERRORS.validationFailed,
      (f) => json('PATCH', `/api/v1/episodes/${f.episode}`, { showId: f.other.id }),
      'body/showId',
    ),
    row(
      'NUL in the summary',
      ERRORS.validationFailed,
      (f) => json('PATCH', `/api/v1/episodes/${f.episode}`, { summary: NUL }),
      'body/summary',
    ),
    row('no such episode', ERRORS.episodeNotFound, () => json('PATCH', `/api/v1/episodes/${MISSING}`, { title: 'x' })),
  ],
  'DELETE /api/v1/episodes/:id': [
    row('no such episode', ERRORS.episodeNotFound, () => del(`/api/v1/episodes/${MISSING}`)),
  ],

  'GET /api/v1/users': [
    row('limit 0', ERRORS.validationFailed, () => get('/api/v1/users?limit=0'), 'querystring/limit'),
    by(
      'reader',
      row('a reader', ERRORS.forbidden, () => get('/api/v1/users')),
    ),
  ],
  'POST /api/v1/users': [
    row(
      'unknown role',
      ERRORS.validationFailed,
      () => json('POST', '/api/v1/users', { name: 'X', role: 'owner' }),
      'body/role',
    ),
    row(
      'OIDC subject taken',
      ERRORS.oidcSubjectTaken,
      (f) => json('POST', '/api/v1/users', { name: 'Twin', role: 'reader', oidcSubject: f.subject }),
      'body/oidcSubject',
    ),
    by(
      'host',
      row('a host', ERRORS.forbidden, () => json('POST', '/api/v1/users', { name: 'X', role: 'admin' })),
    ),
  ],
  'GET /api/v1/users/me': [
    by(
      'anonymous',
      row('no credential', ERRORS.unauthenticated, () => get('/api/v1/users/me')),
    ),
  ],
  'GET /api/v1/users/:id': [
    row('no such user', ERRORS.userNotFound, () => get(`/api/v1/users/${MISSING}`)),
    by(
      'reader',
      row('a reader', ERRORS.forbidden, (f) => get(`/api/v1/users/${f.admin}`)),
    ),
  ],
  'PATCH /api/v1/users/:id': [
    row('empty change', ERRORS.validationFailed, (f) => json('PATCH', `/api/v1/users/${f.admin}`, {})),
    row('no such user', ERRORS.userNotFound, () => json('PATCH', `/api/v1/users/${MISSING}`, { name: 'x' })),
    row(
      'OIDC subject taken',
      ERRORS.oidcSubjectTaken,
      (f) => json('PATCH', `/api/v1/users/${f.callers.reader.userId}`, { oidcSubject: f.subject }),
      'body/oidcSubject',
    ),
    row('the last admin demoted', ERRORS.lastAdmin, (f) =>
      json('PATCH', `/api/v1/users/${f.admin}`, { role: 'reader' }),
    ),
  ],
  'DELETE /api/v1/users/:id': [
    row('no such user', ERRORS.userNotFound, () => del(`/api/v1/users/${MISSING}`)),
    row('the last admin', ERRORS.lastAdmin, (f) => del(`/api/v1/users/${f.admin}`)),
    by(
      'reader',
      row('a reader', ERRORS.forbidden, (f) => del(`/api/v1/users/${f.callers.host.userId}`)),
    ),
  ],
  'GET /api/v1/users/:id/tokens': [
    row('no such user', ERRORS.userNotFound, () => get(`/api/v1/users/${MISSING}/tokens`)),
    by(
      'reader',
      row("another user's", ERRORS.forbidden, (f) => get(`/api/v1/users/${f.admin}/tokens`)),
    ),
  ],
  'POST /api/v1/users/:id/tokens': [
    row('no name', ERRORS.validationFailed, (f) => json('POST', `/api/v1/users/${f.admin}/tokens`, {}), 'body/name'),
    row(
      'expiry passed',
      ERRORS.tokenExpiryInvalid,
      (f) => json('POST', `/api/v1/users/${f.admin}/tokens`, { name: 'x', expiresAt: '2026-01-01T00:00:00Z' }),
      'body/expiresAt',
    ),
    row(
      "ADMIN_TOKEN's name",
      ERRORS.tokenNameReserved,
      (f) => json('POST', `/api/v1/users/${f.admin}/tokens`, { name: 'ADMIN_TOKEN' }),
      'body/name',
    ),
    row('no such user', ERRORS.userNotFound, () => json('POST', `/api/v1/users/${MISSING}/tokens`, { name: 'x' })),
    by(
      'reader',
      row("another user's", ERRORS.forbidden, (f) => json('POST', `/api/v1/users/${f.admin}/tokens`, { name: 'x' })),
    ),
  ],
  'DELETE /api/v1/tokens/:id': [
    row('no such token', ERRORS.tokenNotFound, () => del(`/api/v1/tokens/${MISSING}`)),
    // Someone else's token is as good as unknown.
    by(
      'host',
      row("another user's", ERRORS.tokenNotFound, (f) => del(`/api/v1/tokens/${f.readerToken}`)),
    ),
  ],

  'GET /api/v1/changes': [
    row('wait over 60 s', ERRORS.validationFailed, () => get('/api/v1/changes?after=0&wait=61'), 'querystring/wait'),
  ],
  'GET /api/v1/changes/stream': [
    row('after negative', ERRORS.validationFailed, () => get('/api/v1/changes/stream?after=-1'), 'querystring/after'),
  ],
  'GET /api/v1/changes/:id': [row('no such change', ERRORS.changeNotFound, () => get(`/api/v1/changes/${MISSING}`))],
  'POST /api/v1/changes/:id/revert': [
    row('no such change', ERRORS.changeNotFound, () => revert(MISSING)),
    row('its show changed again since', ERRORS.changeConflict, (f) => revert(f.overtaken), 'params/id'),
    row('its timeslot has aired', ERRORS.changeTouchesHistory, (f) => revert(f.aired)),
  ],

  'GET /api/v1/webhooks': [
    by(
      'reader',
      row('a reader', ERRORS.forbidden, () => get('/api/v1/webhooks')),
    ),
  ],
  'POST /api/v1/webhooks': [
    row(
      'no events',
      ERRORS.validationFailed,
      () => json('POST', '/api/v1/webhooks', { url: HOOK_URL, events: [] }),
      'body/events',
    ),
    row(
      'not http',
      ERRORS.webhookUrlInvalid,
      () => json('POST', '/api/v1/webhooks', { url: 'ftp://hooks.example.invalid/x', events: ['*'] }),
      'body/url',
    ),
    row(
      'a loopback address',
      ERRORS.webhookAddressRefused,
      () => json('POST', '/api/v1/webhooks', { url: 'http://127.0.0.1:9/x', events: ['*'] }),
      'body/url',
    ),
    row(
      'no such event type',
      ERRORS.webhookEventInvalid,
      () => json('POST', '/api/v1/webhooks', { url: HOOK_URL, events: ['shows'] }),
      'body/events/0',
    ),
  ],
  'GET /api/v1/webhooks/:id': [
    row('no such webhook', ERRORS.webhookNotFound, () => get(`/api/v1/webhooks/${MISSING}`)),
  ],
  'PATCH /api/v1/webhooks/:id': [
    row('empty change', ERRORS.validationFailed, () => json('PATCH', `/api/v1/webhooks/${MISSING}`, {})),
    row('no such webhook', ERRORS.webhookNotFound, () =>
      json('PATCH', `/api/v1/webhooks/${MISSING}`, { enabled: true }),
    ),
  ],
  'DELETE /api/v1/webhooks/:id': [
    row('no such webhook', ERRORS.webhookNotFound, () => del(`/api/v1/webhooks/${MISSING}`)),
  ],
  'GET /api/v1/webhooks/:id/deliveries': [
    row('no such webhook', ERRORS.webhookNotFound, () => get(`/api/v1/webhooks/${MISSING}/deliveries`)),
  ],
  'GET /api/v1/webhooks/:id/deliveries/:deliveryId': [
    {
      ...row('no such delivery', ERRORS.webhookDeliveryNotFound, () =>
        get(`/api/v1/webhooks/${DISABLED_HOOK}/deliveries/${MISSING}`),
      ),
      prepare: disabledWebhook,
    },
  ],
  'POST /api/v1/webhooks/:id/deliveries/:deliveryId/replay': [
    row('no such webhook', ERRORS.webhookNotFound, () =>
      json('POST', `/api/v1/webhooks/${MISSING}/deliveries/1/replay`, {}),
    ),
    {
      ...row('the webhook is disabled', ERRORS.webhookDisabled, () =>
        json('POST', `/api/v1/webhooks/${DISABLED_HOOK}/deliveries/${DISABLED_HOOK}/replay`, {}),
      ),
      prepare: disabledWebhook,
    },
  ],
  'POST /api/v1/live-access': [
    row('an unknown field', ERRORS.validationFailed, () => json('POST', '/api/v1/live-access', { token: 'x' })),
  ],

  'GET /api/v1/users/me/notifications': [
    by(
      'anonymous',
      row('no credential', ERRORS.unauthenticated, () => get('/api/v1/users/me/notifications')),
    ),
  ],
  'PATCH /api/v1/users/me/notifications': [
    row(
      'not an address',
      ERRORS.validationFailed,
      () => json('PATCH', '/api/v1/users/me/notifications', { email: 'nobody' }),
      'body/email',
    ),
    by(
      'host',
      row(
        'every show, asked by a host',
        ERRORS.notificationSettingsInvalid,
        () => json('PATCH', '/api/v1/users/me/notifications', { allShows: true }),
        'body/allShows',
      ),
    ),
  ],
  'GET /api/v1/notifications/confirm': [
    row(
      'no waiting address has this token',
      ERRORS.notificationTokenInvalid,
      () => get(`/api/v1/notifications/confirm?token=${UNKNOWN_TOKEN}`),
      'querystring/token',
    ),
  ],
  'GET /api/v1/notifications/unsubscribe': [
    row('no token', ERRORS.validationFailed, () => get('/api/v1/notifications/unsubscribe')),
  ],
  'POST /api/v1/notifications/unsubscribe': [
    row(
      'nobody has this token',
      ERRORS.notificationTokenInvalid,
      () => json('POST', `/api/v1/notifications/unsubscribe?token=${UNKNOWN_TOKEN}`, {}),
      'querystring/token',
    ),
  ],
  'GET /api/v1/notifications': [
    by(
      'reader',
      row("another user's log", ERRORS.forbidden, () => get(`/api/v1/notifications?userId=${MISSING}`)),
    ),
  ],
  'POST /api/v1/notifications/:id/resend': [
    row('no such notification', ERRORS.notificationNotFound, () =>
      json('POST', `/api/v1/notifications/${MISSING}/resend`, {}),
    ),
    {
      ...row('waiting to be sent already', ERRORS.notificationPending, () =>
        json('POST', `/api/v1/notifications/${PENDING_NOTIFICATION}/resend`, {}),
      ),
      prepare: pendingNotification,
    },
  ],
}

const SEASON = { name: 'Summer 2031', firstDate: '2031-07-01', lastDate: '2031-08-31', mode: 'overlay' }
const SEASON_ID = 434344

/** An overlay season in 2031 (it takes nothing), with a schedule in July and August. */
async function seasonFixture(app: App): Promise<void> {
  const dates = { firstDate: new Date('2031-07-01T00:00:00Z'), lastDate: new Date('2031-08-31T00:00:00Z') }
  await app.db.client.season.upsert({
    where: { id: SEASON_ID },
    update: {},
    create: { id: SEASON_ID, name: SEASON.name, mode: 'overlay', ...dates },
  })
  const show = (await app.db.client.show.findFirst({ where: { deletedAt: null }, orderBy: { id: 'asc' } }))!
  if ((await app.db.client.schedule.count({ where: { seasonId: SEASON_ID } })) === 0) {
    await app.db.client.schedule.create({
      data: {
        showId: show.id,
        ruleId: 4,
        byWeekday: 1,
        ...dates,
        startTime: '20:00:00',
        endTime: '21:00:00',
        seasonId: SEASON_ID,
      },
    })
  }
}

const UNKNOWN_TOKEN = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
const PENDING_NOTIFICATION = 434343

/** A notification waiting to be sent (due in a year, so no round sends it while the case runs). */
async function pendingNotification(app: App): Promise<void> {
  await app.db.client.$executeRaw`
    INSERT INTO notifications (id, user_id, kind, dedupe_key, subject, text_body, html_body, due_at)
    SELECT ${PENDING_NOTIFICATION}, min(id), 'cancelled', 'error-codes', 's', 't', 'h', now() + interval '1 year' FROM users
    ON CONFLICT DO NOTHING`
}

// A name that never resolves (RFC 6761), so no case waits for the network.
const HOOK_URL = 'https://hooks.example.invalid/x'
const DISABLED_HOOK = 424242

/** A disabled webhook with one failed delivery, both with the id DISABLED_HOOK (made once). */
async function disabledWebhook(app: App): Promise<void> {
  const client = app.db.client
  await client.webhookEndpoint.upsert({
    where: { id: DISABLED_HOOK },
    update: {},
    create: {
      id: DISABLED_HOOK,
      url: HOOK_URL,
      events: ['*'],
      secret: 'whsec_MDEyMzQ1Njc4OWFiY2RlZg==',
      enabled: false,
      disabledReason: 'disabled by an admin',
    },
  })
  await client.webhookDelivery.upsert({
    where: { id: BigInt(DISABLED_HOOK) },
    update: {},
    create: {
      id: BigInt(DISABLED_HOOK),
      endpointId: DISABLED_HOOK,
      eventId: 'change-1',
      eventType: 'change.show.create',
      payload: '{}',
      state: 'failed',
      nextAttemptAt: new Date(0),
      createdAt: new Date(0),
    },
  })
}

/** Requests that reach no route at all. */
const UNROUTED: Case[] = [
  row('unknown path', ERRORS.routeNotFound, () => get('/api/v1/nothing')),
  // A known path asked with a method it does not have: 405 with Allow.
  row('unknown method', ERRORS.methodNotAllowed, () => ({ method: 'OPTIONS', url: '/api/v1/shows' })),
  row('broken percent-encoding', FST.badUrl, () => get('/api/v1/shows/%E0%A4%A')),
]

/** Cases every route of a kind shares: its path id, and Fastify's body parsing before any handler. */
function sharedCases(route: string): Case[] {
  const [method, path] = route.split(' ') as [InjectOptions['method'] & string, string]
  const url = fillPath(path, { id: 1, deliveryId: 1, schedule_pk: 1 })
  const cases: Case[] = []
  if (path.includes(':id')) {
    for (const id of ['0', 'abc', '0x10', '2147483648']) {
      cases.push({
        why: `id ${id}`,
        expect: ERRORS.validationFailed,
        request: () => ({
          method,
          url: fillPath(path, { id, deliveryId: 1, schedule_pk: 1 }),
          ...(method === 'GET' ? {} : { payload: {} }),
        }),
        field: 'params/id',
      })
    }
    // The router refuses a parameter over 100 characters before any handler runs.
    cases.push({
      why: 'id of 101 digits',
      expect: FST.paramTooLong,
      request: () => ({ method, url: fillPath(path, { id: '1'.repeat(101), deliveryId: 1, schedule_pk: 1 }) }),
    })
  }
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    const withBody = (payload: string, type: string): InjectOptions => ({
      method,
      url,
      payload,
      headers: { 'content-type': type },
    })
    cases.push(
      row('broken JSON', FST.invalidJson, () => withBody('{"name":', 'application/json')),
      row('empty JSON body', FST.emptyJson, () => withBody('', 'application/json')),
      row('XML', FST.mediaType, () => withBody('<show/>', 'application/xml')),
      row('over the body limit', FST.tooLarge, () => withBody(`"${'x'.repeat(1_100_000)}"`, 'application/json')),
    )
  }
  return cases
}

/** The id of the newest changeset. */
const latestChange = async (app: App) =>
  Number((await app.db.client.changeset.findFirstOrThrow({ orderBy: { id: 'desc' } })).id)

async function setUp(app: App): Promise<Fixtures> {
  const admin = (await injectAs(app, 'admin', get('/api/v1/users/me'))).json().id as number
  const callers = {
    reader: await asRole(app, 'reader'),
    host: await asRole(app, 'host'),
    anonymous: await asRole(app, 'anonymous'),
  }
  // A token's first use stamps its lastUsedAt: use each once now, so no case's request changes a row.
  for (const caller of [callers.reader, callers.host]) await caller.inject(get('/api/v1/users/me'))
  const subject = 'kim-at-the-identity-provider'
  const kim = await injectAs(
    app,
    'admin',
    json('POST', '/api/v1/users', { name: 'Kim', role: 'reader', oidcSubject: subject }),
  )

  const show = await makeShow(app.db)
  const other = await makeShow(app.db)
  const body = weekly(show.id)
  const created = await injectAs(app, 'admin', post({ schedule: body }))
  const scheduleId = created.json().id as number
  const slots = await app.db.client.timeslot.findMany({ where: { scheduleId }, orderBy: { start: 'asc' } })
  const past = await insertSlot(app.db, { showId: show.id, scheduleId }, '2026-12-29 20:00:00', '2026-12-29 21:00:00')

  // An archived show whose schedule stays because it aired once (Monday 28 December 2026).
  const archived = await makeShow(app.db)
  const archivedBody = weekly(archived.id, { byWeekday: 0, firstDate: '2026-12-28', lastDate: '2027-03-01' })
  const archivedSchedule = await app.db.client.schedule.create({
    data: {
      showId: archived.id,
      ruleId: 4,
      byWeekday: 0,
      firstDate: new Date('2026-12-28T00:00:00Z'),
      lastDate: new Date('2027-03-01T00:00:00Z'),
      startTime: '20:00:00',
      endTime: '21:00:00',
    },
  })
  await insertSlot(
    app.db,
    { showId: archived.id, scheduleId: archivedSchedule.id },
    '2026-12-28 20:00:00',
    '2026-12-28 21:00:00',
  )
  const deleted = await injectAs(app, 'admin', del(`/api/v1/shows/${archived.id}?force=true`))
  const ended = await app.db.client.schedule.findUnique({ where: { id: archivedSchedule.id } })

  // A change to a show that a later change overtook, and a change to a timeslot that has aired.
  const first = await injectAs(app, 'admin', json('PATCH', `/api/v1/shows/${other.id}`, { description: 'first' }))
  const overtaken = await latestChange(app)
  const second = await injectAs(app, 'admin', json('PATCH', `/api/v1/shows/${other.id}`, { description: 'second' }))
  const memo = await injectAs(app, 'admin', json('PATCH', `/api/v1/timeslots/${past.id}`, { memo: 'aired as planned' }))
  const aired = await latestChange(app)

  const statuses = [kim, created, deleted, first, second, memo].map((res) => res.statusCode)
  if (statuses.join() !== '201,201,204,200,200,200' || slots.length !== 4 || ended === null) {
    throw new Error(`fixtures: ${statuses.join()} ${slots.length} ${JSON.stringify(ended)}`)
  }
  return {
    admin,
    callers,
    readerToken: (await app.db.client.apiToken.findFirstOrThrow({ where: { userId: callers.reader.userId! } })).id,
    subject,
    overtaken,
    aired,
    show,
    other,
    archived,
    schedule: { id: scheduleId, body },
    archivedSchedule: { id: archivedSchedule.id, body: archivedBody },
    futureSlot: slots[0]!.id,
    pastSlot: past.id,
    otherEpisode: (await makeEpisode(app.db, other.id)).id,
    episode: (await makeEpisode(app.db, show.id)).id,
  }
}

// Every table a request could write, in one round trip (a case takes two snapshots): the programme,
// and the users, tokens, owners, change log and idempotency keys beside it.
const TABLES = {
  shows: 'id',
  schedules: 'id',
  timeslots: 'id',
  episodes: 'id',
  users: 'id',
  api_tokens: 'id',
  show_owners: 'show_id, user_id',
  changesets: 'id',
  idempotency_keys: 'caller, key',
  webhook_endpoints: 'id',
  webhook_deliveries: 'id',
}
const EVERYTHING = `SELECT json_build_object(${Object.entries(TABLES)
  .map(([table, order]) => `'${table}', (SELECT coalesce(json_agg(t ORDER BY ${order}), '[]') FROM ${table} t)`)
  .join(', ')})::text AS state`

/** Every row of every table a request could change, for "changed nothing". */
async function everything(app: App): Promise<unknown> {
  const [{ state }] = await app.db.client.$queryRawUnsafe<[{ state: string }]>(EVERYTHING)
  return JSON.parse(state)
}

/** The header every answer of this status carries: the scheme to use, the methods there are, when to retry. */
const PROMISED_HEADER: Partial<Record<number, string>> = {
  401: 'www-authenticate',
  405: 'allow',
  429: 'retry-after',
  503: 'retry-after',
}

const coded = (cases: Case[]) => cases.map((c) => c.expect.code)

/** The statuses each route declares in the OpenAPI document, by `METHOD /path` in Fastify's spelling. */
function declaredStatuses(app: App): Map<string, Set<number>> {
  const doc = app.swagger() as unknown as {
    paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
  }
  const declared = new Map<string, Set<number>>()
  for (const [path, operations] of Object.entries(doc.paths)) {
    const route = path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')
    for (const [method, { responses }] of Object.entries(operations)) {
      declared.set(`${method.toUpperCase()} ${route}`, new Set(Object.keys(responses).map(Number)))
    }
  }
  return declared
}

/** The table names every route the app has, and every code a request can produce. */
function checkCompleteness(t: Test, app: App) {
  const routes = routesOf(app)
  t.ok(routes.includes('GET /api/v1/shows/:id'), `routes read from the app: ${routes.length}`)
  // Fastify answers HEAD for each GET with the GET handler; the GET row covers it (and is replayed as HEAD).
  const withoutRow = routes.filter(
    (route) => !(route in TABLE) && !(route.startsWith('HEAD ') && `GET ${route.slice(5)}` in TABLE),
  )
  t.same(withoutRow, [], 'every route has a row in TABLE')
  t.same(
    Object.keys(TABLE).filter((route) => !routes.includes(route)),
    [],
    'every row is a route',
  )

  const driven = new Set([...Object.values(TABLE).flatMap(coded), ...coded(UNROUTED)])
  const names = Object.keys(ERRORS) as ErrorName[]
  t.same(
    names.filter((name) => !driven.has(ERRORS[name].code) && NOT_DRIVEN[name] === undefined),
    [],
    'every code is driven by some row',
  )
  t.same(
    names.filter((name) => driven.has(ERRORS[name].code) && NOT_DRIVEN[name] !== undefined),
    [],
    'no exempt code is driven',
  )

  // Generated clients know only the statuses a route declares. Fastify's own body-parsing
  // refusals (413, 414, 415) can meet any route and are left out.
  const declared = declaredStatuses(app)
  const undeclared = Object.entries(TABLE).flatMap(([route, cases]) =>
    cases
      .filter(
        (c) => declared.has(route) && c.expect.code.startsWith('ONAIR_') && !declared.get(route)!.has(c.expect.status),
      )
      .map((c) => `${route} ${c.expect.status} ${c.expect.code}`),
  )
  t.same(undeclared, [], 'every status a route answers with an ONAIR_ code is in its OpenAPI responses')
}

for (const database of testDatabases()) {
  t.test(`every error path serialises on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database, as: 'admin' })
    if (database === 'embedded')
      await t.test('the table names every route and every code', async (t) => checkCompleteness(t, app))
    const fixtures = await setUp(app)
    // Fastify answers HEAD for a GET unless the route says otherwise (the event stream does).
    const heads = new Set(routesOf(app).filter((route) => route.startsWith('HEAD ')))
    let requests = 0

    async function check(t: Test, c: Case, method?: 'HEAD') {
      const options = { ...c.request(fixtures), ...(method === undefined ? {} : { method }) }
      const res = await (c.as === undefined ? injectAs(app, 'admin', options) : fixtures.callers[c.as].inject(options))
      requests += 1
      t.equal(res.statusCode, c.expect.status, `${options.method} ${options.url} (${c.why}) answers ${c.expect.status}`)
      const promised = PROMISED_HEADER[res.statusCode]
      if (promised !== undefined) t.ok(res.headers[promised], `with ${promised}`)
      if (method === 'HEAD') return
      const body = jsonOf(res.body) as { code?: string; fields?: Array<{ path: string }> }
      t.same(errorShapeProblems(res.statusCode, body), [], `the one error shape: ${res.body.slice(0, 300)}`)
      t.equal(body.code, c.expect.code)
      if (c.field !== undefined)
        t.ok(
          body.fields?.some((f) => f.path === c.field),
          `names ${c.field}`,
        )
    }

    async function run(t: Test, route: string, c: Case) {
      await c.prepare?.(app, fixtures)
      const before = await everything(app)
      const removeFault = c.fault === undefined ? undefined : await failTimeslotInserts(app.db, c.fault.sqlState)
      try {
        await check(t, c)
        if (heads.has(route.replace(/^GET /, 'HEAD '))) await check(t, c, 'HEAD')
      } finally {
        await removeFault?.()
      }
      t.same(await everything(app), before, 'changed nothing')
    }

    // Cases on a closed database come last: they close this app's database.
    const live = (cases: Case[]) => cases.filter((c) => !c.closedDatabase)
    for (const [route, cases] of Object.entries(TABLE)) {
      const all = [...live(cases), ...sharedCases(route)]
      if (all.length === 0) continue
      await t.test(route, async (t) => {
        for (const c of all) await run(t, route, c)
      })
    }
    await t.test('(no route)', async (t) => {
      for (const c of UNROUTED) await run(t, '(no route)', c)
    })
    await app.db.close()
    for (const [route, cases] of Object.entries(TABLE)) {
      const closed = cases.filter((c) => c.closedDatabase)
      if (closed.length > 0)
        await t.test(`${route} without a database`, async (t) => {
          for (const c of closed) await check(t, c)
        })
    }
    t.comment(`${requests} error requests on ${database}`)
  })
}
