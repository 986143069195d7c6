/** Authenticated tokens kept in memory while their access version stays the database's (token and user changes raise it). */
import type { Credential } from './tokens.ts'

// Far more tokens than a station has; past either bound the cache starts over rather than tracking use.
const MAX_ENTRIES = 10_000
// A user's name is the only part of a credential of unbounded length: the cache is bounded in bytes too.
const MAX_BYTES = 2 * 1024 * 1024

/** About what a kept credential holds in memory: its strings (two bytes a character) and a few fields. */
function sizeOf(secretHash: string, credential: Credential): number {
  return (
    2 * (secretHash.length + credential.secretHash.length + credential.userName.length + credential.userRole.length) +
    100
  )
}

export class CredentialCache {
  #accessVersion: string | undefined
  readonly #entries = new Map<string, Credential>()
  readonly #maxBytes: number
  #bytes = 0

  constructor(options: { maxBytes?: number } = {}) {
    this.#maxBytes = options.maxBytes ?? MAX_BYTES
  }

  /** About how many bytes the kept credentials take (at most the bound, MAX_BYTES by default). */
  get bytes(): number {
    return this.#bytes
  }

  /** The credential of the token with this hash, if it was looked up at this access version. */
  find(secretHash: string, accessVersion: string): Credential | undefined {
    return accessVersion === this.#accessVersion ? this.#entries.get(secretHash) : undefined
  }

  /** Keeps a credential looked up (after reading `accessVersion`) for the requests that read the same. */
  keep(secretHash: string, accessVersion: string, credential: Credential): void {
    const size = sizeOf(secretHash, credential)
    if (size > this.#maxBytes) return
    if (
      accessVersion !== this.#accessVersion ||
      this.#entries.size >= MAX_ENTRIES ||
      this.#bytes + size > this.#maxBytes
    ) {
      this.#entries.clear()
      this.#bytes = 0
      this.#accessVersion = accessVersion
    }
    const kept = this.#entries.get(secretHash)
    if (kept !== undefined) this.#bytes -= sizeOf(secretHash, kept)
    this.#entries.set(secretHash, credential)
    this.#bytes += size
  }
}
