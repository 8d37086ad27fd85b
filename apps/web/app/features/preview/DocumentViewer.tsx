import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { Icon } from '../content/Icon.tsx'
import { type PreviewDocument, parseCsv } from './document.ts'
import styles from './preview.module.css'

const CSV_ROWS_SHOWN = 200

/** Fetches a CSV of our own downloads folder and shows it as a table. */
function CsvTable({ path }: { path: string }) {
  const { t } = useTranslation('contentPages')
  const [rows, setRows] = useState<string[][] | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    fetch(path)
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((text) => live && setRows(parseCsv(text)))
      .catch(() => live && setFailed(true))
    return () => {
      live = false
    }
  }, [path])
  if (failed) return <p className={styles.message}>{t('preview.unsupported')}</p>
  if (!rows) return <p className={styles.message}>…</p>
  const [head, ...body] = rows
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {head?.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.slice(0, CSV_ROWS_SHOWN).map((r, i) => (
            <tr key={i}>
              {r.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The preview area of /Preview: the document itself, or why it cannot be shown. */
export function DocumentViewer({ doc }: { doc: PreviewDocument | 'invalid' }) {
  const { t } = useTranslation('contentPages')
  return (
    <div className={styles.band}>
      <section id="viewer" data-section="viewer" aria-labelledby="viewer-h" className={styles.wrap}>
        {doc === 'invalid' ? (
          <>
            <h2 id="viewer-h" className={styles.title}>
              {t('preview.documentTitle')}
            </h2>
            <p className={styles.invalid} role="alert">
              {t('preview.invalid')}
            </p>
          </>
        ) : (
          <>
            <div className={styles.head}>
              <span className={styles.fileIcon}>
                <Icon name={doc.kind === 'csv' ? 'chart' : 'document'} size="2rem" />
                <small>{doc.extension.toUpperCase()}</small>
              </span>
              <div>
                <h2 id="viewer-h" className={styles.title}>
                  {doc.title}
                </h2>
                <p className={styles.path}>{doc.path}</p>
              </div>
              <div className={styles.actions}>
                <a className="btn btn-ghost" href={doc.path} target="_blank" rel="noopener">
                  {t('preview.open')}
                </a>
                <a className="btn" href={doc.path} download>
                  {t('preview.download')}
                </a>
              </div>
            </div>
            {doc.kind === 'csv' ? <CsvTable path={doc.path} /> : null}
            {doc.kind === 'image' ? <img className={styles.image} src={doc.path} alt={doc.title} /> : null}
            {doc.kind === 'pdf' ? <p className={styles.message}>{t('preview.pdfHint')}</p> : null}
          </>
        )}
      </section>
    </div>
  )
}
