import { existsSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { prepareTestImage, TEST_IMAGE_ENV } from '@silk/db/test-image'
import {
  dropRunTestDatabases,
  prepareTestTemplate,
  TEST_OWNER_ENV,
  TEST_TEMPLATE_ENV,
} from '@silk/db/test-template'

/**
 * Runs once before any test file (decision 138): the migrated PGlite image every API test file opens
 * is made here, outside every hook's time limit, not by the first file that needs it. This process
 * then keeps the image open and hands test files its descriptor's path under /proc, so deleting the
 * temp directory's images mid-run changes nothing for this run. On PostgreSQL (TEST_DATABASE_URL)
 * it is the migrated template each file's database is a copy of (test-template.ts); the run's
 * databases are dropped at its end.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const started = performance.now()
    process.env[TEST_TEMPLATE_ENV] = await prepareTestTemplate(serverUrl)
    process.env[TEST_OWNER_ENV] = String(process.pid)
    console.log(`PostgreSQL test template ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    return () => dropRunTestDatabases(serverUrl)
  }
  const started = performance.now()
  const file = await prepareTestImage()
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`PGlite test image ready in ${seconds} s: ${file}`)
  const handle = await open(file, 'r')
  const pinned = `/proc/${process.pid}/fd/${handle.fd}`
  // Test workers are started after this and inherit the environment.
  if (existsSync(pinned)) process.env[TEST_IMAGE_ENV] = pinned
  return () => handle.close()
}
