/** How the configuration table's variables are checked: the kinds of value and what each accepts, said for people. */
import { resolve } from 'node:path'
import { canonicalZone } from '../domain/time/station-time.ts'
import { ConfigError } from '../errors.ts'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** What a check makes of a variable's text, as `loadConfig` asks for it (`read(env, 'PORT', 'number')`). */
export interface Kinds {
  number: number
  boolean: boolean
  string: string
  list: string[]
  logLevel: LogLevel
}

/** How a variable's text becomes its value: what it accepts, said for people, and the check. */
export interface Validation<T = unknown> {
  accepts: string
  kind: keyof Kinds
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

const integer = (min: number, max: number): Validation<number> => ({
  accepts: `whole number ${min}–${max}`,
  kind: 'number',
  parse(value, name) {
    if (!/^\d+$/.test(value)) throw new ConfigError(name, `must be a whole number, got "${value}"`)
    const n = Number(value)
    if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`)
    return n
  },
})

const text = (accepts: string): Validation<string> => ({ accepts, kind: 'string', parse: (value) => value })

/** Text checked by `test` (a pattern or a function), answered as `finish` makes it, else refused saying `problem`. */
function checkedText(
  accepts: string,
  test: RegExp | ((value: string) => boolean),
  problem: (value: string) => string,
  finish: (value: string) => string = (value) => value,
): Validation<string> {
  return {
    accepts,
    kind: 'string',
    parse(value, name) {
      if (!(typeof test === 'function' ? test(value) : test.test(value))) throw new ConfigError(name, problem(value))
      return finish(value)
    },
  }
}

function url(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

const isHttp = (value: string) => /^https?:$/.test(url(value)?.protocol ?? '')

/** The areas of the zone database's canonical names (Area/Location); aliases are abbreviations or other areas (US/, Etc/GMT+5). */
const ZONE_AREA = /^(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)\//i

/** The checks `variables.json` names: alone (`"boolean"`) or with what it passes them (`["integer", 1, 3660]`). */
const CHECKS: Record<string, Validation | ((...args: never[]) => Validation)> = {
  integer,
  text,
  boolean: {
    accepts: '`true` or `false` (`1`, `0`)',
    kind: 'boolean',
    parse(value, name) {
      const lower = value.toLowerCase()
      if (lower === 'true' || lower === '1') return true
      if (lower === 'false' || lower === '0') return false
      throw new ConfigError(name, `must be true or false, got "${lower}"`)
    },
  },
  /** Comma-separated origins, each `scheme://host[:port]` exactly as browsers send it. */
  origins: {
    accepts: 'comma-separated origins',
    kind: 'list',
    parse(value, name) {
      const list = value
        .split(',')
        .map((origin) => origin.trim())
        .filter((origin) => origin !== '')
      for (const origin of list) {
        if (!isHttp(origin) || url(origin)?.origin !== origin) {
          throw new ConfigError(
            name,
            `"${origin}" is not an origin like https://radio.example.org (no path, no trailing slash)`,
          )
        }
      }
      return list
    },
  },
  logLevel: {
    accepts: LOG_LEVELS.map((level) => `\`${level}\``).join(', '),
    kind: 'logLevel',
    parse(value, name) {
      if (!(LOG_LEVELS as readonly string[]).includes(value))
        throw new ConfigError(name, `must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`)
      return value as LogLevel
    },
  },
  postgresUrl: checkedText(
    '`postgres://…` or `postgresql://…`',
    /^postgres(ql)?:\/\//,
    () => 'must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)',
  ),
  directory: { accepts: 'a directory', kind: 'string', parse: (value) => resolve(value) },
  stationZone: {
    accepts: 'an IANA zone',
    kind: 'string',
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
  },
  adminToken: {
    accepts: '32 or more letters, digits, `-._~+/`',
    kind: 'string',
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
  },
  stylesheetUrl: checkedText(
    'an `http(s)` URL',
    isHttp,
    (value) => `"${value}" is not an absolute http(s) URL like https://radio.example.org/programme.css`,
    (value) => url(value)!.href,
  ),
  oidcIssuer: {
    accepts: 'an `http(s)` URL',
    kind: 'string',
    parse(value, name) {
      if (url(value) === undefined) throw new ConfigError(name, `"${value}" is not a URL`)
      if (!isHttp(value)) throw new ConfigError(name, `must be an http(s) URL, got "${value}"`)
      return value
    },
  },
  smtpUrl: checkedText(
    '`smtp://…` or `smtps://…`',
    /^smtps?:\/\/[^/?#]+/,
    () => 'must be an smtp:// or smtps:// URL like smtps://user:password@mail.example.org:465',
  ),
  mailbox: checkedText(
    'an address, or `Name <address>`',
    /^([^<>\r\n]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
    (value) => `"${value}" is not an address like programme@example.org or "Radio Orange <programme@example.org>"`,
  ),
  publicUrl: checkedText(
    'an `http(s)` URL without query',
    (value) => isHttp(value) && url(value)!.search === '' && url(value)!.hash === '',
    (value) => `"${value}" is not an http(s) URL like https://onair.example.org (no query)`,
    (value) => value.replace(/\/+$/, ''),
  ),
}

/** The check a row of `variables.json` names; an unknown name is a mistake in the table, found at the first start. */
export function checkNamed(check: string | ReadonlyArray<string | number>): Validation {
  const [name, ...args] = typeof check === 'string' ? [check] : check
  const found = CHECKS[String(name)]
  if (found === undefined) throw new Error(`variables.json names a check that does not exist: ${String(name)}`)
  return typeof found === 'function' ? (found as (...args: unknown[]) => Validation)(...args) : found
}
