import { memberEvaluations } from '@silk/db/schema/goods'
import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { formatDateTime } from '../../shared/dates.ts'
import { maskName } from '../../shared/mask.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'

const visible = (goodsId: string) =>
  and(
    eq(memberEvaluations.goodsId, goodsId),
    eq(memberEvaluations.status, 'OPEN'),
    eq(memberEvaluations.deleteFlag, false),
  )

/** Public reviews of a goods, newest first (reference §12). */
export async function listGoodsEvaluations(
  ctx: Pick<Ctx, 'db'>,
  input: { goodsId: string; grade?: string; haveImage?: number; pageNumber: number; pageSize: number },
) {
  const where = and(
    visible(input.goodsId),
    input.grade ? eq(memberEvaluations.grade, input.grade) : undefined,
    input.haveImage === 1 ? eq(memberEvaluations.haveImage, true) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(memberEvaluations)
      .where(where)
      .orderBy(desc(memberEvaluations.createTime), desc(memberEvaluations.id))
      .limit(input.pageSize)
      .offset(offsetOf(input)),
    ctx.db.select({ n: count() }).from(memberEvaluations).where(where),
  ])
  const records = rows.map((r) => ({
    id: r.id,
    // Strangers see neither who the reviewer is nor the full name (lilishop: 张**).
    memberId: '',
    memberName: maskName(r.memberName),
    memberProfile: r.memberProfile,
    storeId: r.storeId,
    storeName: r.storeName,
    goodsId: r.goodsId,
    skuId: r.skuId,
    goodsName: r.goodsName,
    goodsImage: r.goodsImage,
    grade: r.grade,
    content: r.content,
    images: r.images,
    haveImage: r.haveImage,
    status: r.status,
    reply: r.reply,
    replyImage: r.replyImage,
    replyStatus: r.replyStatus,
    deliveryScore: r.deliveryScore,
    serviceScore: r.serviceScore,
    descriptionScore: r.descriptionScore,
    createTime: formatDateTime(r.createTime) ?? '',
  }))
  return toPage(records, total?.n ?? 0, input)
}

export async function countGoodsEvaluations(ctx: Pick<Ctx, 'db'>, goodsId: string) {
  const [row] = await ctx.db
    .select({
      good: sql<number>`count(*) filter (where ${memberEvaluations.grade} = 'GOOD')::int`,
      moderate: sql<number>`count(*) filter (where ${memberEvaluations.grade} = 'MODERATE')::int`,
      worse: sql<number>`count(*) filter (where ${memberEvaluations.grade} = 'WORSE')::int`,
      haveImage: sql<number>`count(*) filter (where ${memberEvaluations.haveImage})::int`,
    })
    .from(memberEvaluations)
    .where(visible(goodsId))
  const good = row?.good ?? 0
  const moderate = row?.moderate ?? 0
  const worse = row?.worse ?? 0
  return { all: good + moderate + worse, good, moderate, worse, haveImage: row?.haveImage ?? 0 }
}
