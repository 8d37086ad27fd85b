import type { ManagerMember, ManagerMemberDetail } from '@silk/contracts/admin-members'
import type { Page } from '@silk/contracts/paging'
import { useEffect, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { MemberAddDialog } from '../../features/admin/MemberAddDialog.tsx'
import { Fact, listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

type Row = z.infer<typeof ManagerMember>
type Detail = z.infer<typeof ManagerMemberDetail>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => ({
    page: await api.get<Page<Row>>('/manager/passport/member', listQuery(url, ['keyword', 'status'])),
  }))
}

/** 会员列表: search by username, mobile or nickname; add; detail with orders, wallet and points; disable / enable. */
export default function Members() {
  const { page } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('member')
  const { run, busy } = useConsoleAction(ADMIN)
  const [shown, setShown] = useState<Row | null>(null)
  const [pending, setPending] = useState<Row | null>(null)
  const [adding, setAdding] = useState(false)
  const disabling = pending?.enabled === true
  const toggle = (row: Row) =>
    run(
      { method: 'PUT', path: `/manager/passport/member/${row.enabled ? 'disable' : 'enable'}/${row.id}` },
      row.enabled ? t('members.disabled') : t('members.enabled'),
    )
  return (
    <ListPage
      site={ADMIN}
      group={t('area.member')}
      title={t('members.title')}
      readOnly={!canWrite}
      add={{ label: t('members.add'), onClick: () => setAdding(true), testId: 'member-add' }}
      filters={
        <SearchForm
          testId="member-search"
          status={statusTabs('status', t('common.status'), ['OPEN', 'CLOSE'] as const, (s) =>
            t(`members.state.${s}`),
          )}
          fields={[
            {
              name: 'keyword',
              label: t('members.keyword'),
              maxLength: 64,
              placeholder: t('members.keywordHint'),
            },
          ]}
        />
      }
      table={{ testId: 'member-table', rows: page.records, rowKey: (r) => r.id }}
      page={page}
      columns={[
        {
          key: 'name',
          header: t('members.username'),
          cell: (r) => (
            <span className={styles.goodsCell}>
              {r.face ? <img src={r.face} alt="" width={32} height={32} /> : null}
              <span>
                {r.username}
                <small>{r.nickName ?? ''}</small>
              </span>
            </span>
          ),
        },
        { key: 'mobile', header: t('members.mobile'), cell: (r) => r.mobile },
        { key: 'point', header: t('members.points'), align: 'right', cell: (r) => r.point },
        { key: 'login', header: t('members.lastLogin'), cell: (r) => r.lastLoginDate ?? '—' },
        { key: 'time', header: t('members.registered'), cell: (r) => r.createTime },
        {
          key: 'state',
          header: t('common.status'),
          cell: (r) => (
            <StatusText waiting={!r.enabled}>{t(`members.state.${r.enabled ? 'OPEN' : 'CLOSE'}`)}</StatusText>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) => (
            <RowActions>
              <RowButton onClick={() => setShown(r)}>{t('common.detail')}</RowButton>
              {canWrite ? (
                <RowButton disabled={busy} onClick={() => setPending(r)}>
                  {r.enabled ? t('common.disable') : t('common.enable')}
                </RowButton>
              ) : null}
            </RowActions>
          ),
        },
      ]}
    >
      <MemberDialog row={shown} onClose={() => setShown(null)} />
      {adding ? <MemberAddDialog onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={disabling ? t('members.disable') : t('members.enable')}
        message={
          pending
            ? t(disabling ? 'members.disableConfirm' : 'members.enableConfirm', { name: pending.username })
            : undefined
        }
        confirmLabel={disabling ? t('common.disable') : t('common.enable')}
        onConfirm={() => pending && void toggle(pending)}
      />
    </ListPage>
  )
}

function MemberDialog({ row, onClose }: { row: Row | null; onClose(): void }) {
  const { t } = useTranslation('admin')
  const [detail, setDetail] = useState<Detail | null>(null)
  useEffect(() => {
    setDetail(null)
    if (!row) return
    let live = true
    consoleBrowser(ADMIN)
      .api.get<Detail>(`/manager/passport/member/${row.id}`)
      .then((d) => live && setDetail(d))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [row])
  const none = <p className={consoleStyles.muted}>{t('members.nothing')}</p>
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row ? t('members.detailTitle', { name: row.username }) : ''}
      width={820}
      testId="member-detail"
    >
      {!detail ? (
        <p>{t('common.loading')}</p>
      ) : (
        <>
          <dl className={styles.facts}>
            <Fact label={t('members.username')}>{detail.member.username}</Fact>
            <Fact label={t('members.nickName')}>{detail.member.nickName}</Fact>
            <Fact label={t('members.mobile')}>{detail.member.mobile}</Fact>
            <Fact label={t('common.status')}>
              {t(`members.state.${detail.member.enabled ? 'OPEN' : 'CLOSE'}`)}
            </Fact>
            <Fact label={t('members.registered')}>{detail.member.createTime}</Fact>
            <Fact label={t('members.balance')}>
              {t('members.balanceLine', {
                balance: formatPrice(detail.wallet.balance),
                frozen: formatPrice(detail.wallet.frozen),
              })}
            </Fact>
            <Fact label={t('members.points')}>{`${detail.member.point} / ${detail.member.totalPoint}`}</Fact>
          </dl>
          <h3 className={styles.detailHeading}>{t('members.orders', { total: detail.orderCount })}</h3>
          <Table
            testId="member-orders"
            rows={detail.orders}
            rowKey={(o) => o.sn}
            empty={none}
            columns={[
              { key: 'sn', header: t('members.orderSn'), cell: (o) => o.sn },
              { key: 'store', header: t('goods.store'), cell: (o) => o.storeName },
              {
                key: 'price',
                header: t('members.amount'),
                align: 'right',
                cell: (o) => formatPrice(o.flowPrice),
              },
              {
                key: 'status',
                header: t('common.status'),
                cell: (o) => t(`members.orderStatus.${o.orderStatus}`, { defaultValue: o.orderStatus }),
              },
              { key: 'time', header: t('common.time'), cell: (o) => o.createTime },
            ]}
          />
          <h3 className={styles.detailHeading}>{t('members.walletLog')}</h3>
          <Table
            testId="member-wallet-log"
            rows={detail.walletLogs}
            rowKey={(l) => l.id}
            empty={none}
            columns={[
              { key: 'time', header: t('common.time'), cell: (l) => l.createTime },
              { key: 'detail', header: t('members.detail'), cell: (l) => l.detail },
              {
                key: 'money',
                header: t('members.amount'),
                align: 'right',
                cell: (l) => formatPrice(l.money),
              },
              {
                key: 'after',
                header: t('members.balance'),
                align: 'right',
                cell: (l) => formatPrice(l.balanceAfter),
              },
            ]}
          />
          <h3 className={styles.detailHeading}>{t('members.pointLog')}</h3>
          <Table
            testId="member-points"
            rows={detail.points}
            rowKey={(p) => p.id}
            empty={none}
            columns={[
              { key: 'time', header: t('common.time'), cell: (p) => p.createTime },
              { key: 'content', header: t('members.detail'), cell: (p) => p.content },
              {
                key: 'change',
                header: t('members.change'),
                align: 'right',
                cell: (p) => `${p.pointType === 'REDUCE' ? '−' : '+'}${p.variablePoint}`,
              },
              { key: 'after', header: t('members.points'), align: 'right', cell: (p) => p.point },
            ]}
          />
        </>
      )}
    </Dialog>
  )
}
