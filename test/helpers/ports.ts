import { createServer } from 'node:net'

/**
 * A port the system hands out on every interface, probed and released: only for Liquidsoap's harbor.
 * Every other server under test binds port 0 itself and reports the port it got (onair's 'onair ready'
 * line, the proxy's and the identity provider's own address), so nothing can take a probed port before
 * it binds. Liquidsoap 2.1 binds a harbor on port 0 too, but logs "on port 0" and nothing names the port
 * it got, so the test cannot learn where to connect; a port the system just handed out is the least
 * likely to be handed out again in the seconds Liquidsoap takes to start.
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
