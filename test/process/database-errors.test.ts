import t from 'tap'
import {
  databaseUnavailableError,
  isConnectionLost,
  isDatabaseUnavailable,
} from '../../src/db/platform/database-errors.ts'

// The shapes these errors arrive in, as seen from pg, Prisma's pg and PGlite adapters and the pool.
// (database-loss.test.ts produces the real ones end to end; this pins each rule on its own.)
const adapter = (cause: Record<string, unknown>, code = 'P2039') => ({
  code,
  meta: { driverAdapterError: { name: 'DriverAdapterError', cause } },
})
const sqlState = (state: string) => adapter({ kind: 'postgres', code: state, originalCode: state })
const pgError = (state: string) => Object.assign(new Error(`sqlstate ${state}`), { code: state, severity: 'FATAL' })
const socket = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, errno: -111, syscall: 'connect' })

const unavailable: Array<[string, unknown]> = [
  ['Prisma P1001 (cannot reach the server)', adapter({ kind: 'DatabaseNotReachable' }, 'P1001')],
  ['Prisma P1017 (server closed the connection)', adapter({ kind: 'ConnectionClosed' }, 'P1017')],
  ['Prisma P1008 (socket timeout)', adapter({ kind: 'SocketTimeout' }, 'P1008')],
  ['57P01 admin shutdown (pg_terminate_backend) through Prisma', sqlState('57P01')],
  ['57P02 crash shutdown', sqlState('57P02')],
  ['57P03 cannot connect now (starting up)', sqlState('57P03')],
  ['08006 connection failure', sqlState('08006')],
  ['53300 too many connections', sqlState('53300')],
  ['57014 statement timeout', sqlState('57014')],
  ['57P01 straight from pg', pgError('57P01')],
  ['ECONNREFUSED', socket('ECONNREFUSED')],
  ['ECONNRESET', socket('ECONNRESET')],
  ['pg: Connection terminated unexpectedly', new Error('Connection terminated unexpectedly')],
  ['pg-pool: timeout exceeded when trying to connect', new Error('timeout exceeded when trying to connect')],
  ['pg: a connection not opened within DB_CONNECT_TIMEOUT_MS', new Error('timeout expired')],
  ['pg: Query read timeout', new Error('Query read timeout')],
  [
    'Prisma: Unable to start a transaction in the given time',
    Object.assign(new Error('Transaction API error: Unable to start a transaction in the given time.'), {
      code: 'P2028',
    }),
  ],
  ['PGlite is closed', new Error('PGlite is closed')],
  [
    'pg-pool after end() (a request finishing during shutdown)',
    new Error('Cannot use a pool after calling end on the pool'),
  ],
  ['wrapped: a cause that is a lost connection', new Error('query failed', { cause: socket('ECONNREFUSED') })],
]

const notUnavailable: Array<[string, unknown]> = [
  ['P2002 unique violation', adapter({ kind: 'UniqueConstraintViolation' }, 'P2002')],
  ['23P01 exclusion violation (an overlap)', sqlState('23P01')],
  ['P2025 record missing', { code: 'P2025' }],
  ['40001 serialization failure', sqlState('40001')],
  [
    'Prisma: Transaction not found (a bug, not an outage)',
    Object.assign(new Error('Transaction API error: Transaction not found.'), { code: 'P2028' }),
  ],
  ['a plain error', new Error('boom')],
  ['not an error at all', undefined],
]

for (const [name, error] of unavailable) {
  t.test(`503: ${name}`, async (t) => {
    t.ok(isDatabaseUnavailable(error))
    t.match(databaseUnavailableError(error), { statusCode: 503, code: 'ONAIR_DATABASE_UNAVAILABLE' })
  })
}
for (const [name, error] of notUnavailable) {
  t.test(`not a 503: ${name}`, async (t) => {
    t.notOk(isDatabaseUnavailable(error))
    t.equal(databaseUnavailableError(error), undefined)
  })
}

t.test('a read is retried after a lost connection, not after one that never opened', async (t) => {
  t.ok(isConnectionLost(pgError('57P01')), 'terminated by the server')
  t.ok(isConnectionLost(socket('ECONNRESET')), 'reset')
  t.ok(isConnectionLost(new Error('Connection terminated unexpectedly')), 'closed under it')
  t.ok(isConnectionLost(pgError('08006')), 'connection failure')
  t.notOk(isConnectionLost(socket('ECONNREFUSED')), 'refused: retrying at once is refused again')
  t.notOk(
    isConnectionLost(
      new Error('Connection terminated due to connection timeout', {
        cause: new Error('Connection terminated unexpectedly'),
      }),
    ),
    'a connect that timed out: retrying would wait as long again',
  )
  t.notOk(isConnectionLost(new Error('Query read timeout')), 'an unanswered query: the server may still be running it')
  t.notOk(isConnectionLost(pgError('23505')), 'a unique violation')
})
