import type {
  StoreApplyBankForm,
  StoreApplyCompanyForm,
  StoreApplyStoreForm,
  StoreApply as StoreApplyView,
} from '@silk/contracts/store-apply'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { categories, storeApplies } from '@silk/db/schema/index'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { Locale } from '../../shared/localised.ts'
import { type BuyerCtx, memberName } from '../../shared/member-ctx.ts'
import { staffStoreOf } from '../accounts/staff-access.ts'
import { isStoredUpload } from '../media/file-storage.ts'
import { regionPathWriter } from '../system/region-names.ts'

export type StoreApplyRow = typeof storeApplies.$inferSelect

/** The application as its applicant and the operator see it, with its categories' names. */
export async function storeApplyViews(
  db: DbOrTx,
  rows: StoreApplyRow[],
  locale?: Locale,
): Promise<StoreApplyView[]> {
  const region = await regionPathWriter(db, locale)
  const ids = [...new Set(rows.flatMap((r) => r.goodsManagementCategory))]
  const names = new Map(
    ids.length
      ? (
          await db
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(inArray(categories.id, ids))
        ).map((c) => [c.id, c.name])
      : [],
  )
  return rows.map((r) => ({
    id: r.id,
    memberId: r.memberId,
    memberName: r.memberName,
    status: r.status as StoreApplyView['status'],
    step: r.step,
    companyName: r.companyName,
    companyAddressPath: r.companyAddressPath,
    companyAddressPathText: region(r.companyAddressPath) ?? '',
    companyAddress: r.companyAddress,
    companyPhone: r.companyPhone,
    companyEmail: r.companyEmail,
    linkName: r.linkName,
    linkPhone: r.linkPhone,
    licenseNum: r.licenseNum,
    scope: r.scope,
    licencePhoto: r.licencePhoto,
    legalName: r.legalName,
    legalId: r.legalId,
    legalPhoto: r.legalPhoto,
    settlementBankAccountName: r.settlementBankAccountName,
    settlementBankAccountNum: r.settlementBankAccountNum,
    settlementBankBranchName: r.settlementBankBranchName,
    settlementBankJointName: r.settlementBankJointName,
    storeName: r.storeName,
    storeLogo: r.storeLogo,
    storeDesc: r.storeDesc,
    goodsManagementCategory: r.goodsManagementCategory,
    categoryNames: r.goodsManagementCategory.map((id) => names.get(id) ?? id),
    refuseReason: r.refuseReason,
    storeId: r.storeId,
    submitTime: formatDateTime(r.submitTime),
    auditTime: formatDateTime(r.auditTime),
    createTime: formatDateTime(r.createTime) as string,
  }))
}

const mine = (ctx: BuyerCtx) => eq(storeApplies.memberId, ctx.member.id)

/** `GET /buyer/store/store/apply`: the member's application, or null before the first step. */
export async function myStoreApply(ctx: BuyerCtx) {
  const [row] = await ctx.db.select().from(storeApplies).where(mine(ctx))
  return row ? (await storeApplyViews(ctx.db, [row], ctx.locale))[0] : null
}

/**
 * Saves one step. Editable while filling (`APPLY`) or after a refusal (`REFUSED`, its reason kept
 * until it is sent again); submitted or opened applications are locked (50200). A member who already
 * owns or works for a store cannot apply (51002). Each step needs the one before it (50201).
 */
async function saveStep(ctx: BuyerCtx, step: 1 | 2 | 3, values: Partial<StoreApplyRow>) {
  if (await staffStoreOf(ctx.db, ctx.member.id)) throw new BizError('CLERK_BOUND_OTHER')
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(storeApplies).where(mine(ctx)).for('update')
    if (current && current.status !== 'APPLY' && current.status !== 'REFUSED') {
      throw new BizError('STORE_APPLY_LOCKED')
    }
    if ((current?.step ?? 0) < step - 1) throw new BizError('STORE_APPLY_STEP_MISSING')
    const submit = step === 3
    const changes = {
      ...values,
      step: Math.max(current?.step ?? 0, step),
      updateTime: new Date(),
      ...(submit ? { status: 'APPLYING', submitTime: new Date(), refuseReason: null } : {}),
    }
    const [row] = current
      ? await tx.update(storeApplies).set(changes).where(eq(storeApplies.id, current.id)).returning()
      : await tx
          .insert(storeApplies)
          .values({ id: nextId(), memberId: ctx.member.id, memberName: memberName(ctx.member), ...changes })
          .returning()
    return (await storeApplyViews(tx, [row], ctx.locale))[0]
  })
}

function assertPictures(...urls: string[]) {
  if (!urls.every(isStoredUpload)) throw new BizError('STORE_APPLY_IMAGE_ERROR')
}

/** `PUT /buyer/store/store/apply/first`: company, licence and legal person. */
export function saveCompanyStep(ctx: BuyerCtx, input: z.infer<typeof StoreApplyCompanyForm>) {
  assertPictures(input.licencePhoto, input.legalPhoto)
  return saveStep(ctx, 1, { ...input, licenseNum: input.licenseNum.toUpperCase() })
}

/** `PUT /buyer/store/store/apply/second`: the settlement bank account. */
export function saveBankStep(ctx: BuyerCtx, input: z.infer<typeof StoreApplyBankForm>) {
  return saveStep(ctx, 2, input)
}

/** `PUT /buyer/store/store/apply/third`: the store; saving it submits the application for review. */
export async function saveStoreStep(ctx: BuyerCtx, input: z.infer<typeof StoreApplyStoreForm>) {
  assertPictures(input.storeLogo)
  const wanted = [...new Set(input.goodsManagementCategory)]
  const found = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inArray(categories.id, wanted), eq(categories.level, 0)))
  if (found.length !== wanted.length) throw new BizError('STORE_APPLY_CATEGORY_ERROR')
  return saveStep(ctx, 3, { ...input, goodsManagementCategory: wanted })
}

/** How many applications wait for the operator (the dashboard's count). */
export async function pendingStoreApplies(db: DbOrTx) {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(storeApplies)
    .where(eq(storeApplies.status, 'APPLYING'))
  return n
}
