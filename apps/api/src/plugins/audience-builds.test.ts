import type { ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import { audienceBuilds } from './audience-builds.ts'

/** A build with the shapes React Router gives: routes by id with their parent, path or index. */
function buildOf(routes: { id: string; parentId?: string; path?: string; index?: boolean }[]): ServerBuild {
  const table = Object.fromEntries(routes.map((r) => [r.id, { ...r, module: {} }]))
  const manifest = Object.fromEntries(routes.map((r) => [r.id, { ...r, module: `/assets/${r.id}.js` }]))
  return { routes: table, assets: { routes: manifest, version: 'v1' } } as unknown as ServerBuild
}

const build = buildOf([
  { id: 'root', path: '' },
  { id: 'home', parentId: 'root', index: true },
  { id: 'goodsList', parentId: 'root', path: 'goodsList' },
  { id: 'member', parentId: 'root', path: 'home' },
  { id: 'member/orders', parentId: 'member', path: 'MyOrder' },
  { id: 'sellerLogin', parentId: 'root', path: 'seller/login' },
  { id: 'seller', parentId: 'root', path: 'seller' },
  { id: 'seller/index', parentId: 'seller', index: true },
  { id: 'seller/goods', parentId: 'seller', path: 'goods/:goodsId/edit' },
  { id: 'admin', parentId: 'root', path: 'admin' },
  { id: 'admin/bills', parentId: 'admin', path: 'bills' },
  { id: 'sellerish', parentId: 'root', path: 'sellers-guide' },
  { id: 'notFound', parentId: 'root', path: '*' },
])

describe('audience builds', () => {
  const { buyer, console: consoles } = audienceBuilds(build)

  it('gives the buyer site its own routes, the root and the not-found page', () => {
    expect(Object.keys(buyer.routes).sort()).toEqual(
      ['goodsList', 'home', 'member', 'member/orders', 'notFound', 'root', 'sellerish'].sort(),
    )
    expect(Object.keys(buyer.assets.routes).sort()).toEqual(Object.keys(buyer.routes).sort())
  })

  it('gives the consoles theirs (a path only starting with "seller" is not one)', () => {
    expect(Object.keys(consoles.routes).sort()).toEqual(
      [
        'admin',
        'admin/bills',
        'notFound',
        'root',
        'seller',
        'seller/goods',
        'seller/index',
        'sellerLogin',
      ].sort(),
    )
    expect(Object.keys(consoles.assets.routes).sort()).toEqual(Object.keys(consoles.routes).sort())
  })

  it('keeps the rest of the build and leaves the whole build as it was', () => {
    expect(buyer.assets.version).toBe('v1')
    expect(Object.keys(build.routes)).toHaveLength(13)
  })
})
