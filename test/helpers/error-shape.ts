import { STATUS_CODES } from 'node:http'

const KEYS = new Set(['statusCode', 'error', 'code', 'message', 'fields'])

/**
 * What is wrong with an error answer, or [] when it is the one error shape
 * `{ statusCode, error, code, message, fields? }` for the status it came with.
 */
export function errorShapeProblems(status: number, body: unknown): string[] {
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    return [`not an object: ${JSON.stringify(body)}`]
  const value = body as Record<string, unknown>
  const problems = Object.keys(value)
    .filter((key) => !KEYS.has(key))
    .map((key) => `unknown key ${key}`)
  if (value.statusCode !== status) problems.push(`statusCode ${String(value.statusCode)} is not the status ${status}`)
  if (value.error !== STATUS_CODES[status])
    problems.push(`error ${JSON.stringify(value.error)} is not "${STATUS_CODES[status]}"`)
  if (typeof value.code !== 'string' || !/^(ONAIR|FST)_[A-Z0-9_]+$/.test(value.code))
    problems.push(`code ${JSON.stringify(value.code)}`)
  if (typeof value.message !== 'string' || value.message.trim() === '')
    problems.push(`message ${JSON.stringify(value.message)}`)
  if ('fields' in value) {
    const fields = value.fields
    const valid =
      Array.isArray(fields) &&
      fields.length > 0 &&
      fields.every(
        (f) =>
          f !== null &&
          typeof f === 'object' &&
          Object.keys(f).sort().join() === 'message,path' &&
          typeof (f as Record<string, unknown>).path === 'string' &&
          /^(params|querystring|body|headers)(\/|$)/.test(String((f as Record<string, unknown>).path)) &&
          typeof (f as Record<string, unknown>).message === 'string',
      )
    if (!valid) problems.push(`fields ${JSON.stringify(fields)}`)
  }
  return problems
}

/** The body as JSON, or a marker that says it was not JSON (so the shape check names it). */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return { notJson: text.slice(0, 200) }
  }
}
