/** The credential cache is bounded in bytes as well as entries: long user names cannot grow it past its bound. */
import t from 'tap'
import { CredentialCache } from '../../../src/db/access/credential-cache.ts'
import type { Credential } from '../../../src/db/access/tokens.ts'

const credential = (id: number, userName: string): Credential => ({
  id,
  secretHash: `hash-${id}`.padEnd(64, '0'),
  expiresAt: null,
  lastUsedAt: null,
  userId: id,
  userName,
  userRole: 'reader',
})

t.test('kept credentials stay within the byte bound', async (t) => {
  const cache = new CredentialCache({ maxBytes: 10_000 })
  for (let id = 0; id < 100; id++) {
    cache.keep(`hash-${id}`, 'v1', credential(id, 'x'.repeat(1000)))
    t.ok(cache.bytes <= 10_000, `after ${id + 1} credentials: ${cache.bytes} bytes`)
  }
  t.ok(cache.find('hash-99', 'v1'), 'the newest is kept')
  t.equal(cache.find('hash-0', 'v1'), undefined, 'the oldest went when the bound was reached (the cache started over)')
  cache.keep('hash-99', 'v1', credential(99, 'x'.repeat(1000)))
  const before = cache.bytes
  cache.keep('hash-99', 'v1', credential(99, 'x'.repeat(1000)))
  t.equal(cache.bytes, before, 'keeping the same token again counts it once')
  cache.keep('huge', 'v1', credential(1, 'x'.repeat(20_000)))
  t.equal(cache.find('huge', 'v1'), undefined, 'one credential over the whole bound is not kept')
  t.ok(cache.find('hash-99', 'v1'), 'and does not empty the cache')
  const fresh = new CredentialCache()
  fresh.keep('a', 'v1', credential(1, 'Ada'))
  t.ok(fresh.bytes > 0 && fresh.bytes < 1000, 'a default cache counts a small credential in hundreds of bytes')
})
