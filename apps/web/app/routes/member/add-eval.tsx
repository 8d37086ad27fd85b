import {
  EVALUATION_GRADES,
  type EvaluationGrade,
  MAX_EVALUATION_CONTENT,
  MAX_EVALUATION_IMAGES,
} from '@silk/contracts/evaluation'
import type { OrderDetailVO } from '@silk/contracts/order'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/evaluation/evaluation.module.css'
import { StarRating } from '../../features/evaluation/StarRating.tsx'
import { MemberDetailError } from '../../features/member-centre/MemberNotFound.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import { specText } from '../../lib/order-specs.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('addEval')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(
    request,
    context,
    async (api, url) => {
      const sn = url.searchParams.get('sn')?.trim() ?? ''
      if (!sn) throw redirect('/home/MyOrder')
      const detail = await api.get<z.infer<typeof OrderDetailVO>>(
        `/buyer/order/order/${encodeURIComponent(sn)}`,
      )
      const index = Math.max(0, Math.floor(Number(url.searchParams.get('index')) || 0))
      const item = detail.orderItems[index]
      if (!item) throw redirect(`/home/OrderDetail?sn=${encodeURIComponent(sn)}`)
      return {
        order: {
          sn: detail.order.sn,
          paymentTime: detail.order.paymentTime,
          storeName: detail.order.storeName,
        },
        item: {
          sn: item.sn,
          goodsId: item.goodsId,
          skuId: item.skuId,
          goodsName: item.goodsName,
          image: item.image,
          specs: specText(item.specs, ' '),
          commentStatus: item.commentStatus,
        },
      }
    },
    { detail: true },
  )
}

/** An unknown, deleted or someone else's record: 404 with the way back to the list. */
export function ErrorBoundary() {
  return <MemberDetailError kind="order" to="/home/MyOrder" />
}

const SCORES = ['deliveryScore', 'serviceScore', 'descriptionScore'] as const
const SCORE_LABELS = {
  deliveryScore: 'delivery',
  serviceScore: 'serviceScore',
  descriptionScore: 'description',
}

/** /home/AddEval?sn=&index=: three star scores, a grade, the text and pictures for one order item. */
export default function AddEvalPage() {
  const { t } = useTranslation('evaluation')
  const { order, item } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const [scores, setScores] = useState({ deliveryScore: 5, serviceScore: 5, descriptionScore: 5 })
  const [grade, setGrade] = useState<EvaluationGrade>('GOOD')
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    if (!content.trim()) {
      setError(t('add.needContent'))
      return
    }
    setError('')
    setBusy(true)
    try {
      await api.post('/buyer/member/evaluation', {
        orderItemSn: item.sn,
        goodsId: item.goodsId,
        skuId: item.skuId,
        grade,
        content: content.trim(),
        images: images.join(','),
        ...scores,
      })
      toast.success(t('add.done'))
      navigate('/home/CommentList')
    } catch {
      // the client has shown the server's message
      setBusy(false)
    }
  }

  const open = item.commentStatus === 'UNFINISHED'
  return (
    <section className={shop.memberCard} data-testid="add-eval">
      <header className={shop.memberHead}>
        <h2>{t('add.title')}</h2>
        <Link to={`/home/OrderDetail?sn=${encodeURIComponent(order.sn)}`}>{t('add.back')}</Link>
      </header>
      <div className={styles.orderBar}>
        <span>
          {t('add.orderSn')}
          {order.sn}
        </span>
        {order.paymentTime ? (
          <span>
            {t('add.payTime')}
            {order.paymentTime}
          </span>
        ) : null}
      </div>
      <div className={styles.layout}>
        <Link to={`/goodsDetail?skuId=${item.skuId}&goodsId=${item.goodsId}`} className={styles.goods}>
          <img src={pictureAt(item.image, 400)} alt="" width={160} height={160} />
          <span className={styles.goodsName}>{item.goodsName}</span>
          {item.specs ? <span className={styles.muted}>{item.specs}</span> : null}
        </Link>
        {open ? (
          <form className={styles.form} onSubmit={submit} noValidate>
            <fieldset className={styles.block}>
              <legend>{t('add.service')}</legend>
              {SCORES.map((key) => (
                <StarRating
                  key={key}
                  name={key}
                  label={t(`add.${SCORE_LABELS[key]}`)}
                  value={scores[key]}
                  onChange={(n) => setScores((s) => ({ ...s, [key]: n }))}
                />
              ))}
            </fieldset>
            <fieldset className={styles.block}>
              <legend>{t('add.goods')}</legend>
              <div className={styles.grades} role="radiogroup" aria-label={t('add.grade')}>
                {EVALUATION_GRADES.map((g) => (
                  <label key={g} className={grade === g ? styles.gradeOn : styles.grade}>
                    <input
                      type="radio"
                      name="grade"
                      value={g}
                      checked={grade === g}
                      onChange={() => setGrade(g)}
                    />
                    {t(`grade.${g}`)}
                  </label>
                ))}
              </div>
              <label className={styles.textLabel} htmlFor="eval-content">
                {t('add.content')}
              </label>
              <div className={styles.textWrap}>
                <textarea
                  id="eval-content"
                  name="content"
                  rows={6}
                  maxLength={MAX_EVALUATION_CONTENT}
                  value={content}
                  placeholder={t('add.placeholder')}
                  aria-invalid={Boolean(error)}
                  aria-describedby={error ? 'eval-content-error' : undefined}
                  onChange={(e) => {
                    setContent(e.target.value)
                    if (error) setError('')
                  }}
                />
                <span className={styles.counter} aria-hidden="true">
                  {t('add.count', { n: content.length })}
                </span>
              </div>
              {error ? (
                <em id="eval-content-error" className={shop.fieldError} role="alert">
                  {error}
                </em>
              ) : null}
              <div className={styles.uploadRow}>
                <ImageUpload
                  value={images}
                  onChange={setImages}
                  max={MAX_EVALUATION_IMAGES}
                  label={t('add.images')}
                />
              </div>
            </fieldset>
            <div className={styles.submitRow}>
              <button type="submit" className={`btn ${shop.redBtn} ${styles.submit}`} disabled={busy}>
                {busy ? t('add.submitting') : t('add.submit')}
              </button>
            </div>
          </form>
        ) : (
          <div className={styles.closed} data-testid="eval-closed">
            <p>{item.commentStatus === 'FINISHED' ? t('add.already') : t('add.notYet')}</p>
            {item.commentStatus === 'FINISHED' ? <Link to="/home/CommentList">{t('add.toList')}</Link> : null}
          </div>
        )}
      </div>
    </section>
  )
}
