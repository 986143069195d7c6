import { resolve } from 'node:path'
import { canonicalZone } from './domain/time.ts'
import { ConfigError } from './errors.ts'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

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
  /** `defaultSolution: fill` creates no free part shorter than this many minutes. */
  minSlotMinutes: number
  /** Largest window a timeslot listing, feed or playout query may ask for. */
  maxWindowDays: number
  /** Changesets older than this many days are pruned in the background. */
  changesRetentionDays: number
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
  /** Bearer JWTs from this identity provider; null: API tokens only. */
  oidc: { issuer: string; audience: string; roleClaim: string } | null
}

type Env = Record<string, string | undefined>

/** Reads and validates the environment once; throws ConfigError naming the variable at fault. */
export function loadConfig(env: Env): Config {
  return {
    port: integer(env, 'PORT', 3000, 0, 65535),
    host: text(env, 'HOST', '127.0.0.1'),
    databaseUrl: databaseUrl(env),
    dataDir: resolve(text(env, 'DATA_DIR', './data')),
    stationTimeZone: timeZone(env),
    logLevel: logLevel(env),
    maxTimeslotsPerSchedule: integer(env, 'MAX_TIMESLOTS_PER_SCHEDULE', 1000, 1, 100_000),
    scheduleHorizonDays: optionalInteger(env, 'SCHEDULE_HORIZON_DAYS', 1, 3660),
    maxWindowDays: integer(env, 'MAX_WINDOW_DAYS', 366, 1, 3660),
    minSlotMinutes: integer(env, 'MIN_SLOT_MINUTES', 5, 1, 1440),
    access: accessConfig(env),
    changesRetentionDays: integer(env, 'CHANGES_RETENTION_DAYS', 365, 1, 36_500),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000, 100, 600_000),
    dbPoolMax: integer(env, 'DB_POOL_MAX', 10, 1, 1000),
    dbConnectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 3000, 100, 600_000),
    dbStatementTimeoutMs: integer(env, 'DB_STATEMENT_TIMEOUT_MS', 60_000, 100, 3_600_000),
    dbIdleTimeoutMs: integer(env, 'DB_IDLE_TIMEOUT_MS', 10_000, 1000, 3_600_000),
    dbReadyTimeoutMs: integer(env, 'DB_READY_TIMEOUT_MS', 1500, 100, 60_000),
    webhooks: {
      allowPrivateAddresses: boolean(env, 'WEBHOOKS_ALLOW_PRIVATE_ADDRESSES', false),
      timeoutMs: integer(env, 'WEBHOOKS_TIMEOUT_MS', 10_000, 100, 120_000),
    },
    liveAccess: {
      graceBeforeMs: integer(env, 'LIVE_ACCESS_GRACE_BEFORE_SECONDS', 300, 0, 86_400) * 1000,
      graceAfterMs: integer(env, 'LIVE_ACCESS_GRACE_AFTER_SECONDS', 60, 0, 86_400) * 1000,
    },
    pages: { embedOrigins: origins(env, 'EMBED_ORIGINS'), stylesheet: stylesheet(env) },
    notifications: notifications(env),
  }
}

function notifications(env: Env): NotificationsConfig {
  const smtpUrl = raw(env, 'SMTP_URL') ?? null
  if (smtpUrl !== null && !/^smtps?:\/\/[^/?#]+/.test(smtpUrl)) {
    throw new ConfigError('SMTP_URL', 'must be an smtp:// or smtps:// URL like smtps://user:password@mail.example.org:465')
  }
  const smtpFrom = raw(env, 'SMTP_FROM')
  if (smtpUrl !== null && smtpFrom === undefined) throw new ConfigError('SMTP_FROM', 'is required with SMTP_URL (e.g. "Radio Orange <programme@example.org>")')
  if (smtpFrom !== undefined && !/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(smtpFrom)) {
    throw new ConfigError('SMTP_FROM', `"${smtpFrom}" is not an address like programme@example.org or "Radio Orange <programme@example.org>"`)
  }
  const port = integer(env, 'PORT', 3000, 0, 65535)
  const publicUrl = raw(env, 'PUBLIC_URL') ?? `http://localhost:${port}`
  let parsed: URL | undefined
  try {
    parsed = new URL(publicUrl)
  } catch {
    parsed = undefined
  }
  if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.search !== '' || parsed.hash !== '') {
    throw new ConfigError('PUBLIC_URL', `"${publicUrl}" is not an http(s) URL like https://onair.example.org (no query)`)
  }
  return { smtpUrl, smtpFrom: smtpFrom ?? 'onair@localhost', publicUrl: publicUrl.replace(/\/+$/, '') }
}

function raw(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value === '' ? undefined : value
}

function text(env: Env, name: string, fallback: string): string {
  return raw(env, name) ?? fallback
}

