import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './checkout.module.css'

/** The checkout step bar (1.我的购物车 → 2.填写订单信息 → 3.成功提交订单) under the page title. */
export function Steps({ active, title }: { active: 0 | 1 | 2; title: string }) {
  const { t } = useTranslation('checkout')
  const steps = [t('steps.cart'), t('steps.fill'), t('steps.done')]
  return (
    <div className={styles.stepsRow}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <ol className={styles.steps}>
        {steps.map((label, i) => (
          <li key={label} className={i === active ? styles.stepActive : i < active ? styles.stepDone : ''}>
            <span className={styles.stepNum}>{i + 1}</span>
            {label}
          </li>
        ))}
      </ol>
    </div>
  )
}
