import type { GoodsPintuanVO, PintuanGroupVO } from '@silk/contracts/pintuan'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { formatPrice } from '../../lib/format.ts'
import { useRootData } from '../../lib/root-data.ts'
import { Clock } from './Clock.tsx'
import styles from './promotions.module.css'

/**
 * Opens a group (or joins `parentOrderSn`'s) with one unit of the SKU: the PINTUAN cart takes it, the
 * checkout does the rest (decision 161). Signed out: the login comes back to this page.
 */
export function useGroupBuy() {
  const { member } = useRootData()
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  return {
    busy,
    async go(skuId: string, parentOrderSn?: string) {
      if (!member.loggedIn) {
        const back = `${window.location.pathname}${window.location.search}`
        navigate(`/login?${new URLSearchParams({ rePath: back })}`)
        return
      }
      setBusy(true)
      try {
        await api.post('/buyer/trade/carts', undefined, {
          query: { skuId, num: 1, cartType: 'PINTUAN' },
          quiet: true,
        })
        const q = new URLSearchParams({ way: 'PINTUAN' })
        if (parentOrderSn) q.set('parentOrderSn', parentOrderSn)
        navigate(`/pay?${q}`)
      } catch (error) {
        toast.warning(error instanceof ApiError && error.message ? error.message : String(error))
      } finally {
        setBusy(false)
      }
    },
  }
}

/** One group forming: the leader's face and masked name, 还差N人, the time left, 去参团. */
export function GroupRow({
  group,
  onJoin,
  busy,
}: {
  group: PintuanGroupVO
  onJoin?: () => void
  busy?: boolean
}) {
  const { t } = useTranslation('pintuan')
  return (
    <li className={styles.groupRow} data-testid="group-row">
      <span className={styles.groupFaces}>
        {group.members.map((m, i) => (
          <span key={`${m.nickName}-${i}`} className={styles.groupFace} title={m.nickName}>
            {m.face ? <img src={m.face} alt="" /> : m.nickName.slice(0, 1)}
          </span>
        ))}
      </span>
      <span className={styles.groupWho}>{group.nickName}</span>
      <span className={styles.groupLack}>
        <b>{t('lack', { count: group.lack })}</b>
        <small>
          {t('endsIn')} <Clock deadline={Date.now() + group.remainMs} />
        </small>
      </span>
      {onJoin ? (
        <button type="button" className="btn" disabled={busy} onClick={onJoin} data-testid="group-join">
          {t('join')}
        </button>
      ) : null}
    </li>
  )
}

/**
 * The goods page's 拼团 box, read in the browser (the goods page stays cached for everyone): the
 * group price of the chosen SKU, 发起拼团, and the groups one can join.
 */
export function GroupBuyBox({ goodsId, skuId, price }: { goodsId: string; skuId: string; price: number }) {
  const { t } = useTranslation('pintuan')
  const [data, setData] = useState<GoodsPintuanVO | null>(null)
  const buy = useGroupBuy()
  useEffect(() => {
    let live = true
    api
      .get<GoodsPintuanVO | null>(`/buyer/promotion/pintuan/goods/${goodsId}`)
      .then((d) => live && setData(d))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [goodsId])
  const sku = data?.pintuan.skus.find((s) => s.skuId === skuId)
  if (!data || !sku) return null
  const p = data.pintuan
  return (
    <section className={styles.groupBox} data-testid="group-buy">
      <div className={styles.groupHead}>
        <strong>{t('title')}</strong>
        <span>
          {t('people', { count: p.requiredNum })} · {t('hours', { count: p.limitHours })}
        </span>
      </div>
      <div className={styles.groupPriceLine}>
        <span>{t('groupPrice')}</span>
        <b data-testid="group-price">{formatPrice(sku.price)}</b>
        <s>
          {t('normalPrice')} {formatPrice(price)}
        </s>
        <button
          type="button"
          className="btn"
          disabled={buy.busy}
          onClick={() => buy.go(skuId)}
          data-testid="group-open"
        >
          {t('open')}
        </button>
      </div>
      <p className={styles.groupSub}>{data.groups.length ? t('openGroups') : t('empty')}</p>
      {data.groups.length ? (
        <ul className={styles.groupList}>
          {data.groups.map((g) => (
            <GroupRow key={g.id} group={g} busy={buy.busy} onJoin={() => buy.go(skuId, g.parentOrderSn)} />
          ))}
        </ul>
      ) : null}
    </section>
  )
}
