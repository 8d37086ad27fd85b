import http from 'node:http'

/** The part of an autocannon request a paced run uses (scenarios build them for autocannon). */
interface PacedRequest {
  method?: string
  path?: string
  headers?: Record<string, string>
  body?: string
  setupRequest?: (request: PacedRequest) => PacedRequest
}

export interface PacedResult {
  rps: number
  p50: number
  p99: number
  errors: number
}

/**
 * Open loop at a steady pace: request i is due at start + i / rate whatever became of the ones
 * before it, and its latency counts from when it was due, so a send the generator made late counts
 * against the site instead of disappearing (no coordinated omission). autocannon's `overallRate` is
 * not this: every connection sends its share of each second back to back from the second's start,
 * so the site sees `connections` requests at once, then nothing until the next second.
 */
export async function paced(
  url: string,
  requests: PacedRequest[],
  rate: number,
  durationS: number,
): Promise<PacedResult> {
  const target = new URL(url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 })
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const template = requests[next++ % requests.length]
      const request = template.setupRequest ? template.setupRequest({ ...template }) : template
      const headers = { ...request.headers }
      if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body))
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: request.method ?? 'GET',
          path: request.path ?? target.pathname,
          headers,
          agent,
        },
        (res) => {
          res.resume()
          res.on('end', () => {
            latencies.push(performance.now() - due)
            if ((res.statusCode ?? 0) >= 300) errors++
            resolve()
          })
        },
      )
      req.on('error', () => {
        errors++
        resolve()
      })
      req.end(request.body)
    })
  const total = Math.round(rate * durationS)
  const start = performance.now() + 20
  const inFlight: Promise<void>[] = []
  let sent = 0
  while (sent < total) {
    const now = performance.now()
    for (
      let due = start + (sent * 1000) / rate;
      sent < total && due <= now;
      due = start + (sent * 1000) / rate
    ) {
      inFlight.push(send(due))
      sent++
    }
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
  await Promise.all(inFlight)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round(latencies[Math.max(0, Math.ceil(q * latencies.length) - 1)] ?? 0)
  return { rps: latencies.length / durationS, p50: at(0.5), p99: at(0.99), errors }
}
