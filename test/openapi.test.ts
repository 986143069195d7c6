import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import SwaggerParser from '@apidevtools/swagger-parser'
import { createConfig, lint } from '@redocly/openapi-core'
import { Ajv } from 'ajv'
import addFormatsModule from 'ajv-formats'
import t from 'tap'
import { SOLUTIONS } from '../src/domain/types.ts'
import { buildTestApp, injectAs } from './helpers/app.ts'
import { testDatabases } from './helpers/databases.ts'
import { makeShow } from './helpers/factories.ts'

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv
const documentUrl = new URL('../openapi/openapi.json', import.meta.url)

type Schema = { [key: string]: unknown }
interface Operation {
  summary?: string
  parameters?: Array<{ name: string; in: string; example?: unknown; schema: Schema }>
  requestBody?: { content: Record<string, { schema: Schema; examples?: Record<string, { value: unknown }> }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>
}
interface Document {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, Schema> }
}

const committed = async (): Promise<Document> => JSON.parse(await readFile(documentUrl, 'utf8'))
const operations = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  )

t.test('openapi/openapi.json is what the routes declare (run `npm run openapi` when this fails)', async (t) => {
  const app = await buildTestApp(t)
  const current = JSON.parse(JSON.stringify(app.swagger()))
  t.same(current, await committed())
  const served = await injectAs(app, 'programme-manager', { url: '/openapi.json' })
  t.same(served.json(), current, 'the served document is the same')
})

t.test('the committed document passes swagger-parser and Redocly recommended', async (t) => {
  // swagger-parser dereferences in place: give it a copy.
  await t.resolves(
    SwaggerParser.validate(structuredClone(await committed()) as never),
    'swagger-parser: valid OpenAPI 3.0',
  )
  const problems = await lint({
    ref: fileURLToPath(documentUrl),
    config: await createConfig({ extends: ['recommended'] }),
  })
  const shown = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`)
  t.same(
    shown.filter((line) => line.startsWith('error')),
    [],
    'no Redocly errors',
  )
  // The probes answer 200 or 503 and nothing else: a 4xx would be a lie.
  t.same(
    problems.filter((p) => p.severity === 'warn').map((p) => `${p.ruleId} ${p.location[0]?.pointer}`),
    ['operation-4xx-response #/paths/~1health/get/responses', 'operation-4xx-response #/paths/~1ready/get/responses'],
    'the only warnings: the health probes have no 4xx',
  )
})

t.test('clients get one path per resource, named models, one error shape, described answers', async (t) => {
  const doc = await committed()
  t.same(
    Object.keys(doc.paths).filter((path) => path.endsWith('/')),
    [],
    'no path is spelled with a trailing slash',
  )
  for (const name of [
    'Show',
    'Schedule',
    'ScheduleInput',
    'ScheduleRequest',
    'Timeslot',
    'Episode',
    'ProjectedTimeslot',
    'Collision',
    'Conflict',
    'DryRun',
    'Error',
    'Solution',
    'User',
    'Token',
    'Changeset',
    'Station',
    'PlayoutItem',
  ]) {
    t.ok(doc.components.schemas[name], `components.schemas.${name}`)
  }
  const solution = doc.components.schemas.Solution as {
    enum: string[]
    description: string
    'x-enumDescriptions': Record<string, string>
  }
  t.same(solution.enum, [...SOLUTIONS])
  t.same(Object.keys(solution['x-enumDescriptions']), [...SOLUTIONS], 'every solution described')
  for (const value of SOLUTIONS) t.match(solution.description, `\`${value}\`: `, `the description lists ${value}`)
  t.match(solution.description, 'docs/solutions.md')
  const pictures = await readFile(new URL('../docs/solutions.md', import.meta.url), 'utf8')
  for (const value of SOLUTIONS) {
    const section = pictures.split(/^### /m).find((part) => part.startsWith(`\`${value}\``)) ?? ''
    t.match(section, /```\nbefore[^`]*\nafter[^`]*```/, `docs/solutions.md pictures ${value} before and after`)
  }

  const text = JSON.stringify(doc)
  t.notMatch(text, '"enum":[null]', 'nullable fields are { type, nullable: true }, not a null-only schema')
  t.notMatch(text, 'Default Response')
  const problems: string[] = []
  for (const { route, operation } of operations(doc)) {
    if (!operation.summary) problems.push(`${route}: no summary`)
    for (const [status, response] of Object.entries(operation.responses)) {
      if (Number(status) < 400) continue
      const schema = response.content?.['application/json']?.schema
      const refs = [schema?.$ref, ...((schema?.anyOf as Schema[] | undefined) ?? []).map((member) => member.$ref)]
      if (!refs.includes('#/components/schemas/Error')) problems.push(`${route} ${status}: not the Error component`)
    }
  }
  t.same(problems, [])
})

