/**
 * Where to go after login: `rePath` with its `query`, else home. Only a path of this site: anything
 * a browser could read as another host (`//x`, `/\x`, a scheme, control characters) falls back to `/`.
 */
export function returnPath(search: URLSearchParams): string {
  const rePath = search.get('rePath') ?? ''
  if (!isSitePath(rePath) || rePath.startsWith('/login')) return '/'
  const query = search.get('query')
  if (!query) return rePath
  let target: string
  // The upstream client passes `query` as JSON; we also accept a plain query string.
  try {
    const parsed = JSON.parse(query) as Record<string, string>
    const qs = new URLSearchParams(parsed).toString()
    target = qs ? `${rePath}?${qs}` : rePath
  } catch {
    target = `${rePath}?${query.replace(/^\?/, '')}`
  }
  return isSitePath(target) ? target : '/'
}

const ORIGIN = 'https://site.invalid'

function isSitePath(path: string): boolean {
  // A backslash reads as a slash in browsers (`/\evil.com` is `//evil.com`); tabs and newlines are dropped.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(path)) return false
  try {
    return new URL(path, ORIGIN).origin === ORIGIN
  } catch {
    return false
  }
}
