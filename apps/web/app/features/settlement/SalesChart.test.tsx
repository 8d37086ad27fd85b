import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en/index.ts'
import { settlement as enSettlement } from '../../i18n/en/settlement.ts'
import { createI18n } from '../../i18n/i18n.ts'
import { type Lang, provideLanguage, type Resources } from '../../i18n/resources.ts'
import { settlement as zhSettlement } from '../../i18n/zh/settlement.ts'
import { SalesChart, type SalesDay } from './SalesChart.tsx'

provideLanguage('en', en as Resources)

/** The dashboards' 30-day chart, as the server renders it (uPlot draws only in the browser). */
const days = (amounts: number[]): SalesDay[] =>
  amounts.map((amount, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    orders: amount > 0 ? 1 : 0,
    amount,
  }))

/** The consoles add their namespaces as they render (useConsoleResources); here, by hand. */
function i18nFor(lang: Lang) {
  const i18n = createI18n(lang)
  i18n.addResourceBundle('zh-CN', 'settlement', zhSettlement)
  i18n.addResourceBundle('en', 'settlement', enSettlement)
  return i18n
}

const render = (list: SalesDay[], lang: Lang = 'zh-CN', emptyText?: string) =>
  renderToString(
    <I18nextProvider i18n={i18nFor(lang)}>
      <SalesChart days={list} emptyText={emptyText} />
    </I18nextProvider>,
  )

describe('SalesChart', () => {
  it('says there was no sale when every day is empty (a new store), instead of drawing empty axes', () => {
    const html = render(days([0, 0, 0]))
    expect(html).toContain('近30天暂无成交。')
    expect(html).toContain('data-testid="sales-chart-empty"')
    expect(html).not.toContain('data-testid="sales-chart"')
    expect(render(days([0, 0]), 'en')).toContain('No sales in the last 30 days.')
    // A report of another range names its own period.
    expect(render(days([0]), 'en', 'No sales in the chosen range.')).toContain(
      'No sales in the chosen range.',
    )
  })

  it('draws the chart and its table for screen readers once one day sold', () => {
    const html = render(days([0, 128.5, 0]))
    expect(html).toContain('data-testid="sales-chart"')
    expect(html).not.toContain('暂无成交')
    expect(html).toContain('<td>2026-11-02</td><td>1</td>')
  })
})
