import type { ConsoleSite } from '@silk/contracts/console'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { ApiRequest } from '../../lib/api/types.ts'
import { consoleBrowser } from './browser.ts'

/**
 * Runs a console action (seller centre or operator console: `site` picks the audience's API client),
 * says `done` when it worked and reloads the page's data. `run` resolves to whether it worked; a
 * failure's message is shown by the client, so a dialog stays open with what was typed.
 * Put what must not reach a log through the query string (a password digest) in `body`.
 */
export function useConsoleAction(site: ConsoleSite) {
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const run = async (call: ApiRequest, done: string) => {
    setBusy(true)
    try {
      await consoleBrowser(site).api.request(call)
      toast.success(done)
      await revalidate()
      return true
    } catch {
      return false
    } finally {
      setBusy(false)
    }
  }
  return { run, busy }
}
