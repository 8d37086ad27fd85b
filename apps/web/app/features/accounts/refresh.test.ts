import { ErrorCodes } from '@silk/contracts/errors'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isExpiredJwt, REFRESH_POLL_MS, refreshTokens, SESSION_EVENT, withFreshToken } from './refresh.ts'

/** A tiny cookie jar behind `document.cookie`, as the browser keeps it. */
function installBrowser(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial))
  const events: string[] = []
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ')
    },
    set cookie(line: string) {
      const [pair, ...attrs] = line.split('; ')
      const i = pair.indexOf('=')
      const name = pair.slice(0, i)
      if (attrs.includes('max-age=0')) jar.delete(name)
      else jar.set(name, decodeURIComponent(pair.slice(i + 1)))
    },
  })
  vi.stubGlobal('location', { protocol: 'http:' })
  vi.stubGlobal('window', { dispatchEvent: (e: Event) => events.push(e.type) })
  return { jar, events }
}

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp: Math.floor(exp / 1000) }))}.s`

afterEach(() => vi.unstubAllGlobals())

describe('browser token refresh (spec §4)', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
  })

  it('runs one refresh for concurrent callers, who poll until it settles', async () => {
    const { jar } = installBrowser({ accessToken: 'A1', refreshToken: 'R1', uuid: 'u1' })
    fetchMock.mockImplementation(async () => {
      await new Promise((r) => setTimeout(r, REFRESH_POLL_MS + 100))
      return { json: async () => ({ success: true, result: { accessToken: 'A2', refreshToken: 'R2' } }) }
    })
    const started = Date.now()
    const results = await Promise.all([refreshTokens(), refreshTokens(), refreshTokens()])
    expect(results).toEqual([true, true, true])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0][0]).toBe('/buyer/passport/member/refresh/R1')
    expect(fetchMock.mock.calls[0][1].headers).toEqual({ uuid: 'u1' })
    // The waiting callers noticed the end on a 500 ms poll.
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * REFRESH_POLL_MS)
    expect(jar.get('accessToken')).toBe('A2')
    expect(jar.get('refreshToken')).toBe('R2')
  })

  it('on failure clears tokens and user info, sets the cart count to 0 and tells the page', async () => {
    const { jar, events } = installBrowser({
      accessToken: 'A1',
      refreshToken: 'R1',
      userInfo: '{}',
      cartNum: '5',
    })
    fetchMock.mockResolvedValue({
      json: async () => ({ success: false, code: ErrorCodes.USER_AUTH_EXPIRED.code }),
    })
    expect(await refreshTokens()).toBe(false)
    expect(jar.has('accessToken')).toBe(false)
    expect(jar.has('refreshToken')).toBe(false)
    expect(jar.has('userInfo')).toBe(false)
    expect(jar.get('cartNum')).toBe('0')
    expect(events).toEqual(['silk:cart-num', SESSION_EVENT])
  })

  it('does not call the server without a refresh token', async () => {
    installBrowser({ accessToken: 'A1' })
    expect(await refreshTokens()).toBe(false)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('refreshes before sending when the stored token has expired', async () => {
    const { jar } = installBrowser({ refreshToken: 'R1' })
    const sent: (string | undefined)[] = []
    const transport = withFreshToken(
      async (request) => {
        sent.push(request.headers?.accessToken)
        return { status: 200, body: null }
      },
      async () => {
        jar.set('accessToken', 'FRESH')
        return true
      },
    )
    await transport({ method: 'GET', path: '/x', headers: { accessToken: jwt(Date.now() - 1000) } })
    const live = jwt(Date.now() + 600_000)
    await transport({ method: 'GET', path: '/x', headers: { accessToken: live } })
    expect(sent).toEqual(['FRESH', live])
    expect(isExpiredJwt(live)).toBe(false)
  })

  it('takes a token another call has just refreshed instead of refreshing again', async () => {
    const live = jwt(Date.now() + 600_000)
    installBrowser({ accessToken: live, refreshToken: 'R2' })
    const sent: (string | undefined)[] = []
    const refresh = vi.fn(async () => true)
    const transport = withFreshToken(async (request) => {
      sent.push(request.headers?.accessToken)
      return { status: 200, body: null }
    }, refresh)
    await transport({ method: 'GET', path: '/x', headers: { accessToken: jwt(Date.now() - 1000) } })
    expect(refresh).not.toHaveBeenCalled()
    expect(sent).toEqual([live])
  })
})
