import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import t from 'tap'
import type { App } from '../../src/app.ts'
import { buildTestApp, injectAs } from '../helpers/app.ts'
import { testDatabases } from '../helpers/databases.ts'
import { errorShapeProblems, jsonOf } from '../helpers/error-shape.ts'
import { makeEpisode, makeShow } from '../helpers/factories.ts'
import {
  bodyText,
  contentType,
  encodeQuery,
  extraHeaders,
  idText,
  nastyText,
  queryValue,
  validWindow,
} from '../helpers/fuzz.ts'
import { routesOf } from '../helpers/routes.ts'
import { weekly } from '../helpers/schedules.ts'

/**
 * Every route, fed generated paths, query strings, bodies and headers: no answer is a 5xx, and every
 * 4xx is the one error shape (or, for a schedule write, the contract's collision answer). FUZZ_RUNS
 * sets the requests per database (default 400, spread over the routes); FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 400)
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/**
 * An event stream answers for as long as the client listens, so an injected request to it never ends;
 * test/http/changes/change-stream.test.ts drives its inputs over a real connection instead.
 */
const NOT_FUZZED = new Set([
  'GET /api/v1/changes/stream',
  'HEAD /api/v1/changes/stream',
  'GET /api/v1/air/stream',
  'HEAD /api/v1/air/stream',
])

/** A long poll holds the request up to `wait` seconds: fuzzed with short waits, so the run stays short. */
const SHORT_WAIT = fc.constantFrom('0', '1', '-1', '61', 'soon')

type Json = Record<string, unknown>

interface Fixtures {
  ids: number[]
  templates: Record<string, Json>
}

async function setUp(app: App): Promise<Fixtures> {
  const show = await makeShow(app.db)
  const other = await makeShow(app.db)
  const schedule = {
    ...weekly(show.id),
    isRepetition: false,
    defaultMediaId: null,
    addDaysNo: null,
    addBusinessDaysOnly: false,
    anchorDate: null,
    exceptions: ['2027-02-16'],
    dryrun: false,
  }
  const created = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/schedules/',
    payload: { schedule },
  })
  if (created.statusCode !== 201) throw new Error(`fixture schedule: ${created.body}`)
  const episode = await makeEpisode(app.db, show.id)
  const ids = [
    show.id,
    other.id,
    created.json().id as number,
    episode.id,
    ...(await app.db.client.timeslot.findMany()).map((row) => row.id),
  ]
  const fresh = { ...schedule, show: other.id, startTime: '06:00:00', endTime: '07:00:00' }
  return {
    ids: [...new Set(ids)],
    templates: {
      'POST /api/v1/shows': { name: 'Fuzz', slug: 'fuzz', description: '', isActive: true, defaultMediaId: 3 },
      'PATCH /api/v1/shows/:id': {
        name: 'Renamed',
        slug: 'renamed',
        description: 'd',
        isActive: false,
        defaultMediaId: null,
      },
      'POST /api/v1/schedules': { schedule: fresh },
      'PUT /api/v1/schedules/:id': { schedule: { ...schedule, lastDate: '2027-03-30' } },
      'PATCH /api/v1/timeslots/:id': { mediaId: 5, episodeId: episode.id, memo: 'live' },
      'POST /api/v1/episodes': { showId: show.id, title: 'Pilot', summary: '' },
      'PATCH /api/v1/episodes/:id': { title: 'Pilot', summary: 'first' },
    },
  }
}

/** Query parameters of each route as the OpenAPI document declares them: name → JSON-schema type. */
function queryParameters(app: App): Map<string, Array<{ name: string; type: string | undefined }>> {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<string, { parameters?: Array<{ in: string; name: string; schema?: { type?: string } }> }>
    >
  }
  const byRoute = new Map<string, Array<{ name: string; type: string | undefined }>>()
  for (const [path, operations] of Object.entries(doc.paths)) {
    const route = path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')
    for (const [method, operation] of Object.entries(operations)) {
      const query = (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, type: p.schema?.type }))
      byRoute.set(`${method.toUpperCase()} ${route}`, query)
    }
  }
  return byRoute
}

