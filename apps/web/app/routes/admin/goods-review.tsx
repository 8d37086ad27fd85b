import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { GoodsCell, GoodsDetailDialog, type GoodsRow } from '../../features/admin/goods.tsx'
import { listQuery, QueuePager, ReviewButtons } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const [page, setting] = await Promise.all([
      api.get<Page<GoodsRow>>('/manager/goods/goods/auth/list', listQuery(url, ['goodsName', 'storeName'])),
      // The review switch is a setting: operators without `setting:read` do not see it.
      api.get<{ goodsCheck: boolean }>('/manager/setting/goods').catch(() => null),
    ])
    return { page, setting }
  })
}

/**
 * 商品审核: goods waiting for the operator, oldest first. Approving or refusing is done in the detail,
 * which shows the pictures, SKUs and what changed since the approved version (decision 154).
 */
export default function GoodsReview() {
  const { page, setting } = useLoaderData<typeof loader>()
  const canSet = useAdminCanWrite('setting')
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('goods')
  const { run, busy } = useConsoleAction(ADMIN)
  const [shown, setShown] = useState<GoodsRow | null>(null)
  const judge = async (row: GoodsRow, passed: boolean, reason?: string) => {
    const ok = await run(
      {
        method: 'PUT',
        path: '/manager/goods/goods/auth',
        query: { goodsId: row.id, authFlag: passed ? 'PASS' : 'REFUSE', ...(reason ? { reason } : {}) },
      },
      passed ? t('goods.approved') : t('goods.refused'),
    )
    if (ok) setShown(null)
    return ok
  }
  const review = (r: GoodsRow) =>
    canWrite ? (
      <ReviewButtons
        busy={busy}
        approveMessage={t('goods.approveConfirm', { name: r.goodsName })}
        refuseTitle={t('goods.refuseTitle')}
        refuseHint={t('goods.refuseHint')}
        onApprove={() => judge(r, true)}
        onRefuse={(reason) => judge(r, false, reason)}
      />
    ) : null
  return (
    <ConsolePage site={ADMIN} group={t('area.goods')} title={t('goods.reviewTitle')} readOnly={!canWrite}>
      {setting ? (
        <Panel>
          <p className={styles.switchLine} data-testid="goods-review-switch">
            {setting.goodsCheck ? t('goods.reviewOn') : t('goods.reviewOff')}
            {canSet ? (
              <RowButton
                disabled={busy}
                onClick={() =>
                  void run(
                    {
                      method: 'PUT',
                      path: '/manager/setting/goods',
                      query: { goodsCheck: String(!setting.goodsCheck) },
                    },
                    setting.goodsCheck ? t('goods.reviewTurnedOff') : t('goods.reviewTurnedOn'),
                  )
                }
              >
                {setting.goodsCheck ? t('goods.turnOff') : t('goods.turnOn')}
              </RowButton>
            ) : null}
          </p>
        </Panel>
      ) : null}
      <Panel>
        <SearchForm
          testId="goods-review-filters"
          submitLabel={t('common.filter')}
          fields={[
            { name: 'goodsName', label: t('goods.name'), maxLength: 64 },
            { name: 'storeName', label: t('goods.store'), maxLength: 64 },
          ]}
        />
        <Table
          testId="goods-review-table"
          rows={page.records}
          rowKey={(r) => r.id}
          empty={<p className={consoleStyles.muted}>{t('goods.reviewEmpty')}</p>}
          columns={[
            { key: 'goods', header: t('goods.name'), cell: (r) => <GoodsCell row={r} /> },
            { key: 'store', header: t('goods.store'), cell: (r) => r.storeName },
            { key: 'category', header: t('goods.category'), cell: (r) => r.categoryName },
            { key: 'price', header: t('goods.price'), align: 'right', cell: (r) => formatPrice(r.price) },
            { key: 'qty', header: t('goods.quantity'), align: 'right', cell: (r) => r.quantity },
            { key: 'time', header: t('goods.submitted'), cell: (r) => r.updateTime },
            {
              key: 'ops',
              header: '',
              align: 'right',
              cell: (r) => (
                <RowActions>
                  {/* Approval is given from the detail, where the changes since the approved version are. */}
                  <RowButton onClick={() => setShown(r)}>
                    {canWrite ? t('goods.reviewOpen') : t('common.detail')}
                  </RowButton>
                </RowActions>
              ),
            },
          ]}
        />
        <QueuePager page={page} />
      </Panel>
      <GoodsDetailDialog row={shown} onClose={() => setShown(null)} actions={shown ? review(shown) : null} />
    </ConsolePage>
  )
}
