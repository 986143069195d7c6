import { fileURLToPath } from 'node:url'

// Files the server reads at run time, found from this module, which sits one folder below the package
// root in every form the server runs in: src/locations.ts (tsx), dist/locations.js (tsc's output) and
// dist/server.js with its chunks (the bundle that `npm start` runs, scripts/build.mjs). Declared here
// and only here so that moving code between modules, or into the bundle, cannot move what they find.

/** The migrations, in the package (prisma/migrations), beside src/ and dist/. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../prisma/migrations', import.meta.url))

/** The solutions page that the OpenAPI document links to (docs/solutions.md). */
export const SOLUTIONS_PAGE = fileURLToPath(new URL('../docs/solutions.md', import.meta.url))

/**
 * A freshly initialised embedded cluster: `npm run build` writes it into dist/
 * (src/bin/embedded-template.ts), so the built server never depends on the sources or they on it. A new
 * data directory starts from it instead of running initdb, which takes seconds. Absent (running the
 * sources with tsx, where it would be src/embedded-template.tar.gz): PGlite runs initdb.
 */
export const EMBEDDED_TEMPLATE = new URL('./embedded-template.tar.gz', import.meta.url)

/**
 * The planner's built assets (scripts/build-planner.mjs, run by `npm run build`): dist/planner, found
 * from src/ (tsx, the tests) and from dist/ alike.
 */
export const PLANNER_DIR = fileURLToPath(new URL('../dist/planner', import.meta.url))
