/** How the configuration table's variables are checked: the kinds of value and what each accepts, said for people. */
import { ConfigError } from '../errors.ts'

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** How a variable's text becomes its value: what it accepts, said for people, and the check. */
export interface Validation<T> {
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

export const integer = (min: number, max: number): Validation<number> => ({
  accepts: `whole number ${min}–${max}`,
  parse(value, name) {
    if (!/^\d+$/.test(value)) throw new ConfigError(name, `must be a whole number, got "${value}"`)
    const n = Number(value)
    if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`)
    return n
  },
})

export const text = (accepts: string): Validation<string> => ({ accepts, parse: (value) => value })

export const boolean: Validation<boolean> = {
  accepts: '`true` or `false` (`1`, `0`)',
  parse(value, name) {
    const lower = value.toLowerCase()
    if (lower === 'true' || lower === '1') return true
    if (lower === 'false' || lower === '0') return false
    throw new ConfigError(name, `must be true or false, got "${lower}"`)
  },
}

/** Comma-separated origins, each `scheme://host[:port]` exactly as browsers send it. */
export const origins: Validation<string[]> = {
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

export function url(value: string): URL | undefined {
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

export const logLevel: Validation<LogLevel> = {
  accepts: LOG_LEVELS.map((level) => `\`${level}\``).join(', '),
  parse(value, name) {
    if (!(LOG_LEVELS as readonly string[]).includes(value))
      throw new ConfigError(name, `must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`)
    return value as LogLevel
  },
}
