import type { ArticleCategoryType, ArticleCategoryVO } from '@silk/contracts/article'
import { articleCategories } from '@silk/db/schema/articles'
import { asc } from 'drizzle-orm'
import type { Ctx } from '../../shared/context.ts'

/** The whole category tree, children sorted by `sort` (reference §17.3). */
export async function listArticleCategories(ctx: Pick<Ctx, 'db'>): Promise<ArticleCategoryVO[]> {
  const rows = await ctx.db
    .select()
    .from(articleCategories)
    .orderBy(asc(articleCategories.sort), asc(articleCategories.id))
  const byParent = new Map<string, ArticleCategoryVO[]>()
  for (const row of rows) {
    const node: ArticleCategoryVO = {
      id: row.id,
      articleCategoryName: row.articleCategoryName,
      articleCategoryNameEn: row.articleCategoryNameEn,
      parentId: row.parentId,
      sort: row.sort,
      level: row.level,
      type: row.type as ArticleCategoryType,
      children: [],
    }
    const siblings = byParent.get(row.parentId) ?? []
    siblings.push(node)
    byParent.set(row.parentId, siblings)
  }
  const attach = (nodes: ArticleCategoryVO[]): ArticleCategoryVO[] =>
    nodes.map((node) => ({ ...node, children: attach(byParent.get(node.id) ?? []) }))
  return attach(byParent.get('0') ?? [])
}

/** A category id and every descendant id (the list of a parent category shows its children's articles). */
export function subtreeIds(tree: ArticleCategoryVO[], id: string): string[] | null {
  for (const node of tree) {
    if (node.id === id) return [node.id, ...node.children.flatMap((c) => subtreeIds([c], c.id) ?? [])]
    const inner = subtreeIds(node.children, id)
    if (inner) return inner
  }
  return null
}

/** Every category id of the given types, descendants included. */
export function idsOfType(tree: ArticleCategoryVO[], types: ArticleCategoryType[]): string[] {
  return tree.flatMap((node) =>
    types.includes(node.type) ? (subtreeIds([node], node.id) ?? []) : idsOfType(node.children, types),
  )
}
