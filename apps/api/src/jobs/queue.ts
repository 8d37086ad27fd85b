import { type Database, executorOf, JOB_QUEUE_SCHEMA } from '@silk/db/client'
import type { FastifyBaseLogger } from 'fastify'
import PgBoss from 'pg-boss'
import type { Config } from '../config.ts'
import {
  JOB_NAME,
  type JobCtx,
  type JobDefinition,
  type JobRef,
  type JobSchedule,
  type JobSender,
  type SendOptions,
} from '../shared/jobs.ts'
import type { EphemeralStore } from '../shared/store/types.ts'

const DAY_SECONDS = 86_400
const DEFAULT_RETRY = { limit: 3, delaySeconds: 30, backoff: true }
const DEFAULT_EXPIRE_SECONDS = 900
const DEFAULT_POLL_SECONDS = 5
export const DEFAULT_CRON_TZ = 'Asia/Shanghai'

// biome-ignore lint/suspicious/noExplicitAny: a registry holds jobs of every payload type.
export type AnyJob = JobDefinition<any>

export interface JobQueueDeps {
  database: Database
  store: EphemeralStore
  config: Config
  log: FastifyBaseLogger
  definitions: readonly AnyJob[]
  /**
   * Shorter clocks for tests: how often the expired-job check runs, how often idle workers poll, and
   * for the runs this node sends, how long a run may stay active before it counts as lost and how long
   * a retry waits (the kill-mid-job tests: jobs/kill-mid-job.test.ts).
   */
  tuning?: {
    maintenanceSeconds?: number
    pollSeconds?: number
    expireSeconds?: number
    retryDelaySeconds?: number
  }
}

type Row = PgBoss.JobWithMetadata<unknown>

/**
 * The platform's job queue (decision 140): pg-boss over the app's own database, PostgreSQL or the
 * embedded PGlite. Every node may `start()` it; pg-boss hands each due job to one of them
 * (`FOR UPDATE SKIP LOCKED`), schedules are kept to one run per slot by a unique index, and a job
 * whose node died is failed by the maintenance pass once its `expireSeconds` are up, then retried.
 * A node that does not start it (tests; a node with JOBS_ENABLED=false) still queues jobs, and
 * `runDue` runs the due ones in the caller's process, the same way a worker would.
 */
export class JobQueue implements JobSender {
  readonly definitions: ReadonlyMap<string, AnyJob>
  readonly #deps: JobQueueDeps
  readonly #boss: PgBoss
  /** The instance working the queue while this node is started. */
  #worker: PgBoss | null = null
  /** Queues known to exist in the database (pg-boss keeps one table partition per queue). */
  readonly #queues = new Set<string>()
  readonly #timers: NodeJS.Timeout[] = []

  constructor(deps: JobQueueDeps) {
    this.#deps = deps
    const byName = new Map<string, AnyJob>()
    for (const job of deps.definitions) {
      if (!JOB_NAME.test(job.name))
        throw new Error(`job name ${job.name}: lower-case letters, digits, hyphens`)
      if (byName.has(job.name)) throw new Error(`job ${job.name} is declared twice`)
      byName.set(job.name, job)
    }
    this.definitions = byName
    this.#boss = this.#newBoss()
  }

