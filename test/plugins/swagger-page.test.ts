/**
 * The document Swagger UI reads (/openapi.json, as served) reads right: no line twice, each parameter
 * describing itself, every request body with an example that its schema accepts, the solutions'
 * page linked and served, and a 409 resolvable with the page's own examples.
 */
import { Ajv } from 'ajv'
import addFormatsModule from 'ajv-formats'
import t from 'tap'
import { buildTestApp, injectAs } from '../helpers/app.ts'
import { makeSchedule, makeShow } from '../helpers/factories.ts'
import { insertSlot } from '../helpers/schedules.ts'

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv

interface Operation {
  description?: string
  parameters?: Array<{ name: string; in: string; description?: string; schema?: { description?: string } }>
  requestBody?: {
    content: Record<
      string,
      { schema: { $ref?: string }; example?: unknown; examples?: Record<string, { value: unknown }> }
    >
  }
}
type Document = {
  paths: Record<string, Record<string, Operation>>
  components: { schemas: Record<string, { example?: unknown; description?: string }> }
}

t.test('the served OpenAPI document', async (t) => {
  const app = await buildTestApp(t)
  const res = await injectAs(app, 'programme-manager', { url: '/openapi.json' })
  t.equal(res.statusCode, 200)
  const document = res.json() as Document
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })),
  )

  t.test('no description says a line twice', async (t) => {
    for (const { name, op } of operations) {
      const lines = (op.description ?? '').split('\n').filter((line) => line.trim() !== '')
      const twice = lines.filter((line, i) => lines.indexOf(line) !== i)
      t.same(twice, [], `${name}: ${twice[0] ?? 'each line once'}`)
    }
  })

  t.test('a parameter’s description names no other parameter', async (t) => {
    for (const { name, op } of operations) {
      for (const parameter of op.parameters ?? []) {
        const text = parameter.description ?? parameter.schema?.description ?? ''
        const named = [...text.matchAll(/\b(\w+)=/g)].map((match) => match[1])
        t.ok(
          named.every((other) => other === parameter.name),
          `${name} ${parameter.name}: ${text}`,
        )
      }
    }
  })

  t.test('every request body has an example its schema accepts', async (t) => {
    const ajv = addFormats(new Ajv({ strict: false, allErrors: true }))
    ajv.addSchema({ components: document.components }, 'doc')
    for (const { name, op } of operations) {
      const media = op.requestBody?.content['application/json']
      if (media === undefined) continue
      const ref = media.schema.$ref
      t.ok(ref, `${name}: a named body schema`)
      const component = document.components.schemas[ref!.split('/').pop()!]
      const examples = [
        ...(media.example === undefined ? [] : [media.example]),
        ...Object.values(media.examples ?? {}).map((example) => example.value),
        ...(component?.example === undefined ? [] : [component.example]),
      ]
      t.ok(examples.length > 0, `${name}: has an example`)
      const validate = ajv.compile({ $ref: `doc${ref}` })
      for (const example of examples)
        t.ok(validate(example), `${name}: ${JSON.stringify(example)} ${ajv.errorsText(validate.errors)}`)
    }
  })

  t.test('the Solution model links its pictures, and the page is served', async (t) => {
    t.match(document.components.schemas.Solution?.description, '[docs/solutions.md](/docs/solutions.md)')
    const page = await injectAs(app, 'programme-manager', { url: '/docs/solutions.md', headers: { authorization: '' } })
    t.equal(page.statusCode, 200)
    t.match(page.body, /ours-end/)
  })

  t.test("a 409 is resolved with the page's own examples", async (t) => {
    const examples = document.paths['/api/v1/schedules']!.post!.requestBody!.content['application/json']!.examples!
    const show = await makeShow(app.db, { name: 'Example Show' })
    t.equal(show.id, 1, 'the examples name show 1')
    const other = await makeShow(app.db, { name: 'Night Talk' })
    await insertSlot(
      app.db,
      { showId: other.id, scheduleId: (await makeSchedule(app.db, other.id)).id },
      '2027-01-05 20:30:00',
      '2027-01-05 22:00:00',
    )
    const send = (payload: unknown) =>
      injectAs(app, 'programme-manager', {
        method: 'POST',
        url: '/api/v1/schedules',
        payload: payload as Record<string, unknown>,
      })
    const conflict = await send(examples.create!.value)
    t.equal(conflict.statusCode, 409)
    t.same(
      Object.keys((examples.resolve!.value as { solutions: object }).solutions),
      [conflict.json().projected[0].hash],
      'the example names the hash of the 409',
    )
    t.equal((await send(examples.preview!.value)).statusCode, 202)
    const resolved = await send(examples.resolve!.value)
    t.equal(resolved.statusCode, 201, resolved.body)
  })
})
