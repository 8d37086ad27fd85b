import { minuteText } from '@silk/contracts/china-time'
import { useCallback, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { refreshCartNum } from '../cart/cart-count.ts'
import { CouponClaimedDialog } from '../coupons/CouponClaimedDialog.tsx'
import { percentOff } from '../coupons/coupon-text.ts'
import { ParcelLine } from '../tracking/ParcelLine.tsx'
import styles from './SideDrawer.module.css'
import { type CouponRow, sideApi } from './side-api.ts'

/** Loads once on mount; `null` while loading, `[]` on failure (the client already told the user). */
function useList<T>(load: () => Promise<T[]>) {
  const [rows, setRows] = useState<T[] | null>(null)
  const reload = useCallback(() => {
    load()
      .then(setRows)
      .catch(() => setRows([]))
  }, [load])
  useEffect(reload, [reload])
  return { rows, setRows, reload }
}

function Rows<T>({ rows, render }: { rows: T[] | null; render: (row: T) => React.ReactNode }) {
  if (rows === null) return <p className={styles.loading}>…</p>
  if (rows.length === 0) return <EmptyState />
  return <ul className={styles.list}>{rows.map(render)}</ul>
}

export function CartPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('chrome')
  const { rows, reload } = useList(sideApi.cart)
  const total = (rows ?? []).reduce((sum, line) => sum + line.goodsSku.price * line.num, 0)
  const remove = async (skuId: string) => {
    await sideApi.removeCartSku(skuId)
    toast.success(t('drawer.removed'))
    reload()
    // The count refreshes after a deletion (spec §4).
    await refreshCartNum()
  }
  return (
    <>
      <Rows
        rows={rows}
        render={(line) => (
          <li key={line.goodsSku.id} className={styles.item} data-testid="drawer-row">
            <Link
              to={`/goodsDetail?skuId=${line.goodsSku.id}&goodsId=${line.goodsSku.goodsId}`}
              onClick={onNavigate}
            >
              <img
                src={pictureAt(line.goodsSku.thumbnail, 200)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
              />
            </Link>
            <div className={styles.body}>
              <p className={styles.name}>{line.goodsSku.goodsName}</p>
              <p>
                <span className={styles.price}>{formatPrice(line.goodsSku.price)}</span>{' '}
                {t('drawer.quantity', { num: line.num })}
              </p>
            </div>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => void remove(line.goodsSku.id).catch(() => {})}
            >
              {t('drawer.remove')}
            </button>
          </li>
        )}
      />
      {rows?.length ? (
        <div className={styles.footer}>
          <span>
            {t('drawer.cartTotal', { count: rows.length })}{' '}
            <strong className={styles.price}>{formatPrice(total)}</strong>
          </span>
          <Link className="btn" to="/cart" onClick={onNavigate}>
            {t('drawer.goCart')}
          </Link>
        </div>
      ) : null}
    </>
  )
}

export function OrdersPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('chrome')
  const { rows } = useList(sideApi.orders)
  return (
    <Rows
      rows={rows}
      render={(order) => (
        <li key={order.sn} className={styles.order} data-testid="drawer-row">
          <Link to={`/home/OrderDetail?sn=${order.sn}`} onClick={onNavigate}>
            <p className={styles.orderHead}>
              <span>{t('drawer.orderSn', { sn: order.sn })}</span>
              <strong>
                {order.refunded
                  ? t('orderRefunded')
                  : t(`orderStatus.${order.orderStatus}`, { defaultValue: order.orderStatus })}
              </strong>
            </p>
            <div className={styles.thumbs}>
              {(order.orderItems ?? []).slice(0, 4).map((item) => (
                <img
                  key={item.skuId}
                  src={pictureAt(item.image, 200)}
                  alt=""
                  width={48}
                  height={48}
                  loading="lazy"
                />
              ))}
            </div>
            {order.orderStatus === 'DELIVERED' ? <ParcelLine sn={order.sn} /> : null}
            <p className={styles.orderFoot}>
              <span>{order.createTime}</span>
              <span className={styles.price}>{formatPrice(order.flowPrice)}</span>
            </p>
          </Link>
        </li>
      )}
    />
  )
}

