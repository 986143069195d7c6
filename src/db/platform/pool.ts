import pg from 'pg'
import { isConnectionLost } from './database-errors.ts'
import { isReadStatement } from './statements.ts'

export interface PoolSettings {
  max: number
  connectTimeoutMs: number
  statementTimeoutMs: number
  idleTimeoutMs: number
  /** A query unanswered this long makes the pool check that the server still answers. */
  stallMs: number
}

/** What pg's `query()` accepts as its first argument in the promise form Prisma's adapter uses. */
type QueryInput = string | { text: string }

/**
 * The PostgreSQL pool behind Prisma, with every wait bounded: connecting by `connectTimeoutMs`, each
 * statement (and the wait for a connection) by `statement_timeout`. A partition answers nothing, which is
 * also what a statement queued behind a lock looks like; so a query unanswered for `stallMs` makes the
 * pool ask the server on a new connection whether it answers, and drop every connection (503 at once)
 * when it does not. A read outside a transaction that meets a dropped connection runs once more; a
 * write never does (it may have committed).
 */
export function createPool(connectionString: string, settings: PoolSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: settings.max,
    // A queue longer than the pool is served, not refused: it waits behind writers queued for the programme lock.
    // Opening a connection is bounded apart, by each client (the watchdog below finds a partition).
    connectionTimeoutMillis: settings.statementTimeoutMs,
    Client: clientConnectingWithin(settings.connectTimeoutMs),
    idleTimeoutMillis: settings.idleTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    // One second more than the server's own limit: the last resort if even the partition check failed.
    query_timeout: settings.statementTimeoutMs + 1000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  })
  // An idle connection losing its server must not crash the process; the pool drops it.
  pool.on('error', () => {})

  const open = new Set<pg.PoolClient>()
  const openedAt = new WeakMap<pg.PoolClient, number>()
  const watchdog = partitionWatchdog(connectionString, settings, () => {
    for (const client of open) destroy(client)
  })
  pool.on('connect', (client) => {
    // A connection ended while checked out between queries emits 'error' with no query to fail: unheard, it
    // would crash the process; its next query fails instead (503).
    client.on('error', () => {})
    open.add(client)
    openedAt.set(client, performance.now())
    watchQueries(client, watchdog.queryStarted)
  })
  pool.on('remove', (client) => open.delete(client))

  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown
  pool.query = ((...args: unknown[]) => {
    const [input] = args
    if (args.length > 2 || typeof args.at(-1) === 'function' || !isRead(input)) return query(...args)
    return (query(...args) as Promise<pg.QueryResult>).catch(async (error: unknown) => {
      if (!isConnectionLost(error)) throw error
      return queryOnFreshConnection(pool, openedAt, performance.now(), input, args[1])
    })
  }) as typeof pool.query
  return pool
}

/** pg's client whose connecting gives up after `ms`, whatever the pool's own wait for a free connection. */
function clientConnectingWithin(ms: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === 'string' ? { connectionString: config } : config), connectionTimeoutMillis: ms })
    }
  }
}

/** A connection of its own, outside the pool and without statement timeouts: migrations may take long. */
export async function openSession(connectionString: string, connectTimeoutMs: number): Promise<pg.Client> {
  const session = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs })
  // A session losing its server reports it through its next query, not as a crash.
  session.on('error', () => {})
  await session.connect()
  return session
}

/** A query, or one with CTEs, that writes nothing (a data-modifying CTE or FOR UPDATE counts as a write). */
function isRead(input: unknown): input is QueryInput {
  const text = typeof input === 'string' ? input : (input as { text?: unknown } | null)?.text
  return typeof text === 'string' && isReadStatement(text)
}

/** Connections opened before `lostAt` may be dead too: each one met is closed, up to a full pool's worth. */
async function queryOnFreshConnection(
  pool: pg.Pool,
  openedAt: WeakMap<pg.PoolClient, number>,
  lostAt: number,
  input: QueryInput,
  values: unknown,
): Promise<pg.QueryResult> {
  for (let attempt = 0; ; attempt++) {
    const client = await pool.connect()
    if ((openedAt.get(client) ?? 0) < lostAt && attempt < pool.options.max) {
      client.release(new Error('opened before the connection loss'))
      continue
    }
    try {
      const result = await client.query(input as string, values as unknown[] | undefined)
      client.release()
      return result
    } catch (error) {
      client.release(error as Error)
      throw error
    }
  }
}

/** Whether the server answers a new connection (one check at a time, not again within `stallMs` of an answer). */
function partitionWatchdog(connectionString: string, settings: PoolSettings, unreachable: () => void) {
  let checking = false
  let quietUntil = 0
  async function check(): Promise<void> {
    if (checking || performance.now() < quietUntil) return
    checking = true
    const probe = new pg.Client({ connectionString, connectionTimeoutMillis: settings.connectTimeoutMs })
    probe.on('error', () => {})
    let timer: NodeJS.Timeout | undefined
    const answered = await Promise.race([
      probe
        .connect()
        .then(() => probe.query('SELECT 1'))
        .then(
          () => true,
          // A refusal in PostgreSQL's words (too many connections, starting up) is a server that answers.
          (error: unknown) => error instanceof pg.DatabaseError,
        ),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), settings.connectTimeoutMs))),
    ])
    clearTimeout(timer)
    if (answered) {
      quietUntil = performance.now() + settings.stallMs
      void probe.end().catch(() => {})
    } else {
      probe.connection.stream.destroy()
      unreachable()
    }
    checking = false
  }
  return {
    /** Call when a query is sent; call what it returns when it is answered. */
    queryStarted: () => {
      const timer = setTimeout(() => void check(), settings.stallMs)
      timer.unref()
      return () => clearTimeout(timer)
    },
  }
}

/** Reports each query to the watchdog; drops the connection on pg's `query_timeout`, which leaves it awaiting the answer. */
function watchQueries(client: pg.PoolClient, queryStarted: () => () => void): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown
  const settled = (answered: () => void) => (error: unknown) => {
    answered()
    if ((error as Error | null)?.message === 'Query read timeout') destroy(client)
  }
  client.query = ((...args: unknown[]) => {
    const done = settled(queryStarted())
    const callback = args.at(-1)
    if (typeof callback === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        done(error)
        callback(error, result)
      }
      return query(...args)
    }
    const result = query(...args)
    if (result instanceof Promise) result.then(() => done(null), done)
    else done(null)
    return result
  }) as typeof client.query
}

function destroy(client: pg.PoolClient): void {
  ;(client as unknown as pg.Client).connection.stream.destroy()
}

/** LISTEN on a connection of its own, reopened after a loss; `onGap` tells the listener to catch up. */
export async function listenOnPostgres(
  databaseUrl: string,
  connectTimeoutMs: number,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let stopped = false
  let current: pg.Client | undefined
  const open = async (): Promise<void> => {
    const listener = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: connectTimeoutMs,
      keepAlive: true,
    })
    let lost = false
    const reopen = () => {
      if (stopped || lost) return
      lost = true
      onGap()
      setTimeout(() => void open().catch(() => undefined), 1000).unref()
    }
    listener.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '')
    })
    listener.on('error', reopen)
    listener.on('end', reopen)
    try {
      await listener.connect()
      await listener.query(`LISTEN "${channel.replace(/"/g, '""')}"`)
    } catch (error) {
      reopen()
      throw error
    }
    current = listener
  }
  // Not listening yet only delays notifications: the listener also polls, and reopen keeps trying.
  await open().catch(() => undefined)
  return async () => {
    stopped = true
    await current?.end().catch(() => undefined)
  }
}
