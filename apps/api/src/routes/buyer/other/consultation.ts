import {
  ConsultationCreated,
  ConsultationForm,
  ConsultationIdParams,
  MemberConsultation,
  MemberConsultationPage,
} from '@silk/contracts/consultation'
import { envelope } from '@silk/contracts/envelope'
import { PageQuery } from '@silk/contracts/paging'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  createConsultation,
  listMyConsultations,
  myConsultation,
} from '../../../modules/consultations/consultations.ts'
import { jsonIntoQuery } from '../../../plugins/params.ts'
import { ok } from '../../../shared/envelope.ts'
import { buyerCtx } from '../../../shared/member-ctx.ts'

/** 出海服务咨询 (decision 130): anyone sends one (slider first); a member follows theirs. */
export async function consultationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['consultation']
  const auth = { onRequest: app.requireMember }
  r.post(
    '/buyer/other/consultation',
    {
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '提交出海服务咨询（需先通过 CONSULTATION 滑块）',
        querystring: ConsultationForm,
        response: { 200: envelope(ConsultationCreated) },
      },
    },
    async (req) => ok(await createConsultation(req.ctx(), req.query)),
  )
  r.get(
    '/buyer/other/consultation',
    {
      ...auth,
      schema: {
        tags,
        summary: '我的咨询',
        querystring: PageQuery,
        response: { 200: envelope(MemberConsultationPage) },
      },
    },
    async (req) => ok(await listMyConsultations(buyerCtx(req), req.query)),
  )
  r.get(
    '/buyer/other/consultation/:id',
    {
      ...auth,
      schema: {
        tags,
        summary: '咨询详情与回复',
        params: ConsultationIdParams,
        response: { 200: envelope(MemberConsultation) },
      },
    },
    async (req) => ok(await myConsultation(buyerCtx(req), req.params.id)),
  )
}
