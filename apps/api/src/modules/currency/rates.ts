import type { CurrencyRate } from '@silk/contracts/currency'
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@silk/contracts/display-currency'
import type { DbOrTx } from '@silk/db/client'
import { currencyRates } from '@silk/db/schema/index'
import { asc, eq } from 'drizzle-orm'
import { announceChange } from '../../shared/change-feed.ts'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { memoize } from '../../shared/memo.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

/** numeric(20,10) comes back padded ("0.1389000000"): the shortest exact text. */
export const rateText = (rate: string) =>
  rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate

const order = (code: string) => (DISPLAY_CURRENCIES as readonly string[]).indexOf(code)

async function loadRates(db: DbOrTx) {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.currency))
  return rows.filter((r) => order(r.currency) >= 0).sort((a, b) => order(a.currency) - order(b.currency))
}

/** Every page render asks (the root loader), so the list is kept per node for 30 s and dropped on a change. */
const cached = memoize(async (db: DbOrTx): Promise<CurrencyRate[]> => {
  const rows = await loadRates(db)
  return rows.map((r) => ({
    currency: r.currency as DisplayCurrency,
    rate: rateText(r.rate),
    rateDate: r.rateDate,
  }))
}, 30_000)

/** `GET /common/common/currency`: the display rates a buyer may choose from, in the menu's order. */
export function publicRates(ctx: Pick<Ctx, 'db'>): Promise<CurrencyRate[]> {
  return cached(ctx.db)
}

/** `GET /manager/setting/currency`: the rates with who set them and when. */
export async function managerRates(ctx: ManagerCtx) {
  const rows = await loadRates(ctx.db)
  return rows.map((r) => ({
    currency: r.currency as DisplayCurrency,
    rate: rateText(r.rate),
    rateDate: r.rateDate,
    updatedBy: r.updatedBy,
    updateTime: formatDateTime(r.updateTime) ?? '',
  }))
}

function changed() {
  cached.clear()
  // Pages showing "≈" amounts were rendered with the old rate.
  announceChange({ kind: 'site' })
}

/** `PUT /manager/setting/currency`: sets one currency's rate and its date (replacing the old one). */
export async function setRate(
  ctx: ManagerCtx,
  input: { currency: DisplayCurrency; rate: string; rateDate: string },
) {
  const rate = rateText(input.rate)
  await adminWrite(ctx, { action: 'currency.rate', target: input.currency }, async (tx) => {
    const [before] = await tx.select().from(currencyRates).where(eq(currencyRates.currency, input.currency))
    const values = {
      rate,
      rateDate: input.rateDate,
      updatedBy: ctx.admin.nickName || ctx.admin.username,
      updateTime: new Date(),
    }
    await tx
      .insert(currencyRates)
      .values({ currency: input.currency, ...values })
      .onConflictDoUpdate({ target: currencyRates.currency, set: values })
    return {
      before: before ? { rate: rateText(before.rate), rateDate: before.rateDate } : undefined,
      after: { rate, rateDate: input.rateDate },
      result: null,
    }
  })
  changed()
  return null
}

/** `DELETE /manager/setting/currency/{currency}`: buyers no longer see that currency offered. */
export async function deleteRate(ctx: ManagerCtx, currency: DisplayCurrency) {
  await adminWrite(ctx, { action: 'currency.delete', target: currency }, async (tx) => {
    const [row] = await tx.delete(currencyRates).where(eq(currencyRates.currency, currency)).returning()
    if (!row) throw new BizError('CURRENCY_RATE_NOT_EXIST', { status: 404 })
    return { before: { rate: rateText(row.rate), rateDate: row.rateDate }, result: null }
  })
  changed()
  return null
}
