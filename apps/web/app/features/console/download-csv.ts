import type { ConsoleSite } from '@silk/contracts/console'
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
