import type { Page, PageQuery } from '@silk/contracts/paging'

export function offsetOf(query: PageQuery): number {
  return (query.pageNumber - 1) * query.pageSize
}

/** The MyBatis-Plus page shape: `pages` is ceil(total/size) (reference §3.2). */
export function toPage<T>(records: T[], total: number, query: PageQuery): Page<T> {
  return {
    records,
    total,
    size: query.pageSize,
    current: query.pageNumber,
    pages: query.pageSize > 0 ? Math.ceil(total / query.pageSize) : 0,
  }
}

/** One page of a short list read whole (a store's roles, its pickup points). */
export function pageOfAll<T>(all: T[], query: PageQuery): Page<T> {
  const from = offsetOf(query)
  return toPage(all.slice(from, from + query.pageSize), all.length, query)
}

/** A user's text as a `like` pattern that matches it literally anywhere (`%`, `_`, `\` escaped). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
