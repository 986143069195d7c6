import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { openPGlite } from '../db/platform/pglite.ts'
import { EMBEDDED_TEMPLATE } from '../locations.ts'

// `npm run build`: an initialised, empty embedded cluster, so that a new data directory is a copy instead
// of an initdb (seconds). Migrations are not in it: they are applied at start as on any database, so a
// template built before a migration was added or edited can never disagree with prisma/migrations.
const { pglite, ready } = await openPGlite('memory://', null)
await ready
const tarball = await pglite.dumpDataDir('gzip')
await pglite.close()
await writeFile(EMBEDDED_TEMPLATE, Buffer.from(await tarball.arrayBuffer()))
console.log(`wrote ${fileURLToPath(EMBEDDED_TEMPLATE)}`)
