/**
 * The arrows of docs/architecture.md, checked by `npm test` (test/dependencies.test.ts):
 * http routes → services → domain, services → db, views → domain, plugins → services and their
 * own db modules. An import against the direction fails the suite.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'The domain imports only itself and date-fns: no database, no HTTP, no Node.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '(^|/)node_modules/date-fns(-tz)?/'] },
    },
    {
      name: 'views-speak-the-domain',
      comment: 'Views turn domain values into JSON: no rows from the database, no use cases.',
      severity: 'error',
      from: { path: '^src/http/.+/views\\.ts$' },
      to: { path: '^src/(db|services|plugins)/' },
    },
    {
      name: 'edge-goes-through-services',
      comment: 'Routes, schemas and views reach storage only through the services.',
      severity: 'error',
      from: { path: '^src/http/' },
      to: { path: '^src/db/' },
    },
    {
      name: 'plugins-know-no-routes',
      comment: 'Cross-cutting machinery never imports a resource of the edge (only its shared schemas).',
      severity: 'error',
      from: { path: '^src/plugins/' },
      to: { path: '^src/http/', pathNot: '^src/http/common/' },
    },
    {
      name: 'plugins-reach-storage-through-their-own-db-module',
      comment: 'A plugin that keeps state reads it through a db module of its own, never a resource table module.',
      severity: 'error',
      from: { path: '^src/plugins/' },
      to: {
        path: '^src/db/',
        pathNot:
          '^src/db/(platform/client|access/credential-cache|platform/database-errors|idempotency|programme-version)\\.ts$',
      },
    },
    {
      name: 'services-know-no-http',
      comment: 'Use cases speak the domain: they never import the HTTP edge or its plugins.',
      severity: 'error',
      from: { path: '^src/services/' },
      to: { path: '^src/(http|plugins)/' },
    },
    {
      name: 'use-cases-never-start-workers',
      comment:
        'The long-running workers (services/workers/) are started by the app; a use case reaches one only through the context it is given (a type).',
      severity: 'error',
      from: { path: '^src/services/', pathNot: '^src/services/workers/' },
      to: { path: '^src/services/workers/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'db-knows-nothing-above',
      comment: 'Queries and writes know the domain types and the generated client, nothing above them.',
      severity: 'error',
      from: { path: '^src/db/' },
      to: { path: '^src/(http|plugins|services)/' },
    },
    {
      name: 'no-cycles',
      comment:
        'No module needs itself to load. A cycle of type imports only (a context that names the services it carries) erases at compile time.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^src/db/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
}
