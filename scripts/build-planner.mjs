// The planner's assets (planner/src, a browser app): one JavaScript and one CSS file, minified, named by a
// hash of their content so that the server can let browsers keep them for a year, each also
// precompressed (brotli and gzip) so that no request compresses them again. manifest.json names them for
// the page (src/http/planner/routes.ts). Everything is bundled: nothing is loaded from another origin.

import { readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { build, stop } from 'esbuild'

export async function buildPlanner(root) {
  const outdir = join(root, 'dist', 'planner')
  const result = await build({
    absWorkingDir: root,
    entryPoints: { planner: 'planner/src/main.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: ['chrome110', 'firefox115', 'safari16'],
    entryNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    outdir,
    metafile: true,
    legalComments: 'linked',
    logLevel: 'warning',
  }).finally(stop)
  const files = Object.keys(result.metafile.outputs).map((path) => join(root, path))
  const named = (ext) => basename(files.find((file) => file.endsWith(ext)) ?? '')
  for (const file of files) {
    const body = readFileSync(file)
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  }
  writeFileSync(join(outdir, 'manifest.json'), `${JSON.stringify({ script: named('.js'), style: named('.css') })}\n`)
}
