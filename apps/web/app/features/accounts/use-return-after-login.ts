import { useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { refreshCartNum } from '../cart/cart-count.ts'
import { finishPendingAdd } from '../cart/pending-add.ts'
import { returnPath } from './return-path.ts'

/**
 * After login or sign-up: back to `rePath`; an add to cart the buyer asked for while signed out is made
 * first, and the goods page they come back to says so.
 */
export function useReturnAfterLogin() {
  const { t } = useTranslation('shop')
  const navigate = useNavigate()
  const [search] = useSearchParams()
  return async () => {
    const target = returnPath(search)
    const pending = await finishPendingAdd(target)
    if (pending.kind === 'added') {
      if (pending.to === target) toast.success(t('detail.addedCart'))
      void refreshCartNum()
    }
    if (pending.kind === 'failed') toast.warning(pending.message || t('detail.addFailed'))
    navigate(pending.kind === 'none' ? target : pending.to, { replace: true })
  }
}
