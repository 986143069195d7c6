/** PGlite, the embedded database: opened on a data directory or from the template, and its writes counted. */
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { PGlite, PGliteOptions } from '@electric-sql/pglite'
import { EMBEDDED_TEMPLATE } from '../../locations.ts'
import type { Db } from './client.ts'
import { isReadStatement } from './statements.ts'

// Present while a new data directory is filled: the next start begins again instead of opening half a cluster.
const INITIALISING_MARKER = '.onair-initialising'

type PGliteArtifacts = Required<Pick<PGliteOptions, 'pgliteWasmModule' | 'fsBundle'>>

let pgliteArtifacts: Promise<PGliteArtifacts> | undefined

// Node's WebAssembly global, which Node 20's types leave out.
const { WebAssembly } = globalThis as unknown as {
  WebAssembly: { compile(bytes: Uint8Array): Promise<PGliteArtifacts['pgliteWasmModule']> }
}

/** PGlite's WebAssembly compiled and image read early, beside the app's module loading; once per process. */
function pgliteArtifactsOnce(): Promise<PGliteArtifacts> {
  pgliteArtifacts ??= loadPGliteArtifacts().catch((error: unknown) => {
    // A read or compile that failed is tried again by the next database opened, not remembered.
    pgliteArtifacts = undefined
    throw error
  })
  return pgliteArtifacts
}

async function loadPGliteArtifacts(): Promise<PGliteArtifacts> {
  const artifact = (name: string) => readFile(new URL(import.meta.resolve(`@electric-sql/pglite/${name}`)))
  const [pgliteWasmModule, fsBundle] = await Promise.all([
    artifact('pglite.wasm').then((bytes) => WebAssembly.compile(bytes)),
    artifact('pglite.data').then((bytes) => new Blob([bytes])),
  ])
  return { pgliteWasmModule, fsBundle }
}

/** PGlite on `dataDir` with the extensions the migrations need, from the template when new. */
export async function openPGlite(
  dataDir: string,
  template: URL | Blob | null = EMBEDDED_TEMPLATE,
): Promise<{ pglite: PGlite; ready: Promise<void> }> {
  const [{ PGlite }, { btree_gist }, { pgliteWasmModule, fsBundle }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    pgliteArtifactsOnce(),
  ])
  // 32 MB of shared buffers, not 128: years of programme fit, and the larger pool costs 0.1 s at every start.
  const startParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB']
  const options = { extensions: { btree_gist }, startParams, pgliteWasmModule, fsBundle }
  const existing = (pglite: PGlite) => ({ pglite, ready: pglite.waitReady })
  const fromTemplate = async () => {
    const data =
      template instanceof URL
        ? await readFile(template).then(
            (bytes) => new Blob([bytes]),
            () => null,
          )
        : template
    return data === null ? {} : { loadDataDir: data }
  }
  if (dataDir.startsWith('memory://')) return existing(new PGlite(dataDir, { ...options, ...(await fromTemplate()) }))
  const marker = join(dataDir, INITIALISING_MARKER)
  // Every file of a half-filled directory is one the template (or initdb) writes again.
  if (await exists(marker)) await rm(join(dataDir, 'PG_VERSION'), { force: true })
  if (await exists(join(dataDir, 'PG_VERSION'))) return existing(new PGlite(dataDir, options))

  await mkdir(dataDir, { recursive: true })
  await writeFile(marker, '')
  const pglite = new PGlite(dataDir, { ...options, ...(await fromTemplate()) })
  return { pglite, ready: pglite.waitReady.then(() => rm(marker)) }
}

export type WriteCount = Pick<Db, 'writes' | 'afterWrites'>

/** Counts every statement that could write as it ends: everything goes through these three methods. */
export function countWrites(pglite: PGlite): WriteCount {
  let count = 0
  const listeners = new Set<() => void>()
  const counted = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } finally {
      count++
      for (const listener of listeners) listener()
    }
  }
  const query = pglite.query.bind(pglite)
  const exec = pglite.exec.bind(pglite)
  const transaction = pglite.transaction.bind(pglite)
  pglite.query = ((sql: string, ...rest: unknown[]) =>
    isReadStatement(sql)
      ? (query as (...args: unknown[]) => unknown)(sql, ...rest)
      : counted(() => (query as (...args: unknown[]) => Promise<unknown>)(sql, ...rest))) as PGlite['query']
  pglite.exec = ((...args: Parameters<PGlite['exec']>) => counted(() => exec(...args))) as PGlite['exec']
  pglite.transaction = ((...args: Parameters<PGlite['transaction']>) =>
    counted(() => transaction(...args))) as PGlite['transaction']
  return {
    writes: () => count,
    afterWrites: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}
