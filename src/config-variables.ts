import { ACCESS_VARIABLES } from './config/access-variables.ts'
import { DELIVERY_VARIABLES } from './config/delivery-variables.ts'
import { PROGRAMME_VARIABLES } from './config/programme-variables.ts'
import { SERVER_VARIABLES } from './config/server-variables.ts'
import { TIMEOUT_VARIABLES } from './config/timeout-variables.ts'
import type { Variable } from './config/variable-checks.ts'

export { LOG_LEVELS, type LogLevel, type Variable } from './config/variable-checks.ts'

/** Every environment variable, in the order of the README's configuration table (a test compares them). */
export const VARIABLES = {
  ...SERVER_VARIABLES,
  ...PROGRAMME_VARIABLES,
  ...ACCESS_VARIABLES,
  ...TIMEOUT_VARIABLES,
  ...DELIVERY_VARIABLES,
}

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
