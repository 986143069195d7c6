/** JSON bodies: Fastify's own parser, whose refusals say where the text stops being JSON or which key is refused. */
import type { FastifyInstance } from 'fastify'
import { AppError, ERRORS } from '../../errors.ts'
import { jsonSyntaxProblem } from '../../http/common/error-advice.ts'

export function parseJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      // An empty body keeps Fastify's own answer (FST_ERR_CTP_EMPTY_JSON_BODY).
      const where =
        error === null || (error as { code?: string }).code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? null
          : jsonSyntaxProblem(body as string)
      const forbidden = error === null || where !== null ? null : forbiddenKeyPath(body as string)
      if (forbidden !== null) {
        // Valid JSON that secure-json-parse refuses: a key that would set the object's prototype.
        done(
          new AppError(
            ERRORS.validationFailed,
            `${forbidden.slice(1)} is a key this API refuses (it would replace the object's prototype), and no field of the API has that name: remove it`,
            [
              {
                path: forbidden.slice(1),
                message: "is refused: remove it (it would replace the object's prototype)",
              },
            ],
          ),
          undefined,
        )
      } else if (error !== null && where !== null) {
        done(
          Object.assign(new Error(`the body is not valid JSON ${where}`), {
            statusCode: 400,
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          }),
          undefined,
        )
      } else done(error, value)
    })
  })
}

/** The JSON pointer of the first `__proto__` (or `constructor.prototype`) key in valid JSON text, else null. */
function forbiddenKeyPath(text: string): string | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const find = (node: unknown, path: string): string | null => {
    if (node === null || typeof node !== 'object') return null
    for (const key of Object.keys(node)) {
      const inner = (node as Record<string, unknown>)[key]
      const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
      if (key === '__proto__') return at
      if (key === 'constructor' && inner !== null && typeof inner === 'object' && Object.hasOwn(inner, 'prototype'))
        return `${at}/prototype`
      const found = find(inner, at)
      if (found !== null) return found
    }
    return null
  }
  return find(value, '')
}
