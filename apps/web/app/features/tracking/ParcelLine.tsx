import type { Traces } from '@silk/contracts/order'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import styles from './tracking.module.css'

/**
 * One line of a shipped order's parcel (the side-bar drawer's order rows): its state and its newest
 * event, loaded when shown. Nothing while loading or when there is no parcel to tell of.
 */
export function ParcelLine({ sn }: { sn: string }) {
  const { t } = useTranslation('orders')
  const [traces, setTraces] = useState<z.infer<typeof Traces> | null>(null)
  useEffect(() => {
    let live = true
    api
      .post<z.infer<typeof Traces>>(`/buyer/order/order/getTraces/${encodeURIComponent(sn)}`)
      .then((found) => live && setTraces(found))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [sn])
  if (!traces?.logisticCode) return null
  const newest = traces.traces.at(-1)
  return (
    <p className={styles.line} data-testid="drawer-parcel">
      <span className={styles.state} data-state={traces.state ?? 'NONE'}>
        {t(`parcel.state.${traces.state ?? 'NONE'}`)}
      </span>
      <span className={styles.lineText}>
        {newest ? newest.AcceptStation : `${traces.shipper} ${traces.logisticCode}`}
      </span>
    </p>
  )
}
