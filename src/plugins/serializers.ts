/** Fastify's own response serializers, each built when its route first answers with that status. */
import { type SerializerFactory, SerializerSelector } from '@fastify/fast-json-stringify-compiler'

/** Building them all took a third of a second of every start; one costs a millisecond or two when first used. */
export function serializersOnFirstUse(): SerializerFactory {
  const factory = SerializerSelector()
  return (externalSchemas, options) => {
    const compile = factory(externalSchemas, options)
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined
      return (data) => {
        serialize ??= compile(route)
        return serialize(data)
      }
    }
  }
}
