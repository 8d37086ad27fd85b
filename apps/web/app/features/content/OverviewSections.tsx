import type { Section } from '@silk/content/pages/schema'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './content.module.css'
import { Icon } from './Icon.tsx'
import { SectionShell } from './SectionShell.tsx'

type Of<K extends Section['kind']> = Extract<Section, { kind: K }>

export function IntroBlock({ section }: { section: Of<'intro'> }) {
  return (
    <SectionShell id={section.id} kind="intro" heading={section.heading}>
      <div className={section.highlights?.length ? styles.introGrid : undefined}>
        <div className={styles.prose}>
          {section.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        {section.highlights?.length ? (
          <dl className={styles.highlights}>
            {section.highlights.map((h) => (
              <div key={h.label}>
                <dt>{h.label}</dt>
                <dd>{h.value}</dd>
                {h.note ? <p className={styles.muted}>{h.note}</p> : null}
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </SectionShell>
  )
}

export function StatsBlock({ section }: { section: Of<'stats'> }) {
  const { t } = useTranslation('contentPages')
  return (
    <SectionShell id={section.id} kind="stats" heading={section.heading}>
      <ul className={styles.stats}>
        {section.items.map((s) => (
          <li key={s.label}>
            <strong>{s.value}</strong>
            <span>{s.label}</span>
            {s.note ? <small>{s.note}</small> : null}
          </li>
        ))}
      </ul>
      {section.source ? (
        <p className={styles.source}>
          {t('source')}
          {section.source}
        </p>
      ) : null}
    </SectionShell>
  )
}

export function FeaturesBlock({ section }: { section: Of<'features'> }) {
  return (
    <SectionShell id={section.id} kind="features" heading={section.heading} lead={section.lead}>
      <ul className={styles.cards} data-count={section.items.length}>
        {section.items.map((item) => (
          <li key={item.title} className={styles.card}>
            <span className={styles.cardIcon}>
              <Icon name={item.icon} size="1.75rem" />
            </span>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
            {item.points?.length ? (
              <ul className={styles.ticks}>
                {item.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}

export function LinksBlock({ section }: { section: Of<'links'> }) {
  return (
    <SectionShell id={section.id} kind="links" heading={section.heading} lead={section.lead}>
      <ul className={styles.linkGrid} data-count={section.items.length}>
        {section.items.map((item) => (
          <li key={item.href + item.title}>
            <Link to={item.href} className={styles.linkCard}>
              <Icon name={item.icon} size="2rem" />
              <span className={styles.linkText}>
                <strong>{item.title}</strong>
                <span className={styles.linkDesc}>{item.text}</span>
              </span>
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}

export function ContactBlock({ section }: { section: Of<'contact'> }) {
  return (
    <SectionShell id={section.id} kind="contact" heading={section.heading}>
      <div className={styles.contact}>
        <p className={styles.contactText}>{section.text}</p>
        <ul className={styles.channels}>
          {section.channels.map((c) => (
            <li key={c.label}>
              <Icon name={c.icon} size="1.5rem" />
              <span>{c.label}</span>
              {c.href ? <a href={c.href}>{c.value}</a> : <strong>{c.value}</strong>}
            </li>
          ))}
        </ul>
        {section.note ? <p className={styles.contactNote}>{section.note}</p> : null}
      </div>
    </SectionShell>
  )
}
