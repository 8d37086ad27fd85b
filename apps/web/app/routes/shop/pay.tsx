import type { MemberAddress } from '@silk/contracts/address'
import type { Page } from '@silk/contracts/paging'
import type { StoreAddress, Trade, TradeDTO } from '@silk/contracts/trade'
import { useEffect, useState } from 'react'
import {
  Link,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useNavigate,
  useRevalidator,
} from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { AddressBook } from '../../features/addresses/AddressBook.tsx'
import { CheckoutCoupons } from '../../features/checkout/CheckoutCoupons.tsx'
import styles from '../../features/checkout/checkout.module.css'
import { InvoiceSection } from '../../features/checkout/InvoiceSection.tsx'
import { PickupPoints } from '../../features/checkout/PickupPoints.tsx'
import { PriceSummary } from '../../features/checkout/PriceSummary.tsx'
import { Steps } from '../../features/checkout/Steps.tsx'
import { Approx } from '../../features/currency/Approx.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { addressText, formatPrice, maskPhone } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('pay')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const asked = url.searchParams.get('way')
    const way =
      asked === 'BUY_NOW' || asked === 'POINTS' || asked === 'PINTUAN' || asked === 'KANJIA' ? asked : 'CART'
    // 拼团: the group joined (its leader's order); none opens a new group (decision 161).
    const parentOrderSn = way === 'PINTUAN' ? (url.searchParams.get('parentOrderSn') ?? '').slice(0, 64) : ''
    const [trade, addresses, methods] = await Promise.all([
      api.get<TradeDTO>('/buyer/trade/carts/checked', { way }),
      api.get<Page<MemberAddress>>('/buyer/member/address', { pageNumber: 1, pageSize: 100 }),
      api.get<string[]>('/buyer/trade/carts/shippingMethodList', { way }),
    ])
    // Nothing to buy: back to the cart, as the reference client does.
    if (trade.checkedSkuList.length === 0) throw redirect('/cart')
    // Self pickup is offered for one store only: its points (the first store group, as the reference).
    const store = trade.cartList[0]
    const points =
      store?.deliveryMethod === 'SELF_PICK_UP'
        ? (
            await api.get<Page<z.infer<typeof StoreAddress>>>(`/buyer/store/address/page/${store.storeId}`, {
              pageNumber: 1,
              pageSize: 100,
            })
          ).records
        : []
    return { way, parentOrderSn, trade, addresses: addresses.records, methods, points }
  })
}

/**
 * /pay?way=CART|BUY_NOW|POINTS|PINTUAN[&parentOrderSn=]: address (or pickup point), delivery, goods, invoice, coupons, totals,
 * submit → cashier. A points exchange (POINTS) has no coupons and is paid with its points on submit.
 */