function requestsFor(
  route: string,
  fixtures: Fixtures,
  query: Array<{ name: string; type: string | undefined }>,
): fc.Arbitrary<InjectOptions> {
  const [method, path] = route.split(' ') as [string, string]
  const pathArb = fc
    .record({ id: idText(fixtures.ids), rest: nastyText, raw: fc.boolean() })
    .map(({ id, rest, raw }) =>
      path
        .replace(':id', raw ? id.replace(/[#?\s]/g, '') : encodeURIComponent(id))
        .replace('*', encodeURIComponent(rest)),
    )
  const hasWindow = query.some((q) => q.name === 'start')
  const declared = fc.tuple(
    ...query.map((q) =>
      fc.option(
        fc.tuple(fc.constant(q.name), q.name === 'wait' ? SHORT_WAIT : queryValue(q.type, fixtures.ids), fc.boolean()),
        { freq: 3, nil: undefined },
      ),
    ),
  )
  const junkPair = fc.tuple(
    fc.oneof(nastyText, fc.constantFrom(...query.map((q) => q.name), 'limit')),
    nastyText,
    fc.boolean(),
  )
  // Rarely: an unknown or repeated parameter stops a request at the schema, so most requests go deeper.
  const junk = fc.oneof(
    { weight: 4, arbitrary: fc.constant([]) },
    { weight: 1, arbitrary: fc.array(junkPair, { minLength: 1, maxLength: 2 }) },
  )
  const window = hasWindow ? fc.option(validWindow, { nil: undefined }) : fc.constant(undefined)
  const queryArb = fc.record({ declared, junk, window }).map(({ declared, junk, window }) => {
    const pairs = declared.filter((pair) => pair !== undefined).map(([name, value, raw]) => [name, value, raw] as const)
    const all =
      window === undefined
        ? pairs
        : [
            ...pairs.filter(([name]) => name !== 'start' && name !== 'end'),
            ['start', window[0], false] as const,
            ['end', window[1], false] as const,
          ]
    return encodeQuery([...all, ...junk])
  })
  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)
  const body = withBody
    ? fc.record({ text: bodyText(fixtures.templates[route]), type: contentType })
    : fc.constant(undefined)
  return fc
    .record({ path: pathArb, query: queryArb, body, headers: extraHeaders })
    .map(({ path, query, body, headers }) => {
      const all = { ...headers, ...(body?.type === undefined ? {} : { 'content-type': body.type }) }
      const options: InjectOptions = {
        method: method as InjectOptions['method'],
        url: query === '' ? path : `${path}?${query}`,
        headers: all,
      }
      if (body?.text !== undefined && !(method === 'DELETE' && body.type === undefined)) options.payload = body.text
      return options
    })
}

/** What is wrong with an answer, or []: a 5xx, or a 4xx that is neither the error shape nor a collision answer. */
function answerProblems(route: string, status: number, text: string): string[] {
  if (status >= 500) return [`answered ${status}`]
  if (status < 400 || route.startsWith('HEAD ')) return []
  const body = jsonOf(text) as Json
  const scheduleWrite = route === 'POST /api/v1/schedules' || route === 'PUT /api/v1/schedules/:id'
  if (status === 409 && scheduleWrite && Array.isArray(body.projected)) {
    const extra = Object.keys(body).filter(
      (key) => !['detail', 'projected', 'solutions', 'schedule', 'skipped'].includes(key),
    )
    return extra.length === 0 && typeof body.detail === 'string'
      ? []
      : [`collision answer with ${JSON.stringify(Object.keys(body))}`]
  }
  return errorShapeProblems(status, body)
}

for (const [index, database] of testDatabases().entries()) {
  // The seed is in the test's name, so any failure names it (a timeout or a crash outside fc.assert too).
  t.test(`fuzzing every route on ${database} (replay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS})`, async (t) => {
    // One seed replays both databases; each gets inputs of its own.
    const seed = SEED + index
    const app = await buildTestApp(t, { database })
    const fixtures = await setUp(app)
    const query = queryParameters(app)
    const routes = routesOf(app)
      .filter((route) => !NOT_FUZZED.has(route))
      .sort((a, b) => METHOD_ORDER.indexOf(a.split(' ')[0]!) - METHOD_ORDER.indexOf(b.split(' ')[0]!))
    const perRoute = Math.max(1, Math.ceil(RUNS / routes.length))
    const statuses: Record<number, number> = {}
    let requests = 0
    t.comment(
      `seed ${seed}, ${perRoute} runs on each of ${routes.length} routes (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} replays)`,
    )

    for (const route of routes) {
      const lookup = route.replace(/^HEAD /, 'GET ')
      const arbitrary = requestsFor(route, fixtures, query.get(lookup) ?? [])
      let firstFailure = ''
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (request) => {
            const res = await injectAs(app, 'programme-manager', request)
            requests += 1
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
            const problems = answerProblems(route, res.statusCode, res.body)
            if (problems.length > 0) {
              const failure = `${problems.join('; ')}: ${res.statusCode} ${res.body.slice(0, 300)}`
              firstFailure ||= `${failure} for ${JSON.stringify(request).slice(0, 600)}`
              throw new Error(failure)
            }
          }),
          { seed, numRuns: perRoute },
        )
        t.pass(route)
      } catch (error) {
        // fast-check's message carries the seed and path to replay it, then the shrunk request and what failed.
        const message = (error as Error).message
        const shrunk = message.slice(message.indexOf('Counterexample'), message.indexOf('Counterexample') + 800)
        t.fail(
          `${route} (replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}): ${message.split('\n')[0]}\n${shrunk}\nfirst seen: ${firstFailure}`,
        )
      }
    }
    t.ok(
      requests >= routes.length * perRoute,
      `${requests} requests on ${database}, answers by status ${JSON.stringify(statuses)}`,
    )
  })
}
