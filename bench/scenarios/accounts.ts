// Accounts scenario (issue 3): password login at the configured scrypt cost. A login needs a fresh
// LOGIN slider pass for its device (uuid), so `prepare` solves a pool of them first, one per uuid and
// each from its own client IP (the site runs with TRUST_PROXY, see run.ts, so X-Forwarded-For counts
// against the per-IP slider limit), and every measured request spends one pass: the numbers are the
// login call alone. The cost is put into the environment here, before run.ts starts the site.
import { createHash, randomUUID } from 'node:crypto'
import { humanTrack, sliderOutboxAnswer } from '../../apps/api/src/testing/slider.ts'
import type { BenchContext, Scenario } from './types.ts'

process.env.PASSWORD_HASH_COST ??= '15'
const cost = Number(process.env.PASSWORD_HASH_COST)
const duration = Number(process.env.BENCH_DURATION ?? 10)
/** Logins are ~10/s per core by design; 40 passes a second leaves room on faster machines. */
const poolSize = Math.max(100, duration * 40)
const PARALLEL = 8
/**
 * Logins are bound by scrypt on libuv's 4 worker threads: more connections than a few only queue
 * (at 50, a short run can end before any login answers), so this scenario uses its own count.
 */
const CONNECTIONS = 8

/** Demo buyer seeded with the embedded demo data (password silk123456). */
const DEMO = { username: 'demo', password: createHash('md5').update('silk123456').digest('hex') }

async function json(res: Response) {
  const body = await res.json()
  if (!body.success) throw new Error(`${res.url}: ${JSON.stringify(body)}`)
  return body.result
}

/** Gets and solves one LOGIN slider for a new device, from IP 10.x.y.z derived from `n`. */
async function solvedDevice({ origin, dataDir }: BenchContext, n: number): Promise<string> {
  const uuid = randomUUID()
  const headers = { uuid, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }
  await json(await fetch(`${origin}/common/common/slider/LOGIN`, { headers }))
  const xPos = await sliderOutboxAnswer(dataDir, uuid, 'LOGIN')
  const track = encodeURIComponent(humanTrack(xPos))
  await json(
    await fetch(`${origin}/common/common/slider/LOGIN?xPos=${xPos}&track=${track}`, {
      method: 'POST',
      headers,
    }),
  )
  return uuid
}

async function passPool(bench: BenchContext, size: number): Promise<string[]> {
  const uuids: string[] = []
  let next = 0
  const worker = async () => {
    while (next < size) uuids.push(await solvedDevice(bench, next++))
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  return uuids
}

interface Request {
  method: 'POST'
  path: string
  headers: Record<string, string>
  body: string
  setupRequest: (req: Omit<Request, 'setupRequest'>) => Omit<Request, 'setupRequest'>
}

export const accountScenarios: Scenario[] = [
  {
    name: `POST /buyer/passport/member/userLogin (scrypt N=2^${cost}, r=8, p=1; ${CONNECTIONS} connections)`,
    prepare: async (bench: BenchContext) => {
      const { origin } = bench
      const uuids = await passPool(bench, poolSize)
      let i = 0
      const login: Request = {
        method: 'POST',
        path: '/buyer/passport/member/userLogin',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(DEMO).toString(),
        // One pass per login; a run that outgrows the pool shows up as errors (80204), not as speed.
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, uuid: uuids[i++] ?? 'exhausted' } }),
      }
      // autocannon's bundled typings do not describe `setupRequest`.
      return { url: origin, connections: CONNECTIONS, requests: [login] } as unknown as Awaited<
        ReturnType<Scenario['prepare']>
      >
    },
  },
]
