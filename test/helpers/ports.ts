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
