/**
 * The server that `npm start` and the image run is a bundle (scripts/bundle-server.mjs): what it still
 * imports at run time must be installed in production (a dependency, not a dev dependency, or Node's
 * own), and the packages that made a start slow to load must be inside it, not imported one module at
 * a time. The process tests start this bundle; this file checks what it is made of.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { join } from 'node:path'
import t from 'tap'
import { ensureBuilt, ROOT } from './support/server-process.ts'

ensureBuilt()
const dist = join(ROOT, 'dist')
const files = readdirSync(dist).filter((name) => name === 'server.js' || /^chunk-.*\.js$/.test(name))
const { dependencies } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>
}

/** The packages the bundle imports or requires by a literal name at run time (Node's own left out). */
function importedPackages(): Map<string, string> {
  const found = new Map<string, string>()
  // `from "x"`, `import "x"`, `import("x")`, and `require("x")` or esbuild's `__require("x")` of bundled CommonJS.
  const specifier =
    /(?:\bfrom\s*|\bimport\s*\(?\s*|(?<![\w$])(?:__)?require\s*\(\s*)"((?:@[a-z0-9._-]+\/)?[a-z0-9][a-z0-9._-]*)(?:\/[^"]*)?"/g
  for (const file of files) {
    for (const match of readFileSync(join(dist, file), 'utf8').matchAll(specifier)) {
      const name = match[1]!
      if (!isBuiltin(name)) found.set(name, file)
    }
  }
  return found
}

t.test('the bundle is what dist/server.js is, with its chunks', async (t) => {
  t.ok(files.includes('server.js'), 'dist/server.js')
  t.ok(
    files.some((name) => name.startsWith('chunk-')),
    'chunks beside it, for its lazy imports',
  )
})

t.test('every package the bundle imports at run time is a production dependency', async (t) => {
  const imported = importedPackages()
  t.ok(imported.size > 0, 'the bundle imports some packages (PGlite, Prisma...)')
  for (const [name, file] of imported)
    t.ok(name in dependencies, `${name} (imported by dist/${file}) is in package.json's dependencies`)
})

t.test('the packages that made a start slow are inside the bundle', async (t) => {
  const imported = importedPackages()
  for (const name of ['fastify', 'typebox', 'date-fns', '@fastify/type-provider-typebox', 'pino']) {
    t.notOk(imported.has(name), `${name} is bundled, not imported from node_modules`)
  }
})
