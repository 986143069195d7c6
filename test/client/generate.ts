/**
 * TypeScript types for a client, generated from the committed OpenAPI document with openapi-typescript,
 * as a station's automation would generate them. `npm run openapi` writes test/client/onair.d.ts;
 * test/openapi-client.test.ts fails when it is stale and type-checks test/client/automation.ts against it.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import openapiTS, { astToString } from 'openapi-typescript'

export const documentUrl = new URL('../../openapi/openapi.json', import.meta.url)
export const typesUrl = new URL('./onair.d.ts', import.meta.url)

/** The generated types of a document, as text. */
export async function generateClientTypes(document: string): Promise<string> {
  const ast = await openapiTS(document, { silent: true })
  return `// Generated from openapi/openapi.json by \`npm run openapi\` (openapi-typescript). Do not edit.\n\n${astToString(ast)}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(typesUrl, await generateClientTypes(await readFile(documentUrl, 'utf8')))
  console.log(`wrote ${typesUrl.pathname}`)
}
