import type { ContentPage } from '@silk/content/pages/schema'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import styles from './content.module.css'
import { HeroArt } from './HeroArt.tsx'

/** The banner of a marketing page: eyebrow, page heading (the page's only h1), lead, actions and art. */
export function ContentHero({ hero, children }: { hero: ContentPage['hero']; children?: ReactNode }) {
  return (
    <header className={styles.hero} data-section="hero">
      <div className={`${styles.wrap} ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.heroTitle}>{hero.title}</h1>
          <p className={styles.heroLead}>{hero.lead}</p>
          {hero.actions?.length ? (
            <div className={styles.heroActions}>
              {hero.actions.map((a, i) => (
                <Link key={a.href} to={a.href} className={i === 0 ? styles.btnGold : styles.btnLine}>
                  {a.label}
                </Link>
              ))}
            </div>
          ) : null}
          {children}
        </div>
        <HeroArt name={hero.art} className={styles.heroArt} />
      </div>
    </header>
  )
}
