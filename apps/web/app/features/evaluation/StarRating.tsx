import { useId } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './evaluation.module.css'

/**
 * A 1–5 star score as a radio group: native radios (arrow keys, screen readers), drawn as stars;
 * every star up to the chosen one is lit.
 */
export function StarRating({
  label,
  value,
  onChange,
  name,
}: {
  label: string
  value: number
  onChange(value: number): void
  name: string
}) {
  const { t } = useTranslation('evaluation')
  const labelId = useId()
  return (
    <div className={styles.starRow} role="radiogroup" aria-labelledby={labelId} data-testid={`stars-${name}`}>
      <span id={labelId} className={styles.starLabel}>
        {label}
      </span>
      <span className={styles.stars}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={n <= value ? styles.starOn : styles.star}>
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              aria-label={t('add.stars', { n })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </span>
      <span className={styles.starValue} aria-hidden="true">
        {t('add.stars', { n: value })}
      </span>
    </div>
  )
}

/** Read-only stars for a given score. */
export function Stars({ value, label }: { value: number; label?: string }) {
  return (
    <span className={styles.starsStatic} role="img" aria-label={label ? `${label} ${value}/5` : `${value}/5`}>
      {'★★★★★'.slice(0, value)}
      <span>{'★★★★★'.slice(value)}</span>
    </span>
  )
}
