import type { MyEvaluationVO } from '@silk/contracts/evaluation'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/evaluation/evaluation.module.css'
import { EvaluationPictures, GradeLabel, maskName } from '../../features/evaluation/parts.tsx'
import { Stars } from '../../features/evaluation/StarRating.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('commentList')

const PAGE_SIZE = 10

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const pageNumber = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1))
    const page = await api.get<Page<z.infer<typeof MyEvaluationVO>>>('/buyer/member/evaluation', {
      pageNumber,
      pageSize: PAGE_SIZE,
    })
    return { page }
  })
}

/** /home/CommentList (评论/晒单): my reviews, newest first, with their pictures and the seller's reply. */
export default function CommentListPage() {
  const { t } = useTranslation('evaluation')
  const { page } = useLoaderData<typeof loader>()
  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{t('list.title')}</h2>
      </header>
      {page.records.length === 0 ? <EmptyState text={t('list.empty')} /> : null}
      <ul className={styles.list}>
        {page.records.map((e) => (
          <li key={e.id} className={styles.card} data-testid="my-evaluation" data-grade={e.grade}>
            <header className={styles.cardHead}>
              <span>
                {t('list.orderSn')}
                {e.orderNo}
              </span>
              <time>{e.createTime}</time>
              <span className={styles.grow} />
              <Link to={`/home/EvalDetail?id=${e.id}`}>{t('list.detail')}</Link>
            </header>
            <div className={styles.cardBody}>
              <Link to={`/goodsDetail?skuId=${e.skuId}&goodsId=${e.goodsId}`} className={styles.cardGoods}>
                <img src={pictureAt(e.goodsImage, 200)} alt="" width={80} height={80} loading="lazy" />
                <span>{e.goodsName}</span>
              </Link>
              <div className={styles.cardReview}>
                <div className={styles.cardMeta}>
                  <span className={styles.muted}>{maskName(e.memberName)}</span>
                  <GradeLabel grade={e.grade} />
                  <Stars value={e.descriptionScore} label={t('add.description')} />
                </div>
                <p className={styles.content}>{e.content}</p>
                <EvaluationPictures images={e.images} label={t('list.pictures')} />
                {e.reply ? (
                  <p className={styles.reply}>
                    {t('list.reply')}
                    {e.reply}
                  </p>
                ) : null}
              </div>
            </div>
          </li>
        ))}
      </ul>
      <Pager current={page.current} pages={page.pages} total={page.total} href={(n) => `?page=${n}`} />
    </section>
  )
}