  /**
   * A pg-boss instance on the app's database. `#boss` is never started: it queues, fetches and
   * records runs. `start()` makes another that works the queue (a stopped pg-boss does not start again).
   */
  #newBoss(): PgBoss {
    const { database, config, log, tuning } = this.#deps
    const boss = new PgBoss({
      db: { executeSql: database.executeSql },
      schema: JOB_QUEUE_SCHEMA,
      // database.migrate() installs and upgrades the tables; a node refuses a schema of another version.
      migrate: false,
      supervise: true,
      schedule: [...this.definitions.values()].some((job) => 'cron' in (scheduleOf(job, config) ?? {})),
      maintenanceIntervalSeconds: tuning?.maintenanceSeconds ?? 60,
      // Finished runs stay in the job table a day (a schedule's slot may be a day long), failures a
      // week; then the archive keeps them 30 days more. The 任务 page reads both.
      archiveCompletedAfterSeconds: DAY_SECONDS,
      archiveFailedAfterSeconds: 7 * DAY_SECONDS,
      deleteAfterDays: 30,
    })
    boss.on('error', (err) => log.warn({ err }, 'job queue error'))
    return boss
  }

  get started() {
    return this.#worker !== null
  }

  /** This node works the queue from now on: runs due jobs and keeps the schedules. */
  async start(): Promise<void> {
    if (this.#worker) return
    const { config, tuning } = this.#deps
    const boss = this.#newBoss()
    this.#worker = boss
    await boss.start()
    const crons = new Map<string, { cron: string; tz: string }>()
    for (const job of this.definitions.values()) {
      await this.#ensureQueue(job.name)
      const schedule = scheduleOf(job, config)
      if (schedule && 'cron' in schedule)
        crons.set(job.name, { cron: schedule.cron, tz: schedule.tz ?? DEFAULT_CRON_TZ })
    }
    for (const { name } of await boss.getSchedules()) {
      if (!crons.has(name)) await boss.unschedule(name)
    }
    for (const [name, { cron, tz }] of crons) {
      await boss.schedule(name, cron, undefined, { tz, ...this.#jobOptions(this.definitions.get(name)!) })
    }
    for (const job of this.definitions.values()) {
      let workerId = ''
      workerId = await boss.work(
        job.name,
        {
          pollingIntervalSeconds: tuning?.pollSeconds ?? job.pollSeconds ?? DEFAULT_POLL_SECONDS,
          batchSize: 1,
          includeMetadata: true,
        },
        async ([row]: Row[]) => {
          try {
            return summary(await this.#execute(job, row))
          } finally {
            // Found one: ask again at once rather than after the polling pause, to drain a backlog.
            boss.notifyWorker(workerId)
          }
        },
      )
      const schedule = scheduleOf(job, config)
      if (schedule && 'every' in schedule) this.#keepEvery(boss, job, schedule.every)
    }
  }

  async stop(): Promise<void> {
    for (const timer of this.#timers.splice(0)) clearInterval(timer)
    const boss = this.#worker
    if (!boss) return
    this.#worker = null
    // Waits for running jobs (up to 10 s); what is still running then is failed and so retried.
    await boss.stop({ graceful: true, wait: true, timeout: 10_000, close: false })
  }

  async send<Data>(job: JobRef<Data>, data: Data, options: SendOptions = {}): Promise<string> {
    const known = this.definitions.get(job.name)
    // The registered definition itself, or the ref it was built from (no handler, the same schema).
    if (!known || (known !== job && ('handler' in job || known.data !== job.data)))
      throw new Error(`job ${job.name} is not in the registry (jobs/registry.ts)`)
    const payload = known.data ? known.data.parse(data) : data
    const db = options.tx ? executorOf(options.tx) : undefined
    await this.#ensureQueue(job.name, db)
    const id = await this.#boss.send(job.name, (payload ?? null) as object, {
      ...this.#jobOptions(known),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(db ? { db } : {}),
    })
    if (!id) throw new Error(`job ${job.name} was not queued`)
    return id
  }

  /**
   * Runs, in this process and now, every due run of one job (tests, and the operator's 立即运行 on a
   * node that does not work the queue). Each run is fetched as a worker fetches it, so a node working
   * the queue at the same moment never gets the same run. A failure is recorded (and retried later) as
   * any failure is. Returns how many completed and failed.
   */
  async runDue(job: AnyJob | string): Promise<{ completed: number; failed: number; errors: unknown[] }> {
    const definition = this.#definition(job)
    await this.#ensureQueue(definition.name)
    const outcome = { completed: 0, failed: 0, errors: [] as unknown[] }
    for (;;) {
      const [row] = (await this.#boss.fetch(definition.name, {
        batchSize: 1,
        includeMetadata: true,
      })) as Row[]
      if (!row) return outcome
      try {
        const result = await this.#execute(definition, row)
        await this.#boss.complete(definition.name, row.id, summary(result))
        outcome.completed++
      } catch (error) {
        await this.#boss.fail(definition.name, row.id, error as object)
        outcome.failed++
        outcome.errors.push(error)
      }
    }
  }

  /** Queues one run now and runs what is due of that job (tests): the first failure is thrown. */
  async run<Data>(job: JobDefinition<Data>, data: Data): Promise<{ completed: number; failed: number }> {
    await this.send(job, data)
    const outcome = await this.runDue(job)
    if (outcome.errors.length > 0) throw outcome.errors[0]
    return { completed: outcome.completed, failed: outcome.failed }
  }

  /** A failed run queued again (the operator's 重试); false when it is not a failed run of that job. */
  async retry(name: string, id: string): Promise<boolean> {
    this.#definition(name)
    // pg-boss answers { affected } although its types say void.
    const answer = (await this.#boss.retry(name, id)) as unknown as { affected: number }
    return answer.affected === 1
  }

  #jobOptions(job: AnyJob): PgBoss.SendOptions {
    const options = jobOptions(job)
    const tuning = this.#deps.tuning
    if (tuning?.expireSeconds !== undefined) options.expireInSeconds = tuning.expireSeconds
    if (tuning?.retryDelaySeconds !== undefined) options.retryDelay = tuning.retryDelaySeconds
    return options
  }

  #definition(job: AnyJob | string): AnyJob {
    const name = typeof job === 'string' ? job : job.name
    const definition = this.definitions.get(name)
    if (!definition) throw new Error(`no job ${name} in the registry`)
    return definition
  }

  async #execute(job: AnyJob, row: Row): Promise<unknown> {
    const { database, store, config, log } = this.#deps
    const ctx: JobCtx = {
      db: database.db,
      store,
      config,
      log: log.child({ job: job.name, jobId: row.id }),
      jobs: this,
      job: { id: row.id, name: job.name, attempt: (row.retryCount ?? 0) + 1 },
    }
    const data = job.data ? job.data.parse(row.data ?? undefined) : (row.data ?? undefined)
    try {
      return await job.handler(ctx, data)
    } catch (err) {
      ctx.log.warn({ err, attempt: ctx.job.attempt }, 'job failed')
      throw err
    }
  }

  /** Each node offers the slot's run now and then; the first offer of a slot is the one kept. */
  #keepEvery(boss: PgBoss, job: AnyJob, every: number) {
    const offer = () =>
      boss
        .sendThrottled(job.name, null as unknown as object, this.#jobOptions(job), every, job.name)
        .catch((err) => this.#deps.log.warn({ err, job: job.name }, 'job schedule offer failed'))
    void offer()
    // Twice a slot (at most every 30 s), so no slot passes without an offer from a live node.
    const timer = setInterval(offer, Math.min(30_000, Math.max(500, (every * 1000) / 2)))
    timer.unref()
    this.#timers.push(timer)
  }

  /**
   * Creates the job's queue when this process has not seen it yet, in the caller's transaction when
   * there is one (on PGlite a statement outside it would wait for it to end).
   */
  async #ensureQueue(name: string, db?: PgBoss.Db) {
    if (this.#queues.has(name)) return
    const run = db ?? { executeSql: this.#deps.database.executeSql }
    for (let attempt = 1; ; attempt++) {
      const { rows } = await run.executeSql(`select 1 from ${JOB_QUEUE_SCHEMA}.queue where name = $1`, [name])
      if (rows.length > 0) break
      try {
        await run.executeSql(`select ${JOB_QUEUE_SCHEMA}.create_queue($1, $2)`, [
          name,
          { policy: 'standard' },
        ])
        break
      } catch (err) {
        // Two nodes creating one queue at once (its partition is attached to the job table) may
        // deadlock or meet each other's row: one loses, and finds the queue the other made. In the
        // caller's transaction the failure has spoilt it: it is the caller's to retry.
        if (db || attempt >= 4) throw err
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
      }
    }
    this.#queues.add(name)
  }
}

export function scheduleOf(job: AnyJob, config: Config): JobSchedule | null {
  const schedule = typeof job.schedule === 'function' ? job.schedule(config) : (job.schedule ?? null)
  if (schedule && 'every' in schedule && !(schedule.every >= 1 && schedule.every <= DAY_SECONDS)) {
    throw new Error(`job ${job.name}: every ${schedule.every} s is outside 1 s – 1 day`)
  }
  return schedule
}

function jobOptions(job: AnyJob): PgBoss.SendOptions {
  const retry = job.retry ?? DEFAULT_RETRY
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff ?? false,
    expireInSeconds: job.expireSeconds ?? DEFAULT_EXPIRE_SECONDS,
  }
}

/** What a run's outcome keeps: the handler's answer when it is small JSON (counts, keys), else nothing. */
function summary(result: unknown): object | undefined {
  if (result === undefined || result === null) return undefined
  const value = typeof result === 'object' && !Array.isArray(result) ? result : { value: result }
  const text = JSON.stringify(value)
  return text.length <= 2_000 ? value : { truncated: text.slice(0, 2_000) }
}
