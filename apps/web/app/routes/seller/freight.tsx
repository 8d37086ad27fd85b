import type { FreightTemplateView } from '@silk/contracts/freight'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import type { Column } from '../../components/ui/Table.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowTextButton } from '../../features/console/RowActions.tsx'
import { chargeText } from '../../features/seller/settings/freight-text.ts'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { joinList, labelColon } from '../../lib/format.ts'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api) => ({
    templates: await api.get<FreightTemplateView[]>('/store/setting/freightTemplate'),
  }))
}

/** 运费模板: the store's templates, what each charges, how many goods use it; edit and delete. */
export default function SellerFreight() {
  const { templates } = useLoaderData<typeof loader>()
  const { t, lang } = useTranslation('sellerSettings')
  const { t: tc } = useTranslation('console')
  const canEdit = useCanWrite('setting')
  const revalidator = useRevalidator()
  const [deleting, setDeleting] = useState<FreightTemplateView | null>(null)

  const remove = async (row: FreightTemplateView) => {
    try {
      await consoleBrowser(SELLER).api.del(`/store/setting/freightTemplate/${row.id}`)
      toast.success(tc('actions.deleted'))
      void revalidator.revalidate()
    } catch {
      // shown by the client (e.g. 仍有商品使用)
    }
  }
  const columns: Column<FreightTemplateView>[] = [
    { key: 'name', header: t('freight.name'), cell: (row) => <strong>{row.name}</strong> },
    { key: 'method', header: t('freight.method'), cell: (row) => t(`freight.methods.${row.pricingMethod}`) },
    { key: 'charge', header: t('freight.charge'), cell: (row) => chargeText(t, row.pricingMethod, row) },
    {
      key: 'regions',
      header: t('freight.regions'),
      cell: (row) =>
        row.rows.length === 0 ? (
          <span className={consoleStyles.muted}>{t('freight.everywhere')}</span>
        ) : (
          <ul className="plain-list">
            {row.rows.map((r) => (
              <li key={r.regionIds.join(',')}>
                {joinList(r.regionNames.slice(0, 4), lang)}
                {r.regionNames.length > 4
                  ? ` ${t('freight.regionCount', { count: r.regionNames.length })}`
                  : ''}
                {labelColon(lang)}
                {chargeText(t, row.pricingMethod, r)}
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'goods', header: t('freight.goodsCount'), align: 'right', cell: (row) => row.goodsCount },
    { key: 'time', header: t('freight.updateTime'), cell: (row) => row.updateTime },
  ]
  return (
    <ListPage
      site={SELLER}
      group={useGroupTitle('setting')}
      title={t('freight.title')}
      readOnly={!canEdit}
      actions={
        canEdit ? (
          <Link className="btn" to="/seller/settings/freight/edit" data-testid="freight-add">
            {t('freight.add')}
          </Link>
        ) : null
      }
      table={{
        rows: templates,
        rowKey: (r) => r.id,
        testId: 'freight-table',
        empty: <p className={consoleStyles.muted}>{t('freight.empty')}</p>,
      }}
      columns={columns}
      rowActions={(row) => (
        <RowActions>
          <Link className={consoleStyles.linkButton} to={`/seller/settings/freight/edit?id=${row.id}`}>
            {tc('actions.edit')}
          </Link>
          <RowTextButton
            disabled={row.goodsCount > 0}
            title={row.goodsCount > 0 ? t('freight.inUse', { count: row.goodsCount }) : undefined}
            onClick={() => setDeleting(row)}
          >
            {tc('actions.delete')}
          </RowTextButton>
        </RowActions>
      )}
    >
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={tc('actions.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={tc('actions.delete')}
        onConfirm={() => {
          if (deleting) void remove(deleting)
        }}
      />
    </ListPage>
  )
}
