import { type ManagerSettings, SETTING_FORMS, type SettingKey } from '@silk/contracts/settings-admin'
import { logistics, settings } from '@silk/db/schema/system'
import { eq } from 'drizzle-orm'
import { announceChange } from '../../shared/change-feed.ts'
import { BizError } from '../../shared/errors.ts'
import { issueDetail } from '../../shared/input-issue.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { distributionSetting } from '../distribution/setting.ts'
import { adminWrite } from '../operation-log/operation-log.ts'
import { pointSetting } from '../points/setting.ts'
import { goodsNeedReview } from '../store-goods/publish.ts'
import { listLogistics } from './list-logistics.ts'
import {
  minWithdrawalFen,
  orderAutoCancelMinutes,
  orderClocks,
  rechargeLimitsFen,
  settingValue,
  settlementCycleDays,
  transferSetting,
} from './platform-settings.ts'

/** `GET /manager/setting/setting` (lilishop 系统设置): every form with what the platform uses now. */
export async function readSettings(ctx: ManagerCtx): Promise<ManagerSettings> {
  const [base, goodsCheck, autoCancel, points, minFen, cycleDays, transfer, clocks, recharge, distribution] =
    await Promise.all([
      settingValue(ctx.db, 'BASE_SETTING'),
      goodsNeedReview(ctx),
      orderAutoCancelMinutes(ctx),
      pointSetting(ctx.db),
      minWithdrawalFen(ctx.db),
      settlementCycleDays(ctx.db),
      transferSetting(ctx.db),
      orderClocks(ctx.db),
      rechargeLimitsFen(ctx.db),
      distributionSetting(ctx.db),
    ])
  return {
    BASE_SETTING: {
      siteName: String(base.siteName ?? ''),
      siteNameEn: String(base.siteNameEn ?? ''),
      buyerSideLogo: String(base.buyerSideLogo ?? '/brand/logo.svg'),
      icp: String(base.icp ?? ''),
    },
    GOODS_SETTING: { goodsCheck },
    ORDER_SETTING: { autoCancel, autoReceive: clocks.autoReceiveDays, closeAfterSale: clocks.afterSaleDays },
    POINT_SETTING: points,
    WITHDRAWAL_SETTING: { minPrice: minFen / 100 },
    RECHARGE_SETTING: { minPrice: recharge.min / 100, maxPrice: recharge.max / 100 },
    SETTLEMENT_SETTING: { cycleDays },
    TRANSFER_SETTING: transfer,
    DISTRIBUTION_SETTING: distribution,
  }
}

/**
 * `PUT /manager/setting/setting/{key}` (JSON body): validates the form of that row and stores it over
 * the row's other fields. The site name and logo reach every rendered page at once on this node
 * (the pages and the site answer are dropped); a visitor's browser keeps its copy up to an hour.
 */
export async function saveSetting(ctx: ManagerCtx, key: SettingKey, body: unknown) {
  const parsed = SETTING_FORMS[key].safeParse(body)
  if (!parsed.success) throw new BizError('SETTING_INVALID', issueDetail(parsed.error.issues[0]))
  const form = parsed.data as Record<string, unknown>
  await adminWrite(ctx, { action: 'setting.save', target: key }, async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.id, key)).for('update')
    const before = (row?.settingValue ?? null) as Record<string, unknown> | null
    const next = { ...(before ?? {}), ...form }
    if (key === 'BASE_SETTING') next.domainLogo = form.buyerSideLogo
    await tx
      .insert(settings)
      .values({ id: key, settingValue: next })
      .onConflictDoUpdate({ target: settings.id, set: { settingValue: next, updateTime: new Date() } })
    const changed = Object.fromEntries(Object.keys(form).map((k) => [k, before?.[k] ?? null]))
    return { before: changed, after: form, result: null }
  })
  if (key === 'BASE_SETTING') announceChange({ kind: 'site' })
  return readSettings(ctx)
}

/** `GET /manager/other/logistics` (lilishop 物流公司): every carrier, enabled first. */
export async function listAllLogistics(ctx: ManagerCtx) {
  const [open, closed] = await Promise.all([listLogistics(ctx, 'OPEN'), listLogistics(ctx, 'CLOSE')])
  return [...open, ...closed]
}

/** `PUT /manager/other/logistics/{id}?enabled=`: sellers ship only with enabled carriers. */
export async function setLogisticsEnabled(ctx: ManagerCtx, id: string, enabled: boolean) {
  const to = enabled ? 'OPEN' : 'CLOSE'
  await adminWrite(
    ctx,
    {
      action: enabled ? 'setting.logistics.enable' : 'setting.logistics.disable',
      target: id,
    },
    async (tx) => {
      const [row] = await tx.select().from(logistics).where(eq(logistics.id, id)).for('update')
      if (!row) throw new BizError('LOGISTICS_NOT_EXIST')
      await tx.update(logistics).set({ disabled: to }).where(eq(logistics.id, id))
      return { before: { disabled: row.disabled, name: row.name }, after: { disabled: to }, result: null }
    },
  )
  return listAllLogistics(ctx)
}
