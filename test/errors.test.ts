import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { ERRORS, SCHEDULE_PROBLEM_ERRORS } from '../src/errors.ts'

const SRC = fileURLToPath(new URL('../src', import.meta.url))
const REGISTRY = 'errors.ts'
// Prisma's generated client is not ours and is not in git.
const SKIPPED_DIRS = new Set(['db/generated'])
const CODE = /ONAIR_[A-Z_]+/g

async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(relative(SRC, path))) files.push(...(await sourceFiles(path)))
    } else {
      files.push(path)
    }
  }
  return files
}

/** `file:line CODE` for every error code written in the text. */
function codesWritten(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => [...line.matchAll(CODE)].map((m) => `${file}:${index + 1} ${m[0]}`))
}

t.test('the scanner sees a code however it is written', async (t) => {
  t.same(codesWritten('x.ts', "throw new AppError({ status: 404, code: 'ONAIR_SHOW_NOT_FOUND' }, 'gone')"), [
    'x.ts:1 ONAIR_SHOW_NOT_FOUND',
  ])
  t.same(codesWritten('x.ts', 'a\n`code ONAIR_X`'), ['x.ts:2 ONAIR_X'])
  t.same(codesWritten('x.ts', "description: 'ONAIR_* or FST_*'"), [], 'the family named in prose is no code')
})

t.test('no ONAIR_ code is written in src/ outside the registry', async (t) => {
  const files = await sourceFiles(SRC)
  t.ok(files.length > 30, `scanned ${files.length} files`)
  const outside: string[] = []
  for (const file of files) {
    const name = relative(SRC, file)
    if (name === REGISTRY) continue
    outside.push(...codesWritten(name, await readFile(file, 'utf8')))
  }
  t.same(outside, [], 'use ERRORS.<name>.code (or throw with ERRORS.<name>) instead')
})

t.test('every code is declared once, so one code has one status', async (t) => {
  const byCode = new Map<string, string[]>()
  for (const [name, definition] of Object.entries(ERRORS)) {
    byCode.set(definition.code, [...(byCode.get(definition.code) ?? []), `${name} (${definition.status})`])
  }
  const repeated = [...byCode]
    .filter(([, names]) => names.length > 1)
    .map(([code, names]) => `${code}: ${names.join(', ')}`)
  t.same(repeated, [])
})

t.test('every entry is an ONAIR_<NOUN>_<PROBLEM> code with an error status', async (t) => {
  for (const [name, { code, status }] of Object.entries(ERRORS)) {
    t.match(code, /^ONAIR_[A-Z]+(_[A-Z]+)*$/, `${name} code`)
    t.ok(Number.isInteger(status) && status >= 400 && status <= 599, `${name} status ${status}`)
  }
})

t.test('each schedule problem maps to an entry of the registry itself', async (t) => {
  const entries = new Set(Object.values(ERRORS))
  for (const [kind, definition] of Object.entries(SCHEDULE_PROBLEM_ERRORS)) {
    t.ok(entries.has(definition), `${kind} -> ${definition.code}`)
  }
})

t.test('each error is named after its code', async (t) => {
  const camel = (code: string) =>
    code
      .replace(/^ONAIR_/, '')
      .toLowerCase()
      .replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())
  const misnamed = Object.entries(ERRORS)
    .filter(([name, error]) => camel(error.code) !== name)
    .map(([name, error]) => `${name} → ${error.code}`)
  t.same(misnamed, [], 'ERRORS.<name> answers ONAIR_<NAME>')
})
