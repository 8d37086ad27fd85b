import type { KanjiaGoodsVO } from '@silk/contracts/kanjia'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { useStartBargain } from '../../features/promotions/BargainBox.tsx'
import styles from '../../features/promotions/promotions.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const list = await serverApi(request, context)
    .get<Page<KanjiaGoodsVO>>('/buyer/promotion/kanjiaGoods', { pageNumber: 1, pageSize: 40 })
    .catch(() => null)
  return { offers: list?.records ?? [] }
}

export const meta = pageMeta('kanjia', {
  zh: '丝路之舟商城砍价专区：发起砍价，邀请好友帮砍，砍到心仪价格即可下单。',
  en: 'Bargains on the Silk Road Ark mall: start a bargain, friends cut the price, buy when you like it.',
})

/** /kanjia — the running 砍价 offers (lilishop `GET /buyer/promotion/kanjiaGoods`; decision 167). */
export default function KanjiaPage() {
  const { offers } = useLoaderData<typeof loader>()
  const { t, lang } = useTranslation('kanjia')
  const start = useStartBargain()
  return (
    <div className={styles.page}>
      <div className={styles.banner}>
        <h1>{t('listTitle')}</h1>
        <span>{t('listIntro')}</span>
      </div>
      {offers.length === 0 ? (
        <EmptyState text={t('listEmpty')} />
      ) : (
        <div className={styles.grid} style={{ marginTop: 16 }} data-testid="kanjia-list">
          {offers.map((o) => {
            const name = lang === 'en' && o.goodsNameEn ? o.goodsNameEn : o.goodsName
            const href = `/goodsDetail?goodsId=${o.goodsId}&skuId=${o.skuId}`
            return (
              <div key={o.id} className={styles.card} data-testid="kanjia-card">
                <Link to={href}>
                  {o.thumbnail ? <img src={pictureAt(o.thumbnail, 400)} alt="" loading="lazy" /> : null}
                </Link>
                <Link to={href} className={styles.name} style={{ color: 'inherit' }}>
                  {name}
                  {o.specs ? ` ${o.specs}` : ''}
                </Link>
                <span className={styles.muted}>{t('floorPrice')}</span>
                <div className={styles.priceRow}>
                  <b>{formatPrice(o.purchasePrice)}</b>
                  <s>{formatPrice(o.price)}</s>
                </div>
                <span className={styles.muted}>{t('stockLeft', { count: o.stock })}</span>
                <button
                  type="button"
                  className={styles.action}
                  disabled={start.busy || o.stock <= 0}
                  onClick={() => void start.go(o.id)}
                  data-testid="kanjia-start"
                >
                  {t('goBargain')}
                </button>
              </div>
            )
          })}
        </div>
      )}
    </div>
  )
}
