import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import type * as ReactRouter from 'react-router'
import { describe, expect, it } from 'vitest'

// The build Node loads on the server (the ES module the patch changes); Vitest's own resolver would
// pick the CommonJS one.
const { Link, StaticRouter, createStaticHandler, matchRoutes }: typeof ReactRouter = await import(
  import.meta.resolve('react-router')
)

/**
 * patches/react-router+7.18.4.patch renders a same-site <Link> on the server as a bare <a> (decision
 * 022). The browser path, taken whenever `document` exists, is React Router's own: each link here is
 * rendered both ways and the HTML must be the same.
 */
function bothWays(node: ReactNode, location = '/goodsList?keyword=tea') {
  const tree = () => renderToString(createElement(StaticRouter, { location }, node))
  const fast = tree()
  const global = globalThis as { document?: unknown }
  global.document = {}
  try {
    return { fast, original: tree() }
  } finally {
    delete global.document
  }
}

const links: [string, () => ReactNode][] = [
  ['a plain path', () => <Link to="/goodsList">商品</Link>],
  ['a query in Chinese', () => <Link to="/goodsList?keyword=茶具&sort=price">茶具</Link>],
  ['a hash and a trailing slash', () => <Link to="/help/#faq">帮助</Link>],
  ['dot segments and double slashes', () => <Link to="/a/../b//c/./d">x</Link>],
  ['an empty query and hash', () => <Link to="/a?#">x</Link>],
  [
    'props, target, discovery off and intent prefetch',
    () => (
      <Link to="/cart" className="c" aria-label="购物车" target="_blank" discover="none" prefetch="intent">
        购物车
      </Link>
    ),
  ],
  ['a search alone', () => <Link to="?pageNumber=2&keyword=茶">2</Link>],
  ['a search and a hash alone', () => <Link to="?sort=price#grid">价格</Link>],
  ['an empty search', () => <Link to="?">x</Link>],
  ['a relative path (not the fast path)', () => <Link to="detail?id=1">x</Link>],
  ['an absolute URL (not the fast path)', () => <Link to="https://example.com/x">x</Link>],
  ['an object (not the fast path)', () => <Link to={{ pathname: '/goodsList', search: '?a=1' }}>x</Link>],
]

describe('server <Link> fast path', () => {
  it.each(links)('writes what React Router writes: %s', (_name, link) => {
    const { fast, original } = bothWays(link())
    expect(fast).toContain('<a')
    expect(fast).toBe(original)
  })

  it.each(['/goodsList', '/help/', '/'])(
    'resolves a search alone against the pathname %s as React Router does',
    (pathname) => {
      const { fast, original } = bothWays(<Link to="?page=2">2</Link>, `${pathname}?page=1`)
      expect(fast).toBe(original)
      expect(fast).toContain(`href="${pathname}?page=2"`)
    },
  )

  it('writes the href of the path it was given', () => {
    expect(bothWays(<Link to="/goodsList?keyword=茶具">x</Link>).fast).toBe(
      '<a href="/goodsList?keyword=茶具" data-discover="true">x</a>',
    )
  })
})

describe('an object `to` is still checked (its messages are written only when it is wrong)', () => {
  it.each([
    [
      { pathname: '/goodsList?keyword=茶' },
      "Cannot include a '?' character in a manually specified `to.pathname`",
    ],
    [{ pathname: '/help#faq' }, "Cannot include a '#' character in a manually specified `to.pathname`"],
    [
      { pathname: '/goodsList', search: '?a=1#grid' },
      "Cannot include a '#' character in a manually specified `to.search`",
    ],
  ])('refuses %j', (to, message) => {
    const global = globalThis as { document?: unknown }
    global.document = {}
    try {
      expect(() =>
        renderToString(createElement(StaticRouter, { location: '/' }, <Link to={to}>x</Link>)),
      ).toThrow(message)
    } finally {
      delete global.document
    }
  })

  it('resolves a well-formed one', () => {
    expect(
      bothWays(<Link to={{ pathname: '/goodsList', search: '?a=1', hash: '#grid' }}>x</Link>).fast,
    ).toContain('href="/goodsList?a=1#grid"')
  })
})

describe('server route matching remembers the branch a pathname matched', () => {
  const routes = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'home', index: true },
        { id: 'goods', path: 'goods/:goodsId' },
        { id: 'list', path: 'goodsList' },
        { id: 'store', path: 'store/:storeId/*' },
      ],
    },
  ]
  const handler = createStaticHandler(routes)
  const idsOf = (matches: { route: { id?: string }; params: object }[] | null) =>
    matches?.map((m) => [m.route.id, m.params]) ?? null

  it('matches each pathname, asked again and again, as trying every branch does', async () => {
    const paths = [
      '/goods/1',
      '/goods/2',
      '/goodsList',
      '/',
      '/store/9/a/b',
      '/nowhere',
      '/goods/1',
      '/nowhere',
    ]
    for (const path of [...paths, ...paths]) {
      const context = await handler.query(new Request(`http://shop.test${path}`))
      const expected = idsOf(matchRoutes(routes, path))
      if (context instanceof Response) throw new Error('unexpected response')
      expect(context.statusCode === 404 ? null : idsOf(context.matches)).toEqual(expected)
    }
  })
})
