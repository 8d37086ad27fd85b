import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { memberClass, memberKey, memberShellMatcher, shellCookies } from './member-shell.ts'

type Route = { id: string; parentId?: string; path?: string; index?: boolean; handle?: unknown }

/** A build's flat route table, as React Router's compiler writes it. */
function build(routes: Route[]): ServerBuild {
  const table: Record<string, unknown> = {}
  for (const { handle, ...route } of routes) table[route.id] = { ...route, module: { handle } }
  return { routes: table } as unknown as ServerBuild
}

describe('memberShellMatcher', () => {
  const shell = { memberShell: true }
  const isShell = memberShellMatcher(
    build([
      { id: 'root', path: '' },
      { id: 'home-page', parentId: 'root', index: true },
      { id: 'cart', parentId: 'root', path: 'cart', handle: shell },
      { id: 'member', parentId: 'root', path: 'home', handle: shell },
      { id: 'overview', parentId: 'member', index: true, handle: shell },
      { id: 'orders', parentId: 'member', path: 'MyOrder' },
      { id: 'goods', parentId: 'root', path: 'goodsDetail' },
    ]),
  )

  it('is decided by the deepest route a path matches', () => {
    expect(isShell('/cart')).toBe(true)
    expect(isShell('/home')).toBe(true)
    expect(isShell('/home/')).toBe(true)
    // The member layout says shell, but the order list under it reads its data on the server.
    expect(isShell('/home/MyOrder')).toBe(false)
  })

  it('is false for every other page and for paths that match nothing', () => {
    expect(isShell('/')).toBe(false)
    expect(isShell('/goodsDetail')).toBe(false)
    expect(isShell('/cartx')).toBe(false)
    expect(isShell('/nowhere/at/all')).toBe(false)
  })
})

/** A token shaped like the API's (only `exp` is read here). */
const jwt = (expiresInSeconds: number) =>
  `h.${Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + expiresInSeconds })).toString('base64url')}.s`
const t = jwt(600)

describe('memberClass', () => {
  const info = (value: object) => `userInfo=${encodeURIComponent(JSON.stringify(value))}`

  it('is null without a live access token, whatever else the cookies say', () => {
    expect(memberClass(undefined)).toBeNull()
    expect(memberClass(`${info({ nickName: '甲' })}; cartNum=2`)).toBeNull()
    expect(memberClass('accessToken=; cartNum=2')).toBeNull()
    // A lapsed login is rendered as before, so the server refreshes it.
    expect(memberClass(`accessToken=${jwt(-60)}; ${info({ nickName: '甲' })}`)).toBeNull()
    expect(memberClass('accessToken=not-a-token')).toBeNull()
  })

  it('reads the name the header shows: the nick name, else the username', () => {
    expect(memberClass(`accessToken=${t}; ${info({ nickName: '茶商', username: 'demo' })}`)?.name).toBe(
      '茶商',
    )
    expect(memberClass(`accessToken=${t}; ${info({ nickName: '', username: 'demo' })}`)?.name).toBe('demo')
    expect(memberClass(`accessToken=${t}`)?.name).toBe('')
    expect(memberClass(`accessToken=${t}; userInfo=%7Bnot-json`)?.name).toBe('')
    expect(memberClass(`accessToken=${t}; ${info({ nickName: { evil: 1 } })}`)?.name).toBe('')
  })

  it('keeps a cart count only when it is a count', () => {
    expect(memberClass(`accessToken=${t}; cartNum=3`)?.cartNum).toBe('3')
    expect(memberClass(`accessToken=${t}; cartNum=3x`)?.cartNum).toBe('')
    expect(memberClass(`accessToken=${t}`)?.cartNum).toBe('')
  })
})

describe('a shell key and the cookies it is rendered with', () => {
  it('differ by name and cart count, and carry no token of the member', () => {
    const a = { name: '甲', cartNum: '' }
    expect(memberKey(a)).toBe(memberKey({ ...a }))
    expect(memberKey(a)).not.toBe(memberKey({ name: '乙', cartNum: '' }))
    expect(memberKey(a)).not.toBe(memberKey({ name: '甲', cartNum: '1' }))
    expect(shellCookies({ name: '甲', cartNum: '2' })).toEqual([
      'accessToken=shell',
      `userInfo=${encodeURIComponent(JSON.stringify({ nickName: '甲' }))}`,
      'cartNum=2',
    ])
    expect(shellCookies({ name: '', cartNum: '' })).toEqual(['accessToken=shell'])
  })
})

describe('memberShellMatcher on nested shells', () => {
  it('lets a more specific route under a shell pattern win, every time it is asked', () => {
    const isShell = memberShellMatcher(
      build([
        { id: 'root', path: '' },
        { id: 'item', parentId: 'root', path: 'item/:id', handle: { memberShell: true } },
        { id: 'item-new', parentId: 'root', path: 'item/new' },
      ]),
    )
    for (let i = 0; i < 2; i++) {
      expect(isShell('/item/42')).toBe(true)
      expect(isShell('/item/new')).toBe(false)
    }
  })
})
