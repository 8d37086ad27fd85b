import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchTransport } from './fetch-transport.ts'

afterEach(() => vi.unstubAllGlobals())

function stubFetch() {
  const calls: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init })
    return new Response(JSON.stringify({ success: true, code: 200, message: '', result: '/uploads/x.webp' }))
  })
  return calls
}

describe('fetchTransport', () => {
  it('sends forms url-encoded and JSON bodies as JSON', async () => {
    const calls = stubFetch()
    const send = fetchTransport('')
    await send({ method: 'POST', path: '/a', body: { ids: ['1', '2'], q: '茶' } })
    await send({ method: 'POST', path: '/b', body: { way: 'CART' }, json: true })
    expect(calls[0].init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' })
    expect(calls[0].init.body).toBe('ids=1&ids=2&q=%E8%8C%B6')
    expect(calls[1].init.body).toBe('{"way":"CART"}')
  })

  it('passes files through as multipart, leaving the boundary to the browser', async () => {
    const calls = stubFetch()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png')
    const response = await fetchTransport('')({
      method: 'POST',
      path: '/common/common/upload/file',
      body: form,
    })
    expect(calls[0].init.body).toBe(form)
    expect(calls[0].init.headers).not.toHaveProperty('content-type')
    expect(response.body).toMatchObject({ result: '/uploads/x.webp' })
  })

  it("hides a gateway's HTML error page (the client says the network message in the page's language)", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502 }),
    )
    const response = await fetchTransport('')({ method: 'GET', path: '/buyer/goods/goods/es' })
    expect(response).toEqual({
      status: 502,
      body: { success: false, code: 502, message: '' },
    })
  })
})