export default function PayPage() {
  const { t } = useTranslation('checkout')
  const { way, parentOrderSn, trade, addresses, methods, points } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const [remarks, setRemarks] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const method = trade.cartList[0]?.deliveryMethod ?? 'LOGISTICS'
  const address = trade.memberAddress
  const pickup = trade.storeAddress

  useEffect(() => {
    if (trade.notSupportFreight?.length) {
      toast.warning(
        t('noFreight', { names: trade.notSupportFreight.map((l) => l.goodsSku.goodsName).join('、') }),
      )
    }
  }, [trade.notSupportFreight, t])

  async function run(call: () => Promise<unknown>, success?: string) {
    try {
      await call()
      if (success) toast.success(success)
    } catch {
      // shown by the client
    }
    revalidator.revalidate()
  }

  async function submit() {
    if (method === 'LOGISTICS' && !address) return toast.warning(t('needAddress'))
    if (method === 'SELF_PICK_UP' && !pickup) return toast.warning(t('needPickup'))
    setBusy(true)
    try {
      const remark = Object.entries(remarks)
        .filter(([, text]) => text.trim())
        .map(([storeId, text]) => ({ storeId, remark: text.trim() }))
      const created = await api.post<z.infer<typeof Trade>>(
        '/buyer/trade/carts/create/trade',
        {
          way,
          client: 'PC',
          ...(remark.length ? { remark } : {}),
          ...(parentOrderSn ? { parentOrderSn } : {}),
        },
        { json: true },
      )
      if (created.payStatus === 'PAID') navigate(`/payDone?orderType=TRADE&sn=${created.sn}`)
      else navigate(`/payment?orderType=TRADE&sn=${created.sn}`)
    } catch {
      // The toast says why; the page reloads what changed (a coupon used elsewhere, stock, a price).
      setBusy(false)
      revalidator.revalidate()
    }
  }

  return (
    <div className={shop.page}>
      <Steps active={1} title={t('title')} />
      {method === 'LOGISTICS' ? (
        <AddressBook
          addresses={addresses}
          selectedId={address?.id ?? null}
          onSelect={(id) =>
            run(
              () => api.get('/buyer/trade/carts/shippingAddress', { way, shippingAddressId: id }),
              t('addressChosen'),
            )
          }
          onChanged={() => revalidator.revalidate()}
        />
      ) : (
        <PickupPoints
          points={points}
          selectedId={pickup?.id ?? null}
          onSelect={(id) =>
            run(
              () => api.get('/buyer/trade/carts/storeAddress', { way, storeAddressId: id }),
              t('pickupChosen'),
            )
          }
        />
      )}
      <section className={shop.card}>
        <h2 className={shop.cardTitle}>{t('method')}</h2>
        <div className={styles.tiles}>
          {methods
            .filter((m) => m === 'LOGISTICS' || m === 'SELF_PICK_UP')
            .map((m) => (
              <button
                key={m}
                type="button"
                className={m === method ? styles.tileOn : styles.tile}
                aria-pressed={m === method}
                onClick={() =>
                  run(() => api.put('/buyer/trade/carts/shippingMethod', { way, shippingMethod: m }))
                }
              >
                {t(`methods.${m}`)}
              </button>
            ))}
        </div>
      </section>
      <section className={shop.card}>
        <h2 className={shop.cardTitle}>
          {t('goods')}
          <Link to="/cart" className={styles.cardLink}>
            {t('backToCart')}
          </Link>
        </h2>
        {trade.cartList
          .filter((s) => s.checkedSkuList.length > 0)
          .map((store) => (
            <div key={store.storeId} className={styles.payStore} data-testid="pay-store">
              <h3>{store.storeName}</h3>
              {store.checkedSkuList.map((line) => (
                <div key={line.goodsSku.id} className={styles.payLine}>
                  <img src={pictureAt(line.goodsSku.thumbnail, 200)} alt="" width={60} height={60} />
                  <span className={shop.grow}>
                    {line.goodsSku.goodsName}
                    {line.goodsSku.simpleSpecs ? <small> {line.goodsSku.simpleSpecs}</small> : null}
                  </span>
                  <span>
                    {formatPrice(line.purchasePrice)}
                    <Approx value={line.purchasePrice} />
                  </span>
                  <span>×{line.num}</span>
                  <span>{line.goodsSku.quantity > 0 ? t('cart:inStock') : t('cart:noStock')}</span>
                  <b className={shop.red}>{formatPrice(line.subTotal)}</b>
                </div>
              ))}
              {store.fullDiscount?.isFull ? (
                <p className={styles.storeDiscount} data-testid="pay-full-discount">
                  <b className={styles.fullTag}>{t('cart:fullTag')}</b>
                  <span className={shop.grow}>
                    {store.fullDiscount.promotionName} · {store.fullDiscount.rule}
                  </span>
                  <b className={shop.red}>-{formatPrice(store.fullDiscount.discount)}</b>
                </p>
              ) : null}
              <label className={styles.remark}>
                <span>{t('remark')}</span>
                <input
                  maxLength={60}
                  value={remarks[store.storeId] ?? ''}
                  placeholder={t('remarkHint')}
                  onChange={(e) => setRemarks((r) => ({ ...r, [store.storeId]: e.target.value }))}
                />
                <small>{(remarks[store.storeId] ?? '').length}/60</small>
              </label>
            </div>
          ))}
      </section>
      <InvoiceSection way={way} receipt={trade.receiptVO} onSaved={() => revalidator.revalidate()} />
      {way === 'POINTS' ? null : <CheckoutCoupons trade={trade} way={way} run={run} />}
      <PriceSummary
        price={trade.priceDetailDTO}
        count={trade.checkedSkuList.reduce((n, l) => n + l.num, 0)}
        unit={commonUnit(trade.checkedSkuList.map((l) => l.goodsSku.goodsUnit))}
      />
      <div className={styles.submitBar}>
        <span className={shop.grow} data-testid="deliver-to">
          {address && method === 'LOGISTICS'
            ? t('shipTo', {
                address: `${addressText(address.consigneeAddressPath)} ${address.detail}`,
                name: address.name,
                mobile: maskPhone(address.mobile),
              })
            : null}
          {pickup && method === 'SELF_PICK_UP'
            ? t('pickupAt', {
                name: pickup.addressName,
                address: addressText(pickup.address),
                mobile: pickup.mobile,
              })
            : null}
        </span>
        <span>
          {t('payable')} <b className={shop.bigPrice}>{formatPrice(trade.priceDetailDTO.flowPrice)}</b>
          <Approx value={trade.priceDetailDTO.flowPrice} />
        </span>
        <button
          type="button"
          className={shop.settle}
          disabled={busy}
          onClick={submit}
          data-testid="submit-order"
        >
          {t('submit')}
        </button>
      </div>
    </div>
  )
}

/** The lines' unit of measure when they all share one (60 套); 件 for a mix. */
function commonUnit(units: string[]): string {
  const distinct = new Set(units.filter(Boolean))
  return distinct.size === 1 ? [...distinct][0]! : '件'
}
