import { readFile } from 'node:fs/promises'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'
import { SOLUTIONS_PAGE } from '../locations.ts'
import { documentedPath, liftNamedSchemas } from './openapi-document.ts'

/** OpenAPI 3 document at /openapi.json and Swagger UI at /docs, built from the route schemas. */
export default fp(
  async (app) => {
    const { oidc } = app.ctx.config.access
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'onair',
          version: '1.0.0',
          description:
            'Radio programme planning: recurring schedules projected into timeslots, collision detection and atomic resolution. ' +
            'Times are station-local `YYYY-MM-DD HH:MM:SS` strings in the station time zone.\n\n' +
            'Send `Authorization: Bearer <token>` (an onair API token, or a JWT of the identity provider when OIDC is configured). ' +
            'Reading the public programme needs none while PUBLIC_READ is on.\n\n' +
            'A POST or PUT of a schedule that collides answers 409 with the collisions and the solutions allowed for each: ' +
            'send that answer back with `solutions` filled in (see the `Solution` schema).\n\n' +
            'The planner, a web app for programme managers built on this API alone: [/planner](/planner).',
          license: { name: 'AGPL-3.0-or-later', url: 'https://www.gnu.org/licenses/agpl-3.0.html' },
        },
        // Relative: the server that serves this document (Swagger UI's "Try it out" calls it).
        servers: [{ url: '/', description: 'This onair instance' }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              description: 'An onair API token (onair_…), or a JWT from the identity provider',
            },
            ...(oidc === null
              ? {}
              : {
                  oidc: {
                    type: 'openIdConnect',
                    openIdConnectUrl: new URL('.well-known/openid-configuration', `${oidc.issuer.replace(/\/$/, '')}/`)
                      .href,
                  },
                }),
          },
        },
        tags: [
          { name: 'schedules', description: 'Create and update schedules; detect and resolve collisions' },
          { name: 'timeslots', description: 'The programme: concrete broadcasts' },
          { name: 'shows', description: 'Shows' },
          { name: 'episodes', description: 'Episodes of a show' },
          { name: 'playout', description: 'What to air, for automation' },
          { name: 'reports', description: 'Airtime reports for licences and regulators' },
          { name: 'pages', description: 'The public programme as HTML pages, and pages to embed in an iframe' },
          { name: 'users', description: 'Users and their API tokens' },
          { name: 'changes', description: 'The change log: who changed what, the way back, and a live feed' },
          { name: 'station', description: "The station zone and clock, and the station's profile" },
          {
            name: 'seasons',
            description:
              'Extension: seasons, whose programme replaces the regular one for a range of dates and gives it back',
          },
          {
            name: 'holidays',
            description: 'Named dates on which schedules that skip holidays do not air, and that are no business days',
          },
          {
            name: 'radiodns',
            description: 'RadioDNS Service and Programme Information (ETSI TS 102 818) for hybrid radios and DAB EPGs',
          },
          {
            name: 'Variant A',
            description:
              "The contract's Variant A: schedules nested under shows, playlists and notes (the original service's dialect)",
          },
          { name: 'health', description: 'Liveness and readiness' },
        ],
      },
      // POST and PUT of schedules are registered as the contract writes them, with a trailing slash;
      // ignoreTrailingSlash accepts both spellings, and the document names each path once, without it.
      transform: ({ schema, url }) => ({ schema, url: documentedPath(url) }),
      transformObject: (documents) => {
        if (!('openapiObject' in documents)) throw new Error('onair documents OpenAPI 3 only')
        return liftNamedSchemas(
          documents.openapiObject as Parameters<typeof liftNamedSchemas>[0],
        ) as typeof documents.openapiObject
      },
    })
    // Swagger UI's own routes (page, assets, document) are public: a scope whose routes all say so.
    await app.register(async (docs) => {
      docs.addHook('onRoute', (route) => {
        // In place: the auth plugin reads the route's config object when it is asked.
        route.config ??= {}
        route.config.permission = 'public'
      })
      await docs.register(swaggerUi, {
        routePrefix: '/docs',
        // The token pasted into Authorize survives a reload of the page (kept in the browser's localStorage).
        uiConfig: { persistAuthorization: true },
        // The UI's own CSP: hashes for its inline scripts, and inline styles, which its bundle sets.
        staticCSP: true,
        transformStaticCSP: (header) =>
          header.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
      })
    })
    app.get('/openapi.json', { config: { permission: 'public' }, schema: { hide: true } }, async () => app.swagger())
    // The solutions' pictures (linked from the Solution model): read when asked, so a start pays nothing.
    app.get(
      '/docs/solutions.md',
      { config: { permission: 'public' }, schema: { hide: true } },
      async (_request, reply) => reply.type('text/plain; charset=utf-8').send(await readFile(SOLUTIONS_PAGE, 'utf8')),
    )
  },
  { name: 'openapi' },
)
