/**
 * Limits of a trade that pages check before asking, kept apart from the trade's schemas: this file
 * imports nothing, so the goods page and the cart can read it without loading zod (~100 kB) and every
 * contract the schemas pull in (guarded by apps/web/app/shell-weight.test.ts).
 */

/** The most of one goods a cart line (or a 立即购买) may hold: the server refuses more. */
export const MAX_LINE_NUM = 99
