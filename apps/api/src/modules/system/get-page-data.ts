import { pageData } from '@silk/db/schema/system'
import { and, desc, eq } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'

interface PageDataInput {
  pageType: 'INDEX' | 'STORE' | 'SPECIAL'
  pageClientType: string
  num?: string
}

/** The page-designer JSON for a page; `num` is required for STORE and SPECIAL (reference §17.2). */
export async function getPageData(ctx: Pick<Ctx, 'db'>, input: PageDataInput) {
  if (input.pageType !== 'INDEX' && !input.num) throw new BizError('PAGE_NOT_EXIST')
  const conditions = [
    eq(pageData.pageType, input.pageType),
    eq(pageData.pageClientType, input.pageClientType),
    eq(pageData.pageShow, 'OPEN'),
  ]
  if (input.num) conditions.push(eq(pageData.num, input.num))
  const [row] = await ctx.db
    .select()
    .from(pageData)
    .where(and(...conditions))
    .orderBy(desc(pageData.createTime))
    .limit(1)
  return row ? { id: row.id, name: row.name, pageData: row.pageData } : null
}

/** A published designed page by id (lilishop's topic pages link to `/topic?id=…`). */
export async function getPageDataById(ctx: Pick<Ctx, 'db'>, id: string) {
  const [row] = await ctx.db
    .select()
    .from(pageData)
    .where(and(eq(pageData.id, id), eq(pageData.pageShow, 'OPEN')))
  if (!row) throw new BizError('PAGE_NOT_EXIST')
  return { id: row.id, name: row.name, pageData: row.pageData }
}
