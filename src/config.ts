import { type LogLevel, read } from './config-variables.ts'
import { ConfigError } from './errors.ts'

export interface Config {
  port: number
  host: string
  /** Null: the embedded database in `dataDir`. */
  databaseUrl: string | null
  dataDir: string
  stationTimeZone: string
  logLevel: LogLevel
  /** A schedule projecting more timeslots than this is refused before touching the database. */
  maxTimeslotsPerSchedule: number
  /** lastDate when a schedule has none: null = end of the current year, n = today + n days. */
  scheduleHorizonDays: number | null
  /** An open-ended schedule's timeslots exist up to today + this many days (extended daily). */
  programmeHorizonDays: number
  /** `defaultSolution: fill` creates no free part shorter than this many minutes. */
  minSlotMinutes: number
  /** Largest window a timeslot listing, feed or playout query may ask for. */
  maxWindowDays: number
  /** Changesets older than this many days are pruned in the background. */
  changesRetentionDays: number
  /** A page of the change log ends before its changesets' JSON passes this many bytes (at least one changeset). */
  changesPageMaxBytes: number
  /** Broadcasts starting within this many ms are changed only by managers, with a reason (0: no notice period). */
  noticePeriodMs: number
  /** Access control (issue 12). */
  access: AccessConfig
  /** How long a stop signal waits for requests in flight before the process gives up on them. */
  shutdownGraceMs: number
  /** PostgreSQL only: connections in the pool. */
  dbPoolMax: number
  /** PostgreSQL only: opening a connection (or waiting for a free one) fails after this. */
  dbConnectTimeoutMs: number
  /** PostgreSQL only: the server cancels a statement (a lock wait included) after this. */
  dbStatementTimeoutMs: number
  /** PostgreSQL only: an unused pooled connection is closed after this. */
  dbIdleTimeoutMs: number
  /** `/ready` answers 503 when the database has not answered within this; on PostgreSQL, a query unanswered this long makes the pool check the server still answers. */
  dbReadyTimeoutMs: number
  /** How long a client may take to send a request, and keep an idle connection open. */
  http: HttpTimeouts
  /** Signed webhooks (issue 21). */
  webhooks: WebhookConfig
  /** Who may go live on the streaming server (issue 21). */
  liveAccess: LiveAccessConfig
  /** The public programme pages (/programme, /embed/*). */
  pages: PagesConfig
  /** Mails to hosts about their broadcasts (issue 34). */
  notifications: NotificationsConfig
}

export interface NotificationsConfig {
  /** smtp:// or smtps:// URL of the mail server; null: no mail is sent (the webhooks still carry notifications). */
  smtpUrl: string | null
  /** The From of every mail, e.g. `Radio Orange <programme@o94.at>`. */
  smtpFrom: string
  /** Where people reach this onair, for the links in mails (planner, show pages, confirm, unsubscribe). */
  publicUrl: string
}

export interface HttpTimeouts {
  /** The whole request (headers and body) must have arrived within this; else 408 and the connection closes. */
  requestTimeoutMs: number
  /** The headers must have arrived within this (≤ requestTimeoutMs). */
  headersTimeoutMs: number
  /** A kept-alive connection idle this long is closed. */
  keepAliveTimeoutMs: number
  /** The largest request body, bytes (BODY_LIMIT_BYTES); larger ones are answered 413. */
  bodyLimitBytes: number
}

export interface WebhookConfig {
  /** Deliveries may go to private, loopback and link-local addresses (a receiver on the station's own network). */
  allowPrivateAddresses: boolean
  /** An attempt without a complete answer after this counts as failed. */
  timeoutMs: number
}

export interface LiveAccessConfig {
  /** A host may connect this long before the slot starts (to set up). */
  graceBeforeMs: number
  /** …and stay this long after it ends (to say goodbye). */
  graceAfterMs: number
}

export interface PagesConfig {
  /** Origins whose pages may frame /embed/* (frame-ancestors); empty: only this origin. Nothing else is frameable. */
  embedOrigins: string[]
  /** An http(s) stylesheet the pages link after their own, to theme them; null: none. */
  stylesheet: string | null
}

export interface AccessConfig {
  /** A token ensured at every start for an admin user (only its hash is stored); null: none. */
  adminToken: string | null
  /** Anonymous callers may read the public programme. */
  publicRead: boolean
  /** Origins allowed to call from a browser; empty: CORS off. */
  corsOrigins: string[]
  /** Failed authentications per client address and minute before 429. */
  authFailureLimit: number
  /** Event streams (changes, air) open at once in this process: by all anonymous callers, and by each user. */
  streamLimits: { anonymous: number; perUser: number }
  /** Bearer JWTs from this identity provider; null: API tokens only. */
  oidc: { issuer: string; audience: string; roleClaim: string } | null
}

type Env = Record<string, string | undefined>

