import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './skeleton.module.css'

/**
 * What a page shows while its data is read in the browser: a card and `rows` lines in grey, announced
 * to screen readers as loading.
 */
export function Skeleton({ rows = 4, card = true }: { rows?: number; card?: boolean }) {
  const { t } = useTranslation('common')
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')}>
      {card ? <span className={styles.card} /> : null}
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed grey lines with nothing to tell apart
        <span key={i} className={styles.row} />
      ))}
    </div>
  )
}
