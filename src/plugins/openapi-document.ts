/** @fastify/swagger's output as clients generate from it: one spelling a path, titled schemas as $refs. */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
type JsonObject = { [key: string]: Json }

/** The contract's `/api/v1/schedules/` and `/api/v1/schedules` are one resource: documented without the slash. */
export function documentedPath(url: string): string {
  return url.length > 1 && url.endsWith('/') ? url.slice(0, -1) : url
}

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Keywords whose value is a schema, a list of schemas or a map of schemas (OpenAPI 3.0 Schema Object). */
const SCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not'] as const
const SCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const

/** Titled schemas become `$ref`s to `components.schemas`, innermost first; two schemas under one title throw. */
export function liftNamedSchemas(document: JsonObject): JsonObject {
  if (!isObject(document.components)) document.components = {}
  const components = document.components as JsonObject
  if (!isObject(components.schemas)) components.schemas = {}
  const named = components.schemas as JsonObject

  const lift = (schema: Json): Json => {
    if (!isObject(schema) || typeof schema.$ref === 'string') return schema
    if (isObject(schema.properties)) {
      for (const [key, value] of Object.entries(schema.properties)) schema.properties[key] = lift(value)
    }
    for (const keyword of SCHEMA_KEYWORDS) {
      if (isObject(schema[keyword])) schema[keyword] = lift(schema[keyword])
    }
    for (const keyword of SCHEMA_LISTS) {
      const list = schema[keyword]
      if (Array.isArray(list)) schema[keyword] = list.map(lift)
    }
    const name = schema.title
    if (typeof name !== 'string') return schema
    const known = named[name]
    if (known !== undefined && JSON.stringify(known) !== JSON.stringify(schema)) {
      throw new Error(`two different schemas are named ${name}:\n${JSON.stringify(known)}\n${JSON.stringify(schema)}`)
    }
    named[name] = schema
    return { $ref: `#/components/schemas/${name}` }
  }

  const liftContent = (holder: Json | undefined) => {
    if (!isObject(holder) || !isObject(holder.content)) return
    for (const media of Object.values(holder.content)) {
      if (isObject(media) && media.schema !== undefined) media.schema = lift(media.schema)
    }
  }

  for (const pathItem of Object.values(isObject(document.paths) ? document.paths : {})) {
    if (!isObject(pathItem)) continue
    for (const operation of Object.values(pathItem)) {
      if (!isObject(operation)) continue
      liftContent(operation.requestBody)
      for (const response of Object.values(isObject(operation.responses) ? operation.responses : {}))
        liftContent(response)
      for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
        if (isObject(parameter) && isObject(parameter.schema)) parameter.schema = lift(parameter.schema)
      }
    }
  }
  // In a stable order, so the committed document does not change with the order routes register in.
  components.schemas = Object.fromEntries(Object.entries(named).sort(([a], [b]) => a.localeCompare(b)))
  return document
}
