import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'
import { prepareTestImage, readTestImage, TEST_IMAGE_ENV, testImagePath } from './test-image.ts'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'silk-image-test-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

const names = () => readdirSync(dir).sort()
const image = () => path.basename(testImagePath(dir))
/** A pid no process has: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.on('exit', resolve))
  return child.pid!
}

describe('the PGlite test image', () => {
  it('is made once when two runs ask for it at the same time, and never read half-written', async () => {
    let builds = 0
    const build = async () => {
      builds += 1
      // Slow enough that the second run finds the first one's lock.
      await sleep(300)
      return new Uint8Array([1, 2, 3])
    }
    const [first, second] = await Promise.all([
      prepareTestImage({ dir, build }),
      (async () => {
        await sleep(50)
        // Mid-build there is no image yet: a reader gets none, not part of one.
        expect(await readTestImage(dir)).toBeUndefined()
        return prepareTestImage({ dir, build })
      })(),
    ])
    expect(builds).toBe(1)
    expect(first).toBe(second)
    expect(names()).toEqual([image()])
    expect([...readFileSync(first)]).toEqual([1, 2, 3])
  })

  it('leaves no lock or partial copy when making it fails, and the next run makes it', async () => {
    const failing = async (): Promise<Uint8Array> => {
      throw new Error('disk full')
    }
    await expect(prepareTestImage({ dir, build: failing })).rejects.toThrow('disk full')
    expect(names()).toEqual([])
    await prepareTestImage({ dir, build: async () => new Uint8Array([4]) })
    expect(names()).toEqual([image()])
  })

  it('removes what dead runs left and old images of other migrations, not live ones', async () => {
    const dead = await deadPid()
    const hash = 'silk-test-pglite-0123456789abcdef'
    writeFileSync(path.join(dir, `${image()}.${dead}.1a2b3c4d`), 'half')
    writeFileSync(path.join(dir, `${hash}.tar.${dead}.00ff00ff`), 'half')
    writeFileSync(path.join(dir, `${hash}.tar.${process.pid}.0000aaaa`), 'being written')
    writeFileSync(path.join(dir, `${hash}.lock`), String(dead))
    writeFileSync(path.join(dir, 'silk-test-pglite-fedcba9876543210.tar'), 'recent')
    const old = path.join(dir, 'silk-test-pglite-aaaaaaaaaaaaaaaa.tar')
    writeFileSync(old, 'unused for a day')
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000)
    utimesSync(old, dayAgo, dayAgo)
    writeFileSync(path.join(dir, 'unrelated.tar'), 'not ours')

    await prepareTestImage({ dir, build: async () => new Uint8Array([5]) })
    expect(names()).toEqual(
      [
        image(),
        `${hash}.tar.${process.pid}.0000aaaa`,
        'silk-test-pglite-fedcba9876543210.tar',
        'unrelated.tar',
      ].sort(),
    )
  })

  it('takes over from a run that died holding the lock', async () => {
    const lock = testImagePath(dir).replace(/\.tar$/, '.lock')
    writeFileSync(lock, String(await deadPid()))
    await prepareTestImage({ dir, build: async () => new Uint8Array([6]) })
    expect(names()).toEqual([image()])
  })

  it('is read through the descriptor the global setup holds, after every file in the directory is gone', async () => {
    const file = await prepareTestImage({ dir, build: async () => new Uint8Array([7, 8]) })
    const handle = await open(file, 'r')
    const saved = process.env[TEST_IMAGE_ENV]
    try {
      process.env[TEST_IMAGE_ENV] = `/proc/${process.pid}/fd/${handle.fd}`
      rmSync(file)
      expect(await readTestImage(dir)).toBeUndefined()
      const kept = await readTestImage()
      expect([...new Uint8Array(await kept!.arrayBuffer())]).toEqual([7, 8])
    } finally {
      if (saved === undefined) delete process.env[TEST_IMAGE_ENV]
      else process.env[TEST_IMAGE_ENV] = saved
      await handle.close()
    }
  })

  it('opens as a migrated database', async () => {
    // The temp directory's own image: made by the global setup before this file, when the run has one.
    const file = await prepareTestImage()
    const database = await openDatabase({ memory: true, image: new Blob([readFileSync(file)]) })
    try {
      const rows = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
      )
      const n = ((rows as unknown as { rows?: { n: number }[] }).rows ??
        (rows as unknown as { n: number }[]))[0]!.n
      expect(n).toBeGreaterThan(50)
    } finally {
      await database.close()
    }
  }, 120_000)
})
