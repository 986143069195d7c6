import type { AddressInfo } from 'node:net'
import type { App } from '../../src/app.ts'

export interface Answer {
  status: number
  body: any
  text: string
}

/**
 * Listens on a free port of 127.0.0.1 (closed with the app) and returns how to call it over HTTP, with
 * `token` as the bearer credential of every request.
 */
export async function listening(
  app: App,
  token: string,
): Promise<(method: string, path: string, body?: unknown) => Promise<Answer>> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return async (method, path, body) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await res.text()
    let parsed: unknown
    try {
      parsed = text === '' ? undefined : JSON.parse(text)
    } catch {
      parsed = undefined
    }
    return { status: res.status, body: parsed, text }
  }
}

/** A small seeded generator (mulberry32), so a run can be replayed from its seed. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let x = state
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    /** An integer in [0, n). */
    below: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  }
}
