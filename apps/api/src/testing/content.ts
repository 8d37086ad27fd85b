import { nextId } from '@silk/db/ids'
import { articleCategories, articles } from '@silk/db/schema/articles'
import { hotWordSeeds } from '@silk/db/schema/goods'
import { homeSlides, navEntries } from '@silk/db/schema/system'
import type { TestApp } from './app.ts'

/** A top-level article category of `type` (NEWS by default), empty. */
export async function makeArticleCategory(t: TestApp, type: 'NEWS' | 'INDUSTRY' | 'HELP' | 'OTHER' = 'NEWS') {
  const [row] = await t.database.db
    .insert(articleCategories)
    .values({ id: nextId(), articleCategoryName: `分类${nextId().slice(-6)}`, type })
    .returning()
  return row
}

/** An article in a fresh NEWS category, unpublished unless `open`. */
export async function makeArticle(t: TestApp, open = false) {
  const category = await makeArticleCategory(t)
  const [row] = await t.database.db
    .insert(articles)
    .values({
      id: nextId(),
      categoryId: category.id,
      title: `测试文章${nextId().slice(-6)}`,
      content: '<p>正文</p>',
      openStatus: open,
    })
    .returning()
  return row
}

/** An operator hot word nobody else uses. */
export async function makeHotWord(t: TestApp) {
  const [row] = await t.database.db
    .insert(hotWordSeeds)
    .values({ keyword: `词${nextId().slice(-8)}`, score: 1 })
    .returning()
  return row
}

/** A pavilion slide (or of `slot`), enabled, at the end. */
export async function makeHomeSlide(t: TestApp, slot: 'BANNER' | 'PARTNER' | 'PAVILION' = 'PAVILION') {
  const [row] = await t.database.db
    .insert(homeSlides)
    .values({
      id: nextId(),
      slot,
      title: `测试${nextId().slice(-6)}`,
      image: '/home/flags/vn.svg',
      sort: 999,
    })
    .returning()
  return row
}

/** A shown page entry at the end of the header's row (decision 168). */
export async function makeNavEntry(t: TestApp) {
  const [row] = await t.database.db
    .insert(navEntries)
    .values({ id: nextId(), kind: 'PAGE', label: `导航${nextId().slice(-4)}`, target: '/Service', sort: 999 })
    .returning()
  return row
}
