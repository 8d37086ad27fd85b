import type { OrderComplaintVO } from '@silk/contracts/complaint'
import { OPEN_COMPLAINT_STATUSES } from '@silk/contracts/complaint'
import { type FormEvent, useId, useState } from 'react'
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { LogTimeline } from '../../components/display/LogTimeline.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/complaints/complaint.module.css'
import cases from '../../features/member-centre/case.module.css'
import { MemberDetailError } from '../../features/member-centre/MemberNotFound.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('complainDetail')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(
    request,
    context,
    async (api, url) => {
      const id = url.searchParams.get('id')?.trim() ?? ''
      if (!/^\d{1,20}$/.test(id)) throw redirect('/home/ComplainList')
      return { complaint: await api.get<OrderComplaintVO>(`/buyer/order/complain/${id}`) }
    },
    { detail: true },
  )
}

/** An unknown, deleted or someone else's record: 404 with the way back to the list. */
export function ErrorBoundary() {
  return <MemberDetailError kind="complaint" to="/home/ComplainList" />
}

function Pictures({ urls, label }: { urls: string[]; label: string }) {
  const { t } = useTranslation('complaint')
  if (urls.length === 0) return <span className={cases.muted}>{t('detail.none')}</span>
  return (
    <ul className={cases.pictures} aria-label={label}>
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img
              src={url}
              alt={t('detail.picture', { index: index + 1 })}
              width={88}
              height={88}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  )
}

