import { afterEach, describe, expect, it, vi } from 'vitest'

describe('loading indicator', () => {
  afterEach(() => vi.useRealTimers())

  it('shows while requests are in flight and hides 200 ms after the last answer', async () => {
    vi.useFakeTimers()
    vi.resetModules()
    const loading = await import('./loading.ts')
    const seen: boolean[] = []
    const read = () => seen.push(loading.isLoading())
    loading.trackActivity(1)
    loading.trackActivity(1)
    read()
    loading.trackActivity(-1)
    read()
    loading.trackActivity(-1)
    vi.advanceTimersByTime(199)
    read()
    vi.advanceTimersByTime(1)
    read()
    expect(seen).toEqual([true, true, true, false])
  })
})
