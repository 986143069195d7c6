import { resolve } from 'node:path'
import { canonicalZone } from './domain/time/station-time.ts'
import { ConfigError } from './errors.ts'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** How a variable's text becomes its value: what it accepts, said for people, and the check. */
interface Validation<T> {
  accepts: string
  /** Throws ConfigError naming the variable when `value` is not acceptable. */
  parse(value: string, name: string): T
}

/** One environment variable: the README's configuration table is this table, row for row. */
export interface Variable<T = unknown> extends Validation<T> {
  /** The value when unset (it passes `parse` too); null: unset means none. */
  default: string | null
  /** What it does, as the README says it (Markdown). */
  meaning: string
}

/** The areas of the zone database's canonical names (Area/Location); aliases are abbreviations or other areas (US/, Etc/GMT+5). */
const ZONE_AREA = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//i

const integer = (min: number, max: number): Validation<number> => ({
  accepts: `whole number ${min}–${max}`,
  parse(value, name) {
    if (!/^\d+$/.test(value)) throw new ConfigError(name, `must be a whole number, got "${value}"`)
    const n = Number(value)
    if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`)
    return n
  },
})

const text = (accepts: string): Validation<string> => ({ accepts, parse: (value) => value })

const boolean: Validation<boolean> = {
  accepts: '`true` or `false` (`1`, `0`)',
  parse(value, name) {
    const lower = value.toLowerCase()
    if (lower === 'true' || lower === '1') return true
    if (lower === 'false' || lower === '0') return false
    throw new ConfigError(name, `must be true or false, got "${lower}"`)
  },
}

/** Comma-separated origins, each `scheme://host[:port]` exactly as browsers send it. */
const origins: Validation<string[]> = {
  accepts: 'comma-separated origins',
  parse(value, name) {
    const list = value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== '')
    for (const origin of list) {
      const parsed = url(origin)
      if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin) {
        throw new ConfigError(
          name,
          `"${origin}" is not an origin like https://radio.example.org (no path, no trailing slash)`,
        )
      }
    }
    return list
  },
}

function url(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

const logLevel: Validation<LogLevel> = {
  accepts: LOG_LEVELS.map((level) => `\`${level}\``).join(', '),
  parse(value, name) {
    if (!(LOG_LEVELS as readonly string[]).includes(value))
      throw new ConfigError(name, `must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`)
    return value as LogLevel
  },
}

export const VARIABLES = {
  PORT: {
    default: '3000',
    ...integer(0, 65535),
    meaning: 'Port to listen on (`0`: one the system chooses, logged in the `onair ready` line)',
  },
  HOST: {
    default: '127.0.0.1',
    ...text('an address'),
    meaning: 'Address to listen on (`0.0.0.0` in the Docker image)',
  },
  DATABASE_URL: {
    default: null,
    accepts: '`postgres://…` or `postgresql://…`',
    parse(value, name) {
      if (!/^postgres(ql)?:\/\//.test(value))
        throw new ConfigError(
          name,
          'must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)',
        )
      return value
    },
    meaning: 'A PostgreSQL server to use; unset = the embedded database',
  },
  DATA_DIR: {
    default: './data',
    accepts: 'a directory',
    parse: (value) => resolve(value),
    meaning: 'Where the embedded database lives (created on first start)',
  },
  STATION_TIME_ZONE: {
    default: 'UTC',
    accepts: 'an IANA zone',
    // The zone's canonical name, so what the API and the iCal TZID say is a name every client knows.
    parse(value, name) {
      const zone = canonicalZone(value)
      if (zone === null) throw new ConfigError(name, `"${value}" is not an IANA time zone (e.g. Europe/Vienna)`)
      if (zone === 'UTC' && /^(Etc\/)?UTC$/i.test(value)) return 'UTC'
      // An alias (EST, CET, US/Eastern, GMT …) is refused: it silently meant another zone's name (issue 35).
      if (!ZONE_AREA.test(value) || !ZONE_AREA.test(zone)) {
        throw new ConfigError(
          name,
          `"${value}" is an alias, not a canonical IANA zone name: it stands for ${zone}. Set ${name}=${zone} if that is the station's zone, else the Area/City name of the station's zone (e.g. America/New_York, Europe/Berlin); UTC is UTC`,
        )
      }
      return zone
    },
    meaning:
      'Zone of the station as a canonical IANA name, `Area/City` (e.g. `Europe/Vienna`) or `UTC`; every API time is wall-clock time there. An alias (`EST`, `CET`, `US/Eastern`, `GMT`) is refused at start, naming the zone it stands for',
  },
  LOG_LEVEL: { default: 'info', ...logLevel, meaning: 'The least severe level logged' },
  MAX_TIMESLOTS_PER_SCHEDULE: {
    default: '1000',
    ...integer(1, 100_000),
    meaning: 'A schedule projecting more timeslots is refused (400) before any database work',
  },
  SCHEDULE_HORIZON_DAYS: {
    default: null,
    ...integer(1, 3660),
    meaning: 'lastDate of a schedule sent without one: unset = 31 December of the current year, n = today + n days',
  },
  PROGRAMME_HORIZON_DAYS: {
    default: '400',
    ...integer(1, 3660),
    meaning:
      'An open-ended schedule (lastDate null) has its timeslots up to today + this many days; the server extends them daily',
  },
  MAX_WINDOW_DAYS: {
    default: '366',
    ...integer(1, 3660),
    meaning: 'Largest window a timeslot list, calendar feed or playout query may ask for',
  },
  MIN_SLOT_MINUTES: {
    default: '5',
    ...integer(1, 1440),
    meaning: '`defaultSolution: fill` creates no free part of a colliding timeslot shorter than this (minutes)',
  },
  CHANGES_RETENTION_DAYS: {
    default: '365',
    ...integer(1, 36_500),
    meaning:
      'The change log keeps each changeset this many days (older ones are removed hourly; a revert needs its changeset)',
  },
  NOTICE_PERIOD_HOURS: {
    default: '0',
    ...integer(0, 8760),
    meaning:
      'A write that moves, cancels or pre-empts a broadcast starting within this many hours is refused to hosts (the message says whom to ask) and needs a `reason` from programme managers and admins; `0`: no notice period',
  },
  CHANGES_PAGE_MAX_BYTES: {
    default: '1000000',
    ...integer(1000, 100_000_000),
    meaning:
      "A `/api/v1/changes` page ends before its changesets' rows and requests pass this many bytes of JSON (at least one changeset; `next` goes on from there), whatever its `limit`",
  },
  ADMIN_TOKEN: {
    default: null,
    accepts: '32 or more letters, digits, `-._~+/`',
    // Long enough to be a secret, and only characters a bearer token may have (RFC 6750 b64token).
    parse(value, name) {
      if (!/^[A-Za-z0-9\-._~+/]+=*$/.test(value)) {
        throw new ConfigError(
          name,
          'may hold only letters, digits and -._~+/ (e.g. the output of `openssl rand -hex 32`)',
        )
      }
      if (value.length < 32) throw new ConfigError(name, `must be at least 32 characters long, got ${value.length}`)
      return value
    },
    meaning:
      'At every start, ensures an admin user with exactly this API token (stored hashed; e.g. `onair_$(openssl rand -hex 32)`). Changing it revokes the previous one',
  },
  PUBLIC_READ: {
    default: 'true',
    ...boolean,
    meaning:
      'Anonymous callers may read shows, schedules, timeslots (without memos), episodes and the `.ics` feed; `false`: every request needs a token',
  },
  CORS_ORIGINS: {
    default: null,
    ...origins,
    meaning: 'Origins (`https://dashboard.example.org`) allowed to call from a browser; unset = no CORS headers at all',
  },
  EMBED_ORIGINS: {
    default: null,
    ...origins,
    meaning:
      'Origins whose pages may frame `/embed/week` and `/embed/now-next` (`frame-ancestors`); nothing else is frameable',
  },
  PROGRAMME_STYLESHEET: {
    default: null,
    accepts: 'an `http(s)` URL',
    parse(value, name) {
      const parsed = url(value)
      if (parsed === undefined || !/^https?:$/.test(parsed.protocol)) {
        throw new ConfigError(
          name,
          `"${value}" is not an absolute http(s) URL like https://radio.example.org/programme.css`,
        )
      }
      return parsed.href
    },
    meaning: 'A stylesheet the programme pages link after their own, to theme them (docs/programme-pages.md)',
  },
  AUTH_FAILURE_LIMIT: {
    default: '30',
    ...integer(1, 100_000),
    meaning: 'Failed authentications per client address and minute; more answer 429 with `Retry-After`',
  },
  STREAM_LIMIT_ANONYMOUS: {
    default: '500',
    ...integer(0, 100_000),
    meaning:
      'Change and air streams open at once without a credential, all together, per instance (`0`: none); past it 503 with `Retry-After`',
  },
  STREAM_LIMIT_PER_USER: {
    default: '20',
    ...integer(1, 100_000),
    meaning: 'Change and air streams one user may hold open at once, per instance; past it 503 with `Retry-After`',
  },
  OIDC_ISSUER: {
    default: null,
    accepts: 'an `http(s)` URL',
    parse(value, name) {
      const parsed = url(value)
      if (parsed === undefined) throw new ConfigError(name, `"${value}" is not a URL`)
      if (!/^https?:$/.test(parsed.protocol)) throw new ConfigError(name, `must be an http(s) URL, got "${value}"`)
      return value
    },
    meaning:
      'Also accept JWTs of this OpenID Connect provider (its discovery document lives under it); `https` only, unless `OIDC_ALLOW_HTTP_ISSUER`',
  },
  OIDC_ALLOW_HTTP_ISSUER: {
    default: 'false',
    ...boolean,
    meaning:
      'For development against a local provider: accept an `http://` `OIDC_ISSUER` (its keys then travel unprotected)',
  },
  OIDC_AUDIENCE: {
    default: null,
    ...text('text'),
    meaning: "Required with `OIDC_ISSUER`: the `aud` onair's tokens carry (client id or API audience)",
  },
  OIDC_ROLE_CLAIM: {
    default: 'onair_role',
    ...text('a claim or dotted path'),
    meaning: 'The claim (or dotted path, `realm_access.roles`) naming the onair role: a string or a list',
  },
  SHUTDOWN_GRACE_MS: {
    default: '10000',
    ...integer(100, 600_000),
    meaning:
      'After SIGTERM or SIGINT, how long the requests in flight may take; done in time the process exits 0, else 1',
  },
  REQUEST_TIMEOUT_MS: {
    default: '30000',
    ...integer(100, 3_600_000),
    meaning:
      'A request whose headers and body have not all arrived after this is answered 408 and its connection closed (a slow client holds nothing longer); an answer being sent, a stream included, is not cut',
  },
  HEADERS_TIMEOUT_MS: {
    default: '10000',
    ...integer(100, 3_600_000),
    meaning:
      'A request whose headers have not all arrived after this is answered 408 and its connection closed; at most `REQUEST_TIMEOUT_MS`',
  },
  BODY_LIMIT_BYTES: {
    default: '1048576',
    ...integer(1024, 104_857_600),
    meaning:
      "The largest request body, in bytes; a larger one is answered 413 naming this limit and this setting. An import's `calendar` is at most 1,000,000 characters whatever this says",
  },
  KEEP_ALIVE_TIMEOUT_MS: {
    default: '72000',
    ...integer(100, 3_600_000),
    meaning:
      "A kept-alive connection idle this long after an answer is closed (above a proxy's own idle timeout, so the proxy closes first)",
  },
  DB_READY_TIMEOUT_MS: {
    default: '1500',
    ...integer(100, 60_000),
    meaning:
      '`/ready` answers 503 when the database has not answered within this; on PostgreSQL, a query unanswered this long makes the pool check that the server still answers',
  },
  DB_POOL_MAX: { default: '10', ...integer(1, 1000), meaning: 'PostgreSQL: connections in the pool' },
  DB_CONNECT_TIMEOUT_MS: {
    default: '3000',
    ...integer(100, 600_000),
    meaning: 'PostgreSQL: opening a connection fails (503) after this',
  },
  DB_STATEMENT_TIMEOUT_MS: {
    default: '60000',
    ...integer(100, 3_600_000),
    meaning:
      'PostgreSQL: the server cancels a statement (a lock wait included) after this (503); a request waiting this long for a free connection gets a 503 too',
  },
  DB_IDLE_TIMEOUT_MS: {
    default: '10000',
    ...integer(1000, 3_600_000),
    meaning: 'PostgreSQL: an unused pooled connection is closed after this',
  },
  WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: {
    default: 'false',
    ...boolean,
    meaning:
      "Webhooks may go to private, loopback and link-local addresses (a receiver on the station's own network); off, they go to public addresses only (SSRF)",
  },
  WEBHOOKS_TIMEOUT_MS: {
    default: '10000',
    ...integer(100, 120_000),
    meaning: 'A webhook attempt without a complete answer after this has failed (and is tried again)',
  },
  LIVE_ACCESS_GRACE_BEFORE_SECONDS: {
    default: '300',
    ...integer(0, 86_400),
    meaning: 'Live access: the host of a timeslot may connect this long before it starts',
  },
  LIVE_ACCESS_GRACE_AFTER_SECONDS: {
    default: '60',
    ...integer(0, 86_400),
    meaning: 'Live access: …and stay this long after it ends',
  },
  SMTP_URL: {
    default: null,
    accepts: '`smtp://…` or `smtps://…`',
    parse(value, name) {
      if (!/^smtps?:\/\/[^/?#]+/.test(value))
        throw new ConfigError(
          name,
          'must be an smtp:// or smtps:// URL like smtps://user:password@mail.example.org:465',
        )
      return value
    },
    meaning:
      'The mail server for notifications to hosts (docs/notifications.md); unset = no mail (the webhooks still carry `notification.*` events)',
  },
  SMTP_FROM: {
    default: null,
    accepts: 'an address, or `Name <address>`',
    parse(value, name) {
      if (!/^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/.test(value)) {
        throw new ConfigError(
          name,
          `"${value}" is not an address like programme@example.org or "Radio Orange <programme@example.org>"`,
        )
      }
      return value
    },
    meaning: 'Required with `SMTP_URL`: the From of every notification mail',
  },
  PUBLIC_URL: {
    default: null,
    accepts: 'an `http(s)` URL without query',
    parse(value, name) {
      const parsed = url(value)
      if (parsed === undefined || !/^https?:$/.test(parsed.protocol) || parsed.search !== '' || parsed.hash !== '') {
        throw new ConfigError(name, `"${value}" is not an http(s) URL like https://onair.example.org (no query)`)
      }
      return value.replace(/\/+$/, '')
    },
    meaning:
      'Where people reach this onair, for the links in mails (planner, show pages, confirm, unsubscribe); unset = `http://localhost:PORT`',
  },
} satisfies Record<string, Variable>

export type VariableName = keyof typeof VARIABLES

type Env = Record<string, string | undefined>

/** What `name` holds in `env` (blank counts as unset), else its default, checked; null when unset without one. */
export function read<N extends VariableName>(
  env: Env,
  name: N,
): (typeof VARIABLES)[N] extends { default: string; parse(value: string, name: string): infer T }
  ? T
  : ReturnType<(typeof VARIABLES)[N]['parse']> | null {
  const variable: Variable = VARIABLES[name]
  const value = env[name]?.trim()
  const chosen = value === undefined || value === '' ? variable.default : value
  return (chosen === null ? null : variable.parse(chosen, name)) as never
}
