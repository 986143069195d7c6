/**
 * Request validation: a JSON body is taken as sent (`"5"` stays a string); params and query strings are
 * coerced strictly (decimal integers only, where Ajv alone takes `0x10`; lists repeated or comma-separated).
 */

import { setImmediate as nextTurn } from 'node:timers/promises'
import { Ajv, type Options as AjvOptions, type ErrorObject } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'

// ajv-formats is CommonJS with a default export; under nodenext it arrives wrapped.
const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv

const DECIMAL_INTEGER = /^-?(0|[1-9]\d{0,15})$/

interface JsonSchema {
  type?: string
  items?: JsonSchema
  properties?: Record<string, JsonSchema>
}

function makeAjv(options: AjvOptions): Ajv {
  const ajv = new Ajv({
    useDefaults: true,
    // Unknown fields are rejected by `additionalProperties: false`, never silently dropped.
    removeAdditional: false,
    strict: false,
    ...options,
  })
  return addFormats(ajv)
}

type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null }

function issue(key: string, message: string): ErrorObject {
  return { instancePath: `/${key}`, schemaPath: '#/decimal', keyword: 'type', params: {}, message }
}

/** Splits list parameters on commas and refuses integers not written in decimal, before Ajv coerces. */
function strictText(schema: JsonSchema, validate: Validate): Validate {
  const properties = Object.entries(schema.properties ?? {})
  const lists = properties
    .filter(([, property]) => property.type === 'array')
    .map(([key, property]) => ({ key, property }))
  const integers = new Set(
    properties
      .filter(
        ([, property]) =>
          property.type === 'integer' || (property.type === 'array' && property.items?.type === 'integer'),
      )
      .map(([key]) => key),
  )
  const check: Validate = (data) => {
    if (data !== null && typeof data === 'object') {
      const record = data as Record<string, unknown>
      for (const { key } of lists) {
        const value = record[key]
        if (value !== undefined)
          record[key] = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','))
      }
      for (const key of integers) {
        const value = record[key]
        const texts = value === undefined ? [] : Array.isArray(value) ? value : [value]
        if (texts.some((text) => typeof text === 'string' && !DECIMAL_INTEGER.test(text))) {
          check.errors = [issue(key, 'must be a decimal integer')]
          return false
        }
      }
    }
    const valid = validate(data)
    check.errors = validate.errors ?? null
    return valid
  }
  return check
}

/** Characters no body string may hold: U+0000, and a UTF-16 surrogate without its pair (JSON's `"\ud800"`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what this pattern finds
const UNSTORABLE = /\u0000|\p{Cs}/u

/** The JSON pointer of the first string (value or key) holding an unstorable character, or null. */
function unstorablePath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null
  if (value === null || typeof value !== 'object') return null
  for (const [key, inner] of Object.entries(value)) {
    const at = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`
    const found = UNSTORABLE.test(key) ? at : unstorablePath(inner, at)
    if (found !== null) return found
  }
  return null
}

/** What is wrong with the string at `path` of `data`, said for the one who sent it. */
function unstorableMessage(data: unknown, path: string): string {
  let value: unknown = data
  for (const key of path.split('/').slice(1))
    value = (value as Record<string, unknown> | undefined)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')]
  const text = typeof value === 'string' ? value : path
  return text.includes('\u0000')
    ? 'must not contain the character U+0000'
    : 'must not contain an unpaired UTF-16 surrogate (a lone \\ud800–\\udfff escape): send the character whole, as UTF-8 or as its surrogate pair'
}

/** PostgreSQL cannot store these and every write logs its request: refused here, not with a 500 at the insert. */
function withoutNul(validate: Validate): Validate {
  const check: Validate = (data) => {
    const valid = validate(data)
    check.errors = validate.errors ?? null
    const path = valid ? unstorablePath(data, '') : null
    if (path === null) return valid
    check.errors = [
      {
        instancePath: path,
        schemaPath: '#/unstorable',
        keyword: 'unstorable',
        params: {},
        message: unstorableMessage(data, path),
      },
    ]
    return false
  }
  return check
}

export const ALL_ERRORS_MAX_VALUES = 1000

/** How many values (objects, arrays, scalars, keys counted with their values) `data` holds, counting no further than `max` + 1. */
function valueCount(data: unknown, max: number): number {
  let count = 0
  const stack: unknown[] = [data]
  while (stack.length > 0 && count <= max) {
    const value = stack.pop()
    count += 1
    if (value !== null && typeof value === 'object') {
      for (const inner of Object.values(value)) {
        stack.push(inner)
        if (stack.length + count > max) return max + 1
      }
    }
  }
  return count
}

/**
 * First problem only: every problem of a hostile body cost over a second and megabytes (issue 35). A small
 * refused input is validated again with `allErrors`, so a person hears of all their mistakes at once.
 */
function boundedErrors(first: Validate, all: () => Validate): Validate {
  const check: Validate = (data) => {
    if (first(data)) {
      check.errors = null
      return true
    }
    check.errors = first.errors ?? null
    if (valueCount(data, ALL_ERRORS_MAX_VALUES) <= ALL_ERRORS_MAX_VALUES) {
      const every = all()
      every(data)
      check.errors = every.errors ?? check.errors
    }
    return false
  }
  return check
}

interface AjvPair {
  first: Ajv
  all: Ajv
}

// One set per process: Ajv caches by schema object, so an app built again (every test) reuses its validators.
let ajvs: { body: AjvPair; text: AjvPair } | undefined

const pair = (options: AjvOptions): AjvPair => ({
  first: makeAjv(options),
  all: makeAjv({ ...options, allErrors: true }),
})

/** The validator compiler of the app: strict bodies, strictly coerced text parts. */
export interface ValidatorCompiler extends FastifySchemaCompiler<unknown> {
  /**
   * Compiles, one per turn of the event loop, the validators no request has needed yet: once the
   * service listens, so a route's first request (a large import) does not pay for it while others wait.
   * Answers how many it compiled.
   */
  compileRest(): Promise<number>
}

export function validatorCompiler(): ValidatorCompiler {
  ajvs ??= { body: pair({ coerceTypes: false }), text: pair({ coerceTypes: 'array' }) }
  const { body: bodyAjv, text: textAjv } = ajvs
  const compile = (ajv: AjvPair, schema: object): Validate => {
    let every: Validate | undefined
    return boundedErrors(ajv.first.compile(schema) as Validate, () => (every ??= ajv.all.compile(schema) as Validate))
  }
  const waiting = new Set<() => void>()
  const compiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) =>
    compiledOnFirstUse(
      () =>
        httpPart === 'body'
          ? withoutNul(compile(bodyAjv, schema as object))
          : strictText(schema as JsonSchema, compile(textAjv, schema as object)),
      waiting,
    )
  return Object.assign(compiler, {
    async compileRest() {
      let compiled = 0
      for (const compileNow of waiting) {
        await nextTurn()
        // A request may have compiled it meanwhile.
        if (waiting.has(compileNow)) compiled++
        compileNow()
      }
      return compiled
    },
  })
}

/**
 * Compiled on a route's first request, or by `compileRest` once the service listens: compiling every
 * schema at start costs most of a second. `waiting` holds the compilations not done yet.
 */
function compiledOnFirstUse(compile: () => Validate, waiting: Set<() => void>): Validate {
  let compiled: Validate | undefined
  const compileNow = () => {
    waiting.delete(compileNow)
    compiled ??= compile()
  }
  waiting.add(compileNow)
  const check: Validate = (data) => {
    compileNow()
    const valid = compiled!(data)
    check.errors = compiled!.errors ?? null
    return valid
  }
  return check
}
