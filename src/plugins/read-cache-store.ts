/**
 * Rendered answers of the hot reads, kept while the programme's version (read from the database, so on
 * every instance) stays the same. Bounded by bytes, least recently used out; misses on one key and
 * version share one rendering, so a write does not make every waiting poller render at once.
 */

export interface CachedAnswer {
  /** The programme version it was rendered at (read before rendering, so the body is at least that new). */
  readonly version: string
  readonly body: Buffer
  readonly etag: string
  readonly contentType: string
  /** Epoch ms after which the answer is rendered again even at the same version (answers that depend on the clock). */
  readonly expiresAt: number
}

export interface Rendered {
  body: string
  etag: string
  contentType: string
  /** How long the answer stays true at one version (Infinity: until the version changes). */
  ttlMs: number
}

export class ReadCache {
  readonly #maxBytes: number
  // A Map iterates in insertion order: re-inserting on use makes the first key the least recently used.
  readonly #entries = new Map<string, CachedAnswer>()
  readonly #rendering = new Map<string, Promise<CachedAnswer>>()
  #bytes = 0

  constructor(options: { maxBytes: number }) {
    this.#maxBytes = options.maxBytes
  }

  get bytes(): number {
    return this.#bytes
  }

  get size(): number {
    return this.#entries.size
  }

  /** The kept answer for `key` if rendered at `version` and not expired, else `render()`'s (kept unless it fails). */
  async answer(key: string, version: string, now: number, render: () => Promise<Rendered>): Promise<CachedAnswer> {
    const kept = this.#entries.get(key)
    if (kept !== undefined && kept.version === version && kept.expiresAt > now) {
      this.#entries.delete(key)
      this.#entries.set(key, kept)
      return kept
    }
    const flight = `${version}\u0000${key}`
    const running = this.#rendering.get(flight)
    if (running !== undefined) return running
    const rendering = (async () => {
      const rendered = await render()
      const answer: CachedAnswer = {
        version,
        body: Buffer.from(rendered.body),
        etag: rendered.etag,
        contentType: rendered.contentType,
        expiresAt: now + rendered.ttlMs,
      }
      this.#keep(key, answer)
      return answer
    })()
    this.#rendering.set(flight, rendering)
    try {
      return await rendering
    } finally {
      this.#rendering.delete(flight)
    }
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  #keep(key: string, answer: CachedAnswer): void {
    const size = sizeOf(key, answer)
    // An answer larger than the whole cache is served but not kept.
    if (size > this.#maxBytes) return
    const old = this.#entries.get(key)
    if (old !== undefined) {
      // A slower rendering of an older version must not replace a newer one.
      if (BigInt(old.version) > BigInt(answer.version)) return
      this.#entries.delete(key)
      this.#bytes -= sizeOf(key, old)
    }
    this.#entries.set(key, answer)
    this.#bytes += size
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= sizeOf(oldest, entry)
    }
  }
}

function sizeOf(key: string, answer: CachedAnswer): number {
  return answer.body.byteLength + key.length * 2 + 200
}

/** The same query however its fields were ordered: sorted keys, values as validated. */
export function normalisedQuery(query: unknown): string {
  if (query === null || typeof query !== 'object') return ''
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(query)
        .filter(([, value]) => value !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ),
  )
}
