/** A real HTTP server receiving webhooks: records every request and answers as the test says. */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Test } from 'tap'

export interface Received {
  headers: IncomingHttpHeaders
  body: string
}

/** How to answer the n-th request (0-based): a status, or 'hang' to never answer. */
export type Answering = (request: Received, n: number) => number | 'hang' | Promise<number>

export interface Receiver {
  url: string
  received: Received[]
  answering: Answering
  /** Resolves once `count` requests have arrived; fails the wait after `ms`. */
  waitFor(count: number, ms?: number): Promise<Received[]>
}

export async function startReceiver(t: Test, answering: Answering = () => 200): Promise<Receiver> {
  const hanging = new Set<ServerResponse>()
  const waiters: Array<() => void> = []
  const receiver: Receiver = {
    url: '',
    received: [],
    answering,
    waitFor(count, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (receiver.received.length < count) return false
          clearTimeout(timer)
          resolve(receiver.received.slice(0, count))
          return true
        }
        const timer = setTimeout(
          () => reject(new Error(`${receiver.received.length} of ${count} webhook requests arrived`)),
          ms,
        )
        const waiter = () => {
          if (!check()) waiters.push(waiter)
        }
        waiter()
      })
    },
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      const received = { headers: request.headers, body: Buffer.concat(chunks).toString() }
      const n = receiver.received.push(received) - 1
      for (const waiter of waiters.splice(0)) waiter()
      const status = await receiver.answering(received, n)
      if (status === 'hang') hanging.add(response)
      else response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  t.teardown(async () => {
    for (const response of hanging) response.destroy()
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })
  return receiver
}

/** Polls `check` until it answers something other than undefined (fails after `ms`). */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