function optionalInteger(env: Env, name: string, min: number, max: number): number | null {
  const value = raw(env, name)
  if (value === undefined) return null
  return parseInteger(name, value, min, max)
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = raw(env, name)
  return value === undefined ? fallback : parseInteger(name, value, min, max)
}

function parseInteger(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value)) throw new ConfigError(name, `must be a whole number, got "${value}"`)
  const n = Number(value)
  if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`)
  return n
}

function databaseUrl(env: Env): string | null {
  const value = raw(env, 'DATABASE_URL')
  if (value === undefined) return null
  if (!/^postgres(ql)?:\/\//.test(value)) {
    throw new ConfigError('DATABASE_URL', 'must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)')
  }
  return value
}

/** The zone's canonical IANA name, so what the API and the iCal TZID say is a name every client knows. */
function timeZone(env: Env): string {
  const value = text(env, 'STATION_TIME_ZONE', 'UTC')
  const zone = canonicalZone(value)
  if (zone === null) throw new ConfigError('STATION_TIME_ZONE', `"${value}" is not an IANA time zone (e.g. Europe/Vienna)`)
  return zone
}

function logLevel(env: Env): LogLevel {
  const value = text(env, 'LOG_LEVEL', 'info')
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`)
  }
  return value as LogLevel
}

function accessConfig(env: Env): AccessConfig {
  return {
    adminToken: adminToken(env),
    publicRead: boolean(env, 'PUBLIC_READ', true),
    corsOrigins: corsOrigins(env),
    authFailureLimit: integer(env, 'AUTH_FAILURE_LIMIT', 30, 1, 100_000),
    oidc: oidc(env),
  }
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = raw(env, name)?.toLowerCase()
  if (value === undefined) return fallback
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw new ConfigError(name, `must be true or false, got "${value}"`)
}

/** Long enough to be a secret, and only characters a bearer token may have (RFC 6750 b64token). */
function adminToken(env: Env): string | null {
  const value = raw(env, 'ADMIN_TOKEN')
  if (value === undefined) return null
  if (!/^[A-Za-z0-9\-._~+/]+=*$/.test(value)) {
    throw new ConfigError('ADMIN_TOKEN', 'may hold only letters, digits and -._~+/ (e.g. the output of `openssl rand -hex 32`)')
  }
  if (value.length < 32) throw new ConfigError('ADMIN_TOKEN', `must be at least 32 characters long, got ${value.length}`)
  return value
}

/** Comma-separated origins, each `scheme://host[:port]` exactly as browsers send it. */
function corsOrigins(env: Env): string[] {
  return origins(env, 'CORS_ORIGINS')
}

function stylesheet(env: Env): string | null {
  const value = raw(env, 'PROGRAMME_STYLESHEET')
  if (value === undefined) return null
  let parsed: URL | undefined
  try {
    parsed = new URL(value)
  } catch {
    parsed = undefined
  }
  if (parsed === undefined || !/^https?:$/.test(parsed.protocol)) {
    throw new ConfigError('PROGRAMME_STYLESHEET', `"${value}" is not an absolute http(s) URL like https://radio.example.org/programme.css`)
  }
  return parsed.href
}

function origins(env: Env, name: string): string[] {
  const value = raw(env, name)
  if (value === undefined) return []
  const origins = value.split(',').map((origin) => origin.trim()).filter((origin) => origin !== '')
  for (const origin of origins) {
    let parsed: URL | undefined
    try {
      parsed = new URL(origin)
    } catch {
      parsed = undefined
    }
    if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
      throw new ConfigError(name, `"${origin}" is not an origin like https://radio.example.org (no path, no trailing slash)`)
    }
  }
  return origins
}

function oidc(env: Env): AccessConfig['oidc'] {
  const issuer = raw(env, 'OIDC_ISSUER')
  const audience = raw(env, 'OIDC_AUDIENCE')
  if (issuer === undefined) {
    if (audience !== undefined) throw new ConfigError('OIDC_AUDIENCE', 'is set but OIDC_ISSUER is not')
    return null
  }
  let url: URL
  try {
    url = new URL(issuer)
  } catch {
    throw new ConfigError('OIDC_ISSUER', `"${issuer}" is not a URL`)
  }
  if (!/^https?:$/.test(url.protocol)) throw new ConfigError('OIDC_ISSUER', `must be an http(s) URL, got "${issuer}"`)
  // Without an audience check, tokens the provider issued for any other application would be accepted.
  if (audience === undefined) throw new ConfigError('OIDC_AUDIENCE', 'is required with OIDC_ISSUER (the client id or API audience onair tokens carry)')
  return { issuer, audience, roleClaim: text(env, 'OIDC_ROLE_CLAIM', 'onair_role') }
}
