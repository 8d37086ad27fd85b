import { chinaDay, chinaDayAhead, chinaDayStartOf, dayParts } from '@silk/contracts/china-time'
import type { LiliStatisticsQuery } from '@silk/contracts/lili-console'
import type { ReportView } from '@silk/contracts/reports'
import { BizError } from '../../shared/errors.ts'

/**
 * The China days lilishop's 统计 pages ask for (StatisticsQueryParam): TODAY, YESTERDAY, the last 7 or
 * 30 days ending today, or — `searchType` empty — the calendar month `year`-`month` up to today.
 */
export function liliRange(query: LiliStatisticsQuery, now = Date.now()): { from: string; to: string } {
  const today = chinaDay(now)
  switch (query.searchType || (query.month ? '' : 'LAST_SEVEN')) {
    case 'TODAY':
      return { from: today, to: today }
    case 'YESTERDAY':
      return { from: chinaDayAhead(-1, now), to: chinaDayAhead(-1, now) }
    case 'LAST_SEVEN':
      return { from: chinaDayAhead(-6, now), to: today }
    case 'LAST_THIRTY':
      return { from: chinaDayAhead(-29, now), to: today }
  }
  const year = query.year ?? dayParts(today).year
  const month = Number(query.month)
  const first = `${year}-${String(month).padStart(2, '0')}-01`
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  const nextStart = chinaDayStartOf(next)
  if (first > today || !nextStart) throw new BizError('REPORT_DATE_RANGE')
  const monthEnd = chinaDayAhead(-1, nextStart)
  // The month up to today (days compare as text, yyyy-MM-dd).
  return { from: first, to: [monthEnd, today].sort()[0] }
}

/** 会员统计: members registered by each day and that day's new ones (platform-wide). */
export const memberStatistics = (report: ReportView) =>
  (report.members ?? []).map((m) => ({
    createDate: m.start,
    memberCount: m.totalMembers,
    newlyAdded: m.newMembers,
    activeQuantity: null,
  }))

/** 商品统计: the top ten goods by quantity (NUM, the default) or by paid amount (PRICE). */
export const goodsStatistics = (report: ReportView, type: LiliStatisticsQuery['type']) =>
  (type === 'PRICE' ? report.goodsByAmount : report.goodsByQuantity).map((g) => ({
    goodsId: g.goodsId,
    goodsName: g.goodsName,
    storeName: g.storeName,
    num: g.quantity,
    price: g.amount,
  }))

/** 流量统计: goods and store page views and visitors, a row a day. */
export const viewStatistics = (report: ReportView) =>
  report.traffic.map((t) => ({ date: t.start, pvNum: t.pageViews, uvNum: t.visitors }))
