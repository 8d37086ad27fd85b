import type { ArticleCategoryVO } from '@silk/contracts/article'

/** The ids of every HELP category and its descendants (help articles open on `/article/detail`). */
export function helpIds(tree: ArticleCategoryVO[]): Set<string> {
  const ids = new Set<string>()
  const walk = (nodes: ArticleCategoryVO[], inHelp: boolean) => {
    for (const node of nodes) {
      const help = inHelp || node.type === 'HELP'
      if (help) ids.add(node.id)
      walk(node.children, help)
    }
  }
  walk(tree, false)
  return ids
}

/** Where an article is read: the help centre's page or the news details page. */
export const articlePath = (article: { id: string; categoryId: string }, help: Set<string>) =>
  help.has(article.categoryId) ? `/article/detail?id=${article.id}` : `/SlNewsDetails?id=${article.id}`
