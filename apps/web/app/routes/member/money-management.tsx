import type { Page } from '@silk/contracts/paging'
import type { MemberWalletVO, Recharge, WalletLog, WithdrawApply } from '@silk/contracts/wallet'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import type { z } from 'zod'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { PaymentPasswordDialog } from '../../features/wallet/PaymentPassword.tsx'
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
    const [wallet, rows, hasPayPassword] = await Promise.all([
      api.get<z.infer<typeof MemberWalletVO>>('/buyer/wallet/wallet'),
      api.get<Page<Row>>(PATHS[tab], { pageNumber, pageSize: 10 }),
      api.get<boolean>('/buyer/passport/member/wallet/check'),
    ])
    return { tab, wallet, rows, hasPayPassword }
  })
}

/** /home/MoneyManagement: balance, frozen amount, recharge, withdraw, and the three ledgers. */
export default function MoneyPage() {
  const { t } = useTranslation('trade')
  const { tab, wallet, rows, hasPayPassword } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const [dialog, setDialog] = useState<null | 'recharge' | 'withdraw' | 'password'>(null)
  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{t('wallet.title')}</h2>
      </header>
      <div className={shop.statsBand}>
        <div>
          <span>{t('wallet.balance')}</span>
          <b className={shop.statsPrimary} data-testid="wallet-balance">
            {formatPrice(wallet.memberWallet)}
          </b>
        </div>
        <div>
          <span>{t('wallet.frozen')}</span>
          <b data-testid="wallet-frozen">{formatPrice(wallet.memberFrozenWallet)}</b>
        </div>
        <span className={shop.grow} />
        <button type="button" className={`btn ${shop.redBtn}`} onClick={() => setDialog('recharge')}>
          {t('wallet.recharge')}
        </button>
        <button type="button" className={`btn ${styles.walletGhost}`} onClick={() => setDialog('withdraw')}>
          {t('wallet.withdraw')}
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
      <Tabs
        label={t('wallet.title')}
        current={tab}
        tabs={TABS.map((key) => ({ key, label: t(`wallet.tab.${key}`), href: `?tab=${key}` }))}
      />
      {rows.records.length === 0 ? (
        <EmptyState />
      ) : (
        <table className={shop.goodsTable} data-testid={`wallet-${tab}`}>
          <thead>
            <tr>
              {(t(`wallet.cols.${tab}`, { returnObjects: true }) as string[]).map((c) => (
                <th key={c}>{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.records.map((row) => (
              <tr key={row.id}>{cells(tab, row, t)}</tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        current={rows.current}
        pages={rows.pages}
        total={rows.total}
        href={(n) => `?tab=${tab}&page=${n}`}
      />
      <RechargeDialog open={dialog === 'recharge'} onOpenChange={(o) => setDialog(o ? 'recharge' : null)} />
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
        onDone={() => revalidator.revalidate()}
      />
    </section>
  )
}

function cells(tab: (typeof TABS)[number], row: Row, t: (k: string) => string) {
  if (tab === 'log') {
    const r = row as z.infer<typeof WalletLog>
    return (
      <>
        <td>{r.createTime}</td>
        <td className={r.money >= 0 ? shop.green : shop.red}>
          {r.money >= 0 ? '+ ' : '- '}
          {formatPrice(Math.abs(r.money))}
        </td>
        <td>{r.detail}</td>
      </>
    )
  }
  if (tab === 'recharge') {
    const r = row as z.infer<typeof Recharge>
    return (
      <>
        <td>{r.createTime}</td>
        <td>{r.rechargeSn}</td>
        <td>{formatPrice(r.rechargeMoney)}</td>
        <td>{t(`wallet.payStatus.${r.payStatus}`)}</td>
        <td>{r.rechargeWay ? t(`cashier.method.${r.rechargeWay}`) : '—'}</td>
        <td>{r.payTime ?? '—'}</td>
      </>
    )
  }
  const r = row as z.infer<typeof WithdrawApply>
  return (
    <>
      <td>{r.createTime}</td>
      <td>{r.sn}</td>
      <td>{formatPrice(r.applyMoney)}</td>
      <td>{t(`wallet.applyStatus.${r.applyStatus}`)}</td>
      <td>{r.inspectTime ?? '—'}</td>
      <td>{r.inspectRemark ?? '—'}</td>
    </>
  )
}
