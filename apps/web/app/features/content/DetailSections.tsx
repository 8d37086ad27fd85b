import type { Section } from '@silk/content/pages/schema'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './content.module.css'
import { Icon } from './Icon.tsx'
import { SectionShell } from './SectionShell.tsx'

type Of<K extends Section['kind']> = Extract<Section, { kind: K }>

/** Each service line in depth, with a stable anchor (#overseas-service …) the home tiles can link to. */
export function ServicesBlock({ section }: { section: Of<'services'> }) {
  const { t } = useTranslation('contentPages')
  return (
    <SectionShell id={section.id} kind="services" heading={section.heading} lead={section.lead}>
      <nav className={styles.serviceNav} aria-label={t('onThisPage')}>
        {section.items.map((s) => (
          <a key={s.anchor} href={`#${s.anchor}`}>
            <Icon name={s.icon} size="1.25rem" />
            {s.title}
          </a>
        ))}
      </nav>
      <div className={styles.serviceList}>
        {section.items.map((s, i) => (
          <article key={s.anchor} id={s.anchor} className={styles.service} aria-labelledby={`${s.anchor}-h`}>
            <div className={styles.serviceHead}>
              <span className={styles.serviceNo}>{String(i + 1).padStart(2, '0')}</span>
              <span className={styles.cardIcon}>
                <Icon name={s.icon} size="2rem" />
              </span>
              <div>
                <h3 id={`${s.anchor}-h`}>{s.title}</h3>
                <p>{s.summary}</p>
              </div>
            </div>
            <div className={styles.serviceBody}>
              <div>
                <h4>{t('offerings')}</h4>
                <ul className={styles.ticks}>
                  {s.offerings.map((o) => (
                    <li key={o}>{o}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h4>{t('deliverables')}</h4>
                <ul className={styles.ticks}>
                  {s.deliverables.map((o) => (
                    <li key={o}>{o}</li>
                  ))}
                </ul>
              </div>
              <dl className={styles.serviceFacts}>
                <dt>{t('audience')}</dt>
                <dd>{s.audience}</dd>
                <dt>{t('timeline')}</dt>
                <dd>{s.timeline}</dd>
              </dl>
            </div>
          </article>
        ))}
      </div>
    </SectionShell>
  )
}

export function StepsBlock({ section }: { section: Of<'steps'> }) {
  return (
    <SectionShell id={section.id} kind="steps" heading={section.heading} lead={section.lead}>
      <ol className={styles.steps} data-count={section.items.length}>
        {section.items.map((step, i) => (
          <li key={step.title}>
            <span className={styles.stepNo}>{i + 1}</span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
            {step.duration ? <small>{step.duration}</small> : null}
          </li>
        ))}
      </ol>
    </SectionShell>
  )
}

export function PricingBlock({ section }: { section: Of<'pricing'> }) {
  const { t } = useTranslation('contentPages')
  return (
    <SectionShell id={section.id} kind="pricing" heading={section.heading} lead={section.lead}>
      <ul className={styles.plans} data-count={section.plans.length}>
        {section.plans.map((plan) => (
          <li key={plan.name} className={plan.featured ? styles.planFeatured : styles.plan}>
            {plan.featured ? <span className={styles.badge}>{t('recommended')}</span> : null}
            <h3>{plan.name}</h3>
            <p className={styles.planAudience}>{plan.audience}</p>
            <p className={styles.planPrice}>
              <strong>{plan.price}</strong>
              <span>{plan.unit}</span>
            </p>
            <ul className={styles.ticks}>
              {plan.includes.map((x) => (
                <li key={x}>{x}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={styles.source}>{section.note}</p>
    </SectionShell>
  )
}

export function CasesBlock({ section }: { section: Of<'cases'> }) {
  const { t } = useTranslation('contentPages')
  return (
    <SectionShell id={section.id} kind="cases" heading={section.heading} lead={section.lead}>
      <ul className={styles.cases}>
        {section.items.map((c) => (
          <li key={c.client} className={styles.case}>
            <p className={styles.caseTags}>
              <span>{c.industry}</span>
              <span>{c.market}</span>
            </p>
            <h3>{c.client}</h3>
            <dl>
              <dt>{t('challenge')}</dt>
              <dd>{c.challenge}</dd>
              <dt>{t('solution')}</dt>
              <dd>{c.solution}</dd>
            </dl>
            <ul className={styles.caseResults} aria-label={t('results')}>
              {c.results.map((r) => (
                <li key={r.label}>
                  <strong>{r.value}</strong>
                  <span>{r.label}</span>
                </li>
              ))}
            </ul>
            {c.brandId ? (
              <Link className={styles.more} to={`/SlBrandDetails?id=${c.brandId}`}>
                {t('viewBrand')} →
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}

export function TableBlock({ section }: { section: Of<'table'> }) {
  return (
    <SectionShell id={section.id} kind="table" heading={section.heading} lead={section.lead}>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              {section.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row[0]}>
                {row.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {section.note ? <p className={styles.source}>{section.note}</p> : null}
    </SectionShell>
  )
}

export function FaqBlock({ section }: { section: Of<'faq'> }) {
  return (
    <SectionShell id={section.id} kind="faq" heading={section.heading}>
      <div className={styles.faq}>
        {section.items.map((item, i) => (
          <details key={item.q} open={i === 0}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </SectionShell>
  )
}