/** /home/ComplainDetail?id=: 订单投诉 — the complaint, the goods, the store's appeal and the conversation. */
export default function ComplainDetailPage() {
  const { t } = useTranslation('complaint')
  const { complaint: c } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const replyId = useId()
  const open = OPEN_COMPLAINT_STATUSES.includes(c.complainStatus)

  async function send(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const content = text.trim()
    if (!content) {
      toast.error(t('detail.required'))
      return
    }
    setBusy(true)
    try {
      await api.post('/buyer/order/complain/communication', { complainId: c.id, content }, { json: true })
      toast.success(t('detail.sent'))
      setText('')
      revalidator.revalidate()
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false)
    }
  }

  async function cancel() {
    try {
      await api.put(`/buyer/order/complain/status/${c.id}`)
      toast.success(t('list.cancelled'))
      revalidator.revalidate()
    } catch {
      // the client has shown the server's message
    }
  }

  return (
    <section className={styles.card} data-testid="complaint-detail" data-status={c.complainStatus}>
      <header className={cases.head}>
        <h2>{t('detail.title')}</h2>
        <Link to="/home/ComplainList">{t('detail.back')}</Link>
      </header>

      <div className={cases.statusBar}>
        <span>
          {t('detail.statusLine')}
          <b className={styles[`status${c.complainStatus}`] ?? ''} data-testid="complaint-status">
            {t(`status.${c.complainStatus}`)}
          </b>
        </span>
        {open ? (
          <button type="button" className={cases.smallBtn} onClick={() => setConfirming(true)}>
            {t('list.cancel')}
          </button>
        ) : null}
      </div>

      <div className={cases.columns}>
        <section className={cases.block} aria-labelledby="complaint-goods">
          <h3 id="complaint-goods">{t('detail.goods')}</h3>
          <div className={cases.goods}>
            <img src={pictureAt(c.goodsImage, 200)} alt="" width={80} height={80} />
            <div>
              <Link to={`/goodsDetail?skuId=${c.skuId}&goodsId=${c.goodsId}`}>{c.goodsName}</Link>
              <p className={cases.muted}>
                {t('detail.price')} {formatPrice(c.goodsPrice)}
              </p>
            </div>
          </div>
          <dl className={cases.facts}>
            <dt>{t('detail.orderSn')}</dt>
            <dd>
              <Link to={`/home/OrderDetail?sn=${encodeURIComponent(c.orderSn)}`}>{c.orderSn}</Link>
            </dd>
            <dt>{t('detail.orderTime')}</dt>
            <dd>{c.orderTime}</dd>
            <dt>{t('detail.store')}</dt>
            <dd>
              <Link to={`/merchant?id=${c.storeId}`}>{c.storeName}</Link>
            </dd>
          </dl>
        </section>

        <section className={cases.block} aria-labelledby="complaint-info">
          <h3 id="complaint-info">{t('detail.info')}</h3>
          <dl className={cases.facts}>
            <dt>{t('detail.time')}</dt>
            <dd>{c.createTime}</dd>
            <dt>{t('detail.topic')}</dt>
            <dd>{c.complainTopic}</dd>
            <dt>{t('detail.content')}</dt>
            <dd className={styles.pre}>{c.content}</dd>
            <dt>{t('detail.images')}</dt>
            <dd>
              <Pictures urls={c.orderComplaintImages} label={t('detail.images')} />
            </dd>
          </dl>
        </section>
      </div>

      {c.appealContent ? (
        <section className={cases.block} aria-labelledby="complaint-appeal">
          <h3 id="complaint-appeal">{t('detail.appeal')}</h3>
          <dl className={cases.facts}>
            <dt>{t('detail.appealTime')}</dt>
            <dd>{c.appealTime}</dd>
            <dt>{t('detail.appealContent')}</dt>
            <dd className={styles.pre}>{c.appealContent}</dd>
            <dt>{t('detail.appealImages')}</dt>
            <dd>
              <Pictures urls={c.appealImagesList} label={t('detail.appealImages')} />
            </dd>
          </dl>
        </section>
      ) : null}

      {c.arbitrationResult ? (
        <section className={cases.block} aria-labelledby="complaint-arbitration">
          <h3 id="complaint-arbitration">{t('detail.arbitration')}</h3>
          <dl className={cases.facts}>
            <dt>{t('detail.arbitrationResult')}</dt>
            <dd className={styles.pre}>{c.arbitrationResult}</dd>
          </dl>
        </section>
      ) : null}

      <section className={cases.block} aria-labelledby="complaint-history">
        <h3 id="complaint-history">{t('detail.history')}</h3>
        {c.orderComplaintLogs.length === 0 ? (
          <p className={cases.muted}>{t('detail.noHistory')}</p>
        ) : (
          <LogTimeline className={cases.timeline} logs={c.orderComplaintLogs} testId="complaint-history" />
        )}
      </section>

      <section className={cases.block} aria-labelledby="complaint-thread">
        <h3 id="complaint-thread">{t('detail.thread')}</h3>
        {c.orderComplaintCommunications.length === 0 ? (
          <p className={cases.muted}>{t('detail.threadEmpty')}</p>
        ) : (
          <ol className={styles.thread} data-testid="complaint-thread">
            {c.orderComplaintCommunications.map((m) => (
              <li
                key={m.id}
                className={m.owner === 'BUYER' ? styles.mine : styles.theirs}
                data-owner={m.owner}
              >
                <div className={styles.meta}>
                  <b>{t(`detail.owner.${m.owner}`)}</b>
                  {m.owner === 'STORE' ? <span>{m.ownerName}</span> : null}
                  <time className={cases.muted}>{m.createTime}</time>
                </div>
                <p className={styles.bubble}>{m.content}</p>
              </li>
            ))}
          </ol>
        )}
        {open ? (
          <form className={cases.replyBox} onSubmit={send} noValidate>
            <label htmlFor={replyId}>{t('detail.reply')}</label>
            <textarea
              id={replyId}
              value={text}
              rows={3}
              maxLength={500}
              placeholder={t('detail.replyHint')}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className={`btn ${cases.submit}`} disabled={busy}>
              {t('detail.send')}
            </button>
          </form>
        ) : (
          <p className={cases.notice} role="status">
            {t('detail.closed')}
          </p>
        )}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('list.cancelTitle')}
        message={t('list.cancelConfirm')}
        onConfirm={() => void cancel()}
      />
    </section>
  )
}
