import type { ReactNode } from 'react'
import styles from './content.module.css'

/** One titled block of a content page; `data-section` lets journeys find each block by its id. */
export function SectionShell({
  id,
  kind,
  heading,
  lead,
  children,
}: {
  id: string
  kind: string
  heading: string
  lead?: string
  children: ReactNode
}) {
  return (
    <section id={id} data-section={id} data-kind={kind} aria-labelledby={`${id}-h`} className={styles.wrap}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-h`} className={styles.sectionTitle}>
          {heading}
        </h2>
        {lead ? <p className={styles.sectionLead}>{lead}</p> : null}
      </div>
      {children}
    </section>
  )
}
