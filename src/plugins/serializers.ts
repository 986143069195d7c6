/**
 * How responses are serialized: Fastify's own fast-json-stringify serializers, each built the first
 * time its route answers with that status instead of when the app starts.
 */
import { type SerializerFactory, SerializerSelector } from '@fastify/fast-json-stringify-compiler'

/**
 * Building every route's serializers (each GET twice, for its HEAD) was most of Fastify's `ready`, a
 * third of a second of every start; a response pays for its own on first use, a millisecond or two.
 * The serializer is the one Fastify builds by default, with the same shared schemas and options.
 */
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
