import type { EvaluationGrade } from '@silk/contracts/evaluation'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './evaluation.module.css'

/** "张三丰" → "张***丰": reviewers are shown masked, as on the goods page. */
export const maskName = (name: string) => (name.length > 1 ? name.replace(/^(.).*(.)$/, '$1***$2') : name)

/** 好评 / 中评 / 差评 as a coloured tag. */
export function GradeLabel({ grade }: { grade: EvaluationGrade }) {
  const { t } = useTranslation('evaluation')
  return (
    <span className={`${styles.gradeTag} ${styles[`grade${grade}`] ?? ''}`} data-testid="grade-label">
      {t(`grade.${grade}`)}
    </span>
  )
}

/** The review's pictures (comma list) as thumbnails that open the full picture. */
export function EvaluationPictures({
  images,
  label,
  size = 72,
}: {
  images: string
  label: string
  size?: number
}) {
  const list = images ? images.split(',').filter(Boolean) : []
  if (list.length === 0) return null
  return (
    <ul className={styles.pictures} aria-label={label}>
      {list.map((src, i) => (
        <li key={src}>
          <a href={src} target="_blank" rel="noreferrer">
            <img src={src} alt={`${label} ${i + 1}`} width={size} height={size} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  )
}
