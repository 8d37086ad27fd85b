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

describe('CAPTCHA_PROVIDER', () => {
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/silk-config-test',
    DATABASE_URL: 'postgres://db/silk',
    JWT_SECRET: 'x'.repeat(40),
    SMS_OUTBOX_ALLOWED: 'true',
  }

  it('is the built-in slider unless named', () => {
    expect(loadConfig(env).CAPTCHA_PROVIDER).toBe('slider')
    expect(() => loadConfig({ ...env, CAPTCHA_PROVIDER: 'nope' })).toThrow(/CAPTCHA_PROVIDER/)
  })

  it('refuses the answers file in a production deployment unless allowed (the bench)', () => {
    expect(() => loadConfig({ ...production, CAPTCHA_PROVIDER: 'slider-outbox' })).toThrow(
      /CAPTCHA_OUTBOX_ALLOWED/,
    )
    const allowed = { ...production, CAPTCHA_PROVIDER: 'slider-outbox', CAPTCHA_OUTBOX_ALLOWED: 'true' }
    expect(loadConfig(allowed).CAPTCHA_PROVIDER).toBe('slider-outbox')
  })
})
