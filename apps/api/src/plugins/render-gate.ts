const MESSAGES = {
  gone: 'visitor left before the render',
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
  /** How many connections the server has accepted so far (see `startOne`). */
  accepted?: () => number
  /** How long a render's start may wait for the accept queue to empty (ms). */
  acceptFirstMs?: number
}): RenderGate {
  let running = 0
  const queue: (() => void)[] = []

  // Renders whose data is cached never wait for I/O: one started in the same chain of promises as
  // the one before would run the queue as one unbroken task, and for seconds the node would accept
  // no connection, fire no timer (the queue's own timeouts included) and sample no delay. So renders
  // start from `setImmediate`, which runs after the loop has polled its sockets, and at most one
  // starts per turn: this Node accepts one new connection per turn, so a turn that began four
  // renders (60 ms) let a crowd of new connections wait seconds to be accepted.
  //
  // Accept first: a turn that starts a render lasts ~10 ms, so a burst of 200 new connections took
  // two seconds to be accepted, and `/healthz` or a cached page on a new connection waited behind
  // them. While a connection was accepted since the gate last looked (every turn while a start is
  // due; more may be queued), the start waits for the next turn, which costs well under a
  // millisecond; after `acceptFirstMs` it starts anyway, so a stream of new connections cannot
  // starve the renders. On an idle node the first look costs one turn.
  const starts: (() => void)[] = []
  let turnBooked = false
  let acceptedBefore = options.accepted?.() ?? 0
  let waitingSince: number | undefined
  const startOne = () => {
    turnBooked = false
    const accepted = options.accepted?.() ?? 0
    const newConnection = accepted !== acceptedBefore
    acceptedBefore = accepted
    if (newConnection) {
      waitingSince ??= performance.now()
      if (performance.now() - waitingSince < (options.acceptFirstMs ?? 0)) return bookTurn()
    }
    waitingSince = undefined
    starts.shift()?.()
    if (starts.length > 0) bookTurn()
  }
  const bookTurn = () => {
    if (turnBooked) return
    turnBooked = true
    setImmediate(startOne)
  }
  const startNextTurn = (start: () => void) => {
    starts.push(start)
    bookTurn()
  }

  /** A finished render hands its slot to the next in line (the slot is not given back meanwhile). */
  const release = () => {
    const next = queue.shift()
    if (next) startNextTurn(next)
    else running--
  }

  function acquire(): Promise<void> {
    // Even with a slot free, the render starts on a later turn: Node reads every socket that is
    // ready in one go, and a render begun inside that read ran to its end before the next socket
    // was read, so a crowd of 200 was rendered one by one in a single turn lasting seconds, with
    // the gate seeing one request at a time. Deferred, the crowd is counted here and queued.
    if (running < options.concurrency) {
      running++
      return new Promise((resolve) => startNextTurn(resolve))
    }
    return new Promise((resolve, reject) => {
      let gaveUp = false
      const timer = setTimeout(() => {
        gaveUp = true
        const at = queue.indexOf(start)
        if (at >= 0) queue.splice(at, 1)
        reject(new RenderBusyError('queue'))
      }, options.queueMs)
      // Called with the slot already ours (release does not give it back while someone waits).
      const start = () => {
        if (gaveUp) return release()
        clearTimeout(timer)
        resolve()
      }
      queue.push(start)
    })
  }

  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      // Only renders make more renders late: with none under way (a node warming up, a lone
      // visitor) the page is rendered whatever the delay.
      if (running > 0 && options.overloaded?.()) throw new RenderBusyError('pressure')
      await acquire()
      // Through a promise, so work that throws before its first await still frees the slot.
      const done = new Promise<T>((resolve) => resolve(work())).finally(release)
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
