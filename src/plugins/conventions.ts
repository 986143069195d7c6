/** The request id echoed in `x-request-id` (the client's when sane, to follow it in our logs), and 405 with `Allow`. */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import fp from 'fastify-plugin'
import { AppError, ERRORS } from '../errors.ts'

const SANE_ID = /^[\w.:@/+=-]{1,128}$/

/** Fastify's genReqId: the client's x-request-id when it is a sane token, else a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID()
}

interface KnownPath {
  pattern: RegExp
  methods: Set<string>
}

function patternOf(url: string): RegExp {
  const escaped = url
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${escaped}/?$`)
}

export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id)
    })

    const known = new Map<string, KnownPath>()
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method]
      const entry = known.get(route.url) ?? { pattern: patternOf(route.url), methods: new Set<string>() }
      for (const method of methods) entry.methods.add(method)
      if (entry.methods.has('GET')) entry.methods.add('HEAD')
      known.set(route.url, entry)
    })

    app.decorate('allowedMethods', (path: string): string[] => {
      const methods = new Set<string>()
      for (const entry of known.values())
        if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method)
      return [...methods].sort()
    })
  },
  { name: 'conventions' },
)

declare module 'fastify' {
  interface FastifyInstance {
    allowedMethods(path: string): string[]
  }
}

export function methodNotAllowed(method: string, path: string, allowed: readonly string[]): AppError {
  return new AppError(ERRORS.methodNotAllowed, `${method} is not allowed on ${path}; use ${allowed.join(', ')}`)
}
