import type { SeckillTimeline } from '@silk/contracts/promotion'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Clock, chinaTime } from '../../features/promotions/Clock.tsx'
import styles from '../../features/promotions/promotions.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
import { formatPrice } from '../../lib/format.ts'
import { goodsImageProps } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(request, context)
  const sessions = await api.get<SeckillTimeline[]>('/buyer/promotion/seckill').catch(() => [])
  const wanted = Number(new URL(request.url).searchParams.get('t'))
  const current = sessions.find((s) => s.timeLine === wanted) ?? sessions[0] ?? null
  return { sessions, current }
}

export const meta = pageMeta('seckill', {
  zh: '丝路之舟商城限时秒杀：整点开抢，每人限购，售完即止。',
  en: 'Flash sales on the Silk Road Ark mall: new deals on the hour, a limit per buyer, while stocks last.',
})

/** /seckill: today's flash-sale sessions from the running one on; the chosen session's goods. */
export default function SeckillPage() {
  const { sessions, current } = useLoaderData<typeof loader>()
  const { t } = useTranslation('shop')
  const running = (s: SeckillTimeline) => s.distanceStartTime === 0
  return (
    <div className={styles.page}>
      <header className={styles.banner}>
        <h1>{t('promotions.seckillTitle')}</h1>
        <span>{t('promotions.seckillSub')}</span>
      </header>
      {current ? (
        <>
          <nav className={styles.sessions} aria-label={t('promotions.seckillTitle')}>
            {sessions.map((s) => (
              <Link
                key={s.timeLine}
                to={`/seckill?t=${s.timeLine}`}
                className={s.timeLine === current.timeLine ? styles.sessionOn : styles.session}
                aria-current={s.timeLine === current.timeLine ? 'page' : undefined}
                preventScrollReset
              >
                <b>{`${String(s.timeLine).padStart(2, '0')}:00`}</b>
                {running(s) ? t('promotions.running') : t('promotions.upcoming')}
              </Link>
            ))}
          </nav>
          <p className={styles.muted}>
            {running(current) ? t('promotions.endsIn') : t('promotions.startsIn')}{' '}
            <Clock
              deadline={running(current) ? chinaTime(current.endTime) : current.startTime * 1000}
              className={styles.clock}
            />
          </p>
          <div className={styles.grid} data-testid="seckill-goods">
            {current.seckillGoodsList.map((g) => {
              const percent =
                g.quantity > 0 ? Math.min(100, Math.round((g.salesNum / g.quantity) * 100)) : 100
              const soldOut = g.salesNum >= g.quantity
              // As JD: a bar and 已抢 N 件 once something is taken in the running session, 即将售罄 near the
              // end; otherwise how many there are (a row of 已售 0% says nothing).
              const taken = running(current) && g.salesNum > 0 && !soldOut
              return (
                <Link
                  key={g.id}
                  to={`/goodsDetail?skuId=${g.skuId}&goodsId=${g.goodsId}`}
                  className={styles.card}
                  data-testid="seckill-card"
                >
                  <img
                    {...goodsImageProps(g.goodsImage)}
                    sizes="220px"
                    alt=""
                    width={220}
                    height={220}
                    loading="lazy"
                  />
                  <span className={styles.name} title={g.goodsName}>
                    {g.goodsName}
                  </span>
                  <span className={styles.priceRow}>
                    <b>{formatPrice(g.price)}</b>
                    <s>{formatPrice(g.originalPrice)}</s>
                  </span>
                  {taken ? (
                    <span className={styles.taken} data-testid="seckill-taken">
                      <span className={styles.progress} aria-hidden="true">
                        <span style={{ width: `${percent}%` }} />
                      </span>
                      <span className={styles.takenText}>
                        {percent >= 80
                          ? t('promotions.almostGone')
                          : t('promotions.taken', { count: g.salesNum })}
                      </span>
                    </span>
                  ) : (
                    <span className={styles.muted} data-testid="seckill-stock">
                      {t('promotions.offered', { count: g.quantity })}
                    </span>
                  )}
                  <span className={`${styles.muted} ${styles.oneLine}`}>
                    {g.limitNum > 0 ? `${t('promotions.limit', { count: g.limitNum })} · ` : ''}
                    {g.storeName}
                  </span>
                  <span className={running(current) && !soldOut ? styles.action : styles.actionOff}>
                    {soldOut
                      ? t('promotions.soldOut')
                      : running(current)
                        ? t('promotions.buy')
                        : t('promotions.upcoming')}
                  </span>
                </Link>
              )
            })}
          </div>
        </>
      ) : (
        <EmptyState text={t('promotions.empty')} />
      )}
    </div>
  )
}
