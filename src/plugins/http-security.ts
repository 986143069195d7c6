/**
 * Security headers on every answer (helmet), and CORS only for the origins CORS_ORIGINS
 * lists (@fastify/cors; off when it is empty). Registered before the auth plugin, so a browser's
 * preflight is answered before any credential is asked for, and even a 401 carries the CORS
 * headers the browser needs to show it to the page. Every answer varies by Authorization, and an answer
 * to a credential is `Cache-Control: private` unless its route says otherwise.
 */
import cors from '@fastify/cors'
import fp from 'fastify-plugin'
import helmet from 'helmet'

export default fp(
  async (app) => {
    const { corsOrigins } = app.ctx.config.access
    // Helmet's defaults; Swagger UI's pages replace the CSP with their own (staticCSP in plugins/openapi.ts).
    // Built once: @fastify/helmet builds helmet's middleware again on every request (parsing the CSP
    // each time), 7 % of the CPU of a cached read (docs/decisions.md, "Headers and browsers").
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
