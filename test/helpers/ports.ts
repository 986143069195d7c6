import { createServer } from 'node:net'

// The ports this project's test servers may use; other engineers' servers use other ranges.
const PORTS = { first: 3100, count: 100 }

function randomPort(): number {
  return PORTS.first + Math.floor(Math.random() * PORTS.count)
}

/** A port in our range that nothing listens on right now (test files run in parallel). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = randomPort()
    const probe = createServer()
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => resolve(true))
    })
    if (free) {
      await new Promise((resolve) => probe.close(resolve))
      return port
    }
  }
}

/**
 * A port the system hands out on every interface, outside our range: for a server that binds all
 * interfaces and takes seconds to start (Liquidsoap's harbor), where a port of our range could be
 * taken by a parallel test's server meanwhile.
 */
export async function systemPort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject)
    probe.listen(0, '0.0.0.0', () => resolve())
  })
  const address = probe.address()
  await new Promise((resolve) => probe.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port from the system')
  return address.port
}
