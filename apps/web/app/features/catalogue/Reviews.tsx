import { useEffect, useState } from 'react'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import styles from './goods-detail.module.css'
import type { Evaluation, EvaluationNumber, Page } from './types.ts'

const GRADES = ['', 'GOOD', 'MODERATE', 'WORSE'] as const
const countOf = (n: EvaluationNumber, g: (typeof GRADES)[number]) =>
  g === '' ? n.all : g === 'GOOD' ? n.good : g === 'MODERATE' ? n.moderate : n.worse

/** Generated catalogue pictures have a 200 px variant; buyers' uploads are served as stored. */
const thumbOf = (src: string) => (src.includes('/media/goods/') ? src.replace(/\.webp$/, '-200.webp') : src)

/** Good-rate circle, 全部/好评/中评/差评 tabs with counts, the list (10 a page). */
export function Reviews({
  goodsId,
  counts,
  grade: goodRate,
  first,
}: {
  goodsId: string
  counts: EvaluationNumber
  grade: number
  first: Page<Evaluation>
}) {
  const { t } = useTranslation('shop')
  const [grade, setGrade] = useState<(typeof GRADES)[number]>('')
  const [pageNumber, setPageNumber] = useState(1)
  const [page, setPage] = useState(first)
  useEffect(() => {
    if (grade === '' && pageNumber === 1) {
      setPage(first)
      return
    }
    let live = true
    api
      .get<Page<Evaluation>>(`/buyer/member/evaluation/${goodsId}/goodsEvaluation`, {
        grade,
        pageNumber,
        pageSize: 10,
      })
      .then((p) => live && setPage(p))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [goodsId, grade, pageNumber, first])
  const rate = counts.all ? Math.round((counts.good / counts.all) * 100) : goodRate
  return (
    <div className={styles.reviews} data-testid="reviews">
      <div className={styles.reviewHead}>
        <div className={styles.rate} style={{ ['--rate' as string]: `${rate * 3.6}deg` }}>
          <strong>{rate}%</strong>
          <span>{t('detail.goodRate')}</span>
        </div>
        <div className={styles.gradeTabs} role="tablist">
          {GRADES.map((g) => (
            <button
              type="button"
              role="tab"
              key={g || 'all'}
              aria-selected={grade === g}
              className={grade === g ? styles.gradeOn : styles.gradeTab}
              onClick={() => {
                setGrade(g)
                setPageNumber(1)
              }}
            >
              {t(`detail.grades.${g || 'all'}`)}({countOf(counts, g)})
            </button>
          ))}
        </div>
      </div>
      {page.records.length === 0 ? (
        <EmptyState text={t('detail.noReviews')} />
      ) : (
        <ul className={styles.reviewList}>
          {page.records.map((e) => (
            <li key={e.id} className={styles.review}>
              <div className={styles.reviewer}>
                <span className={styles.avatar} aria-hidden="true">
                  {e.memberName.slice(0, 1)}
                </span>
                {/* Masked by the API (张**): the full name never reaches the browser. */}
                {e.memberName}
              </div>
              <div className={styles.reviewBody}>
                <div className={styles.stars} role="img" aria-label={`${e.descriptionScore}/5`}>
                  {'★★★★★'.slice(0, e.descriptionScore)}
                  <span>{'★★★★★'.slice(e.descriptionScore)}</span>
                </div>
                <p>{e.content}</p>
                {e.images ? (
                  <div className={styles.reviewImages}>
                    {e.images.split(',').map((src) => (
                      <img key={src} src={thumbOf(src)} alt="" width={72} height={72} loading="lazy" />
                    ))}
                  </div>
                ) : null}
                {e.reply ? (
                  <p className={styles.reply}>
                    {t('detail.reply')}
                    {e.reply}
                  </p>
                ) : null}
                <time className={styles.reviewTime}>{e.createTime}</time>
              </div>
            </li>
          ))}
        </ul>
      )}
      {page.pages > 1 ? (
        <div className={styles.reviewPager}>
          <button type="button" disabled={pageNumber <= 1} onClick={() => setPageNumber((n) => n - 1)}>
            {t('pager.prev')}
          </button>
          <span>
            {pageNumber} / {page.pages}
          </span>
          <button
            type="button"
            disabled={pageNumber >= page.pages}
            onClick={() => setPageNumber((n) => n + 1)}
          >
            {t('pager.next')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
