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

  it('starts a waiting render on a later turn of the event loop, so sockets and timers are served between renders', async () => {
    const gate = renderGate({ concurrency: 1, queueMs: 1_000, timeoutMs: 1_000 })
    // Renders whose data is cached: nothing in them waits for I/O.
    const started: number[] = []
    let timerFiredBefore = -1
    setTimeout(() => {
      timerFiredBefore = started.length
    }, 0)
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        gate.run(async () => {
          started.push(i)
          const until = performance.now() + 0.2
          while (performance.now() < until) {}
        }),
      ),
    )
    expect(started).toHaveLength(50)
    // The timer (a stand-in for a new connection, /healthz or the queue's own timeout) ran while
    // renders were still waiting, not after all fifty.
    expect(timerFiredBefore).toBeGreaterThanOrEqual(0)
    expect(timerFiredBefore).toBeLessThan(50)
  })

  it('counts a crowd that arrives in one turn and serves timers between its renders', async () => {
    const gate = renderGate({ concurrency: 2, queueMs: 1_000, timeoutMs: 1_000 })
    let started = 0
    let timerFiredAfter = -1
    let peakWaiting = 0
    const busy = async () => {
      started++
      const until = performance.now() + 0.2
      while (performance.now() < until) {}
    }
    // Thirty requests read from their sockets in one turn, each in its own callback (with the
    // promises it made settled before the next, as Node does).
    const arrivals = await new Promise<Promise<void>[]>((resolve) => {
      const runs: Promise<void>[] = []
      setImmediate(() => {
        setTimeout(() => {
          timerFiredAfter = started
        }, 0)
      })
      for (let i = 0; i < 30; i++)
        setImmediate(() => {
          runs.push(gate.run(busy))
          peakWaiting = Math.max(peakWaiting, gate.waiting)
          if (runs.length === 30) resolve(runs)
        })
    })
    await Promise.all(arrivals)
    expect(started).toBe(30)
    expect(peakWaiting).toBe(28)
    expect(timerFiredAfter).toBeGreaterThanOrEqual(0)
    expect(timerFiredAfter).toBeLessThan(30)
  })

  it('lets a burst of new connections be accepted before a render starts, for at most acceptFirstMs', async () => {
    // As Node does: one new connection accepted per turn of the loop while the burst lasts.
    let accepted = 0
    let stop = false
    const acceptEachTurn = (turns: number) => {
      const acceptOne = () => {
        if (stop || turns-- <= 0) return
        accepted++
        setImmediate(acceptOne)
      }
      setImmediate(acceptOne)
    }
    const gate = renderGate({
      concurrency: 1,
      queueMs: 1_000,
      timeoutMs: 1_000,
      accepted: () => accepted,
      acceptFirstMs: 50,
    })
    acceptEachTurn(20)
    let acceptedAtStart = -1
    await gate.run(async () => {
      acceptedAtStart = accepted
    })
    // All twenty were accepted first, each in a short turn of its own.
    expect(acceptedAtStart).toBe(20)

    // New connections that never stop coming delay a render by acceptFirstMs, no longer.
    acceptEachTurn(Number.POSITIVE_INFINITY)
    const asked = performance.now()
    await gate.run(async () => {})
    stop = true
    const waited = performance.now() - asked
    expect(waited).toBeGreaterThanOrEqual(45)
    expect(waited).toBeLessThan(500)
  })

  it('frees the slot of a render that throws before it awaits anything', async () => {
    const gate = renderGate({ concurrency: 1, queueMs: 50, timeoutMs: 1_000 })
    await expect(
      gate.run(() => {
        throw new RenderBusyError('gone')
      }),
    ).rejects.toEqual(new RenderBusyError('gone'))
    expect(gate.running).toBe(0)
    expect(await gate.run(async () => 'next')).toBe('next')
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
