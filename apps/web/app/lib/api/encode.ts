import type { Query } from './types.ts'

/** `a=1&a=2` for arrays (qs arrayFormat 'repeat'), empty values dropped. */
export function encodeParams(params: Query | undefined): string {
  if (!params) return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item))
    else search.append(key, String(value))
  }
  return search.toString()
}

export function withQuery(path: string, params: Query | undefined): string {
  const qs = encodeParams(params)
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path
}
