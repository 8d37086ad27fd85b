import type { MyEvaluationQuery } from '@silk/contracts/evaluation'
import { goods, memberEvaluations } from '@silk/db/schema/goods'
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm'
import { formatDateTime, parseChinaDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import { localName } from '../../shared/localised.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { containsPattern } from '../../shared/sql-like.ts'

type Row = typeof memberEvaluations.$inferSelect

const splitImages = (s: string | null) => (s ? s.split(',').filter(Boolean) : [])

export function evaluationView(r: Row) {
  return {
    id: r.id,
    memberId: r.memberId,
    memberName: r.memberName,
    memberProfile: r.memberProfile,
    storeId: r.storeId,
    storeName: r.storeName,
    goodsId: r.goodsId,
    skuId: r.skuId,
    goodsName: r.goodsName,
    goodsImage: r.goodsImage,
    orderNo: r.orderNo,
    orderItemSn: r.orderItemSn,
    grade: r.grade as 'GOOD' | 'MODERATE' | 'WORSE',
    content: r.content,
    images: r.images,
    haveImage: r.haveImage,
    status: r.status,
    reply: r.reply,
    replyImage: r.replyImage,
    haveReplyImage: r.haveReplyImage,
    replyStatus: r.replyStatus,
    deliveryScore: r.deliveryScore,
    serviceScore: r.serviceScore,
    descriptionScore: r.descriptionScore,
    createTime: formatDateTime(r.createTime) ?? '',
  }
}

/** A `yyyy-MM-dd` end date covers that whole day; a full time is taken as given. */
function endBound(text: string): Date | null {
  const at = parseChinaDateTime(text)
  if (!at) return null
  return text.trim().length === 10 ? new Date(at.getTime() + 86_400_000) : new Date(at.getTime() + 1000)
}

/** The member's own reviews, newest first, with the contract's filters (reference §12). */
export async function listMyEvaluations(ctx: BuyerCtx, query: MyEvaluationQuery) {
  const start = query.startTime ? parseChinaDateTime(query.startTime) : null
  const end = query.endTime ? endBound(query.endTime) : null
  const filters: (SQL | undefined)[] = [
    eq(memberEvaluations.memberId, ctx.member.id),
    eq(memberEvaluations.deleteFlag, false),
    query.grade ? eq(memberEvaluations.grade, query.grade) : undefined,
    query.goodsName ? ilike(memberEvaluations.goodsName, containsPattern(query.goodsName)) : undefined,
    query.haveImage === undefined ? undefined : eq(memberEvaluations.haveImage, query.haveImage),
    start ? gte(memberEvaluations.createTime, start) : undefined,
    end ? lt(memberEvaluations.createTime, end) : undefined,
  ]
  const where = and(...filters)
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ e: memberEvaluations, nameEn: goods.goodsNameEn })
      .from(memberEvaluations)
      .leftJoin(goods, eq(goods.id, memberEvaluations.goodsId))
      .where(where)
      .orderBy(desc(memberEvaluations.createTime), desc(memberEvaluations.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ n: count() }).from(memberEvaluations).where(where),
  ])
  // The goods' name in the member's language (the review keeps the Chinese one it was written under).
  const records = rows.map(({ e, nameEn }) => ({
    ...evaluationView(e),
    goodsName: localName(ctx.locale, e.goodsName, nameEn),
  }))
  return toPage(records, total?.n ?? 0, query)
}

/** One of the member's reviews with its pictures as arrays; someone else's answers 20005. */
export async function getMyEvaluation(ctx: BuyerCtx, id: string) {
  const [found] = await ctx.db
    .select({ row: memberEvaluations, nameEn: goods.goodsNameEn })
    .from(memberEvaluations)
    .leftJoin(goods, eq(goods.id, memberEvaluations.goodsId))
    .where(eq(memberEvaluations.id, id))
  const row = found?.row
  if (!row || row.deleteFlag) throw new BizError('EVALUATION_NOT_EXIST')
  if (row.memberId !== ctx.member.id) throw new BizError('USER_AUTHORITY_ERROR')
  return {
    ...evaluationView(row),
    goodsName: localName(ctx.locale, row.goodsName, found?.nameEn),
    evaluationImages: splitImages(row.images),
    replyEvaluationImages: splitImages(row.replyImage),
  }
}
