import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import ts from 'typescript'
import { planWeek } from './client/automation.ts'
import { documentUrl, generateClientTypes, typesUrl } from './client/generate.ts'
import { asRole, buildTestApp } from './helpers/app.ts'
import { testDatabases } from './helpers/databases.ts'

const scriptUrl = new URL('./client/automation.ts', import.meta.url)

t.test(
  'test/client/onair.d.ts is generated from the committed document (run `npm run openapi` when this fails)',
  async (t) => {
    t.equal(await generateClientTypes(await readFile(documentUrl, 'utf8')), await readFile(typesUrl, 'utf8'))
  },
)

t.test('a script written against the generated client needs no casts and type-checks on its own', async (t) => {
  const code = (await readFile(scriptUrl, 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
  t.notMatch(code, /\bas\s+(?!const\b)[\w{[]/, 'no `as` casts')
  t.notMatch(code, /[\w)\]]!(?:\.|\)|\[|;|,|\s)/, 'no non-null assertions')
  t.notMatch(code, /\bany\b|@ts-/, 'no any, no @ts- comments')

  // Its own small project (test/client/tsconfig.json): the generated types, openapi-fetch and the script.
  const configPath = fileURLToPath(new URL('./client/tsconfig.json', import.meta.url))
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )
  if (config === undefined) throw new Error(`cannot read ${configPath}`)
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options })
  const diagnostics = ts
    .getPreEmitDiagnostics(program)
    .map((d) =>
      ts.formatDiagnostic(d, { getCanonicalFileName: (f) => f, getCurrentDirectory: () => '', getNewLine: () => '\n' }),
    )
  t.same(diagnostics, [], 'tsc: no errors')
})

for (const database of testDatabases()) {
  t.test(
    `the script runs against the app on ${database}: shows, a schedule, the 409, the answer sent back, the week`,
    async (t) => {
      const app = await buildTestApp(t, { database })
      const { token } = await asRole(app, 'programme-manager')
      if (token === null) throw new Error('a programme manager has a token')
      await app.listen({ port: 0, host: '127.0.0.1' })
      const address = app.server.address()
      if (address === null || typeof address === 'string') throw new Error('no port')

      const result = await planWeek(`http://127.0.0.1:${address.port}`, token)
      t.equal(result.collisions.length, 4, 'every Tuesday of the new schedule collides with Jazz Night')
      t.same(new Set(result.collisions.map((c) => c.with)), new Set(['Jazz Night']))
      t.same(
        new Set(Object.values(result.solutions)),
        new Set(['theirs-start']),
        'theirs-start was offered and chosen for each',
      )
      t.match(result.schedule, { startTime: '20:30:00', endTime: '21:30:00' })
      t.same(result.programme, [
        '2027-01-05 20:00:00 2027-01-05 21:00:00 Jazz Night',
        '2027-01-05 21:00:00 2027-01-05 21:30:00 Night Talk',
      ])
    },
  )
}
