import type { ArticleCategoryVO } from '@silk/contracts/article'

/** Every category as an option, children indented under their parent. */
export function categoryOptions(tree: ArticleCategoryVO[], lang: string) {
  const name = (c: ArticleCategoryVO) =>
    lang === 'en' && c.articleCategoryNameEn ? c.articleCategoryNameEn : c.articleCategoryName
  return tree.flatMap((top) => [
    { value: top.id, label: name(top) },
    ...top.children.map((c) => ({ value: c.id, label: `— ${name(c)}` })),
  ])
}
