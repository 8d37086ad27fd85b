/**
 * The category tree of `GET /buyer/goods/category/get/0`, cached for 1 hour in local storage (spec §9) under
 * the client-state key `category` (spec §3), with its expiry time beside it.
 */
export interface CategoryNode {
  id: string
  name: string
  parentId: string
  image?: string | null
  children?: CategoryNode[] | null
}

export const CATEGORY_KEY = 'category'
export const CATEGORY_EXPIRES_KEY = 'category_expiration_time'
/** The interface language the cached names are in: switching language must not show the other's names. */
export const CATEGORY_LANG_KEY = 'category_lang'
export const CATEGORY_TTL_MS = 60 * 60 * 1000

/** The cached tree, or null when absent, unreadable, older than an hour or in another language. */
export function readCategoryTree(lang: string, now = Date.now()): CategoryNode[] | null {
  try {
    const expires = Number(localStorage.getItem(CATEGORY_EXPIRES_KEY))
    const raw = localStorage.getItem(CATEGORY_KEY)
    if (!raw || !expires || expires <= now) return null
    if ((localStorage.getItem(CATEGORY_LANG_KEY) ?? 'zh-CN') !== lang) return null
    const tree = JSON.parse(raw)
    return Array.isArray(tree) ? (tree as CategoryNode[]) : null
  } catch {
    return null
  }
}

export function writeCategoryTree(tree: CategoryNode[], lang: string, now = Date.now()): void {
  try {
    localStorage.setItem(CATEGORY_KEY, JSON.stringify(tree))
    localStorage.setItem(CATEGORY_LANG_KEY, lang)
    localStorage.setItem(CATEGORY_EXPIRES_KEY, String(now + CATEGORY_TTL_MS))
  } catch {
    // Storage full or disabled: the menu still works from memory.
  }
}

/** `/goodsList?categoryId=` takes the comma-joined ids of up to three levels (spec §2). */
export function categoryHref(...ids: string[]): string {
  return `/goodsList?categoryId=${ids.slice(0, 3).join(',')}`
}
