/**
 * Authenticated API tokens kept in memory, by the hash of the token, for as long as the access
 * version (prisma/migrations/…_access_version) they were looked up at stays the database's: every
 * change to a token or a user that decides who a token stands for raises it, whoever made the
 * change, so a revoked token, a demoted or deleted user is looked up again on the next request, on
 * every instance. Only successes are kept, and expiry is checked against the clock on every use.
 */
import type { Credential } from './tokens.ts'

// Far more tokens than a station has; past it the cache starts over rather than tracking use.
const MAX_ENTRIES = 10_000

export class CredentialCache {
  #accessVersion: string | undefined
  readonly #entries = new Map<string, Credential>()

  /** The credential of the token with this hash, if it was looked up at this access version. */
  find(secretHash: string, accessVersion: string): Credential | undefined {
    return accessVersion === this.#accessVersion ? this.#entries.get(secretHash) : undefined
  }

  /** Keeps a credential looked up (after reading `accessVersion`) for the requests that read the same. */
  keep(secretHash: string, accessVersion: string, credential: Credential): void {
    if (accessVersion !== this.#accessVersion || this.#entries.size >= MAX_ENTRIES) {
      this.#entries.clear()
      this.#accessVersion = accessVersion
    }
    this.#entries.set(secretHash, credential)
  }
}
