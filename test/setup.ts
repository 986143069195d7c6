// tap's `before` step: build the migrated embedded template once, before test files run in parallel.
import { embeddedTemplate } from './helpers/databases.ts'

await embeddedTemplate()
