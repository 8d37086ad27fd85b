import { LEGAL, LEGAL_HREF, type LegalKey } from '@silk/content/legal/legal'
import { Link } from 'react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './legal.module.css'

/** 隐私政策 / 用户服务协议: the document in the interface language, its sections listed beside it. */
export function LegalPage({ doc: key }: { doc: LegalKey }) {
  const { lang } = useRootData()
  const { t } = useTranslation()
  const doc = LEGAL[key][lang === 'en' ? 'en' : 'zh']
  const other: LegalKey = key === 'privacy' ? 'terms' : 'privacy'
  return (
    <div className={`container ${styles.legal}`} data-testid={`legal-${key}`}>
      <nav className={styles.toc} aria-label={doc.title}>
        <p className={styles.tocTitle}>{doc.title}</p>
        <ol>
          {doc.sections.map((s, i) => (
            <li key={s.heading}>
              <a href={`#s${i + 1}`}>{s.heading}</a>
            </li>
          ))}
        </ol>
        <Link to={LEGAL_HREF[other]} className={styles.otherDoc}>
          {t(`footer.${other}`)} →
        </Link>
      </nav>
      <article className={styles.doc}>
        <h1>{doc.title}</h1>
        <p className={styles.updated}>
          {lang === 'en' ? 'Last updated: ' : '更新日期：'}
          <time dateTime={doc.updated}>{doc.updated}</time>
        </p>
        <p className={styles.intro}>{doc.intro}</p>
        {doc.sections.map((s, i) => (
          <section key={s.heading} id={`s${i + 1}`}>
            <h2>{s.heading}</h2>
            {s.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.items ? (
              <ul>
                {s.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  )
}
