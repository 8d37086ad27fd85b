import { useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { useRootData } from '../../lib/root-data.ts'

const PATHS = {
  GOODS: {
    base: '/buyer/member/collection',
    added: 'detail.favouriteAdded',
    removed: 'detail.favouriteRemoved',
  },
  STORE: {
    base: '/buyer/member/storeCollection',
    added: 'detail.storeCollectAdded',
    removed: 'detail.storeCollectRemoved',
  },
} as const

/**
 * Favourite state of a SKU or store: checked only when signed in (UI reference A2); toggling while
 * signed out goes to the login page and back here afterwards.
 */
export function useCollection(type: 'GOODS' | 'STORE', id: string) {
  const { t } = useTranslation('shop')
  const { member } = useRootData()
  const navigate = useNavigate()
  const location = useLocation()
  const [on, setOn] = useState(false)
  const [busy, setBusy] = useState(false)
  const paths = PATHS[type]
  useEffect(() => {
    if (!member.loggedIn || !id) return
    let live = true
    api
      .get<boolean>(`${paths.base}/isCollection/${type}/${id}`)
      .then((v) => live && setOn(v))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [member.loggedIn, id, type, paths.base])
  const toggle = useCallback(async () => {
    if (!member.loggedIn) {
      toast.warning(t('detail.loginFirst'))
      navigate(
        `/login?rePath=${encodeURIComponent(location.pathname)}&query=${encodeURIComponent(location.search.slice(1))}`,
      )
      return
    }
    setBusy(true)
    try {
      if (on) {
        await api.del(`${paths.base}/delete/${type}/${id}`)
        setOn(false)
        toast.success(t(paths.removed))
      } else {
        await api.post(`${paths.base}/add/${type}/${id}`)
        setOn(true)
        toast.success(t(paths.added))
      }
    } catch {
      // The client already showed the server's message.
    } finally {
      setBusy(false)
    }
  }, [member.loggedIn, on, id, type, paths, t, navigate, location])
  return { on, busy, toggle }
}
