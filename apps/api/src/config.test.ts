import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

const env = { NODE_ENV: 'test', DATA_DIR: '/tmp/silk-config-test' }

describe('PUBLIC_ORIGIN', () => {
  it('is this process on its port when unset, so pictures in answers load from it', () => {
    expect(loadConfig({ ...env, PORT: '10050' }).PUBLIC_ORIGIN).toBe('http://localhost:10050')
    expect(loadConfig({ ...env, PORT: '10050', PUBLIC_ORIGIN: '' }).PUBLIC_ORIGIN).toBe(
      'http://localhost:10050',
    )
  })

  it('is the configured origin when set', () => {
    expect(loadConfig({ ...env, PUBLIC_ORIGIN: 'https://www.silkroadark.example' }).PUBLIC_ORIGIN).toBe(
      'https://www.silkroadark.example',
    )
  })
})
