import type { Db, DbOrTx } from '@silk/db/client'
import { memoize } from '../../shared/memo.ts'
import { listArticleCategories } from './list-article-categories.ts'

/** The category tree changes only when operators edit it: cached per database for five minutes. */
export const cachedCategoryTree = memoize((db: DbOrTx) => listArticleCategories({ db: db as Db }), 5 * 60_000)
