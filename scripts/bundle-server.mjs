// The server as `npm start` and the image run it: src/server.ts and everything it imports, our modules and
// the pure-JavaScript packages (Fastify, TypeBox, date-fns...), in a few files in dist/ instead of
// hundreds of modules. Loading those modules one by one was the largest part of a start (docs/performance.md).
// tsc's output stays beside it for the bins (dist/bin/) and nothing imports from the bundle.

import { readFileSync } from 'node:fs'
import { build, stop } from 'esbuild'

// Packages that find files beside their own modules at run time (PGlite's WebAssembly, Prisma's query
// compiler, Swagger UI's pages, a package.json), or that esbuild cannot follow (jsonc-parser's UMD build
// requires its parts by computed names): loaded from node_modules as before.
const external = [
  '@electric-sql/pglite',
  '@prisma/client',
  '@prisma/adapter-pg',
  'pglite-prisma-adapter',
  'pg',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'jsonc-parser',
]

// A bundled module that looks for a file beside itself would find dist/ instead: only pino's
// transports do (these two modules), and onair starts none (its logger writes to stdout in this thread).
const SELF_LOCATING =
  /\b__dirname\b|\b__filename\b|import\.meta\.(?:url|dirname|filename|resolve)\b|\brequire\.resolve\b/
const KNOWN_SELF_LOCATING = ['node_modules/pino/lib/transport.js', 'node_modules/thread-stream/index.js']

export async function bundleServer(root) {
  // esbuild's service process would otherwise live as long as the server `npm start` runs after a build.
  const result = await build({
    absWorkingDir: root,
    entryPoints: { server: 'src/server.ts' },
    outdir: 'dist',
    // Its dynamic imports stay lazy: each is a chunk beside server.js, so every chunk is one folder below
    // the package root, as src/locations.ts expects.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    // Bundled CommonJS packages require Node's own modules.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'warning',
  }).finally(stop)
  const selfLocating = Object.keys(result.metafile.inputs).filter(
    (input) =>
      input.includes('node_modules/') &&
      !KNOWN_SELF_LOCATING.some((known) => input.endsWith(known)) &&
      SELF_LOCATING.test(readFileSync(`${root}/${input}`, 'utf8')),
  )
  if (selfLocating.length > 0) {
    throw new Error(
      `these bundled modules look for files beside themselves; add their package to external in scripts/bundle-server.mjs:\n  ${selfLocating.join('\n  ')}`,
    )
  }
}
