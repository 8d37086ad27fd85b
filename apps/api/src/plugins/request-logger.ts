import { type FastifyBaseLogger, type FastifyServerOptions, LogController } from 'fastify'

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'
type Bindings = Record<string, unknown>
/** The root logger Fastify makes (pino), which can say whether a level is on. */
type Parent = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean }
type Log = (...args: unknown[]) => void

/**
 * A request's logger: the request id bound to every line, as pino's child would, but the child is
 * made only when the request writes a line at a level that is on. pino builds a child eagerly (its
 * bindings serialised, serializers and formatters copied), about a microsecond per request, and at
 * the production level (`warn`) almost no request ever logs.
 */
class RequestLogger {
  #made: FastifyBaseLogger | undefined
  readonly #parent: Parent
  readonly #bindings: Bindings

  constructor(parent: Parent, bindings: Bindings) {
    this.#parent = parent
    this.#bindings = bindings
  }

  #child(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings)
    return this.#made
  }

  /** A level's method: nothing at all while the level is off and no child was made. */
  #write(level: Level, args: unknown[]): void {
    if (!this.#made && !this.#parent.isLevelEnabled?.(level)) return
    ;(this.#child()[level] as Log)(...args)
  }

  get level(): string {
    return (this.#made ?? this.#parent).level
  }
  set level(level: string) {
    this.#child().level = level
  }
  isLevelEnabled(level: string): boolean {
    const logger = (this.#made ?? this.#parent) as Parent
    return logger.isLevelEnabled?.(level) ?? true
  }
  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.#child().child(bindings, options)
  }
  fatal(...args: unknown[]) {
    this.#write('fatal', args)
  }
  error(...args: unknown[]) {
    this.#write('error', args)
  }
  warn(...args: unknown[]) {
    this.#write('warn', args)
  }
  info(...args: unknown[]) {
    this.#write('info', args)
  }
  debug(...args: unknown[]) {
    this.#write('debug', args)
  }
  trace(...args: unknown[]) {
    this.#write('trace', args)
  }
  silent() {}
}

/**
 * Fastify's `childLoggerFactory`: a lazy request logger, or pino's own child when the route sets
 * its own level or serializers (none of ours does) or the root logger cannot tell its levels.
 */
export const requestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  const parent = logger as Parent
  const plain = options.level === undefined && options.serializers === undefined
  if (!plain || typeof parent.isLevelEnabled !== 'function') return logger.child(bindings, options)
  return new RequestLogger(parent, bindings) as unknown as FastifyBaseLogger
}

/** The levels at which Fastify's request lines ("incoming request", "request completed") are written. */
const REQUEST_LINE_LEVELS = new Set(['info', 'debug', 'trace'])

/**
 * Fastify's log controller, told to skip its two request lines when the logger's level drops them
 * anyway: each built an object (and timed the response) for nothing on every request.
 */
export function requestLines(logger: FastifyServerOptions['logger']): LogController {
  const level = typeof logger === 'object' && logger !== null && 'level' in logger ? logger.level : 'info'
  return new LogController({ disableRequestLogging: !REQUEST_LINE_LEVELS.has(String(level)) })
}
