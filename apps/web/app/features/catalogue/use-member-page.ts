import { useCallback, useEffect, useState } from 'react'
import { api } from '../../lib/api/browser.ts'
import { useRootData } from '../../lib/root-data.ts'
import type { Page } from './types.ts'

/** Loads a member list in the browser (the token lives in cookies); `reload` after a change. */
export function useMemberPage<T>(path: string, query: Record<string, string | number>) {
  const { member } = useRootData()
  const [page, setPage] = useState<Page<T> | null>(null)
  const key = JSON.stringify(query)
  const reload = useCallback(async () => {
    if (!member.loggedIn) return
    try {
      setPage(await api.get<Page<T>>(path, JSON.parse(key)))
    } catch {
      setPage({ records: [], total: 0, size: 0, current: 1, pages: 0 })
    }
  }, [member.loggedIn, path, key])
  useEffect(() => {
    void reload()
  }, [reload])
  return { page, reload, loggedIn: member.loggedIn }
}
