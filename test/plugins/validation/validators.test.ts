/**
 * Validation stops early on hostile input (issue 35): a body of many values is told its first problem
 * only, and no answer names more than a few fields; a person's small body still hears of all its mistakes.
 */
import t from 'tap'
import { MAX_FIELDS_SHOWN } from '../../../src/plugins/validation/validation-errors.ts'
import { ALL_ERRORS_MAX_VALUES, validatorCompiler } from '../../../src/plugins/validation/validators.ts'
import { buildTestApp, injectAs, TEST_NOW } from '../../helpers/app.ts'
import { testDatabases } from '../../helpers/databases.ts'
import { makeSchedule, makeShow, makeTimeslot } from '../../helpers/factories.ts'

for (const database of testDatabases()) {
  t.test(`validation reports a bounded number of problems on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const post = (payload: unknown) =>
      injectAs(app, 'programme-manager', { method: 'POST', url: '/api/v1/shows', payload: payload as object })
    const showsBefore = (await app.inject({ url: '/api/v1/shows' })).json()

    const two = await post({ name: 5, isActive: 'yes' })
    t.equal(two.statusCode, 400)
    t.equal(two.json().fields.length, 2, 'a small body hears of both its mistakes')

    const unknown = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`field${i}`, i]))
    const many = await post({ name: 'Jazz', ...unknown })
    t.equal(many.statusCode, 400)
    t.equal(many.json().fields.length, MAX_FIELDS_SHOWN, `at most ${MAX_FIELDS_SHOWN} fields are named`)
    t.match(many.json().message, /and 20 more problems/, 'and the message says how many more')

    const hostile = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, 1]))
    t.ok(Object.keys(hostile).length > ALL_ERRORS_MAX_VALUES)
    const huge = await post({ name: 'Jazz', ...hostile })
    t.equal(huge.statusCode, 400)
    t.equal(huge.json().fields.length, 1, 'a body of many values is told its first problem only')
    t.ok(huge.body.length < 1_000, `in a small answer (${huge.body.length} bytes)`)

    t.same((await app.inject({ url: '/api/v1/shows' })).json(), showsBefore, 'nothing was written')
  })
}

for (const database of testDatabases()) {
  t.test(`an unpaired surrogate is a 400 naming the field, not a 500, on ${database}`, async (t) => {
    const app = await buildTestApp(t, { database })
    const show = await makeShow(app.db, { name: 'Night Shift' })
    const schedule = await makeSchedule(app.db, show.id)
    const later = await makeTimeslot(
      app.db,
      { showId: show.id, scheduleId: schedule.id },
      TEST_NOW + 3_600_000,
      TEST_NOW + 7_200_000,
    )
    const changesBefore = await app.db.client.changeset.count()
    const as = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      injectAs(app, 'programme-manager', { method, url, payload })
    for (const [what, res, path] of [
      ['a show name', await as('POST', '/api/v1/shows', { name: 'Jazz \ud800' }), 'body/name'],
      [
        'an episode title',
        await as('POST', '/api/v1/episodes', { showId: show.id, title: '\udc00 live' }),
        'body/title',
      ],
      ['a memo', await as('PATCH', `/api/v1/timeslots/${later.id}`, { memo: 'guest \ud83d' }), 'body/memo'],
      ['a key', await as('POST', '/api/v1/shows', { name: 'Jazz', '\ud800': 1 }), 'body/\ud800'],
    ] as const) {
      t.equal(res.statusCode, 400, what)
      t.match(res.json(), { code: 'ONAIR_VALIDATION_FAILED', fields: [{ path }] }, `${what}: names the field`)
      if (what !== 'a key')
        t.match(res.json().fields[0].message, /unpaired UTF-16 surrogate/, `${what}: says what is wrong`)
    }
    const paired = await as('POST', '/api/v1/shows', { name: 'Jazz \ud83c\udfb7' })
    t.equal(paired.statusCode, 201, 'a whole character outside the BMP (a pair) is fine')
    t.equal(paired.json().name, 'Jazz 🎷')
    t.equal(await app.db.client.changeset.count(), changesBefore + 1, 'the refusals wrote nothing')
  })
}

t.test('validators no request has needed are compiled once the service is idle, each once', async (t) => {
  const compiler = validatorCompiler()
  const schema = (name: string) => ({
    schema: { type: 'object', properties: { [name]: { type: 'string' } }, additionalProperties: false },
    httpPart: 'body',
    method: 'POST',
    url: `/${name}`,
  })
  const used = compiler(schema('used')) as (data: unknown) => boolean
  const idle = compiler(schema('idle')) as ((data: unknown) => boolean) & { errors?: unknown }
  t.equal(used({ used: 'yes' }), true, 'a request compiles its route on first use')
  t.equal(await compiler.compileRest(), 1, 'the rest: the one route no request reached')
  t.equal(await compiler.compileRest(), 0, 'and nothing twice')
  t.equal(idle({ idle: 5 }), false, 'the compiled validator checks as before')
  t.ok(idle.errors, 'with its errors')
})
