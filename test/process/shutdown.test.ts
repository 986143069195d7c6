import { execFileSync } from 'node:child_process'
import { Agent, request } from 'node:http'
import t from 'tap'
import { ADMIN_TOKEN, type Answer, get, type ServerProcess, sleep, startServer } from './support/server-process.ts'

/**
 * A request that is in flight for as long as the test wants: headers and half the body now, the rest
 * when `finish()` is called. A slow client is a real one; no test-only branch in the server is needed.
 * The connection is kept alive afterwards, as browsers and HTTP client libraries do.
 */
function slowPost(url: string, body: unknown) {
  const payload = Buffer.from(JSON.stringify(body))
  const half = Math.floor(payload.length / 2)
  const agent = new Agent({ keepAlive: true })
  let req!: ReturnType<typeof request>
  const answer = new Promise<Answer>((resolve, reject) => {
    req = request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${ADMIN_TOKEN}`,
          'content-type': 'application/json',
          'content-length': payload.length,
        },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text, json: () => JSON.parse(text) }),
        )
      },
    )
    req.on('error', reject)
  })
  req.flushHeaders()
  req.write(payload.subarray(0, half))
  return {
    answer,
    finish: () => req.end(payload.subarray(half)),
    close: () => agent.destroy(),
  }
}

/** The node process `npm start` runs (npm → exec node): its only child. */
function childPid(parent: number): number {
  const pids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' })
    .trim()
    .split(/\s+/)
  return Number(pids[0])
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

const cases: Array<{ name: string; via: 'node' | 'npm'; stop: (server: ServerProcess) => void }> = [
  { name: 'SIGTERM to the node process', via: 'node', stop: (server) => server.child.kill('SIGTERM') },
  // npm forwards it to node; before `exec`, the shell between them died and left node running.
  { name: 'SIGTERM to npm start', via: 'npm', stop: (server) => server.child.kill('SIGTERM') },
  // Ctrl-C in a terminal: the whole process group, so node hears it from the terminal and again from npm.
  {
    name: 'SIGINT to the process group of npm start',
    via: 'npm',
    stop: (server) => process.kill(-server.child.pid!, 'SIGINT'),
  },
]

t.test('a stop signal lets the request in flight finish, then the process exits 0', async (t) => {
  const dataDir = t.testdir()
  for (const { name, via, stop } of cases) {
    t.test(name, async (t) => {
      const server = await startServer(t, { via, env: { DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '20000' } })
      const node = via === 'npm' ? childPid(server.child.pid!) : server.child.pid!
      const upload = slowPost(`${server.url}/api/v1/shows`, { name: `Stopped by ${name}` })
      t.teardown(upload.close)
      await sleep(300)

      stop(server)
      // Closing: no new connection is taken while the one in flight goes on.
      let refused = false
      for (let i = 0; i < 100 && !refused; i++) {
        refused = await get(`${server.url}/health`, 1000).then(
          () => false,
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        )
        if (!refused) await sleep(50)
      }
      t.ok(refused, 'the server stopped listening')
      t.ok(isRunning(node), 'but the node process waits for the request in flight')

      upload.finish()
      const answer = await upload.answer
      t.equal(answer.status, 201, `the request in flight was answered: ${answer.body}`)
      t.match(answer.json(), { name: `Stopped by ${name}` })

      const { code, signal } = await server.exited
      t.same({ code, signal }, { code: 0, signal: null }, `exited 0\n${server.output()}`)
      for (let i = 0; i < 40 && isRunning(node); i++) await sleep(50)
      t.notOk(isRunning(node), 'no node process is left behind')
    })
  }
})

t.test('a request still in flight after SHUTDOWN_GRACE_MS is given up and the process exits 1', async (t) => {
  const server = await startServer(t, { env: { DATA_DIR: t.testdir(), SHUTDOWN_GRACE_MS: '500' } })
  const upload = slowPost(`${server.url}/api/v1/shows`, { name: 'Never finished' })
  t.teardown(upload.close)
  upload.answer.catch(() => {})
  await sleep(300)
  server.child.kill('SIGTERM')
  const { code } = await server.exited
  t.equal(code, 1)
  t.match(server.output(), /requests still in flight after the grace period/)
})
