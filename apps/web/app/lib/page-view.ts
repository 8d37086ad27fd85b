import { useEffect } from 'react'
import { COOKIE, readCookie } from './cookies.ts'

/**
 * Tells the API a goods or store page was seen (流量统计, decision 158), once the page shows in a
 * browser: after hydration, off the render path, never waited on and never reported when it fails.
 * Crawlers that run no script and prefetched pages never send it. A signed-in buyer's token makes the
 * buyer one visitor across devices.
 */
export function usePageView(storeId: string | null | undefined, goodsId?: string | null) {
  useEffect(() => {
    if (!storeId) return
    const token = readCookie(COOKIE.accessToken)
    fetch('/buyer/other/traffic/view', {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...(token ? { accessToken: token } : {}) },
      body: JSON.stringify(goodsId ? { storeId, goodsId } : { storeId }),
    }).catch(() => {})
  }, [storeId, goodsId])
}
