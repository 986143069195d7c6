// Builds the migrated templates the test databases start from (see databases.ts); run by test/setup.ts.
import { embeddedTemplate, postgresTemplate } from './databases.ts'

await embeddedTemplate()
if (process.env.TEST_DATABASE_URL) await postgresTemplate()
