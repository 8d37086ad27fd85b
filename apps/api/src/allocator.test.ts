import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { JEMALLOC_CONF, serverAllocatorEnv } from '../../../scripts/server-node-flags.mjs'

const jemalloc = serverAllocatorEnv({}).LD_PRELOAD

describe('the allocator a site process starts with (decision 022)', () => {
  it('leaves a caller’s own preload alone, and glibc’s when asked for', () => {
    expect(serverAllocatorEnv({ LD_PRELOAD: '/opt/mine.so' })).toEqual({})
    expect(serverAllocatorEnv({ SERVER_ALLOCATOR: 'system' })).toEqual({})
  })

  it.runIf(jemalloc)('is jemalloc, loaded into the process, with the caller’s settings kept', () => {
    expect(existsSync(jemalloc as string)).toBe(true)
    expect(serverAllocatorEnv({}).MALLOC_CONF).toBe(JEMALLOC_CONF)
    expect(serverAllocatorEnv({ MALLOC_CONF: 'narenas:1' }).MALLOC_CONF).toBe('narenas:1')
    const maps = execFileSync(
      process.execPath,
      ['-e', "process.stdout.write(require('node:fs').readFileSync('/proc/self/maps', 'utf8'))"],
      { env: { ...process.env, ...serverAllocatorEnv({}) } },
    ).toString()
    expect(maps).toContain('libjemalloc')
  })
})