function CouponValue({ coupon }: { coupon: CouponRow }) {
  const { t } = useTranslation('chrome')
  return (
    <strong>
      {coupon.couponType === 'DISCOUNT'
        ? t('drawer.couponDiscount', {
            discount: coupon.couponDiscount,
            percent: percentOff(coupon.couponDiscount),
          })
        : formatPrice(coupon.price)}
    </strong>
  )
}

export function CouponsPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('chrome')
  const { rows } = useList(sideApi.coupons)
  const [claimed, setClaimed] = useState<CouponRow | null>(null)
  const claim = async (coupon: CouponRow) => {
    await sideApi.claimCoupon(coupon.id)
    setClaimed(coupon)
  }
  return (
    <>
      <Rows
        rows={rows}
        render={(coupon) => (
          <li key={coupon.id} className={styles.coupon} data-testid="drawer-row">
            <div className={styles.couponValue}>
              <CouponValue coupon={coupon} />
              <span>
                {coupon.consumeThreshold > 0
                  ? t('drawer.couponThreshold', { threshold: coupon.consumeThreshold })
                  : t('drawer.couponNoThreshold')}
              </span>
            </div>
            <div className={styles.body}>
              <p className={styles.couponStore} title={coupon.storeName || undefined}>
                {coupon.storeName || t('drawer.platform')}
              </p>
              {coupon.endTime ? (
                <p className={`${styles.muted} ${styles.couponEnd}`} data-testid="coupon-end">
                  {t('drawer.couponEnd', { time: minuteText(coupon.endTime) })}
                </p>
              ) : null}
              <div className={styles.couponFoot}>
                <span>{t(`drawer.scope.${coupon.scopeType}`, { defaultValue: '' })}</span>
                <button
                  type="button"
                  className="btn btn-gold"
                  onClick={() => void claim(coupon).catch(() => {})}
                >
                  {t('drawer.claim')}
                </button>
              </div>
            </div>
          </li>
        )}
      />
      <CouponClaimedDialog coupon={claimed} onClose={() => setClaimed(null)} onNavigate={onNavigate} />
    </>
  )
}

/** A footprint's or a favourite's tile: its 120 px picture and price, to its goods page. */
function GoodsTileLink(props: {
  to: string
  picture: string
  name: string | null | undefined
  price: number
  onNavigate: () => void
}) {
  return (
    <Link to={props.to} onClick={props.onNavigate} title={props.name ?? undefined}>
      <img
        src={pictureAt(props.picture, 400)}
        alt={props.name ?? ''}
        width={120}
        height={120}
        loading="lazy"
      />
      <span className={styles.price}>{formatPrice(props.price)}</span>
    </Link>
  )
}

export function FootprintsPanel({ onNavigate }: { onNavigate: () => void }) {
  const { rows } = useList(sideApi.footprints)
  return (
    <Rows
      rows={rows}
      render={(row) => (
        <li key={row.id} className={styles.tile} data-testid="drawer-row">
          <GoodsTileLink
            to={`/goodsDetail?goodsId=${row.goodsId}&skuId=${row.id}`}
            picture={row.thumbnail}
            name={row.goodsName}
            price={row.price}
            onNavigate={onNavigate}
          />
        </li>
      )}
    />
  )
}

export function FavoritesPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('chrome')
  const { rows, setRows } = useList(sideApi.favorites)
  const remove = async (skuId: string) => {
    await sideApi.removeFavorite(skuId)
    toast.success(t('drawer.unfavorited'))
    setRows((list) => (list ?? []).filter((row) => row.skuId !== skuId))
  }
  return (
    <Rows
      rows={rows}
      render={(row) => (
        <li key={row.skuId} className={styles.tile} data-testid="drawer-row">
          <GoodsTileLink
            to={`/goodsDetail?goodsId=${row.goodsId}&skuId=${row.skuId}`}
            picture={row.image}
            name={row.goodsName}
            price={row.price}
            onNavigate={onNavigate}
          />
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void remove(row.skuId).catch(() => {})}
          >
            {t('drawer.unfavorite')}
          </button>
        </li>
      )}
    />
  )
}
