import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server.bun'
import { beforeEach, describe, expect, it } from 'vitest'
import { collectDocument } from './collect-document.ts'
import {
  FrozenMismatchError,
  forgetFrozenParts,
  frozenRender,
  innerHtml,
  keepFrozenParts,
} from './frozen.server.ts'
import { Frozen, type FrozenMode, FrozenProvider } from './frozen.tsx'

/** A page as entry.server renders it: the whole document, then its frozen parts kept. */
function render(node: ReactNode, mode: FrozenMode = 'on') {
  const frozen = frozenRender(mode)
  return new Promise<{ html: string; drawn: string[] }>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<FrozenProvider value={frozen}>{node}</FrozenProvider>, {
      onAllReady() {
        const document = collectDocument(pipe)
        try {
          keepFrozenParts(frozen, document)
          resolve({ html: document.toString(), drawn: frozen.drawn.map((part) => part.name) })
        } catch (error) {
          reject(error)
        }
      },
      onShellError: reject,
    })
  })
}

const ENTRIES = ['首页', '出海指南', '商城']

function Page({
  lang,
  active,
  body,
  extra = '',
}: {
  lang: string
  active: number
  body: string
  extra?: string
}) {
  return (
    <html lang={lang}>
      <body>
        <Frozen name="nav" copyKey={`${lang}|${active}`} className="row">
          <div className="inner">
            <ul>
              {ENTRIES.map((label, index) => (
                <li key={label} className={index === active ? 'active' : undefined}>
                  <div>
                    {lang === 'en' ? `Entry ${index}` : label}
                    {extra}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </Frozen>
        <main>{body}</main>
        <Frozen as="footer" name="footer" copyKey={lang} className="footer">
          <p>
            © 2026 {lang} · {'<div> in text stays text'} <a href="/privacy">隐私</a>
          </p>
          <footer>a footer inside the footer</footer>
        </Frozen>
      </body>
    </html>
  )
}

type Card = { id: string; name: string; price: number }
const cards = (prices: number[]): Card[] =>
  prices.map((price, i) => ({ id: `sku-${i}`, name: `茶 ${i}`, price }))
let asked = 0

/** A grid keyed by the cards it shows; counts how often its key is made. */
function Grid({ goods }: { goods: Card[] }) {
  return (
    <html lang="zh-CN">
      <body>
        <Frozen
          name="grid"
          copyKey={() => {
            asked++
            return JSON.stringify(goods)
          }}
        >
          {goods.map((g) => (
            <a key={g.id} href={`/goods/${g.id}`}>
              {`${g.name} ¥${g.price}`}
            </a>
          ))}
        </Frozen>
      </body>
    </html>
  )
}

beforeEach(() => {
  forgetFrozenParts()
  asked = 0
})

describe('frozen parts', () => {
  it('draw a part once per key, then write the kept HTML: the document is byte for byte the same', async () => {
    const first = await render(<Page lang="zh-CN" active={1} body="第一页" />)
    expect(first.drawn).toEqual(['nav', 'footer'])

    const again = await render(<Page lang="zh-CN" active={1} body="第一页" />)
    expect(again.drawn).toEqual([])
    expect(again.html).toBe(first.html)

    // Another page with the same keys: its own body, the same chrome.
    const other = await render(<Page lang="zh-CN" active={1} body="另一页" />)
    expect(other.drawn).toEqual([])
    expect(other.html).toBe(first.html.replace('第一页', '另一页'))
  })

  it('keep each key apart: another highlighted entry or language is drawn, and then kept too', async () => {
    await render(<Page lang="zh-CN" active={1} body="x" />)
    const shop = await render(<Page lang="zh-CN" active={2} body="x" />)
    expect(shop.drawn).toEqual(['nav'])
    expect(shop.html).toMatch(/<li class="active"><div>商城<\/div><\/li>/)

    const english = await render(<Page lang="en" active={1} body="x" />)
    expect(english.drawn).toEqual(['nav', 'footer'])
    expect(english.html).toContain('Entry 1')
    expect(english.html).not.toContain('出海指南')

    const shopAgain = await render(<Page lang="zh-CN" active={2} body="x" />)
    expect(shopAgain.drawn).toEqual([])
    expect(shopAgain.html).toBe(shop.html)
  })

  it('write the same markup the browser renders, which renders the children (no provider there)', async () => {
    await render(<Page lang="zh-CN" active={0} body="x" />)
    const kept = await render(<Page lang="zh-CN" active={0} body="x" />)
    expect(kept.drawn).toEqual([])
    const browser = renderToString(<Page lang="zh-CN" active={0} body="x" />)
    const body = (html: string) => html.slice(html.indexOf('<body>'))
    expect(body(kept.html)).toBe(body(browser))
  })

  it('in verify mode draw every part and fail a page whose part differs under the same key', async () => {
    await render(<Page lang="zh-CN" active={1} body="x" />, 'verify')
    const same = await render(<Page lang="zh-CN" active={1} body="y" />, 'verify')
    expect(same.drawn).toEqual(['nav', 'footer'])

    // Something the nav shows that its key does not name.
    await expect(render(<Page lang="zh-CN" active={1} body="x" extra="★" />, 'verify')).rejects.toThrow(
      FrozenMismatchError,
    )
    // In `on` mode the kept copy wins, which is why the journeys run in verify mode.
    const on = await render(<Page lang="zh-CN" active={1} body="x" extra="★" />)
    expect(on.html).not.toContain('★')
  })

  it('keep at most 128 copies of a part, the oldest going first, and other parts untouched', async () => {
    for (let active = 0; active < 130; active++) await render(<Page lang="zh-CN" active={active} body="x" />)
    expect((await render(<Page lang="zh-CN" active={0} body="x" />)).drawn).toEqual(['nav'])
    expect((await render(<Page lang="zh-CN" active={129} body="x" />)).drawn).toEqual([])
  })

  it('keep a part of large copies within its share of characters, the oldest going first', async () => {
    // Twenty cards of ~1,230 characters: a grid of ~24,700, of which 2^18 characters hold ten.
    const big = (n: number) =>
      cards(Array.from({ length: 20 }, (_, i) => n * 100 + i)).map((g) => ({
        ...g,
        name: g.name.padEnd(1200, '茶'),
      }))
    // Each drawn twice: a page of data is kept the second time it is drawn.
    for (let n = 0; n < 14; n++) {
      expect((await render(<Grid goods={big(n)} />)).drawn).toEqual(['grid'])
      expect((await render(<Grid goods={big(n)} />)).drawn).toEqual(['grid'])
    }
    expect((await render(<Grid goods={big(13)} />)).drawn).toEqual([])
    expect((await render(<Grid goods={big(4)} />)).drawn).toEqual([])
    expect((await render(<Grid goods={big(3)} />)).drawn).toEqual(['grid'])
  })

  it('key a part by the data it shows: asked on the server only, kept apart by every difference', async () => {
    const page = cards(Array.from({ length: 20 }, (_, i) => 10 + i))
    // Drawn twice before it is kept: most pages of data are asked once, and keeping them costs.
    expect((await render(<Grid goods={page} />)).drawn).toEqual(['grid'])
    expect((await render(<Grid goods={page} />)).drawn).toEqual(['grid'])
    const kept = await render(<Grid goods={page} />)
    expect(kept.drawn).toEqual([])
    // One price of twenty changed in a key of kilobytes: drawn again, with the new price.
    const changed = page.map((g, i) => (i === 19 ? { ...g, price: 99 } : g))
    await render(<Grid goods={changed} />)
    const redrawn = await render(<Grid goods={changed} />)
    expect(redrawn.drawn).toEqual(['grid'])
    expect(redrawn.html).toContain('茶 19 ¥99')
    expect(kept.html).toContain('茶 19 ¥29')
    expect((await render(<Grid goods={changed} />)).drawn).toEqual([])
    expect(asked).toBe(6)
    // The browser renders the children and never makes the key.
    renderToString(<Grid goods={page} />)
    expect(asked).toBe(6)
  })

  it('in off mode draw every part and keep nothing', async () => {
    await render(<Page lang="zh-CN" active={1} body="x" />, 'off')
    const next = await render(<Page lang="zh-CN" active={1} body="x" />)
    expect(next.drawn).toEqual(['nav', 'footer'])
  })
})

describe('innerHtml', () => {
  it('finds the end of a part past nested tags of its own kind and escaped text', () => {
    const html =
      '<div class="a" data-frozen="nav"><div>1<div>2</div></div><p>&lt;div&gt;</p><divider></divider></div><div>after</div>'
    expect(innerHtml(Buffer.from(html), { name: 'nav', tag: 'div' })).toBe(
      '<div>1<div>2</div></div><p>&lt;div&gt;</p><divider></divider>',
    )
  })

  it('cuts by bytes and decodes the part alone: text of several bytes before and inside it', () => {
    const html =
      '<p>丝路之舟 ✓</p><div data-frozen="grid"><a href="/x">茶 ¥63.00</a><div>青花瓷</div></div><p>尾</p>'
    expect(innerHtml(Buffer.from(html), { name: 'grid', tag: 'div' })).toBe(
      '<a href="/x">茶 ¥63.00</a><div>青花瓷</div>',
    )
  })

  it('gives null for a part the document lacks or leaves open', () => {
    expect(innerHtml(Buffer.from('<div data-frozen="other"></div>'), { name: 'nav', tag: 'div' })).toBeNull()
    expect(
      innerHtml(Buffer.from('<footer data-frozen="footer"><footer>x</footer>'), {
        name: 'footer',
        tag: 'footer',
      }),
    ).toBeNull()
  })
})
