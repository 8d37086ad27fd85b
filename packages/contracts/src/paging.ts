import { z } from 'zod'

export const MAX_PAGE_SIZE = 100

/** `pageNumber` < 1 becomes 1, `pageSize` < 1 becomes 10 and is capped at 100 (reference §3.1, §20 #15). */
export const PageQuery = z.object({
  pageNumber: z.coerce
    .number()
    .int()
    .catch(1)
    .transform((n) => Math.max(n, 1))
    .default(1),
  pageSize: z.coerce
    .number()
    .int()
    .catch(10)
    .transform((n) => (n < 1 ? 10 : Math.min(n, MAX_PAGE_SIZE)))
    .default(10),
})
export type PageQuery = z.infer<typeof PageQuery>

export function page<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  })
}
export type Page<T> = { records: T[]; total: number; size: number; current: number; pages: number }
