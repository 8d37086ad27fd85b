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
export const CATEGORY_TTL_MS = 60 * 60 * 1000

/** The cached tree, or null when absent, unreadable or older than an hour. */
export function readCategoryTree(now = Date.now()): CategoryNode[] | null {
  try {
    const expires = Number(localStorage.getItem(CATEGORY_EXPIRES_KEY))
    const raw = localStorage.getItem(CATEGORY_KEY)
    if (!raw || !expires || expires <= now) return null
    const tree = JSON.parse(raw)
    return Array.isArray(tree) ? (tree as CategoryNode[]) : null
  } catch {
    return null
  }
}

export function writeCategoryTree(tree: CategoryNode[], now = Date.now()): void {
  try {
    localStorage.setItem(CATEGORY_KEY, JSON.stringify(tree))
    localStorage.setItem(CATEGORY_EXPIRES_KEY, String(now + CATEGORY_TTL_MS))
  } catch {
    // Storage full or disabled: the menu still works from memory.
  }
}

/** `/goodsList?categoryId=` takes the comma-joined ids of up to three levels (spec §2). */
export function categoryHref(...ids: string[]): string {
  return `/goodsList?categoryId=${ids.slice(0, 3).join(',')}`
}
