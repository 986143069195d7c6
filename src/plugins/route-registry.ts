/** Every route with its declared permission (`app.accessRoutes`), walked by the role table test. */
import fp from 'fastify-plugin'
import type { Permission } from '../services/access/permissions.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs; a route without one refuses everyone (403). */
    permission?: Permission
  }
  interface FastifyInstance {
    accessRoutes: RouteAccess[]
  }
}

export interface RouteAccess {
  readonly method: string
  readonly url: string
  readonly permission: Permission | undefined
}

export default fp(
  async (app) => {
    const routes: RouteAccess[] = []
    app.decorate('accessRoutes', routes)
    app.addHook('onRoute', (route) => {
      // Read when asked: a plugin's own scope may still declare the permission after this hook (Swagger UI's).
      for (const method of [route.method].flat()) {
        routes.push({
          method,
          url: route.url,
          get permission() {
            return route.config?.permission
          },
        })
      }
    })
  },
  { name: 'route-registry' },
)
