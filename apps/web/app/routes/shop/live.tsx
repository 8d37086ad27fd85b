import type { StudioDetailVO, StudioVO } from '@silk/contracts/broadcast'
import { minuteText } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import styles from '../../features/live/live.module.css'
import promo from '../../features/promotions/promotions.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(request, context)
  const list = await api
    .get<Page<StudioVO>>('/buyer/broadcast/studio', { pageNumber: 1, pageSize: 20 })
    .catch(() => null)
  const rooms = list?.records ?? []
  // Each room's goods (lilishop getLiveInfo); a room whose goods cannot be read shows none.
  const details = await Promise.all(
    rooms.map((r) =>
      api
        .get<StudioDetailVO>(`/buyer/broadcast/studio/getLiveInfo/${r.roomId}`)
        .catch(() => ({ ...r, roomGoodsList: [] })),
    ),
  )
  return { rooms: details }
}

export const meta = pageMeta('live', {
  zh: '丝路之舟商城直播：店铺在微信小程序中直播带货，推荐直播间与直播商品一览。',
  en: 'Live on the Silk Road Ark mall: stores broadcast and sell in the WeChat mini program.',
})

/** /live — the stores' live rooms (lilishop `GET /buyer/broadcast/studio`; decision 169). */
export default function LivePage() {
  const { rooms } = useLoaderData<typeof loader>()
  const { t } = useTranslation('live')
  const sandbox = rooms.some((r) => r.sandbox)
  return (
    <div className={promo.page}>
      <div className={promo.banner}>
        <h1>{t('listTitle')}</h1>
        <span>{t('listIntro')}</span>
      </div>
      {sandbox ? (
        <p className={styles.sandbox} data-testid="live-sandbox">
          {t('sandbox')}
        </p>
      ) : null}
      {rooms.length === 0 ? (
        <EmptyState text={t('listEmpty')} />
      ) : (
        <div className={styles.grid} data-testid="live-list">
          {rooms.map((r) => (
            <LiveCard key={r.id} room={r} />
          ))}
        </div>
      )}
    </div>
  )
}

function LiveCard({ room }: { room: StudioDetailVO }) {
  const { t, lang } = useTranslation('live')
  const storeName = lang === 'en' && room.storeNameEn ? room.storeNameEn : room.storeName
  return (
    <article className={styles.card} data-testid="live-card" data-room={room.roomId}>
      <div className={styles.cover}>
        <img src={pictureAt(room.coverImg, 800)} alt="" loading="lazy" />
        <div className={styles.marks}>
          <span className={styles[`mark${room.status}`]} data-testid="live-status">
            {t(`status.${room.status}`)}
          </span>
          {room.recommend ? (
            <span className={styles.markRecommend} data-testid="live-recommended">
              {t('recommended')}
            </span>
          ) : null}
          {room.sandbox ? <span className={styles.markSandbox}>{t('sandboxTag')}</span> : null}
        </div>
      </div>
      <div className={styles.body}>
        <h2 className={styles.name}>{room.name}</h2>
        <span className={styles.muted}>
          <Link to={`/merchant?id=${room.storeId}`}>{t('store', { name: storeName })}</Link>
          {' · '}
          {t('anchor', { name: room.anchorName })}
        </span>
        <span className={styles.muted}>
          {t('window', { start: minuteText(room.startTime), end: minuteText(room.endTime) })}
        </span>
        {room.roomGoodsList.length ? (
          <section className={styles.goods} aria-label={t('roomGoods')}>
            {room.roomGoodsList.slice(0, 4).map((g) => (
              <Link
                key={g.id}
                to={`/goodsDetail?goodsId=${g.goodsId}&skuId=${g.skuId}`}
                className={styles.goodsItem}
                data-testid="live-goods"
              >
                <img src={pictureAt(g.goodsImage, 200)} alt="" loading="lazy" />
                <span>{g.name}</span>
                <b>{formatPrice(g.price)}</b>
              </Link>
            ))}
          </section>
        ) : (
          <span className={styles.muted}>{t('noGoods')}</span>
        )}
        <div className={styles.watch}>
          {room.shareQrcode ? (
            <img
              className={styles.qr}
              src={room.shareQrcode}
              alt={t('qrLabel', { roomId: room.roomId })}
              data-testid="live-qr"
            />
          ) : null}
          <div>
            <strong>{t('howToWatch')}</strong>
            <div className={styles.muted}>
              {room.shareQrcode ? t('watchScan') : t('watchHint', { roomId: room.roomId })}
            </div>
            <code title={t('path')} data-testid="live-path">
              {room.mediaPath}
            </code>
          </div>
        </div>
      </div>
    </article>
  )
}
