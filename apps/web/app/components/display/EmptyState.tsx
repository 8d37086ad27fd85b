import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './EmptyState.module.css'

/** The empty-state display of spec §2: default text 暂无更多, default image width 150. */
export function EmptyState({ text, imageWidth = 150 }: { text?: string; imageWidth?: number }) {
  const { t } = useTranslation()
  return (
    <div className={styles.empty} role="status">
      <svg width={imageWidth} viewBox="0 0 150 110" aria-hidden="true" className={styles.art}>
        <ellipse cx="75" cy="98" rx="58" ry="8" fill="#e8f1fb" />
        <path
          d="M30 40 L75 20 L120 40 L120 88 L75 104 L30 88 Z"
          fill="#f5f7fa"
          stroke="#b5bccb"
          strokeWidth="2"
        />
        <path d="M30 40 L75 58 L120 40 M75 58 L75 104" fill="none" stroke="#b5bccb" strokeWidth="2" />
        <path d="M52 30 L97 49" stroke="#d4af37" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className={styles.text}>{text ?? t('empty')}</p>
    </div>
  )
}
