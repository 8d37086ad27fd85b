import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { open, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { migrationsFolder, openDatabase } from './client.ts'

/**
 * The migrated, empty PGlite data directory that every PGlite test database opens (decisions 133, 138).
 * A new in-memory PGlite runs initdb and then the migrations, about 5 s per test file on a two-core
 * machine; opening the image takes under 1 s.
 *
 * `prepareTestImage` makes it once per run, in Vitest's global setup, before any test file starts and
 * outside every hook's time limit; the setup keeps it open for the run (`TEST_IMAGE_ENV`). Test files
 * read it (`readTestImage`); only without the global setup does a file make it (once, under the lock).
 *
 * Names in the temp directory, all starting `silk-test-pglite-`:
 * - `<hash>.tar`: an image, complete (only ever made by a rename);
 * - `<hash>.tar.<pid>.<random>`: one being written by process `pid`;
 * - `<hash>.lock`: holds the pid of the process making `<hash>.tar`; another run waits for it.
 */
const PREFIX = 'silk-test-pglite-'
/** An image of other migrations (another branch, an older run) not used for this long is removed. */
const UNUSED_FOR_MS = 6 * 60 * 60 * 1000

export interface TestImageOptions {
  /** Where images live; the temp directory by default. */
  dir?: string
  /** Makes the tarball; by default migrates an empty in-memory PGlite and dumps it. */
  build?: () => Promise<Uint8Array>
}

/** The image file for this checkout's migrations, PGlite and pg-boss (any change makes a new one). */
export function testImagePath(dir = tmpdir()): string {
  return path.join(dir, `${PREFIX}${migrationsKey()}.tar`)
}

/** 16 hex digits naming this checkout's migrations, PGlite and pg-boss (any change makes a new key). */
export function migrationsKey(): string {
  const hash = createHash('sha256')
  const require = createRequire(import.meta.url)
  // Their package.json files are not exported: found beside the entry points (dist/…).
  hash.update(
    readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json')),
  )
  // The image holds the job queue's tables too (client.ts installJobQueue), made by this pg-boss.
  hash.update(readFileSync(path.join(path.dirname(require.resolve('pg-boss')), '..', 'package.json')))
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    if (!/\.(sql|json)$/.test(file)) continue
    hash.update(file).update(readFileSync(path.join(migrationsFolder, file)))
  }
  return hash.digest('hex').slice(0, 16)
}

/** Set by Vitest's global setup: a path that reads the image it holds open, deleted or not. */
export const TEST_IMAGE_ENV = 'SILK_TEST_PGLITE_IMAGE'

/** The complete image, or undefined when there is none (then the caller makes or migrates one). */
export async function readTestImage(dir?: string): Promise<Blob | undefined> {
  const pinned = dir === undefined ? process.env[TEST_IMAGE_ENV] : undefined
  for (const file of [pinned, testImagePath(dir)]) {
    if (!file) continue
    try {
      return new Blob([await readFile(file)])
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  return undefined
}

/**
 * Makes the image unless it exists; when another process is making it, waits for that. Then removes
 * what dead processes left (half-written copies, locks) and images of other migrations unused for
 * six hours. Returns the image's path.
 */
export async function prepareTestImage(options: TestImageOptions = {}): Promise<string> {
  const dir = options.dir ?? tmpdir()
  const file = testImagePath(dir)
  const lock = file.replace(/\.tar$/, '.lock')
  for (;;) {
    if (await exists(file)) {
      // Marks it as used, so another checkout's clean-up leaves it alone.
      const now = new Date()
      await utimes(file, now, now).catch(() => {})
      break
    }
    const held = await open(lock, 'wx').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return undefined
      throw error
    })
    if (held) {
      try {
        await held.writeFile(String(process.pid))
        await held.close()
        const image = await (options.build ?? buildImage)()
        const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
        try {
          await writeFile(partial, image)
          await rename(partial, file)
        } finally {
          await unlink(partial).catch(() => {})
        }
      } finally {
        await unlink(lock).catch(() => {})
      }
      break
    }
    // Someone else holds the lock: wait for its image, or take over if it died.
    if (await ownerGone(lock)) await unlink(lock).catch(() => {})
    else await sleep(200)
  }
  await removeLeftovers(dir, file)
  return file
}

async function buildImage(): Promise<Uint8Array> {
  const database = await openDatabase({ memory: true })
  await database.migrate()
  const image = await database.dumpImage!()
  await database.close()
  return new Uint8Array(await image.arrayBuffer())
}

async function removeLeftovers(dir: string, current: string): Promise<void> {
  const names = readdirSync(dir).filter((name) => name.startsWith(PREFIX))
  for (const name of names) {
    const full = path.join(dir, name)
    if (full === current) continue
    const writer = /\.tar\.(\d+)\.[0-9a-f]+$/.exec(name)
    if (writer) {
      if (!alive(Number(writer[1]))) await unlink(full).catch(() => {})
    } else if (name.endsWith('.lock')) {
      if (await ownerGone(full)) await unlink(full).catch(() => {})
    } else if (name.endsWith('.tar') && (await olderThan(full, UNUSED_FOR_MS))) {
      await unlink(full).catch(() => {})
    }
  }
}

/** A lock whose process has ended; an empty one (its owner writes the pid just after making it) after a minute. */
async function ownerGone(lock: string): Promise<boolean> {
  const owner = Number(await readFile(lock, 'utf8').catch(() => ''))
  return owner > 0 ? !alive(owner) : olderThan(lock, 60_000)
}

/** Whether process `pid` (on this machine) is running. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

async function olderThan(file: string, ms: number): Promise<boolean> {
  const info = await stat(file).catch(() => undefined)
  return info !== undefined && Date.now() - info.mtimeMs > ms
}
