import type { Member } from '@silk/contracts/accounts'
import type { Page } from '@silk/contracts/paging'
import type { FreePayVO, MemberWalletVO, Recharge, WalletLog, WithdrawApply } from '@silk/contracts/wallet'
import type { TFunction } from 'i18next'
import { type ReactNode, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import type { z } from 'zod'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { FreePayDialog, PaymentPasswordDialog } from '../../features/wallet/PaymentPassword.tsx'
import { RechargeDialog, WithdrawDialog } from '../../features/wallet/WalletDialogs.tsx'
import styles from '../../features/wallet/wallet.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('money')

const TABS = ['log', 'recharge', 'withdraw'] as const
const PATHS = {
  log: '/buyer/wallet/log',
  recharge: '/buyer/wallet/recharge',
  withdraw: '/buyer/member/withdrawApply',
}
type Row = z.infer<typeof WalletLog> | z.infer<typeof Recharge> | z.infer<typeof WithdrawApply>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const tab = TABS.find((t) => t === url.searchParams.get('tab')) ?? 'log'
    const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
    const [wallet, rows, hasPayPassword, freePay, member] = await Promise.all([
      api.get<z.infer<typeof MemberWalletVO>>('/buyer/wallet/wallet'),
      api.get<Page<Row>>(PATHS[tab], { pageNumber, pageSize: 10 }),
      api.get<boolean>('/buyer/passport/member/wallet/check'),
      api.get<z.infer<typeof FreePayVO>>('/buyer/wallet/wallet/free-pay'),
      api.get<Member>('/buyer/passport/member'),
    ])
    return { tab, wallet, rows, hasPayPassword, freePay, mobile: member.mobile }
  })
}

/** /home/MoneyManagement: balance, frozen amount, recharge, withdraw, and the three ledgers. */
export default function MoneyPage() {
  const { t } = useTranslation('wallet')
  const { tab, wallet, rows, hasPayPassword, freePay, mobile } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const [dialog, setDialog] = useState<null | 'recharge' | 'withdraw' | 'password' | 'free'>(null)
  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{t('title')}</h2>
      </header>
      <div className={shop.statsBand}>
        <div>
          <span>{t('balance')}</span>
          <b className={shop.statsPrimary} data-testid="wallet-balance">
            {formatPrice(wallet.memberWallet)}
          </b>
        </div>
        <div>
          <span>{t('frozen')}</span>
          <b data-testid="wallet-frozen">{formatPrice(wallet.memberFrozenWallet)}</b>
        </div>
        <span className={shop.grow} />
        <button type="button" className={`btn ${shop.redBtn}`} onClick={() => setDialog('recharge')}>
          {t('recharge')}
        </button>
        <button type="button" className={`btn ${styles.walletGhost}`} onClick={() => setDialog('withdraw')}>
          {t('withdraw')}
        </button>
      </div>
      <div className={styles.payPassword} data-testid="pay-password">
        <div>
          <strong>{t('payPassword.title')}</strong>
          <small className={shop.muted}>
            {hasPayPassword ? t('payPassword.isSet') : t('payPassword.notSet')}
          </small>
        </div>
        <span className={shop.grow} />
        <button type="button" className="btn btn-ghost" onClick={() => setDialog('password')}>
          {hasPayPassword ? t('payPassword.change') : t('payPassword.set')}
        </button>
      </div>
      {hasPayPassword ? (
        <div className={styles.payPassword} data-testid="free-pay">
          <div>
            <strong>{t('payPassword.freeTitle')}</strong>
            <small className={shop.muted}>
              {freePay.limit > 0
                ? t('payPassword.freeOn', { limit: freePay.limit, left: freePay.left })
                : t('payPassword.freeOff')}
            </small>
          </div>
          <span className={shop.grow} />
          <button type="button" className="btn btn-ghost" onClick={() => setDialog('free')}>
            {t('payPassword.freeSet')}
          </button>
        </div>
      ) : null}
      <Tabs
        label={t('title')}
        current={tab}
        tabs={TABS.map((key) => ({ key, label: t(`tab.${key}`), href: `?tab=${key}` }))}
      />
      <Table
        columns={columns(tab, t)}
        rows={rows.records}
        rowKey={(row) => row.id}
        empty={<EmptyState />}
        testId={`wallet-${tab}`}
      />
      <Pager
        current={rows.current}
        pages={rows.pages}
        total={rows.total}
        href={(n) => `?tab=${tab}&page=${n}`}
      />
      <RechargeDialog
        open={dialog === 'recharge'}
        onOpenChange={(o) => setDialog(o ? 'recharge' : null)}
        limits={wallet.recharge}
      />
      <WithdrawDialog
        open={dialog === 'withdraw'}
        onOpenChange={(o) => setDialog(o ? 'withdraw' : null)}
        balance={wallet.memberWallet}
        needPassword={hasPayPassword}
        onDone={() => revalidator.revalidate()}
      />
      <PaymentPasswordDialog
        open={dialog === 'password'}
        onOpenChange={(o) => setDialog(o ? 'password' : null)}
        isSet={hasPayPassword}
        mobile={mobile}
        onDone={() => revalidator.revalidate()}
      />
      <FreePayDialog
        key={freePay.limit}
        open={dialog === 'free'}
        onOpenChange={(o) => setDialog(o ? 'free' : null)}
        limit={freePay.limit}
        onDone={() => revalidator.revalidate()}
      />
    </section>
  )
}

type Log = z.infer<typeof WalletLog>
type RechargeRow = z.infer<typeof Recharge>
type Withdrawal = z.infer<typeof WithdrawApply>

/** The ledger's columns; their headers are one list per tab in the translations. */
function columns(tab: (typeof TABS)[number], t: TFunction): Column<Row>[] {
  const headers = t(`cols.${tab}`, { returnObjects: true }) as string[]
  const column = <R extends Row>(i: number, cell: (r: R) => ReactNode, cellClass?: (r: R) => string) => ({
    key: String(i),
    header: headers[i],
    cell: (row: Row) => cell(row as R),
    cellClass: cellClass ? (row: Row) => cellClass(row as R) : undefined,
  })
  if (tab === 'log') {
    return [
      column<Log>(0, (r) => r.createTime),
      column<Log>(
        1,
        (r) => (
          <>
            {r.money >= 0 ? '+ ' : '- '}
            {formatPrice(Math.abs(r.money))}
          </>
        ),
        (r) => (r.money >= 0 ? shop.green : shop.red),
      ),
      column<Log>(2, (r) => r.detail),
    ]
  }
  if (tab === 'recharge') {
    return [
      column<RechargeRow>(0, (r) => r.createTime),
      column<RechargeRow>(1, (r) => r.rechargeSn),
      column<RechargeRow>(2, (r) => formatPrice(r.rechargeMoney)),
      column<RechargeRow>(3, (r) => t(`payStatus.${r.payStatus}`)),
      column<RechargeRow>(4, (r) => (r.rechargeWay ? t(`payment:method.${r.rechargeWay}`) : '—')),
      column<RechargeRow>(5, (r) => r.payTime ?? '—'),
    ]
  }
  return [
    column<Withdrawal>(0, (r) => r.createTime),
    column<Withdrawal>(1, (r) => r.sn),
    column<Withdrawal>(2, (r) => formatPrice(r.applyMoney)),
    column<Withdrawal>(3, (r) => t(`applyStatus.${r.applyStatus}`)),
    column<Withdrawal>(4, (r) => r.inspectTime ?? '—'),
    column<Withdrawal>(5, (r) => r.inspectRemark ?? '—'),
  ]
}
