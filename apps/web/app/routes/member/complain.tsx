import type { OrderDetailVO } from '@silk/contracts/order'
import { type FormEvent, useId, useState } from 'react'
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/complaints/complaint.module.css'
import cases from '../../features/member-centre/case.module.css'
import { MemberDetailError } from '../../features/member-centre/MemberNotFound.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('complain')

const MAX_CONTENT = 500

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(
    request,
    context,
    async (api, url) => {
      const sn = url.searchParams.get('sn')?.trim() ?? ''
      if (!sn) throw redirect('/home/MyOrder')
      const index = Math.max(0, Math.trunc(Number(url.searchParams.get('index'))) || 0)
      const [detail, reasons] = await Promise.all([
        api.get<z.infer<typeof OrderDetailVO>>(`/buyer/order/order/${encodeURIComponent(sn)}`),
        api.get<{ id: string; reason: string }[]>('/buyer/order/afterSale/get/afterSaleReason/COMPLAIN'),
      ])
      const item = detail.orderItems[index] ?? null
      return {
        order: {
          sn: detail.order.sn,
          storeName: detail.order.storeName,
          createTime: detail.order.createTime,
        },
        item: item && {
          goodsId: item.goodsId,
          skuId: item.skuId,
          goodsName: item.goodsName,
          image: item.image,
          unitPrice: item.unitPrice,
          num: item.num,
          complainStatus: item.complainStatus,
        },
        topics: reasons.map((r) => r.reason),
      }
    },
    { detail: true },
  )
}

/** An unknown, deleted or someone else's record: 404 with the way back to the list. */
export function ErrorBoundary() {
  return <MemberDetailError kind="order" to="/home/MyOrder" />
}

/** /home/Complain?sn=<orderSn>&index=<item>: 商品投诉 — subject, details and evidence pictures. */
export default function ComplainPage() {
  const { t } = useTranslation('complaint')
  const { order, item, topics } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const [topic, setTopic] = useState(topics[0] ?? '')
  const [content, setContent] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const topicId = useId()
  const contentId = useId()
  const errorId = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!item || busy) return
    if (!content.trim()) {
      setError(t('file.contentRequired'))
      return
    }
    setBusy(true)
    try {
      await api.post(
        '/buyer/order/complain',
        {
          complainTopic: topic,
          content: content.trim(),
          images: images.join(','),
          orderSn: order.sn,
          goodsId: item.goodsId,
          skuId: item.skuId,
        },
        { json: true },
      )
      toast.success(t('file.submitted'))
      navigate('/home/ComplainList')
    } catch {
      // the client has shown the server's message
      setBusy(false)
    }
  }

  return (
    <section className={styles.card} data-testid="complain-page">
      <header className={cases.head}>
        <h2>{t('file.title')}</h2>
        <Link to={`/home/OrderDetail?sn=${encodeURIComponent(order.sn)}`}>{t('file.toOrder')}</Link>
      </header>
      {item ? (
        <div className={cases.goods}>
          <img src={pictureAt(item.image, 200)} alt="" width={80} height={80} />
          <div>
            <Link to={`/goodsDetail?skuId=${item.skuId}&goodsId=${item.goodsId}`}>{item.goodsName}</Link>
            <p className={cases.muted}>
              {formatPrice(item.unitPrice)} × {item.num} · {order.storeName}
            </p>
            <p className={cases.muted}>{t('file.orderSn', { sn: order.sn })}</p>
          </div>
        </div>
      ) : (
        <p className={cases.notice} role="status">
          {t('file.noItem')}
        </p>
      )}
      {item && item.complainStatus !== 'NO_APPLY' ? (
        <p className={cases.notice} role="status">
          {t('file.notAllowed')} <Link to="/home/ComplainList">{t('file.toList')}</Link>
        </p>
      ) : null}
      {item && item.complainStatus === 'NO_APPLY' ? (
        <form className={cases.form} onSubmit={submit} noValidate>
          <div className={cases.row}>
            <label htmlFor={topicId}>{t('file.topic')}</label>
            <select id={topicId} value={topic} onChange={(e) => setTopic(e.target.value)} required>
              {topics.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className={cases.row}>
            <label htmlFor={contentId}>{t('file.content')}</label>
            <div>
              <textarea
                id={contentId}
                value={content}
                maxLength={MAX_CONTENT}
                rows={6}
                placeholder={t('file.contentHint')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => {
                  setContent(e.target.value)
                  if (error) setError('')
                }}
              />
              <div className={cases.under}>
                {error ? (
                  <em id={errorId} className={cases.error} role="alert">
                    {error}
                  </em>
                ) : (
                  <span />
                )}
                <span className={cases.muted}>{t('file.counter', { count: content.length })}</span>
              </div>
            </div>
          </div>
          <div className={cases.row}>
            <span>{t('file.images')}</span>
            <div>
              <p className={cases.muted}>{t('file.imagesHint')}</p>
              <ImageUpload value={images} onChange={setImages} max={5} />
            </div>
          </div>
          <div className={cases.row}>
            <span />
            <div>
              <button type="submit" className={`btn ${cases.submit}`} disabled={busy || topics.length === 0}>
                {busy ? t('file.submitting') : t('file.submit')}
              </button>
            </div>
          </div>
        </form>
      ) : null}
    </section>
  )
}
