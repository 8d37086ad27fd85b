import type { Coupon, MemberCoupon } from '@silk/contracts/coupon'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData, useNavigate, useRevalidator } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { CouponTicket } from '../../features/coupons/CouponTicket.tsx'
import { couponUseHref } from '../../features/coupons/coupon-text.ts'
import styles from '../../features/coupons/coupons.module.css'
import { useClaimCoupon } from '../../features/coupons/use-claim.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('coupons')

const TABS = ['NEW', 'USED', 'EXPIRE', 'CENTRE'] as const
const PAGE_SIZE = 10

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const tab = TABS.find((t) => t === url.searchParams.get('status')) ?? 'NEW'
    const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
    if (tab === 'CENTRE') {
      const centre = await api.get<Page<Coupon>>('/buyer/promotion/coupon', {
        pageNumber,
        pageSize: PAGE_SIZE,
      })
      return { tab, centre, mine: null }
    }
    const mine = await api.get<Page<MemberCoupon>>('/buyer/promotion/coupon/getCoupons', {
      memberCouponStatus: tab,
      pageNumber,
      pageSize: PAGE_SIZE,
    })
    return { tab, centre: null, mine }
  })
}

/** /home/Coupons: my coupons by status, and the claim centre (领券中心). */
export default function CouponsPage() {
  const { t } = useTranslation('coupons')
  const { tab, centre, mine } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const navigate = useNavigate()
  const { claim, dialog } = useClaimCoupon(() => revalidator.revalidate())
  const list = centre ?? mine
  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{t('title')}</h2>
      </header>
      <Tabs
        label={t('title')}
        current={tab}
        tabs={TABS.map((key) => ({ key, label: t(`tab.${key}`), href: `?status=${key}` }))}
      />
      {list && list.records.length === 0 ? <EmptyState /> : null}
      <div className={styles.ticketGrid}>
        {centre?.records.map((c) => {
          const left = c.publishNum > 0 ? c.publishNum - c.receivedNum : null
          return (
            <CouponTicket key={c.id} coupon={c} note={left !== null ? t('left', { count: left }) : undefined}>
              <button type="button" onClick={() => claim(c)} disabled={left === 0} data-testid="claim">
                {left === 0 ? t('gone') : t('claim')}
              </button>
            </CouponTicket>
          )
        })}
        {mine?.records.map((c) => (
          <CouponTicket key={c.id} coupon={c} muted={tab !== 'NEW'}>
            {tab === 'NEW' ? (
              <button type="button" onClick={() => navigate(couponUseHref(c))}>
                {t('useNow')}
              </button>
            ) : (
              <span className={styles.usedStamp}>{t(`tab.${tab}`)}</span>
            )}
          </CouponTicket>
        ))}
      </div>
      {list ? (
        <Pager
          current={list.current}
          pages={list.pages}
          total={list.total}
          href={(n) => `?status=${tab}&page=${n}`}
        />
      ) : null}
      {dialog}
    </section>
  )
}
