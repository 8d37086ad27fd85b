import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { consoleText as enConsole } from '../../i18n/en/console.ts'
import { en } from '../../i18n/en/index.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { type Lang, provideLanguage, type Resources } from '../../i18n/resources.ts'
import { consoleText as zhConsole } from '../../i18n/zh/console.ts'
import { choiceField, SearchForm } from './SearchForm.tsx'
import { statusTabs } from './StatusFilter.tsx'

provideLanguage('en', en as Resources)

/** The consoles add their namespaces as they render (useConsoleResources); here, by hand. */
function i18nFor(lang: Lang) {
  const i18n = createI18n(lang)
  i18n.addResourceBundle('zh-CN', 'console', zhConsole)
  i18n.addResourceBundle('en', 'console', enConsole)
  return i18n
}

/** The form as the server renders it at `url`. */
function render(url: string, form: React.ReactElement, lang: Lang = 'zh-CN') {
  const router = createMemoryRouter([{ path: '/admin/list', element: form }], { initialEntries: [url] })
  return renderToString(
    <I18nextProvider i18n={i18nFor(lang)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  )
}

describe('SearchForm', () => {
  it('fills each box from the address, keeps the tab and the named parameters, and submits GET', () => {
    const html = render(
      '/admin/list?status=PAID&tab=refunds&storeName=%E8%8C%B6&pageNumber=3',
      <SearchForm
        testId="bill-search"
        keep={['tab', 'missing']}
        status={statusTabs('status', '状态', ['PAID'], (v) => (v === 'PAID' ? '已付' : v))}
        fields={[{ name: 'storeName', label: '店铺名称', maxLength: 64 }]}
        submitLabel="查询"
      />,
    )
    expect(html).toMatch(/<form [^>]*data-testid="bill-search"[^>]*method="get">/)
    expect(html).toContain('<input type="hidden" name="status" value="PAID"/>')
    expect(html).toContain('<input type="hidden" name="tab" value="refunds"/>')
    // A kept parameter that is not in the address is not sent empty; the page number is dropped.
    expect(html).not.toContain('name="missing"')
    expect(html).not.toContain('name="pageNumber"')
    expect(html).toContain(
      '<label><span>店铺名称</span><input maxLength="64" name="storeName" value="茶"/></label>',
    )
    expect(html).toContain('查询</button>')
    // The status tabs stand above the form, and no 重置 in the operator's compact look.
    expect(html.indexOf('aria-label="状态"')).toBeLessThan(html.indexOf('<form'))
    expect(html).not.toContain('重置')
  })

  it('puts 全部 first in a select, then the options and the named groups; a loader value wins', () => {
    const html = render(
      '/admin/list?kind=RECHARGE&action=a.b',
      <SearchForm
        fields={[
          choiceField('kind', '类型', '全部', ['ORDER', 'RECHARGE'], (v) => `k-${v}`),
          {
            name: 'action',
            label: '操作',
            testId: 'log-action',
            options: [{ value: '', label: '全部操作' }],
            groups: [{ label: '订单', options: [{ value: 'a.b', label: '改价' }] }],
          },
          { name: 'startDate', label: '开始', type: 'date', value: '2026-11-01' },
        ]}
      />,
    )
    expect(html).toContain(
      '<select name="kind"><option value="">全部</option><option value="ORDER">k-ORDER</option><option value="RECHARGE" selected="">k-RECHARGE</option></select>',
    )
    expect(html).toContain(
      '<select name="action" data-testid="log-action"><option value="">全部操作</option><optgroup label="订单"><option value="a.b" selected="">改价</option></optgroup></select>',
    )
    expect(html).toContain('<input type="date" name="startDate" value="2026-11-01"/>')
  })

  it('names a box without a visible label by its label, as placeholder and accessible name', () => {
    const html = render(
      '/admin/list',
      <SearchForm fields={[{ name: 'keyword', label: '关键词', hiddenLabel: true, className: 'kw' }]} />,
    )
    expect(html).toContain(
      '<input placeholder="关键词" aria-label="关键词" class="kw" name="keyword" value=""/>',
    )
    expect(html).not.toContain('<label>')
  })

  it('goes to the right place on 重置: keeping the tab, clearing all, or only while searched', () => {
    const keep = render(
      '/admin/list?tab=draft&goodsName=x',
      <SearchForm stacked keep={['tab']} fields={[{ name: 'goodsName', label: '商品名称' }]} />,
    )
    expect(keep).toContain('href="/admin/list?tab=draft"')
    expect(keep).toContain('>重置</a>')
    const all = render(
      '/admin/list?orderStatus=PAID&orderSn=1',
      <SearchForm reset="all" keep={['orderStatus']} fields={[{ name: 'orderSn', label: '订单号' }]} />,
    )
    expect(all).toMatch(/href="\/admin\/list"[^>]*>重置<\/a>/)
    const field = [{ name: 'goodsName', label: '商品名称' }]
    const idle = render(
      '/admin/list?filter=low',
      <SearchForm stacked reset="keepWhenSearched" keep={['filter']} fields={field} />,
    )
    expect(idle).not.toContain('重置')
    const searched = render(
      '/admin/list?filter=low&goodsName=x',
      <SearchForm stacked reset="keepWhenSearched" keep={['filter']} fields={field} />,
    )
    expect(searched).toContain('href="/admin/list?filter=low"')
    const none = render(
      '/admin/list?keyword=x',
      <SearchForm stacked reset={false} fields={[{ name: 'keyword', label: 'k' }]} />,
    )
    expect(none).not.toContain('重置')
  })

  it('searches as a select changes when asked, with the button only for a browser without scripts', () => {
    const html = render(
      '/admin/list?categoryId=2',
      <SearchForm
        autoSubmit
        fields={[
          {
            name: 'categoryId',
            label: '分类',
            options: [
              { value: '1', label: '茶' },
              { value: '2', label: '瓷' },
            ],
          },
        ]}
      />,
      'en',
    )
    expect(html).toContain('<option value="2" selected="">瓷</option>')
    expect(html).toMatch(/<noscript><button type="submit"[^>]*>Search<\/button><\/noscript>/)
  })

  it('adds a page’s own class to the kit’s look', () => {
    const html = render('/admin/list', <SearchForm stacked className="mine" fields={[]} />)
    expect(html).toMatch(/<form class="_search_\w+ _stacked_\w+ mine"/)
  })
})
