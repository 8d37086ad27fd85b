import { z } from 'zod'

/** Snowflake ids travel as strings (reference §1.2). */
export const Id = z.string().regex(/^\d{1,20}$/, '编号格式不正确')

/** `yyyy-MM-dd HH:mm:ss` in GMT+8. */
export const DateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

/** Money rendered as yuan with at most 2 decimals (stored as integer fen). */
export const Yuan = z.number()

/**
 * An array parameter given as repeated keys (`a=1&a=2`), a comma list (`a=1,2`) or both.
 * Empty items are dropped.
 */
export function listParam<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined
    const parts = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','))
    return parts.map((p) => p.trim()).filter(Boolean)
  }, z.array(item))
}

/**
 * Booleans arrive as strings in queries and forms: `true`/`false`, or `1`/`0` (lilishop's PC client
 * sends `checked=0|1`; Spring's converter takes both, and also on/off, yes/no).
 */
const TRUE = new Set(['true', '1', 'on', 'yes'])
const FALSE = new Set(['false', '0', 'off', 'no'])
export const BoolParam = z.preprocess((v) => {
  if (typeof v === 'number') return v === 1 ? true : v === 0 ? false : v
  if (typeof v !== 'string') return v
  const s = v.trim().toLowerCase()
  return TRUE.has(s) ? true : FALSE.has(s) ? false : v
}, z.boolean())
