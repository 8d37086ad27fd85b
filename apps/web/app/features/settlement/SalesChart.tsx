import { chinaDayStartOf, DAY_MS } from '@silk/contracts/china-time'
import { useEffect, useRef } from 'react'
import { formatMoney } from '../../lib/format.ts'
import 'uplot/dist/uPlot.min.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './sales-chart.module.css'

export interface SalesDay {
  date: string
  orders: number
  amount: number
}

/**
 * The last 30 days' paid orders (bars, left axis) and sales (line, right axis), drawn by uPlot. The
 * library is imported when the chart mounts, so it is a chunk of its own that only the dashboards
 * load; the server renders the frame and a table for screen readers. A period without a sale is said in
 * words (`sales-chart-empty`; the dashboards' 30 days unless `emptyText` names the period), not drawn as
 * empty axes.
 */
export function SalesChart({ days, emptyText }: { days: SalesDay[]; emptyText?: string }) {
  const { t } = useTranslation('settlement')
  const box = useRef<HTMLDivElement>(null)
  // No sale in the period (a new store, a new platform): say so instead of empty axes reading "--".
  const empty = days.every((d) => d.orders === 0 && d.amount === 0)
  useEffect(() => {
    const el = box.current
    if (!el || empty) return
    let chart: { destroy(): void; setSize(s: { width: number; height: number }): void } | undefined
    let observer: ResizeObserver | undefined
    let gone = false
    void import('uplot').then(({ default: UPlot }) => {
      if (gone) return
      // Noon GMT+8 of each day, in seconds.
      const xs = days.map((d) => ((chinaDayStartOf(d.date)?.getTime() ?? Number.NaN) + DAY_MS / 2) / 1000)
      const bars = UPlot.paths.bars?.({ size: [0.6, 40] })
      const width = el.clientWidth || 800
      chart = new UPlot(
        {
          width,
          height: 280,
          tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Asia/Shanghai'),
          legend: { show: true },
          cursor: { drag: { x: false, y: false } },
          scales: {
            // Half a day either side, so the first and last bars show whole.
            x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
            orders: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.2))] },
          },
          axes: [
            { stroke: '#636b7d', grid: { stroke: '#e6e9ef' }, values: '{M}/{D}' },
            { scale: 'orders', stroke: '#636b7d', grid: { stroke: '#e6e9ef' }, size: 50 },
            {
              scale: 'amount',
              side: 1,
              stroke: '#636b7d',
              grid: { show: false },
              size: 70,
              values: (_u, vals) =>
                vals.map((v) => (v >= 10_000 ? `${(v / 10_000).toFixed(1)}w` : String(v))),
            },
          ],
          series: [
            { label: t('detail.time'), value: '{YYYY}-{MM}-{DD}' },
            {
              label: t('dashboard.trendOrders'),
              scale: 'orders',
              fill: 'rgba(42, 111, 184, 0.35)',
              stroke: '#2a6fb8',
              paths: bars,
              points: { show: false },
            },
            {
              label: t('dashboard.trendAmount'),
              scale: 'amount',
              stroke: '#d9822b',
              width: 2,
              points: { size: 4 },
              value: (_u, v) => (v == null ? '—' : formatMoney(v)),
            },
          ],
        },
        [xs, days.map((d) => d.orders), days.map((d) => d.amount)],
        el,
      )
      observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height: 280 }))
      observer.observe(el)
    })
    return () => {
      gone = true
      observer?.disconnect()
      chart?.destroy()
    }
  }, [days, t, empty])
  if (empty)
    return (
      <p className={styles.empty} data-testid="sales-chart-empty">
        {emptyText ?? t('dashboard.trendEmpty')}
      </p>
    )
  return (
    <figure className={styles.chart}>
      <div ref={box} className={styles.canvas} data-testid="sales-chart" />
      <figcaption className={styles.hidden}>
        <table>
          <thead>
            <tr>
              <th>{t('detail.time')}</th>
              <th>{t('dashboard.trendOrders')}</th>
              <th>{t('dashboard.trendAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{d.date}</td>
                <td>{d.orders}</td>
                <td>{formatMoney(d.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  )
}