/** Reads and validates the environment once (config-variables.ts); throws ConfigError naming the variable at fault. */
export function loadConfig(env: Env): Config {
  return {
    port: read(env, 'PORT', 'number'),
    host: read(env, 'HOST', 'string'),
    databaseUrl: read(env, 'DATABASE_URL', 'string'),
    dataDir: read(env, 'DATA_DIR', 'string'),
    stationTimeZone: read(env, 'STATION_TIME_ZONE', 'string'),
    logLevel: read(env, 'LOG_LEVEL', 'logLevel'),
    maxTimeslotsPerSchedule: read(env, 'MAX_TIMESLOTS_PER_SCHEDULE', 'number'),
    scheduleHorizonDays: read(env, 'SCHEDULE_HORIZON_DAYS', 'number'),
    programmeHorizonDays: read(env, 'PROGRAMME_HORIZON_DAYS', 'number'),
    maxWindowDays: read(env, 'MAX_WINDOW_DAYS', 'number'),
    minSlotMinutes: read(env, 'MIN_SLOT_MINUTES', 'number'),
    access: {
      adminToken: read(env, 'ADMIN_TOKEN', 'string'),
      publicRead: read(env, 'PUBLIC_READ', 'boolean'),
      corsOrigins: read(env, 'CORS_ORIGINS', 'list') ?? [],
      authFailureLimit: read(env, 'AUTH_FAILURE_LIMIT', 'number'),
      streamLimits: {
        anonymous: read(env, 'STREAM_LIMIT_ANONYMOUS', 'number'),
        perUser: read(env, 'STREAM_LIMIT_PER_USER', 'number'),
      },
      oidc: oidc(env),
    },
    changesRetentionDays: read(env, 'CHANGES_RETENTION_DAYS', 'number'),
    changesPageMaxBytes: read(env, 'CHANGES_PAGE_MAX_BYTES', 'number'),
    noticePeriodMs: read(env, 'NOTICE_PERIOD_HOURS', 'number') * 3_600_000,
    shutdownGraceMs: read(env, 'SHUTDOWN_GRACE_MS', 'number'),
    dbPoolMax: read(env, 'DB_POOL_MAX', 'number'),
    dbConnectTimeoutMs: read(env, 'DB_CONNECT_TIMEOUT_MS', 'number'),
    dbStatementTimeoutMs: read(env, 'DB_STATEMENT_TIMEOUT_MS', 'number'),
    dbIdleTimeoutMs: read(env, 'DB_IDLE_TIMEOUT_MS', 'number'),
    dbReadyTimeoutMs: read(env, 'DB_READY_TIMEOUT_MS', 'number'),
    http: httpTimeouts(env),
    webhooks: {
      allowPrivateAddresses: read(env, 'WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', 'boolean'),
      timeoutMs: read(env, 'WEBHOOKS_TIMEOUT_MS', 'number'),
    },
    liveAccess: {
      graceBeforeMs: read(env, 'LIVE_ACCESS_GRACE_BEFORE_SECONDS', 'number') * 1000,
      graceAfterMs: read(env, 'LIVE_ACCESS_GRACE_AFTER_SECONDS', 'number') * 1000,
    },
    pages: {
      embedOrigins: read(env, 'EMBED_ORIGINS', 'list') ?? [],
      stylesheet: read(env, 'PROGRAMME_STYLESHEET', 'string'),
    },
    notifications: notifications(env),
  }
}

/** Node refuses a headers timeout longer than the request timeout; said here, naming the variable. */
function httpTimeouts(env: Env): HttpTimeouts {
  const requestTimeoutMs = read(env, 'REQUEST_TIMEOUT_MS', 'number')
  const headersTimeoutMs = read(env, 'HEADERS_TIMEOUT_MS', 'number')
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      'HEADERS_TIMEOUT_MS',
      `must be at most REQUEST_TIMEOUT_MS (${requestTimeoutMs}), got ${headersTimeoutMs}`,
    )
  }
  return {
    requestTimeoutMs,
    headersTimeoutMs,
    keepAliveTimeoutMs: read(env, 'KEEP_ALIVE_TIMEOUT_MS', 'number'),
    bodyLimitBytes: read(env, 'BODY_LIMIT_BYTES', 'number'),
  }
}

/** SMTP_FROM goes with SMTP_URL; links in mails need an address people reach, PORT's on this machine by default. */
function notifications(env: Env): NotificationsConfig {
  const smtpUrl = read(env, 'SMTP_URL', 'string')
  const smtpFrom = read(env, 'SMTP_FROM', 'string')
  if (smtpUrl !== null && smtpFrom === null)
    throw new ConfigError('SMTP_FROM', 'is required with SMTP_URL (e.g. "Radio Orange <programme@example.org>")')
  return {
    smtpUrl,
    smtpFrom: smtpFrom ?? 'onair@localhost',
    publicUrl: read(env, 'PUBLIC_URL', 'string') ?? `http://localhost:${read(env, 'PORT', 'number')}`,
  }
}

/** The three OIDC variables go together: an issuer needs an audience, and an audience means nothing without one. */
function oidc(env: Env): AccessConfig['oidc'] {
  const issuer = read(env, 'OIDC_ISSUER', 'string')
  const audience = read(env, 'OIDC_AUDIENCE', 'string')
  if (issuer === null) {
    if (audience !== null) throw new ConfigError('OIDC_AUDIENCE', 'is set but OIDC_ISSUER is not')
    return null
  }
  // Over plain http anyone on the way could hand onair their own keys, and so sign in as anyone.
  const allowHttp = read(env, 'OIDC_ALLOW_HTTP_ISSUER', 'boolean')
  if (issuer.startsWith('http:') && !allowHttp) {
    throw new ConfigError(
      'OIDC_ISSUER',
      `must be an https URL, got "${issuer}" (OIDC_ALLOW_HTTP_ISSUER=true allows http, for development only)`,
    )
  }
  // Without an audience check, tokens the provider issued for any other application would be accepted.
  if (audience === null)
    throw new ConfigError(
      'OIDC_AUDIENCE',
      'is required with OIDC_ISSUER (the client id or API audience onair tokens carry)',
    )
  return { issuer, audience, roleClaim: read(env, 'OIDC_ROLE_CLAIM', 'string') }
}
