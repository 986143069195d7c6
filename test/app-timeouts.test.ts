/**
 * Slow and idle clients (issue 35): a body that arrives slowly, headers that never end and a kept-alive
 * connection left idle are each answered or closed after their configured timeout, so no client holds a
 * connection open for as long as it likes. The timeouts are set short here; the assertions are about what
 * the client receives (a 408, a closed connection), not about how long it took.
 */

import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import t from 'tap'
import { loadConfig } from '../src/config.ts'
import { ConfigError } from '../src/errors.ts'
import { asRole, buildTestApp } from './helpers/app.ts'
import { testDatabases } from './helpers/databases.ts'

const SHORT = { REQUEST_TIMEOUT_MS: '400', HEADERS_TIMEOUT_MS: '300', KEEP_ALIVE_TIMEOUT_MS: '300' }

/** Far beyond the short timeouts above, far below the defaults: a connection still open then was never timed out. */
const GIVE_UP_MS = 15_000

/** Writes `sent`, then collects what the server answers until it closes the connection (or GIVE_UP_MS passes). */
function sendAndWaitForClose(port: number, sent: string): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1')
    let answer = ''
    const giveUp = setTimeout(() => {
      socket.destroy()
      resolve({ answer, closedByServer: false })
    }, GIVE_UP_MS)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('close', () => {
      clearTimeout(giveUp)
      resolve({ answer, closedByServer: true })
    })
    socket.write(sent)
  })
}

for (const database of testDatabases()) {
  t.test(`slow and idle clients are cut off (${database})`, async (t) => {
    const app = await buildTestApp(t, { database, env: SHORT })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const { token } = await asRole(app, 'programme-manager')
    const showsBefore = (await app.inject({ url: '/api/v1/shows' })).json()

    const halfBody = await sendAndWaitForClose(
      port,
      `POST /api/v1/shows HTTP/1.1\r\nHost: onair\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"name": "Slow`,
    )
    t.ok(halfBody.closedByServer, 'a half-sent body does not hold the connection')
    t.match(halfBody.answer, /^HTTP\/1\.1 408 /, 'and is answered 408 Request Timeout')
    t.same((await app.inject({ url: '/api/v1/shows' })).json(), showsBefore, 'nothing was written')

    const halfHeaders = await sendAndWaitForClose(port, 'GET /health HTTP/1.1\r\nHost: onair\r\nX-Slow: ')
    t.ok(halfHeaders.closedByServer, 'headers that never end do not hold the connection')
    t.match(halfHeaders.answer, /^HTTP\/1\.1 408 /, 'and are answered 408 Request Timeout')

    const idle = await sendAndWaitForClose(
      port,
      'GET /health HTTP/1.1\r\nHost: onair\r\nConnection: keep-alive\r\n\r\n',
    )
    t.match(idle.answer, /^HTTP\/1\.1 200 /, 'a complete request is answered')
    t.ok(idle.closedByServer, 'and its kept-alive connection, left idle, is closed')
  })
}

t.test('a headers timeout longer than the request timeout is refused, naming the variable', async (t) => {
  t.throws(() => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' }), ConfigError)
  t.throws(
    () => loadConfig({ REQUEST_TIMEOUT_MS: '1000', HEADERS_TIMEOUT_MS: '2000' }),
    /HEADERS_TIMEOUT_MS.*REQUEST_TIMEOUT_MS/,
  )
  t.match(
    loadConfig({}).http,
    { requestTimeoutMs: 30_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 72_000 },
    'the defaults',
  )
})
