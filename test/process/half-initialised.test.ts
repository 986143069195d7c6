import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import t from 'tap'
import { send, startServer } from './support/server-process.ts'

t.test('a data directory whose first start was killed half-way is filled again, not opened', async (t) => {
  const dataDir = t.testdir()
  // What a first start killed while copying the cluster in leaves: its marker, a PG_VERSION, part of the rest.
  await writeFile(join(dataDir, '.onair-initialising'), '')
  await writeFile(join(dataDir, 'PG_VERSION'), '17\n')
  await mkdir(join(dataDir, 'base', '1'), { recursive: true })
  await writeFile(join(dataDir, 'base', '1', '1259'), 'half a catalog')

  const server = await startServer(t, { env: { DATA_DIR: dataDir } })
  const shows = await send(`${server.url}/api/v1/shows`)
  t.equal(shows.status, 200, `the database works: ${shows.body}`)
  t.notOk((await readdir(dataDir)).includes('.onair-initialising'), 'the marker is gone once the cluster is complete')
})
