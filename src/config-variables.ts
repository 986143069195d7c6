import { checkNamed, type Kinds, type Variable } from './config/variable-checks.ts'
import table from './config/variables.json' with { type: 'json' }

export { LOG_LEVELS, type LogLevel, type Variable } from './config/variable-checks.ts'

// The table is data, in src/config/variables.json, by section: where the server listens and logs (server), the
// limits of the programme (programme), who may read and call (access), how long connections wait and how large a
// request may be (timeouts), and what onair sends out and lets in: webhooks, live access, mail (delivery).
type Rows = typeof table.server &
  typeof table.programme &
  typeof table.access &
  typeof table.timeouts &
  typeof table.delivery

export type VariableName = keyof Rows

/** Every environment variable, in the order of the README's configuration table (a test compares them). */
export const VARIABLES = Object.fromEntries(
  Object.values(table).flatMap((section) =>
    Object.entries(section).map(([name, row]): [string, Variable] => [
      name,
      { default: row.default, ...checkNamed(row.check), meaning: row.meaning },
    ]),
  ),
) as Record<VariableName, Variable>

type Env = Record<string, string | undefined>

/**
 * What `name` holds in `env` (blank counts as unset), else its default, checked; null when unset without one.
 * `kind` is what loadConfig expects of it, held against what the variable's check makes.
 */
export function read<N extends VariableName, K extends keyof Kinds>(
  env: Env,
  name: N,
  kind: K,
): Rows[N]['default'] extends string ? Kinds[K] : Kinds[K] | null {
  const variable = VARIABLES[name]
  if (variable.kind !== kind) throw new Error(`${name} is read as ${kind}, but its check makes a ${variable.kind}`)
  const value = env[name]?.trim()
  const chosen = value === undefined || value === '' ? variable.default : value
  return (chosen === null ? null : variable.parse(chosen, name)) as never
}
