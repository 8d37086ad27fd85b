import { describe, expect, it } from 'vitest'
import { RenderBusyError, renderGate } from './render-gate.ts'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('renderGate', () => {
  it('runs at most `concurrency` renders at once and the rest in order', async () => {
    const gate = renderGate({ concurrency: 2, queueMs: 1_000, timeoutMs: 1_000 })
    let now = 0
    let peak = 0
    const order: number[] = []
    const work = (i: number) => async () => {
      now++
      peak = Math.max(peak, now)
      await sleep(10)
      now--
      order.push(i)
      return i
    }
    const results = await Promise.all([0, 1, 2, 3, 4].map((i) => gate.run(work(i))))
    expect(results).toEqual([0, 1, 2, 3, 4])
    expect(peak).toBe(2)
    expect(order.slice(2)).toEqual([2, 3, 4])
  })

  it('answers busy when a render waited too long for its turn, and keeps the queue moving', async () => {
    const gate = renderGate({ concurrency: 1, queueMs: 20, timeoutMs: 1_000 })
    const long = gate.run(() => sleep(60).then(() => 'long'))
    const waiting = gate.run(async () => 'never')
    await expect(waiting).rejects.toEqual(new RenderBusyError('queue'))
    expect(gate.waiting).toBe(0)
    expect(await long).toBe('long')
    expect(await gate.run(async () => 'next')).toBe('next')
  })

  it('answers busy when a render runs past its timeout, holding its slot until it ends', async () => {
    const gate = renderGate({ concurrency: 1, queueMs: 1_000, timeoutMs: 20 })
    const slow = gate.run(() => sleep(60))
    await expect(slow).rejects.toEqual(new RenderBusyError('render'))
    expect(gate.running).toBe(1)
    await sleep(60)
    expect(gate.running).toBe(0)
  })

  it('refuses a new render at once while the process is overloaded and renders run, never when none does', async () => {
    let overloaded = true
    const gate = renderGate({
      concurrency: 4,
      queueMs: 1_000,
      timeoutMs: 1_000,
      overloaded: () => overloaded,
    })
    let started = 0
    const work = async () => {
      started++
      return 'page'
    }
    // A lone request renders even while the loop is late (a node warming up).
    expect(await gate.run(work)).toBe('page')
    const long = gate.run(() => sleep(40).then(() => 'long'))
    await expect(gate.run(work)).rejects.toEqual(new RenderBusyError('pressure'))
    expect(started).toBe(1)
    overloaded = false
    expect(await gate.run(work)).toBe('page')
    expect(await long).toBe('long')
  })
})
