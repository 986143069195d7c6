import type { App } from '../../src/app.ts'

/**
 * Every route the app answers, as `METHOD /path` in Fastify's spelling (`/api/v1/shows/:id`, a
 * trailing slash dropped), HEAD routes included. Read from `printRoutes`, because an onRoute hook
 * would have to be added before buildApp registers the routes.
 */
export function routesOf(app: App): string[] {
  const routes: string[] = []
  const prefixes: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    // `│   ├── /:id (GET, HEAD, PATCH)`: four characters of tree per level, then the segment.
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line)
    if (m === null) continue
    const depth = (m[1] as string).length / 4
    const parent = prefixes[depth - 1] ?? ''
    const segment = m[2] as string
    // A wildcard prints without the slash it follows: `/docs` then `*` is the route `/docs/*`.
    const path = parent + (segment.startsWith('*') && !parent.endsWith('/') ? `/${segment}` : segment)
    prefixes[depth] = path
    prefixes.length = depth + 1
    for (const method of m[3]?.split(', ') ?? []) routes.push(`${method} ${path}`)
  }
  return [...new Set(routes)].sort()
}

/** The path with its parameters filled in: `/api/v1/shows/:id` with { id: 7 } → `/api/v1/shows/7`. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? name)))
}
