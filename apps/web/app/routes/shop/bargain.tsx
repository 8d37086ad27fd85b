import { shortMinuteText } from '@silk/contracts/china-time'
import type { KanjiaActivityVO, KanjiaLogVO } from '@silk/contracts/kanjia'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { useSignIn } from '../../features/promotions/BargainBox.tsx'
import { Clock, chinaTime } from '../../features/promotions/Clock.tsx'
import { copyPageLink } from '../../features/promotions/copy-link.ts'
import styles from '../../features/promotions/promotions.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { serverApi } from '../../lib/api/server.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = /^\d{1,20}$/.test(params.id ?? '') ? (params.id as string) : ''
  const bargain = id
    ? await serverApi(request, context)
        .post<KanjiaActivityVO | null>('/buyer/promotion/kanjiaGoods/getKanjiaActivity', undefined, {
          query: { kanjiaActivityId: id },
          quiet: true,
        })
        .catch(() => null)
    : null
  return { bargain }
}

export const meta = pageMeta('bargain', {
  zh: '丝路之舟商城砍价：帮好友砍一刀，砍到最低价。',
  en: 'A bargain on the Silk Road Ark mall: cut the price for a friend.',
})

/**
 * /bargain/:id — a bargain's share page (decision 167): the goods, the current price and how far it
 * went, the time left, the cuts (masked); 帮砍一刀 for other members, and for its starter 邀请好友帮砍
 * and 以当前价购买 (cart way KANJIA, then the normal checkout).
 */
export default function BargainPage() {
  const { bargain: b } = useLoaderData<typeof loader>()
  const { t, lang } = useTranslation('kanjia')
  const { member } = useRootData()
  const signIn = useSignIn()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [busy, setBusy] = useState(false)
  if (!b) return <EmptyState text={t('ended')} />
  const name = lang === 'en' && b.goodsNameEn ? b.goodsNameEn : b.goodsName
  const span = b.price - b.purchasePrice
  const done = span > 0 ? Math.min(100, Math.round((b.cutPrice / span) * 100)) : 100
  const running = b.status === 'START'
  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      toast.warning(error instanceof ApiError && error.message ? error.message : String(error))
    } finally {
      setBusy(false)
    }
  }
  const cut = () =>
    run(async () => {
      const log = await api.post<KanjiaLogVO>(`/buyer/promotion/kanjiaGoods/help/${b.id}`, undefined, {
        quiet: true,
      })
      toast.success(t('youCut', { amount: formatPrice(log.kanjiaPrice) }))
      revalidator.revalidate()
    })
  const buy = () =>
    run(async () => {
      await api.post('/buyer/trade/carts', undefined, {
        query: { skuId: b.skuId, num: 1, cartType: 'KANJIA', kanjiaActivityId: b.id },
        quiet: true,
      })
      navigate('/pay?way=KANJIA')
    })
  const copy = () => copyPageLink(t('copied'))
  return (
    <div className={styles.page}>
      <div className={styles.shareCard} data-testid="bargain-page">
        <h1 className={styles.bargainTitle}>{t('pageTitle', { name: b.memberName })}</h1>
        <div className={styles.shareGoods}>
          {b.thumbnail ? <img src={pictureAt(b.thumbnail, 200)} alt="" /> : null}
          <div>
            <Link to={`/goodsDetail?goodsId=${b.goodsId}&skuId=${b.skuId}`} className={styles.bargainGoods}>
              {name}
              {b.specs ? ` ${b.specs}` : ''}
            </Link>
            <div className={styles.groupPriceLine} style={{ background: 'none', padding: '8px 0 0' }}>
              <span>{t('current')}</span>
              <b data-testid="bargain-price">{formatPrice(b.surplusPrice)}</b>
              <s>{formatPrice(b.price)}</s>
            </div>
            <small className={styles.muted}>
              {t('floorPrice')} {formatPrice(b.purchasePrice)}
            </small>
          </div>
        </div>
        <div
          className={styles.progress}
          role="progressbar"
          aria-valuenow={done}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <span style={{ width: `${done}%` }} />
        </div>
        <p className={styles.bargainNumbers}>
          <span data-testid="bargain-cut">{t('cut', { amount: formatPrice(b.cutPrice) })}</span>
          <span>{t('left', { amount: formatPrice(Math.max(0, b.surplusPrice - b.purchasePrice)) })}</span>
        </p>
        <p data-testid="bargain-state">
          <strong>
            {b.status !== 'START'
              ? t(`statusLabel.${b.status}`)
              : b.surplusPrice <= b.purchasePrice
                ? t('floorReached')
                : t('statusLabel.START')}
          </strong>
          {running ? (
            <>
              {' · '}
              {t('timeLeft')} <Clock deadline={chinaTime(b.endTime)} />
            </>
          ) : null}
        </p>
        <div className={styles.bargainActions}>
          {b.launch ? (
            <>
              {b.pass ? (
                <button
                  type="button"
                  className="btn"
                  disabled={busy}
                  onClick={() => void buy()}
                  data-testid="bargain-buy"
                >
                  {t('buyNow')} {formatPrice(b.surplusPrice)}
                </button>
              ) : null}
              {running ? (
                <button type="button" className="btn btn-ghost" onClick={copy} data-testid="bargain-share">
                  {t('share')}
                </button>
              ) : null}
              {b.orderSn ? (
                <Link className="btn btn-ghost" to={`/home/OrderDetail?sn=${b.orderSn}`}>
                  {t('viewOrder')}
                </Link>
              ) : null}
            </>
          ) : b.help ? (
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => void cut()}
              data-testid="bargain-help"
            >
              {t('helpCut')}
            </button>
          ) : b.helped ? (
            <span className={styles.groupTag} data-testid="bargain-helped">
              {t('helped')}
            </span>
          ) : running && !member.loggedIn ? (
            <button type="button" className="btn" onClick={signIn} data-testid="bargain-signin">
              {t('signInToCut')}
            </button>
          ) : null}
          <Link className="btn btn-ghost" to={`/goodsDetail?goodsId=${b.goodsId}&skuId=${b.skuId}`}>
            {t('viewGoods')}
          </Link>
        </div>
        <h2 className={styles.bargainHelpersTitle}>{t('helpers')}</h2>
        {b.logs.length === 0 ? (
          <p className={styles.muted}>{t('noHelpers')}</p>
        ) : (
          <ul className={styles.groupList} data-testid="bargain-helpers">
            {b.logs.map((l) => (
              <li key={l.id} className={styles.groupRow}>
                <span className={styles.groupFace}>
                  {l.kanjiaMemberFace ? (
                    <img src={l.kanjiaMemberFace} alt="" />
                  ) : (
                    l.kanjiaMemberName.slice(0, 1)
                  )}
                </span>
                <span className={styles.groupWho}>{l.kanjiaMemberName}</span>
                <span className={styles.groupLack}>
                  <b>{t('cutBy', { amount: formatPrice(l.kanjiaPrice) })}</b>
                  <small>{shortMinuteText(l.createTime)}</small>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
