/** Raw rows (`schedule_id`) in the models' camelCase: `RETURNING *` gives whole rows, a column added later included. */
const names = new Map<string, string>()
// A 409 over a year maps hundreds of rows of the same dozen columns: each name is converted once.
const camel = (column: string) => {
  let name = names.get(column)
  if (name === undefined) {
    name = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
    names.set(column, name)
  }
  return name
}

export function camelRow<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {}
  for (const [column, value] of Object.entries(row)) out[camel(column)] = value
  return out as T
}

export function camelRows<T>(rows: ReadonlyArray<Record<string, unknown>>): T[] {
  return rows.map((row) => camelRow<T>(row))
}
