import { chinaDayCompact } from '@silk/contracts/china-time'
import {
  CONSULTATION_NEXT,
  type ConsultationForm,
  type ConsultationState,
  type ManagerConsultationFilter,
  type ManagerConsultationQuery,
} from '@silk/contracts/consultation'
import type { PageQuery } from '@silk/contracts/paging'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { adminUsers, consultationEntries, consultations } from '@silk/db/schema/index'
import { and, arrayContains, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { memberName } from '../../shared/member-ctx.ts'
import { containsPattern, offsetOf, toPage } from '../../shared/paging.ts'
import { consumeSliderPass } from '../accounts/captcha/slider.ts'
import { consumeLimits, type Limit } from '../accounts/rate-limits.ts'
import { postMemberMessage } from '../messages/post-message.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

type Row = typeof consultations.$inferSelect
type Entry = typeof consultationEntries.$inferSelect

const HOUR = 3_600_000

/** A consultation costs an adviser's time: per client address, per contact (mobile / e-mail) and per device. */
export const consultationLimits = (ctx: Pick<Ctx, 'ip' | 'uuid'>, form: ConsultationForm): Limit[] => [
  { key: `consult:ip:${ctx.ip}`, max: 5, windowMs: HOUR },
  ...(form.mobile ? [{ key: `consult:mobile:${form.mobile}`, max: 3, windowMs: 24 * HOUR }] : []),
  ...(form.email ? [{ key: `consult:email:${form.email.toLowerCase()}`, max: 3, windowMs: 24 * HOUR }] : []),
]

/** ZX + GMT+8 date + the last 8 digits of a snowflake: short enough to read over the phone. */
function referenceNumber(id: string): string {
  return `ZX${chinaDayCompact()}${id.slice(-8)}`
}

/**
 * `POST /buyer/other/consultation`: anyone may send one after the CONSULTATION slider; a signed-in
 * member's is theirs to follow in the member centre. Answers the reference number.
 */
export async function createConsultation(ctx: Ctx, form: ConsultationForm) {
  if (!form.mobile && !form.email) throw new BizError('CONSULTATION_CONTACT_REQUIRED')
  await consumeSliderPass(ctx, 'CONSULTATION')
  await consumeLimits(ctx, consultationLimits(ctx, form), 'CONSULTATION_LIMIT')
  const id = nextId()
  const sn = referenceNumber(id)
  await ctx.db.insert(consultations).values({
    id,
    sn,
    company: form.company,
    contact: form.contact,
    mobile: form.mobile ?? null,
    email: form.email ?? null,
    service: form.service,
    countries: [...new Set(form.countries)],
    budget: form.budget,
    message: form.message,
    source: form.source,
    memberId: ctx.member?.id ?? null,
    memberName: ctx.member ? memberName(ctx.member) : null,
    ip: ctx.ip,
  })
  return { id, sn }
}

const view = (r: Row) => ({
  id: r.id,
  sn: r.sn,
  company: r.company,
  contact: r.contact,
  mobile: r.mobile,
  email: r.email,
  service: r.service as ConsultationForm['service'],
  countries: r.countries,
  budget: r.budget as ConsultationForm['budget'],
  message: r.message,
  state: r.state as ConsultationState,
  createTime: formatDateTime(r.createTime) ?? '',
})

const entryView = (e: Entry) => ({
  id: e.id,
  kind: e.kind as 'NOTE' | 'REPLY',
  content: e.content,
  adminName: e.adminName,
  createTime: formatDateTime(e.createTime) ?? '',
})

async function entriesOf(db: DbOrTx, ids: string[], kind?: 'REPLY') {
  if (ids.length === 0) return []
  return db
    .select()
    .from(consultationEntries)
    .where(
      and(
        inArray(consultationEntries.consultationId, ids),
        kind ? eq(consultationEntries.kind, kind) : undefined,
      ),
    )
    .orderBy(asc(consultationEntries.createTime), asc(consultationEntries.id))
}

/** `GET /buyer/other/consultation`: the member's own, newest first, with the replies they were sent. */
export async function listMyConsultations(ctx: BuyerCtx, query: PageQuery) {
  const where = eq(consultations.memberId, ctx.member.id)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(consultations)
      .where(where)
      .orderBy(desc(consultations.createTime), desc(consultations.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(consultations).where(where),
  ])
  const replies = await entriesOf(
    ctx.db,
    rows.map((r) => r.id),
    'REPLY',
  )
  const records = rows.map((r) => ({
    ...view(r),
    replies: replies
      .filter((e) => e.consultationId === r.id)
      .map((e) => ({ id: e.id, content: e.content, createTime: formatDateTime(e.createTime) ?? '' })),
  }))
  return toPage(records, total, query)
}

/** `GET /buyer/other/consultation/{id}`: one of the member's own (another's is "not found"). */
export async function myConsultation(ctx: BuyerCtx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(consultations)
    .where(and(eq(consultations.id, id), eq(consultations.memberId, ctx.member.id)))
  if (!row) throw new BizError('CONSULTATION_NOT_EXIST', { status: 404 })
  const replies = await entriesOf(ctx.db, [id], 'REPLY')
  return {
    ...view(row),
    replies: replies.map((e) => ({
      id: e.id,
      content: e.content,
      createTime: formatDateTime(e.createTime) ?? '',
    })),
  }
}

const managerView = (r: Row) => ({
  ...view(r),
  source: r.source,
  memberId: r.memberId,
  memberName: r.memberName,
  assigneeId: r.assigneeId,
  assigneeName: r.assigneeName,
  updateTime: formatDateTime(r.updateTime) ?? '',
})

function filterOf(query: z.infer<typeof ManagerConsultationFilter>): SQL | undefined {
  const start = query.startDate ? parseChinaDateTime(query.startDate) : null
  const end = query.endDate ? parseChinaDateTime(query.endDate) : null
  const keyword = query.keyword ? containsPattern(query.keyword) : null
  return and(
    query.state ? eq(consultations.state, query.state) : undefined,
    query.service ? eq(consultations.service, query.service) : undefined,
    query.country ? arrayContains(consultations.countries, [query.country]) : undefined,
    query.assigneeId ? eq(consultations.assigneeId, query.assigneeId) : undefined,
    keyword
      ? or(
          ilike(consultations.sn, keyword),
          ilike(consultations.company, keyword),
          ilike(consultations.contact, keyword),
        )
      : undefined,
    start ? gte(consultations.createTime, start) : undefined,
    end ? lt(consultations.createTime, new Date(end.getTime() + 86_400_000)) : undefined,
  )
}

/** `GET /manager/other/consultation`: the leads inbox, newest first. */
export async function listConsultations(ctx: ManagerCtx, query: z.infer<typeof ManagerConsultationQuery>) {
  const where = filterOf(query)
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select()
      .from(consultations)
      .where(where)
      .orderBy(desc(consultations.createTime), desc(consultations.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(consultations).where(where),
  ])
  return toPage(rows.map(managerView), total, query)
}

/** Every consultation the filter matches (at most 5,000, newest first), for the CSV export. */
export async function exportConsultations(ctx: ManagerCtx, query: z.infer<typeof ManagerConsultationFilter>) {
  const rows = await ctx.db
    .select()
    .from(consultations)
    .where(filterOf(query))
    .orderBy(desc(consultations.createTime), desc(consultations.id))
    .limit(5000)
  return rows.map(managerView)
}

async function load(db: DbOrTx, id: string): Promise<Row> {
  const [row] = await db.select().from(consultations).where(eq(consultations.id, id))
  if (!row) throw new BizError('CONSULTATION_NOT_EXIST', { status: 404 })
  return row
}

/** `GET /manager/other/consultation/{id}`: the lead with its notes and replies. */
export async function consultationDetail(ctx: ManagerCtx, id: string) {
  const row = await load(ctx.db, id)
  const entries = await entriesOf(ctx.db, [id])
  return { ...managerView(row), entries: entries.map(entryView) }
}

/**
 * `PUT /manager/other/consultation/{id}/state`: moves it along new → contacted → in progress → won /
 * lost. `from` is the state the operator saw; the update is conditional on it, so of two operators
 * changing one lead at once exactly one succeeds (and is logged), the other is told to reload.
 */
export async function changeConsultationState(
  ctx: ManagerCtx,
  id: string,
  input: { state: ConsultationState; from: ConsultationState },
) {
  return adminWrite(ctx, { action: 'consultation.state', target: id }, async (tx) => {
    const row = await load(tx, id)
    if (row.state !== input.from) throw new BizError('CONSULTATION_STATE_CHANGED')
    if (!CONSULTATION_NEXT[input.from].includes(input.state)) throw new BizError('CONSULTATION_STATE_INVALID')
    const updated = await tx
      .update(consultations)
      .set({ state: input.state, updateTime: new Date() })
      .where(and(eq(consultations.id, id), eq(consultations.state, input.from)))
      .returning({ id: consultations.id })
    if (updated.length === 0) throw new BizError('CONSULTATION_STATE_CHANGED')
    return { before: { state: input.from }, after: { state: input.state }, result: null }
  })
}

/** `PUT /manager/other/consultation/{id}/assign`: hands the lead to an enabled operator. */
export async function assignConsultation(ctx: ManagerCtx, id: string, adminId: string) {
  return adminWrite(ctx, { action: 'consultation.assign', target: id }, async (tx) => {
    const row = await load(tx, id)
    const [admin] = await tx
      .select({ id: adminUsers.id, username: adminUsers.username, nickName: adminUsers.nickName })
      .from(adminUsers)
      .where(and(eq(adminUsers.id, adminId), eq(adminUsers.enabled, true)))
    if (!admin) throw new BizError('CONSULTATION_ASSIGNEE_INVALID')
    const name = admin.nickName || admin.username
    await tx
      .update(consultations)
      .set({ assigneeId: admin.id, assigneeName: name, updateTime: new Date() })
      .where(eq(consultations.id, id))
    return { before: { assignee: row.assigneeName }, after: { assignee: name }, result: null }
  })
}

/**
 * `POST /manager/other/consultation/{id}/note` (internal) and `…/reply` (the member reads it in the
 * member centre and gets an inbox message when the lead was sent signed in).
 */
export async function addConsultationEntry(
  ctx: ManagerCtx,
  id: string,
  kind: 'NOTE' | 'REPLY',
  content: string,
) {
  return adminWrite(
    ctx,
    {
      action: kind === 'NOTE' ? 'consultation.note' : 'consultation.reply',
      target: id,
    },
    async (tx) => {
      const row = await load(tx, id)
      if (kind === 'REPLY' && (row.state === 'WON' || row.state === 'LOST'))
        throw new BizError('CONSULTATION_CLOSED')
      const entryId = nextId()
      await tx.insert(consultationEntries).values({
        id: entryId,
        consultationId: id,
        kind,
        content,
        adminId: ctx.admin.id,
        adminName: ctx.admin.nickName || ctx.admin.username,
      })
      await tx.update(consultations).set({ updateTime: new Date() }).where(eq(consultations.id, id))
      if (kind === 'REPLY' && row.memberId) {
        await postMemberMessage(tx, {
          memberId: row.memberId,
          memberName: row.memberName ?? '',
          title: `您的出海服务咨询 ${row.sn} 有新回复`,
          content,
          messageId: row.sn,
        })
      }
      return { after: { kind, content: content.slice(0, 100) }, result: { id: entryId } }
    },
  )
}

/** The operators a lead may be assigned to (enabled accounts). */
export async function consultationAssignees(ctx: ManagerCtx) {
  const rows = await ctx.db
    .select({ id: adminUsers.id, username: adminUsers.username, nickName: adminUsers.nickName })
    .from(adminUsers)
    .where(eq(adminUsers.enabled, true))
    .orderBy(asc(adminUsers.username))
  return rows.map((r) => ({ id: r.id, name: r.nickName || r.username }))
}
