import type { ReactNode } from 'react'
import styles from './PageFrame.module.css'

/** A page's heading band and content column, shared by content, shop and member pages. */
export function PageFrame({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: string
  children: ReactNode
}) {
  return (
    <div className={styles.frame}>
      <header className={styles.band}>
        <div className="container">
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
      </header>
      <div className={`container ${styles.body}`}>{children}</div>
    </div>
  )
}
