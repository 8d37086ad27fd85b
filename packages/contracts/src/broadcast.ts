import { z } from 'zod'
import { refusal } from './issue-english.ts'
import { PageQuery, page } from './paging.ts'
import { DateTime, Id, Yuan } from './primitives.ts'

/**
 * 直播 (live broadcast; lilishop `Studio`, `Commodity`; issue 66, decision 169). A store's rooms and
 * its goods in the live goods library of the platform's WeChat mini program (小程序直播): the seller at
 * `/store/broadcast/studio|commodity`, the operator at `/manager/broadcast/studio`, the buyer at
 * `/buyer/broadcast/studio`. Money in yuan, times "yyyy-MM-dd HH:mm:ss" China time.
 */
const Time = (what: string) =>
  z
    .string({ error: `请选择${what}` })
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      refusal('时间格式应为 yyyy-MM-dd HH:mm:ss', 'Use yyyy-MM-dd HH:mm:ss'),
    )
const Text = (what: string, en: string, max: number) =>
  z
    .string({ error: `请填写${what}` })
    .trim()
    .min(1, refusal(`请填写${what}`, `Enter the ${en}`))
    .max(max, refusal(`${what}过长`, `The ${en} is too long`))
const Picture = (what: string, en: string) =>
  z
    .string({ error: `请上传${what}` })
    .trim()
    .min(1, refusal(`请上传${what}`, `Upload the ${en}`))
    .max(500)

/** 直播间 form (lilishop `Studio`): WeChat's length and time rules are checked by the API (error codes). */
export const StudioForm = z.object({
  name: Text('直播间名称', 'room name', 64),
  anchorName: Text('主播昵称', 'anchor name', 64),
  anchorWechat: Text('主播微信号', 'anchor WeChat id', 64),
  /** Uploaded pictures (`/common/common/upload/file`): the background and the share card. */
  coverImg: Picture('直播间背景图', 'background picture'),
  shareImg: Picture('分享图', 'share picture'),
  startTime: Time('开播时间'),
  endTime: Time('结束时间'),
})
export type StudioForm = z.infer<typeof StudioForm>
export const StudioEditForm = StudioForm.extend({ id: Id })

/** NEW 未开始, START 直播中, END 已结束: from the times and WeChat's last `live_status`. */
export const StudioStatus = z.enum(['NEW', 'START', 'END'])
export type StudioStatus = z.infer<typeof StudioStatus>

/** 0 未审核, 1 审核中, 2 审核通过, 3 审核驳回 (WeChat's audit_status). */
export const AuditStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)])

export const CommodityVO = z.object({
  id: Id,
  storeId: z.string(),
  goodsId: Id,
  skuId: Id,
  name: z.string(),
  goodsImage: z.string(),
  price: Yuan,
  /** WeChat's priceType: 1 一口价. */
  priceType: z.literal(1),
  url: z.string(),
  liveGoodsId: z.number().int().nullable(),
  auditId: z.string().nullable(),
  auditStatus: AuditStatus,
  /** Rooms the goods is in (it cannot be deleted while in one). */
  roomCount: z.number().int(),
  sandbox: z.boolean(),
  createTime: DateTime,
})
export type CommodityVO = z.infer<typeof CommodityVO>

export const StudioVO = z.object({
  id: Id,
  storeId: z.string(),
  storeName: z.string(),
  /** The store's English name; null where it has none. */
  storeNameEn: z.string().nullable(),
  name: z.string(),
  coverImg: z.string(),
  shareImg: z.string(),
  anchorName: z.string(),
  anchorWechat: z.string(),
  startTime: DateTime,
  endTime: DateTime,
  roomId: z.number().int(),
  /** WeChat's QR code for an anchor still to verify (only when room/create answered one). */
  qrcodeUrl: z.string().nullable(),
  /** WeChat's share QR code of the room (a picture URL): buyers scan it in WeChat to watch. */
  shareQrcode: z.string().nullable(),
  /** The room's page in the mini program, where buyers watch it (the live-player plugin). */
  mediaPath: z.string(),
  status: StudioStatus,
  /** WeChat's last live_status (101 直播中, 102 未开始, 103 已结束, 104 禁播, 105 暂停, 106 异常, 107 已过期). */
  liveStatus: z.number().int().nullable(),
  recommend: z.boolean(),
  roomGoodsNum: z.number().int(),
  /** Made by the embedded sandbox (no WeChat keys): the screens say so. */
  sandbox: z.boolean(),
  createTime: DateTime,
})
export type StudioVO = z.infer<typeof StudioVO>
export const StudioDetailVO = StudioVO.extend({ roomGoodsList: z.array(CommodityVO) })
export type StudioDetailVO = z.infer<typeof StudioDetailVO>
export const StudioPage = page(StudioVO)
export const CommodityPage = page(CommodityVO)

export const StudioQuery = PageQuery.extend({
  status: StudioStatus.optional().catch(undefined),
  name: z.string().trim().max(64).optional(),
})
export const ManagerStudioQuery = StudioQuery.extend({ storeId: Id.optional().catch(undefined) })
export const BuyerStudioQuery = PageQuery.extend({
  status: StudioStatus.optional().catch(undefined),
  recommend: z
    .enum(['true', 'false'])
    .optional()
    .catch(undefined)
    .transform((v) => (v === undefined ? undefined : v === 'true')),
})
export const CommodityQuery = PageQuery.extend({
  name: z.string().trim().max(64).optional(),
  auditStatus: z.coerce.number().int().min(0).max(3).optional().catch(undefined),
})

/** One goods to submit to the live goods library: a SKU of the store and its live price. */
export const CommodityForm = z.object({
  skuId: Id,
  /** Shown in the room; WeChat allows 14 Chinese characters (28 Latin). Default: the goods' name. */
  name: z.string().trim().max(64).optional(),
  price: z.coerce.number({ error: '请填写直播价格' }),
})
export const CommodityForms = z.array(CommodityForm).min(1).max(20)
export type CommodityForm = z.infer<typeof CommodityForm>

export const RecommendQuery = z.object({
  recommend: z.enum(['true', 'false']).transform((v) => v === 'true'),
})

/** Whether rooms and goods go to WeChat or to the embedded sandbox (the screens name the sandbox). */
export const LiveModeVO = z.object({ sandbox: z.boolean() })
