import type { KanjiaActivityVO, KanjiaGoodsVO, KanjiaLogVO } from '@silk/contracts/kanjia'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { formatPrice } from '../../lib/format.ts'
import { useRootData } from '../../lib/root-data.ts'
import styles from './promotions.module.css'

const ALREADY_STARTED = 48010

/** Signed out: to the login, back to this page afterwards. */
export function useSignIn() {
  const navigate = useNavigate()
  return () => {
    const back = `${window.location.pathname}${window.location.search}`
    navigate(`/login?${new URLSearchParams({ rePath: back })}`)
  }
}

/**
 * Starts the member's bargain on an offer (its first cut is theirs, as lilishop's) and opens its
 * page; one started already opens that one (decision 167).
 */
export function useStartBargain() {
  const { member } = useRootData()
  const navigate = useNavigate()
  const signIn = useSignIn()
  const [busy, setBusy] = useState(false)
  return {
    busy,
    async go(offerId: string) {
      if (!member.loggedIn) return signIn()
      setBusy(true)
      try {
        const log = await api.post<KanjiaLogVO>('/buyer/promotion/kanjiaGoods', undefined, {
          query: { id: offerId },
          quiet: true,
        })
        navigate(`/bargain/${log.kanjiaActivityId}`)
      } catch (error) {
        if (error instanceof ApiError && error.code === ALREADY_STARTED) {
          const mine = await api.post<KanjiaActivityVO | null>(
            '/buyer/promotion/kanjiaGoods/getKanjiaActivity',
            undefined,
            { query: { kanjiaActivityGoodsId: offerId } },
          )
          if (mine) return navigate(`/bargain/${mine.id}`)
        }
        toast.warning(error instanceof ApiError && error.message ? error.message : String(error))
      } finally {
        setBusy(false)
      }
    },
  }
}

/**
 * The goods page's 砍价 box, read in the browser (the goods page stays cached for everyone): the
 * floor of the chosen SKU's running offer and 发起砍价 (or the member's own bargain).
 */
export function BargainBox({ goodsId, skuId }: { goodsId: string; skuId: string }) {
  const { t } = useTranslation('kanjia')
  const { member } = useRootData()
  const [offer, setOffer] = useState<KanjiaGoodsVO | null>(null)
  const [mine, setMine] = useState<string | null>(null)
  const start = useStartBargain()
  useEffect(() => {
    let live = true
    api
      .get<KanjiaGoodsVO | null>(`/buyer/promotion/kanjiaGoods/goods/${goodsId}`)
      .then(async (o) => {
        if (!live) return
        setOffer(o)
        if (o && member.loggedIn) {
          const b = await api.post<KanjiaActivityVO | null>(
            '/buyer/promotion/kanjiaGoods/getKanjiaActivity',
            undefined,
            { query: { kanjiaActivityGoodsId: o.id }, quiet: true },
          )
          if (live) setMine(b?.id ?? null)
        }
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [goodsId, member.loggedIn])
  if (!offer || offer.skuId !== skuId) return null
  return (
    <section className={styles.groupBox} data-testid="bargain-box">
      <div className={styles.groupPriceLine}>
        <span>{t('floorPrice')}</span>
        <b data-testid="bargain-floor">{formatPrice(offer.purchasePrice)}</b>
        <s>
          {t('startPrice')} {formatPrice(offer.price)}
        </s>
        {mine ? (
          <a className="btn" href={`/bargain/${mine}`} data-testid="bargain-mine">
            {t('mine')}
          </a>
        ) : (
          <button
            type="button"
            className="btn"
            disabled={start.busy || offer.stock <= 0}
            onClick={() => void start.go(offer.id)}
            data-testid="bargain-start"
          >
            {member.loggedIn ? t('start') : t('signInToStart')}
          </button>
        )}
      </div>
      <p className={styles.groupSub}>
        {t('listIntro')} · {t('stockLeft', { count: offer.stock })}
      </p>
    </section>
  )
}