t.test('every example in the document is valid for its schema (what Swagger UI sends on "Try it out")', async (t) => {
  const doc = await committed()
  // Ajv knows OpenAPI 3.0's `nullable`; `example` and `x-…` are annotations.
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }))
  ajv.addSchema(doc, 'doc')
  const check = (what: string, schema: Schema, example: unknown) => {
    const validate = ajv.compile(schema)
    t.ok(validate(example), `${what}: ${ajv.errorsText(validate.errors)}`)
  }
  const resolve = (schema: Schema) =>
    JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"doc#/components/schemas/')) as Schema
  for (const [name, schema] of Object.entries(doc.components.schemas)) {
    if ('example' in schema) check(`components.schemas.${name}`, resolve(schema), schema.example)
  }
  for (const { route, operation } of operations(doc)) {
    for (const parameter of operation.parameters ?? []) {
      if ('example' in parameter) check(`${route} ${parameter.name}`, resolve(parameter.schema), parameter.example)
    }
  }
  const listTimeslots = doc.paths['/api/v1/timeslots']!.get!.parameters!
  const example = (name: string) => listTimeslots.find((p) => p.name === name)?.example
  t.ok(String(example('start')) < String(example('end')), 'the window examples are a real window (start before end)')
  t.equal(example('showIds'), undefined, 'no show ids are filled in for a fresh database')
  const body = doc.components.schemas.ScheduleRequest!.example as Record<string, unknown>
  t.same(
    Object.keys(body),
    ['schedule'],
    'Try it out on POST /api/v1/schedules sends no solutions (they would be a count mismatch)',
  )
})

t.test('the examples work on a fresh database: show 1, then the example schedule, then its week', async (t) => {
  const doc = await committed()
  const app = await buildTestApp(t)
  const show = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/shows',
    payload: doc.components.schemas.ShowCreate!.example as object,
  })
  t.equal(show.json().id, 1, "the first show is the example schedule's show 1")
  const created = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/schedules',
    payload: doc.components.schemas.ScheduleRequest!.example as object,
  })
  t.equal(created.statusCode, 201, created.body.slice(0, 300))
  const query = Object.fromEntries(
    doc.paths['/api/v1/timeslots']!.get!.parameters!.filter((p) => p.example !== undefined).map((p) => [
      p.name,
      String(p.example),
    ]),
  )
  const week = await injectAs(app, 'programme-manager', { url: '/api/v1/timeslots', query })
  t.equal(week.statusCode, 200, week.body.slice(0, 300))
  t.equal(week.json().items.length, 1, 'the example window holds the example Tuesday')
  const moved = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/schedules/1/move',
    payload: doc.components.schemas.ScheduleMoveRequest!.example as object,
  })
  t.equal(moved.statusCode, 201, `the move example moves the example schedule: ${moved.body.slice(0, 300)}`)
  const one = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/timeslots/1/move',
    payload: doc.components.schemas.TimeslotMoveRequest!.example as object,
  })
  t.equal(one.statusCode, 200, `the single move example moves the example's first Tuesday: ${one.body.slice(0, 300)}`)
  const season = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/seasons',
    payload: doc.components.schemas.SeasonInput!.example as object,
  })
  t.equal(season.statusCode, 201, `the season example creates season 1: ${season.body.slice(0, 300)}`)
  const removed = await injectAs(app, 'programme-manager', { method: 'DELETE', url: '/api/v1/seasons/1' })
  t.equal(removed.statusCode, 200, removed.body.slice(0, 300))
  const examples = doc.paths['/api/v1/schedules']!.post!.requestBody!.content['application/json']!.examples!
  const openEnded = await injectAs(app, 'programme-manager', {
    method: 'POST',
    url: '/api/v1/schedules',
    payload: examples.openEnded!.value as object,
  })
  t.equal(openEnded.statusCode, 201, `the open-ended example creates its schedule: ${openEnded.body.slice(0, 300)}`)
  t.equal(openEnded.json().lastDate, null, 'lastDate null: open-ended')
})

for (const database of testDatabases()) {
  t.test(`the contract's trailing slash still works where the document leaves it out on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db)
    const schedule = {
      show: show.id,
      rrule: 4,
      byWeekday: 1,
      firstDate: '2027-01-05',
      lastDate: '2027-01-26',
      startTime: '20:00:00',
      endTime: '21:00:00',
    }
    for (const url of ['/api/v1/schedules/', '/api/v1/schedules']) {
      const dry = await injectAs(app, 'programme-manager', {
        method: 'POST',
        url,
        payload: { schedule: { ...schedule, dryrun: true } },
      })
      t.equal(dry.statusCode, 202, `POST ${url}`)
    }
    const created = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/schedules/',
      payload: { schedule },
    })
    t.equal(created.statusCode, 201)
    const id = created.json().id as number
    for (const [url, lastDate] of [
      [`/api/v1/schedules/${id}/`, '2027-01-19'],
      [`/api/v1/schedules/${id}`, '2027-01-12'],
    ] as const) {
      const updated = await injectAs(app, 'programme-manager', {
        method: 'PUT',
        url,
        payload: { schedule: { ...schedule, lastDate } },
      })
      t.equal(updated.statusCode, 200, `PUT ${url}`)
      t.equal(updated.json().lastDate, lastDate)
    }
  })

  t.test(`nullable fields take null in requests and give null in answers on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/shows',
      payload: { name: 'Null Hour', defaultMediaId: null },
    })
    t.equal(show.statusCode, 201)
    t.equal(show.json().deletedAt, null)
    const schedule = {
      show: show.json().id,
      rrule: 1,
      byWeekday: null,
      firstDate: '2027-01-05',
      lastDate: null,
      startTime: '20:00:00',
      endTime: '21:00:00',
      addDaysNo: null,
      anchorDate: null,
      defaultMediaId: null,
    }
    const created = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/schedules',
      payload: { schedule },
    })
    t.equal(created.statusCode, 201, created.body.slice(0, 300))
    t.match(created.json(), { byWeekday: null, addDaysNo: null, defaultMediaId: null })
    const refused = await injectAs(app, 'programme-manager', {
      method: 'POST',
      url: '/api/v1/schedules',
      payload: { schedule: { ...schedule, addDaysNo: 'none' } },
    })
    t.equal(refused.statusCode, 400, 'a nullable integer still refuses a string')
  })
}
