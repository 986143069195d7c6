import { resolve } from 'node:path'
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
  /** Largest window a timeslot listing, feed or playout query may ask for. */
  maxWindowDays: number
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
  }
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

function timeZone(env: Env): string {
  const value = text(env, 'STATION_TIME_ZONE', 'UTC')
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value })
  } catch {
    throw new ConfigError('STATION_TIME_ZONE', `"${value}" is not an IANA time zone (e.g. Europe/Vienna)`)
  }
  return value
}

function logLevel(env: Env): LogLevel {
  const value = text(env, 'LOG_LEVEL', 'info')
  if (!(LOG_LEVELS as readonly string[]).includes(value)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`)
  }
  return value as LogLevel
}
