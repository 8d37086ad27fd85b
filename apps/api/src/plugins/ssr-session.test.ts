import { CONSOLES, consoleOf } from '@silk/contracts/console'
import { describe, expect, it } from 'vitest'
import { consoleSession, isExpiredJwt, needsSession, ssrSession } from './ssr-session.ts'

const jwt = (exp: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(exp / 1000) })).toString('base64url')}.s`

function fakeTransport(answer: { success: boolean; result?: unknown }) {
  const calls: string[] = []
  const transport = async (request: { path: string }) => {
    calls.push(request.path)
    await new Promise((r) => setTimeout(r, 10))
    return { status: answer.success ? 200 : 400, body: answer }
  }
  return { calls, transport }
}

describe('server-side token refresh', () => {
  it('reads expiry like the clients do', () => {
    expect(isExpiredJwt(jwt(Date.now() - 1000))).toBe(true)
    expect(isExpiredJwt(jwt(Date.now() + 60_000))).toBe(false)
    expect(isExpiredJwt('garbage')).toBe(true)
  })

  it('refreshes an expired token once before rendering and hands back the new cookies', async () => {
    const { calls, transport } = fakeTransport({
      success: true,
      result: { accessToken: 'A2', refreshToken: 'R2' },
    })
    const session = ssrSession(
      `accessToken=${jwt(Date.now() - 1000)}; refreshToken=R1; uuid=u1`,
      transport,
      false,
    )
    await session.refreshIfExpired()
    // Loaders that still see 401 share the same refresh.
    expect(await Promise.all([session.refresh(), session.refresh()])).toEqual([true, true])
    expect(calls).toEqual(['/buyer/passport/member/refresh/R1'])
    expect(session.accessToken()).toBe('A2')
    expect(session.cookieHeader()).toContain('refreshToken=R2')
    expect(session.setCookies).toEqual([
      'accessToken=A2; Path=/; SameSite=Lax',
      'refreshToken=R2; Path=/; SameSite=Lax',
    ])
  })

  it('keeps a console login apart: its cookies, its path, its refresh endpoint (decision 103)', async () => {
    const { calls, transport } = fakeTransport({
      success: true,
      result: { accessToken: 'S2', refreshToken: 'T2' },
    })
    const cookie = `accessToken=BUYER; sellerAccessToken=${jwt(Date.now() - 1000)}; sellerRefreshToken=T1`
    const session = ssrSession(cookie, transport, true, consoleSession(CONSOLES.seller))
    await session.refreshIfExpired()
    expect(calls).toEqual(['/store/passport/login/refresh/T1'])
    expect(session.accessToken()).toBe('S2')
    expect(session.setCookies).toEqual([
      'sellerAccessToken=S2; Path=/; SameSite=Lax; Secure',
      'sellerRefreshToken=T2; Path=/; SameSite=Lax; Secure',
    ])
    // A failed console refresh forgets only the console login: the buyer's and the cart badge stay.
    const failed = fakeTransport({ success: false })
    const lapsed = ssrSession(cookie, failed.transport, false, consoleSession(CONSOLES.seller))
    await lapsed.refreshIfExpired()
    expect(lapsed.accessToken()).toBeUndefined()
    expect(lapsed.setCookies).toEqual([
      'sellerAccessToken=; Max-Age=0; Path=/; SameSite=Lax',
      'sellerRefreshToken=; Max-Age=0; Path=/; SameSite=Lax',
    ])
    expect(lapsed.cookieHeader()).toContain('accessToken=BUYER')
  })

  it('tells console pages from buyer pages by path', () => {
    expect(consoleOf('/seller')?.basePath).toBe('/seller')
    expect(consoleOf('/seller/goods/stock.data')?.basePath).toBe('/seller')
    expect(consoleOf('/seller.data')?.basePath).toBe('/seller')
    expect(consoleOf('/admin/members')?.basePath).toBe('/admin')
    expect(consoleOf('/sellers')).toBeNull()
    expect(consoleOf('/slShop')).toBeNull()
  })

  it('refreshes for pages and their data, not for route discovery', () => {
    expect(needsSession('/home')).toBe(true)
    expect(needsSession('/home.data?_routes=routes%2Fmember%2Flayout')).toBe(true)
    expect(needsSession('/__manifest?paths=%2Fhome&version=abc')).toBe(false)
  })

  it('leaves a live token alone', async () => {
    const { calls, transport } = fakeTransport({ success: true, result: {} })
    const session = ssrSession(`accessToken=${jwt(Date.now() + 600_000)}; refreshToken=R1`, transport, true)
    await session.refreshIfExpired()
    expect(calls).toEqual([])
    expect(session.setCookies).toEqual([])
  })

  it('gives up a refresh the API never answers, as a failed one', async () => {
    // A transport that answers only when its call's signal ends it, as fetch does.
    const transport = (request: { signal?: AbortSignal }) =>
      new Promise<never>((_resolve, reject) => {
        request.signal?.addEventListener('abort', () => reject(request.signal?.reason))
      })
    const session = ssrSession(
      `accessToken=${jwt(Date.now() - 1000)}; refreshToken=R1`,
      transport,
      false,
      undefined,
      50,
    )
    await session.refreshIfExpired()
    expect(session.accessToken()).toBeUndefined()
    expect(session.setCookies).toContain('accessToken=; Max-Age=0; Path=/; SameSite=Lax')
  })

  it('on failure forgets the login and empties the cart count', async () => {
    const { transport } = fakeTransport({ success: false })
    const session = ssrSession(
      `accessToken=${jwt(Date.now() - 1000)}; refreshToken=bad; userInfo=%7B%7D; cartNum=4; lang=en`,
      transport,
      true,
    )
    await session.refreshIfExpired()
    expect(session.accessToken()).toBeUndefined()
    expect(session.cookieHeader()).toBe('cartNum=0; lang=en')
    expect(session.setCookies).toEqual([
      'accessToken=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'refreshToken=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'userInfo=; Max-Age=0; Path=/; SameSite=Lax; Secure',
      'cartNum=0; Path=/; SameSite=Lax; Secure',
    ])
  })
})
