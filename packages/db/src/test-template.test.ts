import { spawn } from 'node:child_process'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestPgDatabase,
  dropRunTestDatabases,
  prepareTestTemplate,
  TEST_OWNER_ENV,
  TEST_TEMPLATE_ENV,
} from './test-template.ts'

const serverUrl = process.env.TEST_DATABASE_URL
const admin = new pg.Client({ connectionString: serverUrl })

async function databases(like: string): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where datname like $1 order by datname',
    [like],
  )
  return rows.map((row) => row.datname)
}

/** A pid no process has: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid!
}

// Only where there is a PostgreSQL server (CI sets TEST_DATABASE_URL): the embedded database has no templates.
describe.runIf(serverUrl)('the PostgreSQL test template', () => {
  beforeAll(() => admin.connect())
  afterAll(() => admin.end())

  it('is made once when two runs ask at the same time, and a copy of it is migrated and empty', async () => {
    const [first, second] = await Promise.all([
      prepareTestTemplate(serverUrl!),
      prepareTestTemplate(serverUrl!),
    ])
    expect(first).toBe(second)
    expect(await databases(`${first}%`)).toEqual([first])
    const saved = { template: process.env[TEST_TEMPLATE_ENV], owner: process.env[TEST_OWNER_ENV] }
    const owner = await deadPid()
    process.env[TEST_TEMPLATE_ENV] = first
    process.env[TEST_OWNER_ENV] = String(owner)
    try {
      const copy = await createTestPgDatabase(serverUrl!)
      expect(copy.name).toMatch(new RegExp(`^silk_test_${owner}_[0-9a-f]+$`))
      const reader = new pg.Client({ connectionString: copy.url })
      await reader.connect()
      const { rows } = await reader.query<{ applied: string; goods: string }>(
        'select (select count(*) from drizzle.__drizzle_migrations) as applied, (select count(*) from goods) as goods',
      )
      await reader.end()
      expect(Number(rows[0]!.applied)).toBeGreaterThan(50)
      expect(Number(rows[0]!.goods)).toBe(0)
      // Its run has ended (a dead pid): the next run's setup drops what it left.
      await prepareTestTemplate(serverUrl!)
      expect(await databases(`silk\\_test\\_${owner}\\_%`)).toEqual([])
    } finally {
      process.env[TEST_TEMPLATE_ENV] = saved.template
      process.env[TEST_OWNER_ENV] = saved.owner
      if (saved.template === undefined) delete process.env[TEST_TEMPLATE_ENV]
      if (saved.owner === undefined) delete process.env[TEST_OWNER_ENV]
    }
  })

  it("a run's end drops its databases and no other run's", async () => {
    const [mine, other] = [await deadPid(), process.pid]
    await admin.query(`create database silk_test_${mine}_aa01`)
    await admin.query(`create database silk_test_${other}_aa02`)
    try {
      await dropRunTestDatabases(serverUrl!, mine)
      expect(await databases(`silk\\_test\\_${mine}\\_%`)).toEqual([])
      expect(await databases(`silk\\_test\\_${other}\\_aa02`)).toEqual([`silk_test_${other}_aa02`])
    } finally {
      await admin.query(`drop database if exists silk_test_${other}_aa02`)
    }
  })

  it('a template half made by a run that died is dropped, and a copy falls back to empty when the template is gone', async () => {
    const name = await prepareTestTemplate(serverUrl!)
    const partial = `${name}_${await deadPid()}`
    await admin.query(`create database ${partial}`)
    await prepareTestTemplate(serverUrl!)
    expect(await databases(`${name}%`)).toEqual([name])
    const saved = process.env[TEST_TEMPLATE_ENV]
    process.env[TEST_TEMPLATE_ENV] = 'silk_test_tpl_0000000000000000'
    try {
      const copy = await createTestPgDatabase(serverUrl!)
      expect(await databases(copy.name)).toEqual([copy.name])
      await admin.query(`drop database ${copy.name}`)
    } finally {
      if (saved === undefined) delete process.env[TEST_TEMPLATE_ENV]
      else process.env[TEST_TEMPLATE_ENV] = saved
    }
  })
})
