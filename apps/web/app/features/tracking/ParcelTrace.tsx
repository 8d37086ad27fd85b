import type { Traces } from '@silk/contracts/order'
import { toast } from 'sonner'
import type { z } from 'zod'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './tracking.module.css'

type TraceData = z.infer<typeof Traces>

/**
 * A parcel as the buyer, the seller and the operator see it (decision 147): its state, the carrier,
 * the tracking number (copyable), whether the trace is the sandbox carrier's, and the events newest
 * first. The texts are the shop's `orders` namespace, which every page holds.
 */
export function ParcelTrace({ traces, emptyText }: { traces: TraceData; emptyText?: string }) {
  const { t } = useTranslation('orders')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(traces.logisticCode)
      toast.success(t('parcel.copied'))
    } catch {
      toast.error(t('parcel.copyFailed'))
    }
  }
  return (
    <div className={styles.parcel} data-testid="parcel-trace">
      <div className={styles.head}>
        <span className={styles.state} data-state={traces.state ?? 'NONE'} data-testid="parcel-state">
          {t(`parcel.state.${traces.state ?? 'NONE'}`)}
        </span>
        <span>
          {t('carrier')} {traces.shipper}
          {traces.carrierCode ? <span className={styles.code}> ({traces.carrierCode})</span> : null}
        </span>
        <span className={styles.number}>
          {t('trackingNo')} <span data-testid="parcel-number">{traces.logisticCode}</span>
          <button type="button" className={styles.copy} onClick={copy}>
            {t('parcel.copy')}
          </button>
        </span>
      </div>
      {traces.provider === 'sandbox' ? <p className={styles.note}>{t('parcel.sandbox')}</p> : null}
      {traces.traces.length === 0 ? (
        <p className={styles.note}>{emptyText ?? t('noTraces')}</p>
      ) : (
        <ol className={styles.events} data-testid="parcel-events">
          {[...traces.traces].reverse().map((line) => (
            <li key={`${line.AcceptTime}${line.AcceptStation}`}>
              <time>{line.AcceptTime}</time>
              <span>{line.AcceptStation}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
