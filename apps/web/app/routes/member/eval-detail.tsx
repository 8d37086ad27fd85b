import type { MemberEvaluationDetailVO } from '@silk/contracts/evaluation'
import { Link, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/evaluation/evaluation.module.css'
import { EvaluationPictures, GradeLabel } from '../../features/evaluation/parts.tsx'
import { Stars } from '../../features/evaluation/StarRating.tsx'
import { MemberDetailError } from '../../features/member-centre/MemberNotFound.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('evalDetail')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(
    request,
    context,
    async (api, url) => {
      const id = url.searchParams.get('id') ?? ''
      if (!/^\d{1,20}$/.test(id)) throw redirect('/home/CommentList')
      const evaluation = await api.get<z.infer<typeof MemberEvaluationDetailVO>>(
        `/buyer/member/evaluation/get/${id}`,
      )
      return { evaluation }
    },
    { detail: true },
  )
}

/** An unknown, deleted or someone else's record: 404 with the way back to the list. */
export function ErrorBoundary() {
  return <MemberDetailError kind="evaluation" to="/home/CommentList" />
}

/** /home/EvalDetail?id=: one of my reviews with the order, the three scores, pictures and reply. */
export default function EvalDetailPage() {
  const { t } = useTranslation('evaluation')
  const { evaluation: e } = useLoaderData<typeof loader>()
  const scores = [
    ['delivery', e.deliveryScore],
    ['serviceScore', e.serviceScore],
    ['description', e.descriptionScore],
  ] as const
  return (
    <section className={shop.memberCard} data-testid="eval-detail">
      <header className={shop.memberHead}>
        <h2>{t('detail.title')}</h2>
        <Link to="/home/CommentList">{t('detail.back')}</Link>
      </header>
      <div className={styles.orderBar}>
        <span>
          {t('list.orderSn')}
          <Link to={`/home/OrderDetail?sn=${encodeURIComponent(e.orderNo)}`}>{e.orderNo}</Link>
        </span>
        <span>
          {t('detail.time')}
          {e.createTime}
        </span>
        <span>
          {t('detail.store')}
          <Link to={`/merchant?id=${e.storeId}`}>{e.storeName}</Link>
        </span>
      </div>
      <div className={styles.layout}>
        <Link to={`/goodsDetail?skuId=${e.skuId}&goodsId=${e.goodsId}`} className={styles.goods}>
          <img src={pictureAt(e.goodsImage, 400)} alt="" width={160} height={160} />
          <span className={styles.goodsName}>{e.goodsName}</span>
          <span className={styles.viewGoods}>{t('detail.viewGoods')}</span>
        </Link>
        <div className={styles.form}>
          <div className={styles.block}>
            <h3>{t('detail.scores')}</h3>
            {scores.map(([key, value]) => (
              <div key={key} className={styles.starRow}>
                <span className={styles.starLabel}>{t(`add.${key}`)}</span>
                <Stars value={value} label={t(`add.${key}`)} />
              </div>
            ))}
          </div>
          <div className={styles.block}>
            <h3>
              {t('add.goods')} <GradeLabel grade={e.grade} />
            </h3>
            <p className={styles.content}>{e.content}</p>
            <EvaluationPictures images={e.evaluationImages.join(',')} label={t('list.pictures')} size={120} />
            {e.reply ? (
              <p className={styles.reply}>
                {t('list.reply')}
                {e.reply}
              </p>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  )
}
