import type { ConsoleSite } from '@silk/contracts/console'
import { useState } from 'react'
import { toast } from 'sonner'
import { readCookie } from '../../lib/cookies.ts'
import { deviceUuid } from '../../lib/device.ts'

/**
 * Downloads a console's CSV export with its token (a plain link would carry none) and the page's
 * language, under the name the server gives (`content-disposition`), else `fallbackName`. An answer
 * that is not CSV is the API's error: its message is thrown. Returns the file's name.
 */
export async function downloadCsv(site: ConsoleSite, path: string, fallbackName: string): Promise<string> {
  const token = readCookie(site.accessCookie)
  const uuid = deviceUuid()
  const res = await fetch(path, {
    headers: {
      ...(token ? { accessToken: token } : {}),
      ...(uuid ? { uuid } : {}),
      'accept-language': document.documentElement.lang,
    },
  })
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('text/csv')) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(body?.message ?? res.statusText)
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  // Revoked once the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  return name
}

/**
 * An export button's download: `exporting` while the file comes, then a toast — `done(name)` on
 * success, the API's message on refusal.
 */
export function useCsvExport(site: ConsoleSite) {
  const [exporting, setExporting] = useState(false)
  const exportCsv = async (path: string, fallbackName: string, done: (name: string) => string) => {
    setExporting(true)
    try {
      toast.success(done(await downloadCsv(site, path, fallbackName)))
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setExporting(false)
    }
  }
  return { exporting, exportCsv }
}
