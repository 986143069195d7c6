import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import fp from 'fastify-plugin'

/** OpenAPI 3 document at /openapi.json and Swagger UI at /docs, built from the route schemas. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'onair',
          version: '1.0.0',
          description:
            'Radio programme planning: recurring schedules projected into timeslots, collision detection and atomic resolution. ' +
            'Times are station-local `YYYY-MM-DD HH:MM:SS` strings in the station time zone.',
        },
        tags: [
          { name: 'schedules', description: 'Create and update schedules; detect and resolve collisions' },
          { name: 'timeslots', description: 'The programme: concrete broadcasts' },
          { name: 'shows', description: 'Shows' },
          { name: 'episodes', description: 'Episodes of a show' },
          { name: 'playout', description: 'What to air, for automation' },
          { name: 'health', description: 'Liveness and readiness' },
        ],
      },
    })
    await app.register(swaggerUi, { routePrefix: '/docs' })
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  },
  { name: 'openapi' },
)
