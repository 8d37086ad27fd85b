import { fenOf } from '@silk/contracts/money'
import type { TradeDTO } from '@silk/contracts/trade'
import { startTransition, useEffect, useOptimistic, useRef, useState } from 'react'
import { type ClientLoaderFunctionArgs, Link, useLoaderData, useNavigate, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Skeleton } from '../../components/ui/Skeleton.tsx'
import { memberClientLoad } from '../../features/accounts/member-client-load.ts'
import { CartStore } from '../../features/cart/CartStore.tsx'
import styles from '../../features/cart/cart.module.css'
import { type CheckOp, checkCall, withCheck } from '../../features/cart/cart-checks.ts'
import { refreshCartNum } from '../../features/cart/cart-count.ts'
import { Steps } from '../../features/checkout/Steps.tsx'
import { Approx } from '../../features/currency/Approx.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { formatPrice } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('cart')

// The document is the member shell (decision 022); the cart is read in the browser, as JD's is.
export const handle = { memberShell: true }

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return memberClientLoad(request, async (client) => ({
    cart: await client.get<TradeDTO>('/buyer/trade/carts/all'),
  }))
}

export function HydrateFallback() {
  const { t } = useTranslation('cart')
  return (
    <div className={shop.page}>
      <Steps active={0} title={t('heading')} />
      <Skeleton rows={3} card={false} />
    </div>
  )
}

/** /cart: the lines grouped by store; every check and quantity change is saved on the server. */
export default function CartPage() {
  const { t } = useTranslation('cart')
  const { cart: saved } = useLoaderData<typeof clientLoader>()
  // Checks show at once; the saved cart (and its totals) replaces the guess when the reload lands.
  const [cart, guessCheck] = useOptimistic(saved, withCheck)
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const [confirm, setConfirm] = useState<null | string[] | 'clear'>(null)
  const lines = cart.skuList
  const checked = lines.filter((l) => l.checked && !l.invalid)
  const allChecked = lines.length > 0 && lines.every((l) => l.checked)
  // The bar's count and total move together, from the saved cart.
  const price = saved.priceDetailDTO
  const checkedNum = saved.skuList.filter((l) => l.checked && !l.invalid).reduce((n, l) => n + l.num, 0)
  const pendingCheck = useRef<Promise<void>>(Promise.resolve())

  useEffect(() => {
    refreshCartNum()
  }, [])

  /** Runs a cart call, then reloads the page data (the client has toasted any failure). */
  async function run(call: () => Promise<unknown>, success?: string) {
    try {
      await call()
      if (success) toast.success(success)
      await refreshCartNum()
    } catch {
      // shown by the client
    }
    await revalidator.revalidate()
  }

  const setChecked = (op: CheckOp) =>
    startTransition(async () => {
      guessCheck(op)
      const { path, checked } = checkCall(op)
      const saving = run(() => api.post(path, { checked }))
      pendingCheck.current = saving
      await saving
    })

  const remove = (skuIds: string[]) =>
    run(() => api.del('/buyer/trade/carts/sku/remove', { skuIds: skuIds.join(',') }), t('deleted'))

  async function settle() {
    if (checked.length === 0) return toast.warning(t('selectOne'))
    // The checkout reads the server's checks: let a click still on its way land first.
    await pendingCheck.current
    navigate('/pay?way=CART')
  }

  if (lines.length === 0) {
    return (
      <div className={shop.page}>
        <Steps active={0} title={t('title', { count: 0 })} />
        <div className={styles.emptyCart} data-testid="cart-empty">
          <p>{t('empty')}</p>
          <Link to="/slShop" className={`btn ${shop.redBtn}`}>
            {t('goShopping')}
          </Link>
        </div>
      </div>
    )
  }

  return (
    <div className={shop.page}>
      {/* Counts what the header's badge counts (GET /buyer/trade/carts/count): the lines still for sale. */}
      <Steps active={0} title={t('title', { count: lines.filter((l) => !l.invalid).length })} />
      <div className={styles.cartHead}>
        <label>
          <input
            type="checkbox"
            checked={allChecked}
            onChange={(e) => setChecked({ scope: 'all', checked: e.target.checked })}
          />
          {t('checkAll')}
        </label>
        <span>{t('goods')}</span>
        <span>{t('unitPrice')}</span>
        <span>{t('quantity')}</span>
        <span>{t('subtotal')}</span>
        <span>{t('operation')}</span>
      </div>
      {cart.cartList.map((store) => (
        <CartStore key={store.storeId} store={store} run={run} onCheck={setChecked} onRemove={setConfirm} />
      ))}
      <div className={styles.cartBar} data-testid="cart-bar">
        <label>
          <input
            type="checkbox"
            checked={allChecked}
            onChange={(e) => setChecked({ scope: 'all', checked: e.target.checked })}
          />
          {t('checkAll')}
        </label>
        <button
          type="button"
          className={shop.linkBtn}
          onClick={() =>
            checked.length ? setConfirm(checked.map((l) => l.goodsSku.id)) : toast.warning(t('selectOne'))
          }
        >
          {t('deleteSelected')}
        </button>
        <button type="button" className={shop.linkBtn} onClick={() => setConfirm('clear')}>
          {t('clear')}
        </button>
        <span className={shop.grow} />
        <span>{t('selectedCount', { count: checkedNum })}</span>
        {price.discountPrice > 0 ? (
          <span>{t('saved', { amount: formatPrice(price.discountPrice) })}</span>
        ) : null}
        <span>
          {t('total')}{' '}
          <b className={shop.bigPrice} data-testid="cart-total">
            {formatPrice(price.goodsPrice - price.discountPrice)}
          </b>
          <Approx fen={fenOf(price.goodsPrice) - fenOf(price.discountPrice)} />
        </span>
        <button type="button" className={shop.settle} onClick={settle} data-testid="settle">
          {t('settle')}
        </button>
      </div>
      <ConfirmDialog
        open={Array.isArray(confirm)}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('deleteTitle')}
        message={t('deleteConfirm')}
        onConfirm={() => Array.isArray(confirm) && remove(confirm)}
      />
      <ConfirmDialog
        open={confirm === 'clear'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={t('common:ui.hint')}
        message={t('clearConfirm')}
        onConfirm={() => run(() => api.del('/buyer/trade/carts'), t('cleared'))}
      />
    </div>
  )
}
