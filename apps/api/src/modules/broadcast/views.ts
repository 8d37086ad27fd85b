import type { CommodityVO, StudioStatus, StudioVO } from '@silk/contracts/broadcast'
import { type liveCommodities, liveStudios } from '@silk/db/schema/index'
import { type SQL, sql } from 'drizzle-orm'
import { formatDateTime } from '../../shared/dates.ts'
import { fenToYuan } from '../../shared/money.ts'

export type StudioRow = typeof liveStudios.$inferSelect
export type CommodityRow = typeof liveCommodities.$inferSelect

/** The WeChat live-player plugin's page of a room: where a buyer watches it in the mini program. */
export const mediaPath = (roomId: number) =>
  `plugin-private://wx2b03c6e691cd7370/pages/live-player-plugin?room_id=${roomId}`

const LIVE = [101, 105]
const OVER = [103, 104, 106, 107]

/**
 * 未开始 / 直播中 / 已结束: past its end a room is over; otherwise WeChat's last answer decides (101 live
 * and 105 paused are on, 102 not yet, 103/104/106/107 over); without one, the times.
 */
export function studioStatus(
  row: Pick<StudioRow, 'startTime' | 'endTime' | 'liveStatus'>,
  now = new Date(),
): StudioStatus {
  if (now >= row.endTime) return 'END'
  if (row.liveStatus !== null) {
    if (LIVE.includes(row.liveStatus)) return 'START'
    if (OVER.includes(row.liveStatus)) return 'END'
    if (row.liveStatus === 102) return 'NEW'
  }
  return now < row.startTime ? 'NEW' : 'START'
}

/** The same rule in SQL, for filters and ordering. */
export function statusSql(now: Date): SQL<string> {
  const t = liveStudios
  return sql<string>`case
    when ${now} >= ${t.endTime} then 'END'
    when ${t.liveStatus} in (101, 105) then 'START'
    when ${t.liveStatus} in (103, 104, 106, 107) then 'END'
    when ${t.liveStatus} = 102 then 'NEW'
    when ${now} < ${t.startTime} then 'NEW'
    else 'START' end`
}

export function studioView(
  row: StudioRow,
  store: { storeName: string | null; storeNameEn: string | null },
  roomGoodsNum: number,
  now = new Date(),
): StudioVO {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName: store.storeName ?? '',
    storeNameEn: store.storeNameEn,
    name: row.name,
    coverImg: row.coverImg,
    shareImg: row.shareImg,
    anchorName: row.anchorName,
    anchorWechat: row.anchorWechat,
    startTime: formatDateTime(row.startTime) as string,
    endTime: formatDateTime(row.endTime) as string,
    roomId: row.roomId,
    qrcodeUrl: row.qrcodeUrl,
    // WeChat answers http://mmbiz.qpic.cn/…; the same picture is served over https.
    shareQrcode: row.shareQrcode?.replace(/^http:\/\//, 'https://') ?? null,
    mediaPath: mediaPath(row.roomId),
    status: studioStatus(row, now),
    liveStatus: row.liveStatus,
    recommend: row.recommend,
    roomGoodsNum,
    sandbox: row.sandbox,
    createTime: formatDateTime(row.createTime) as string,
  }
}

export function commodityView(row: CommodityRow, roomCount: number): CommodityVO {
  return {
    id: row.id,
    storeId: row.storeId,
    goodsId: row.goodsId,
    skuId: row.skuId,
    name: row.name,
    goodsImage: row.goodsImage,
    price: fenToYuan(row.price),
    priceType: 1,
    url: row.url,
    liveGoodsId: row.liveGoodsId,
    auditId: row.auditId,
    auditStatus: row.auditStatus as 0 | 1 | 2 | 3,
    roomCount,
    sandbox: row.sandbox,
    createTime: formatDateTime(row.createTime) as string,
  }
}

/** WeChat counts a Chinese (any non-Latin-1) character as two. */
export const wechatLength = (text: string) =>
  [...text].reduce((n, c) => n + ((c.codePointAt(0) ?? 0) > 255 ? 2 : 1), 0)
