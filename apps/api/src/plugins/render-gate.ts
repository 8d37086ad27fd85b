const MESSAGES = {
  pressure: 'event loop overloaded',
  queue: 'too many pages rendering',
  render: 'page render timed out',
}

/**
 * Thrown when a render was refused because the process is overloaded, or waited for its turn or ran
 * longer than allowed: the page answers 503.
 */
export class RenderBusyError extends Error {
  constructor(readonly phase: keyof typeof MESSAGES) {
    super(MESSAGES[phase])
  }
}

export interface RenderGate {
  /** Runs `work` when a slot is free; rejects with RenderBusyError past either limit. */
  run<T>(work: () => Promise<T>): Promise<T>
  readonly running: number
  readonly waiting: number
}

/**
 * At most `concurrency` page renders at once; the rest wait in order, each for at most `queueMs`,
 * and a render that takes longer than `timeoutMs` is answered 503 (its slot stays taken until it
 * really ends, so a slow database cannot pile more work on). Renders are CPU-bound: with every
 * waiting render started at once, a crowd made each take seconds and `/healthz` wait behind them.
 */
export function renderGate(options: {
  concurrency: number
  queueMs: number
  timeoutMs: number
  /** True while the process cannot keep up: a new render is refused at once while others run. */
  overloaded?: () => boolean
}): RenderGate {
  let running = 0
  const queue: (() => void)[] = []

  const release = () => {
    running--
    const next = queue.shift()
    if (next) next()
  }

  function acquire(): Promise<void> {
    if (running < options.concurrency) {
      running++
      return Promise.resolve()
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer)
        running++
        resolve()
      }
      const timer = setTimeout(() => {
        const at = queue.indexOf(start)
        if (at >= 0) queue.splice(at, 1)
        reject(new RenderBusyError('queue'))
      }, options.queueMs)
      queue.push(start)
    })
  }

  return {
    async run(work) {
      // Only renders make more renders late: with none under way (a node warming up, a lone
      // visitor) the page is rendered whatever the delay.
      if (running > 0 && options.overloaded?.()) throw new RenderBusyError('pressure')
      await acquire()
      const done = work().finally(release)
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new RenderBusyError('render')), options.timeoutMs)
      })
      try {
        return await Promise.race([done, late])
      } finally {
        clearTimeout(timer)
        done.catch(() => {})
      }
    },
    get running() {
      return running
    },
    get waiting() {
      return queue.length
    },
  }
}
