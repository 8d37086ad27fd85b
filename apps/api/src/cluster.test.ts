import { availableParallelism } from 'node:os'
import { describe, expect, it } from 'vitest'
import { workerCount } from './cluster.ts'
import { loadConfig } from './config.ts'

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/silk-cluster-config-test', JWT_SECRET: 'x'.repeat(40) }

describe('CLUSTER_WORKERS', () => {
  it('stays one process by default, and on the embedded database refuses more', () => {
    expect(workerCount(loadConfig(base))).toBe(1)
    expect(() => loadConfig({ ...base, CLUSTER_WORKERS: '2' })).toThrow(/DATABASE_URL .* and REDIS_URL/)
  })

  it('needs Redis beside PostgreSQL, and 0 means one worker per core', () => {
    const pg = { ...base, DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }
    expect(() => loadConfig({ ...pg, CLUSTER_WORKERS: '0' })).toThrow(/REDIS_URL/)
    const config = loadConfig({ ...pg, REDIS_URL: 'redis://127.0.0.1:6379', CLUSTER_WORKERS: '0' })
    expect(workerCount(config)).toBe(availableParallelism())
  })
})
