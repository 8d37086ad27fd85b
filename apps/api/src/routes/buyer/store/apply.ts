import { envelope } from '@silk/contracts/envelope'
import {
  StoreApply,
  StoreApplyBankForm,
  StoreApplyCompanyForm,
  StoreApplyStoreForm,
} from '@silk/contracts/store-apply'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  myStoreApply,
  saveBankStep,
  saveCompanyStep,
  saveStoreStep,
} from '../../../modules/store-apply/applications.ts'
import { ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/**
 * 商家入驻 (lilishop StoreBuyerController): a member's application in three saved steps; the third
 * submits it for the operator's review. `GET` shows where it stands and any refusal reason.
 */
export async function storeApplyRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const auth = { preHandler: app.requireMember }
  const tags = ['store']
  const base = '/buyer/store/store/apply'
  const Saved = { 200: envelope(StoreApply) }
  r.get(
    base,
    {
      ...auth,
      schema: { tags, summary: '我的入驻申请', response: { 200: envelope(StoreApply.nullable()) } },
    },
    async (req) => ok(await myStoreApply(buyerCtx(req))),
  )
  r.put(
    `${base}/first`,
    {
      ...auth,
      schema: { tags, summary: '入驻第一步：公司信息', querystring: StoreApplyCompanyForm, response: Saved },
    },
    async (req) => ok(await saveCompanyStep(buyerCtx(req), req.query)),
  )
  r.put(
    `${base}/second`,
    {
      ...auth,
      schema: { tags, summary: '入驻第二步：结算账户', querystring: StoreApplyBankForm, response: Saved },
    },
    async (req) => ok(await saveBankStep(buyerCtx(req), req.query)),
  )
  r.put(
    `${base}/third`,
    {
      ...auth,
      schema: {
        tags,
        summary: '入驻第三步：店铺信息（提交审核）',
        querystring: StoreApplyStoreForm,
        response: Saved,
      },
    },
    async (req) => ok(await saveStoreStep(buyerCtx(req), req.query)),
  )
}
