/** `/login?rePath=<path>&query=<search>`: where an anonymous visitor of a member page is sent. */
export function loginRedirectPath(url: URL): string {
  const params = new URLSearchParams({ rePath: url.pathname })
  if (url.search.length > 1) params.set('query', url.search.slice(1))
  return `/login?${params}`
}

/** A call refused for want of a login (401/403, codes 20003/20004): the visitor must log in. */
export function isLoginRequired(error: unknown): boolean {
  const e = error as { status?: number; code?: number | null }
  return e?.status === 401 || e?.status === 403 || e?.code === 20003 || e?.code === 20004
}
