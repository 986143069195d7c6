// What a client sees while PostgreSQL goes away and comes back, with the default timeouts: how soon the
// first 503 comes, how long /ready takes to say 503 on a frozen database (a network partition), and how
// soon requests succeed again, without restarting the server. The server runs as in production
// (`node dist/server.js`) and reaches PostgreSQL through a TCP proxy that the bench stops or freezes.
//
//   npm run bench:database-loss      (BENCH_DATABASE_URL=postgres://… for another server)
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import pg from 'pg'
import { ADMIN_TOKEN } from '../../test/process/support/server-process.ts'
import { TcpProxy } from '../../test/process/support/tcp-proxy.ts'
import { buildIfStale, ROOT } from '../lib/production.ts'

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

async function timed(url: string, init?: RequestInit): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  const status = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) }).then(
    (res) => res.status,
    () => 0,
  )
  return { status, ms: performance.now() - started }
}

/** Polls `url` from now until it answers `status`; milliseconds until that answer arrived. */
async function until(url: string, status: number): Promise<number> {
  const started = performance.now()
  for (;;) {
    if ((await timed(url)).status === status) return performance.now() - started
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

buildIfStale()

const name = `onair_bench_loss_${process.pid}`
await admin(adminUrl, `CREATE DATABASE "${name}"`)
const database = new URL(adminUrl)
database.pathname = `/${name}`
const proxy = await TcpProxy.start({ host: database.hostname, port: Number(database.port || 5432) })
const through = new URL(database)
through.hostname = '127.0.0.1'
through.port = String(proxy.port)

const port = 3100 + Math.floor(Math.random() * 100)
const env: NodeJS.ProcessEnv = {
  ...process.env,
  PORT: String(port),
  DATABASE_URL: through.toString(),
  LOG_LEVEL: 'fatal',
  ADMIN_TOKEN,
}
delete env.NODE_OPTIONS
const server = spawn(process.execPath, ['dist/server.js'], { cwd: ROOT, env, stdio: 'inherit' })
const base = `http://127.0.0.1:${port}`
try {
  await until(`${base}/ready`, 200)
  const show = (await (
    await fetch(`${base}/api/v1/shows`, {
      method: 'POST',
      body: '{"name":"Bench"}',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    })
  ).json()) as { id: number }
  const read = `${base}/api/v1/shows/${show.id}`
  await Promise.all(Array.from({ length: 10 }, () => fetch(read).then((res) => res.arrayBuffer())))
  const rows: Array<[string, string]> = []

  await proxy.stop()
  const stoppedRead = await timed(read)
  const stoppedReady = await timed(`${base}/ready`)
  await proxy.listen()
  const backAfterStop = await until(read, 200)
  rows.push(['stopped: a read answers', `${stoppedRead.status} after ${Math.round(stoppedRead.ms)} ms`])
  rows.push(['stopped: /ready answers', `${stoppedReady.status} after ${Math.round(stoppedReady.ms)} ms`])
  rows.push(['stopped, then back: first 200 for a read', `${Math.round(backAfterStop)} ms after it is back`])

  proxy.freeze()
  const frozenReady = await timed(`${base}/ready`)
  const frozenRead = await timed(read)
  const frozenReadAgain = await timed(read)
  const frozenReadyAgain = await timed(`${base}/ready`)
  proxy.thaw()
  const backAfterFreeze = await until(read, 200)
  rows.push([
    'frozen: /ready answers',
    `${frozenReady.status} after ${Math.round(frozenReady.ms)} ms, then ${frozenReadyAgain.status} after ${Math.round(frozenReadyAgain.ms)} ms`,
  ])
  rows.push([
    'frozen: a read answers',
    `${frozenRead.status} after ${Math.round(frozenRead.ms)} ms, the next ${frozenReadAgain.status} after ${Math.round(frozenReadAgain.ms)} ms`,
  ])
  rows.push(['frozen, then healed: first 200 for a read', `${Math.round(backAfterFreeze)} ms after it heals`])

  // pg_terminate_backend: every connection of the service dropped by the server.
  await Promise.all(Array.from({ length: 10 }, () => fetch(read).then((res) => res.arrayBuffer())))
  await admin(
    database.toString(),
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  )
  const afterTerminate = await timed(read)
  rows.push([
    'connections terminated: the next read',
    `${afterTerminate.status} after ${Math.round(afterTerminate.ms)} ms`,
  ])

  console.log(
    'PostgreSQL going away, default settings (DB_CONNECT_TIMEOUT_MS 3000, DB_READY_TIMEOUT_MS 1500, DB_STATEMENT_TIMEOUT_MS 60000)',
  )
  for (const [what, result] of rows) console.log(`  ${what.padEnd(44)} ${result}`)
} finally {
  server.kill('SIGTERM')
  await once(server, 'exit')
  await proxy.close()
  await admin(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
}
