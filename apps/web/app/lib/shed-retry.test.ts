import { describe, expect, it } from 'vitest'
import { shedRetryFetch } from './shed-retry.ts'

const base = () => 'https://shop.example/goodsList'

/** A fetch answering `statuses` in turn (the last one from then on), recording what it was asked. */
function server(statuses: number[]) {
  const asked: string[] = []
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(
      `${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${String(input instanceof Request ? input.url : input)}`,
    )
    const status = statuses[Math.min(asked.length - 1, statuses.length - 1)]!
    return new Response(status === 503 ? 'busy' : '{}', {
      status,
      headers: status === 503 ? { 'retry-after': '1' } : {},
    })
  }) as typeof fetch
  return { fetcher, asked }
}

function retrying(statuses: number[], attempts?: number) {
  const s = server(statuses)
  const waits: number[] = []
  const fetch = shedRetryFetch(s.fetcher, base, {
    attempts,
    sleep: async (ms) => {
      waits.push(ms)
    },
    random: () => 0.5,
  })
  return { fetch, asked: s.asked, waits }
}

describe('shedRetryFetch', () => {
  it('asks a shed route-data call again after Retry-After, a little later each time, until it is answered', async () => {
    const { fetch, asked, waits } = retrying([503, 503, 200])
    const response = await fetch('/goodsDetail.data?skuId=1&_routes=routes%2Fshop%2Fgoods-detail')
    expect(response.status).toBe(200)
    expect(asked).toHaveLength(3)
    expect(waits).toEqual([1000, 1500])
  })

  it('does the same for route discovery', async () => {
    const { fetch, asked } = retrying([503, 200])
    expect((await fetch(new URL('https://shop.example/__manifest?paths=%2Fcart&version=abc'))).status).toBe(
      200,
    )
    expect(asked).toHaveLength(2)
  })

  it('gives the last refusal back after its attempts, so the page can say so', async () => {
    const { fetch, asked } = retrying([503], 4)
    expect((await fetch('/cart.data')).status).toBe(503)
    expect(asked).toHaveLength(4)
  })

  it('leaves every other call alone: API calls, POSTs, other origins, other failures', async () => {
    for (const [input, init] of [
      ['/buyer/trade/carts/count', undefined],
      ['/cart.data', { method: 'POST', body: 'a=1' }],
      ['https://elsewhere.example/x.data', undefined],
    ] as [string, RequestInit | undefined][]) {
      const { fetch, asked } = retrying([503, 200])
      expect((await fetch(input, init)).status).toBe(503)
      expect(asked).toHaveLength(1)
    }
    const { fetch, asked } = retrying([500, 200])
    expect((await fetch('/cart.data')).status).toBe(500)
    expect(asked).toHaveLength(1)
  })

  it('stops when the navigation was abandoned', async () => {
    const controller = new AbortController()
    const s = server([503, 200])
    const fetch = shedRetryFetch(s.fetcher, base, {
      sleep: async () => controller.abort(),
    })
    expect((await fetch('/cart.data', { signal: controller.signal })).status).toBe(503)
    expect(s.asked).toHaveLength(1)
  })
})
