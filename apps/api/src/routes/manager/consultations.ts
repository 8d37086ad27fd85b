import {
  ConsultationAssignee,
  ConsultationAssignForm,
  ConsultationIdParams,
  ConsultationNoteForm,
  ConsultationStateForm,
  ManagerConsultationDetail,
  ManagerConsultationFilter,
  ManagerConsultationPage,
  ManagerConsultationQuery,
} from '@silk/contracts/consultation'
import { CurrencyParams, CurrencyRateForm, ManagerCurrencyRates } from '@silk/contracts/currency'
import { envelope } from '@silk/contracts/envelope'
import { stringify } from 'csv-stringify/sync'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addConsultationEntry,
  assignConsultation,
  changeConsultationState,
  consultationAssignees,
  consultationDetail,
  exportConsultations,
  listConsultations,
} from '../../modules/consultations/consultations.ts'
import { deleteRate, managerRates, setRate } from '../../modules/currency/rates.ts'
import { jsonIntoQuery } from '../../plugins/params.ts'
import { datedCsvName, sendCsv } from '../../shared/csv-reply.ts'
import { ok } from '../../shared/envelope.ts'
import { managerCtx } from '../../shared/manager-ctx.ts'
import { can, tags } from './access.ts'

const Done = { 200: envelope(z.null()) }
const Created = { 200: envelope(z.object({ id: z.string() })) }

const CSV_HEADER = [
  '咨询编号',
  '提交时间',
  '公司',
  '联系人',
  '手机',
  '邮箱',
  '服务',
  '目标国家',
  '预算',
  '需求',
  '来源',
  '会员',
  '状态',
  '负责人',
]

/**
 * The operators' leads inbox (decision 130) and the display-currency rates. Writes go through
 * `adminWrite`, so each is in the operation log.
 */
export async function managerConsultationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>()
  const base = '/manager/other/consultation'
  r.get(
    base,
    {
      ...can('consultation', 'read'),
      schema: {
        tags,
        summary: '出海服务咨询列表',
        querystring: ManagerConsultationQuery,
        response: { 200: envelope(ManagerConsultationPage) },
      },
    },
    async (req) => ok(await listConsultations(managerCtx(req), req.query)),
  )
  r.get(
    `${base}/export`,
    {
      ...can('consultation', 'read'),
      schema: { tags, summary: '导出咨询（CSV，UTF-8 BOM）', querystring: ManagerConsultationFilter },
    },
    async (req, reply) => {
      const rows = await exportConsultations(managerCtx(req), req.query)
      const csv = stringify(
        rows.map((c) => [
          c.sn,
          c.createTime,
          c.company,
          c.contact,
          c.mobile ?? '',
          c.email ?? '',
          c.service,
          c.countries.join(' '),
          c.budget,
          c.message,
          c.source,
          c.memberName ?? '',
          c.state,
          c.assigneeName ?? '',
        ]),
        { header: true, columns: CSV_HEADER, bom: true, escape_formulas: true },
      )
      return sendCsv(reply, datedCsvName('consultations'), csv)
    },
  )
  r.get(
    `${base}/assignees`,
    {
      ...can('consultation', 'read'),
      schema: { tags, summary: '可指派的管理员', response: { 200: envelope(z.array(ConsultationAssignee)) } },
    },
    async (req) => ok(await consultationAssignees(managerCtx(req))),
  )
  r.get(
    `${base}/:id`,
    {
      ...can('consultation', 'read'),
      schema: {
        tags,
        summary: '咨询详情（含备注与回复）',
        params: ConsultationIdParams,
        response: { 200: envelope(ManagerConsultationDetail) },
      },
    },
    async (req) => ok(await consultationDetail(managerCtx(req), req.params.id)),
  )
  r.put(
    `${base}/:id/state`,
    {
      ...can('consultation', 'write'),
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '变更咨询状态（from 为页面看到的状态）',
        params: ConsultationIdParams,
        querystring: ConsultationStateForm,
        response: Done,
      },
    },
    async (req) => ok(await changeConsultationState(managerCtx(req), req.params.id, req.query)),
  )
  r.put(
    `${base}/:id/assign`,
    {
      ...can('consultation', 'write'),
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '指派咨询给管理员',
        params: ConsultationIdParams,
        querystring: ConsultationAssignForm,
        response: Done,
      },
    },
    async (req) => ok(await assignConsultation(managerCtx(req), req.params.id, req.query.adminId)),
  )
  for (const kind of ['NOTE', 'REPLY'] as const) {
    r.post(
      `${base}/:id/${kind.toLowerCase()}`,
      {
        ...can('consultation', 'write'),
        preValidation: jsonIntoQuery,
        schema: {
          tags,
          summary: kind === 'NOTE' ? '添加内部备注' : '回复咨询人（会员可在会员中心查看）',
          params: ConsultationIdParams,
          querystring: ConsultationNoteForm,
          response: Created,
        },
      },
      async (req) => ok(await addConsultationEntry(managerCtx(req), req.params.id, kind, req.query.content)),
    )
  }

  r.get(
    '/manager/setting/currency',
    {
      ...can('setting', 'read'),
      schema: { tags, summary: '展示币种汇率', response: { 200: envelope(ManagerCurrencyRates) } },
    },
    async (req) => ok(await managerRates(managerCtx(req))),
  )
  r.put(
    '/manager/setting/currency',
    {
      ...can('setting', 'write'),
      preValidation: jsonIntoQuery,
      schema: {
        tags,
        summary: '设置汇率（1 人民币可兑换的外币数）',
        querystring: CurrencyRateForm,
        response: Done,
      },
    },
    async (req) => ok(await setRate(managerCtx(req), req.query)),
  )
  r.delete(
    '/manager/setting/currency/:currency',
    {
      ...can('setting', 'write'),
      schema: { tags, summary: '删除汇率', params: CurrencyParams, response: Done },
    },
    async (req) => ok(await deleteRate(managerCtx(req), req.params.currency)),
  )
}
