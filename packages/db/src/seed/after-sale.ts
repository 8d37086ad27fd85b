import type { Db } from '../client.ts'
import { nextId } from '../ids.ts'
import { afterSaleReasons, storeAfterSaleAddresses } from '../schema/after-sale.ts'
import { stores } from '../schema/store.ts'

/** The reasons buyers choose from, per service type (reference §10.3), most frequent first. */
export const AFTER_SALE_REASONS: Record<'CANCEL' | 'RETURN_GOODS' | 'RETURN_MONEY' | 'COMPLAIN', string[]> = {
  CANCEL: ['不想买了', '信息填写错误，重新下单', '商品选错了', '优惠券未使用', '卖家缺货', '其他原因'],
  RETURN_MONEY: [
    '未按约定时间发货',
    '商品破损或少件',
    '卖家发错货',
    '协商一致退款',
    '多拍、拍错、不想要',
    '其他原因',
  ],
  RETURN_GOODS: [
    '七天无理由退货',
    '商品质量问题',
    '商品与描述不符',
    '收到商品破损',
    '卖家发错货或少发',
    '假冒品牌',
    '其他原因',
  ],
  COMPLAIN: [
    '商品与描述不符',
    '商品质量问题',
    '卖家未按约定时间发货',
    '卖家拒绝售后',
    '卖家服务态度差',
    '疑似假冒商品',
    '其他问题',
  ],
}

export async function seedAfterSaleReasons(db: Db): Promise<void> {
  const rows = Object.entries(AFTER_SALE_REASONS).flatMap(([serviceType, reasons]) =>
    reasons.map((reason, sort) => ({ id: nextId(), serviceType, reason, sort })),
  )
  await db.insert(afterSaleReasons).values(rows).onConflictDoNothing()
}

/** Demo: each store takes returns at a warehouse in its own city (Shanghai as the fallback). */
export async function seedStoreAfterSaleAddresses(db: Db): Promise<void> {
  const all = await db.select({ id: stores.id, storeName: stores.storeName }).from(stores)
  if (all.length === 0) return
  await db
    .insert(storeAfterSaleAddresses)
    .values(
      all.map((s, i) => ({
        storeId: s.id,
        salesConsigneeName: `${s.storeName.slice(0, 20)}售后部`,
        salesConsigneeMobile: `1380013${String(8000 + i).padStart(4, '0')}`,
        salesConsigneeAddressId: '310000,310100,310115',
        salesConsigneeAddressPath: '上海市,上海市,浦东新区',
        salesConsigneeDetail: `外高桥保税区富特北路${200 + i}号退货仓`,
      })),
    )
    .onConflictDoNothing()
}
