import { fileURLToPath } from 'node:url'

// Files the server reads at run time, found from this module, one folder below the package root in
// every form it runs in (src/ with tsx, dist/ built or bundled): moving code cannot move what they find.

/** The migrations, in the package (prisma/migrations), beside src/ and dist/. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

/** The solutions page that the OpenAPI document links to (docs/solutions.md). */
export const SOLUTIONS_PAGE = fileURLToPath(new URL('../docs/solutions.md', import.meta.url))

/**
 * A freshly initialised embedded cluster, written into dist/ by `npm run build`: a new data directory starts
 * from it instead of running initdb, which takes seconds. Absent (the sources with tsx): PGlite runs initdb.
 */
export const EMBEDDED_TEMPLATE = new URL('./embedded-template.tar.gz', import.meta.url)

/** The planner's built assets (dist/planner, by `npm run build`), found from src/ and dist/ alike. */
export const PLANNER_DIR = fileURLToPath(new URL('../dist/planner', import.meta.url))
