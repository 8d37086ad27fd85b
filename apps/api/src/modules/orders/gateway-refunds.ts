import { GATEWAY_REFUND_LABELS } from '@silk/contracts/order'
import type { DbOrTx } from '@silk/db/client'
import { afterSales, paymentIntents, paymentRefunds } from '@silk/db/schema/index'
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import type { Locale } from '../../shared/localised.ts'
import { fenToYuan } from '../../shared/money.ts'

const AFTER_SALE_SOURCES = ['AFTER_SALE', 'ARBITRATION']

async function refundsWhere(db: DbOrTx, where: SQL | undefined, locale: Locale) {
  const rows = await db
    .select({ refund: paymentRefunds, paymentMethod: paymentIntents.paymentMethod })
    .from(paymentRefunds)
    .leftJoin(paymentIntents, eq(paymentIntents.outTradeNo, paymentRefunds.outTradeNo))
    .where(where)
    .orderBy(asc(paymentRefunds.createTime), asc(paymentRefunds.refundNo))
  const labels = GATEWAY_REFUND_LABELS[locale === 'en' ? 'en' : 'zh-CN']
  return rows.map(({ refund: r, paymentMethod }) => {
    const status = r.status as keyof typeof labels
    return {
      refundNo: r.refundNo,
      source: r.source,
      sourceSn: r.sourceSn,
      paymentMethod,
      amount: fenToYuan(r.amount),
      status,
      statusValue: labels[status] ?? r.status,
      providerRefundNo: r.providerRefundNo,
      createTime: formatDateTime(r.createTime) ?? '',
      refundTime: formatDateTime(r.refundTime),
    }
  })
}

/** An order's refunds through a gateway (decision 148): its cancel's and its after-sales'. */
export function orderGatewayRefunds(db: DbOrTx, orderSn: string, locale: Locale) {
  const cases = db.select({ sn: afterSales.sn }).from(afterSales).where(eq(afterSales.orderSn, orderSn))
  return refundsWhere(
    db,
    or(
      and(eq(paymentRefunds.source, 'ORDER_CANCEL'), eq(paymentRefunds.sourceSn, orderSn)),
      and(inArray(paymentRefunds.source, AFTER_SALE_SOURCES), inArray(paymentRefunds.sourceSn, cases)),
    ),
    locale,
  )
}

/** An after-sale's refund through a gateway, or null (wallet, offline, not refunded). */
export async function afterSaleGatewayRefund(db: DbOrTx, afterSaleSn: string, locale: Locale) {
  const [found] = await refundsWhere(
    db,
    and(inArray(paymentRefunds.source, AFTER_SALE_SOURCES), eq(paymentRefunds.sourceSn, afterSaleSn)),
    locale,
  )
  return found ?? null
}
