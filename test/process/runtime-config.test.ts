import t from 'tap'
import { loadConfig } from '../../src/config.ts'

t.test('shutdown and database limits: defaults', async (t) => {
  t.match(loadConfig({}), {
    shutdownGraceMs: 10_000,
    dbPoolMax: 10,
    dbConnectTimeoutMs: 3000,
    dbStatementTimeoutMs: 60_000,
    dbIdleTimeoutMs: 10_000,
    dbReadyTimeoutMs: 1500,
  })
})

t.test('shutdown and database limits: read from the environment', async (t) => {
  const config = loadConfig({
    SHUTDOWN_GRACE_MS: '25000',
    DB_POOL_MAX: '40',
    DB_CONNECT_TIMEOUT_MS: '500',
    DB_STATEMENT_TIMEOUT_MS: '120000',
    DB_IDLE_TIMEOUT_MS: '30000',
    DB_READY_TIMEOUT_MS: '800',
  })
  t.match(config, {
    shutdownGraceMs: 25_000,
    dbPoolMax: 40,
    dbConnectTimeoutMs: 500,
    dbStatementTimeoutMs: 120_000,
    dbIdleTimeoutMs: 30_000,
    dbReadyTimeoutMs: 800,
  })
})

const bad: Array<[Record<string, string>, RegExp]> = [
  [{ SHUTDOWN_GRACE_MS: '0' }, /^SHUTDOWN_GRACE_MS: must be between 100 and/],
  [{ SHUTDOWN_GRACE_MS: '10s' }, /^SHUTDOWN_GRACE_MS: must be a whole number/],
  [{ DB_POOL_MAX: '0' }, /^DB_POOL_MAX: must be between 1 and/],
  [{ DB_CONNECT_TIMEOUT_MS: '50' }, /^DB_CONNECT_TIMEOUT_MS: must be between 100 and/],
  [{ DB_STATEMENT_TIMEOUT_MS: '-1' }, /^DB_STATEMENT_TIMEOUT_MS: must be a whole number/],
  [{ DB_IDLE_TIMEOUT_MS: '999' }, /^DB_IDLE_TIMEOUT_MS: must be between 1000 and/],
  [{ DB_READY_TIMEOUT_MS: '60001' }, /^DB_READY_TIMEOUT_MS: must be between 100 and 60000/],
]
for (const [env, message] of bad) {
  t.test(`refuses ${JSON.stringify(env)} naming the variable`, async (t) => {
    t.throws(() => loadConfig(env), { name: 'ConfigError', message })
  })
}
