/**
 * Security headers (helmet) and CORS for the CORS_ORIGINS. Registered before auth, so a preflight needs
 * no credential and even a 401 carries CORS headers. Answers to a credential are private unless a route says so.
 */
import cors from '@fastify/cors'
import fp from 'fastify-plugin'
import helmet from 'helmet'

export default fp(
  async (app) => {
    const { corsOrigins } = app.ctx.config.access
    // Built once: @fastify/helmet rebuilds it on every request, 7 % of a cached read's CPU (docs/decisions.md).
    // Nothing may be framed (clickjacking) but the embeds, which say so themselves (src/http/programme/routes.ts).
    const securityHeaders = helmet({
      contentSecurityPolicy: { directives: { frameAncestors: ["'none'"] } },
      xFrameOptions: { action: 'deny' },
    })
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    )
    // What an answer holds depends on who asks (memos, a host's own shows): a shared cache must neither
    // keep a caller's answer for others nor give the anonymous one to a caller (issue 35).
    app.addHook('onSend', async (request, reply) => {
      const vary = reply.getHeader('vary')
      if (typeof vary !== 'string' || vary === '') reply.header('vary', 'authorization')
      else if (!/(^|,)\s*(authorization|\*)\s*(,|$)/i.test(vary)) reply.header('vary', `${vary}, authorization`)
      const credential =
        request.headers.authorization !== undefined ||
        typeof (request.query as { ticket?: unknown } | undefined)?.ticket === 'string'
      if (credential && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private')
    })
    if (corsOrigins.length > 0) {
      await app.register(cors, {
        origin: corsOrigins,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type'],
        exposedHeaders: ['retry-after', 'www-authenticate', 'content-disposition'],
        maxAge: 600,
      })
    }
  },
  { name: 'http-security' },
)
