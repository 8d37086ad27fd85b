import type { StudioDetailVO, StudioVO } from '@silk/contracts/broadcast'
import { minuteText } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import { useEffect, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmAction } from '../../features/console/ConfirmAction.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { StatusFilter } from '../../features/console/StatusFilter.tsx'
import styles from '../../features/live/live.module.css'
import { LiveStatus, StudioNameCell, StudioTimeCell } from '../../features/live/StudioCells.tsx'
import { pageNumberOf } from '../../features/seller/queues/shared.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'

const STATUSES = ['NEW', 'START', 'END'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const query: Record<string, string | number> = { pageNumber: pageNumberOf(url), pageSize: 10 }
    const status = url.searchParams.get('status') ?? ''
    if ((STATUSES as readonly string[]).includes(status)) query.status = status
    const name = (url.searchParams.get('name') ?? '').trim().slice(0, 64)
    if (name) query.name = name
    const storeId = url.searchParams.get('storeId') ?? ''
    if (/^\d{1,20}$/.test(storeId)) query.storeId = storeId
    return { list: await api.get<Page<StudioVO>>('/manager/broadcast/studio', query) }
  })
}

/** 直播 (促销): every store's live rooms, one with its goods, and 推荐 (decision 169). */
export default function AdminLive() {
  const { list } = useLoaderData<typeof loader>()
  const { t: ta } = useTranslation('admin')
  const { t, lang } = useTranslation('live')
  const canEdit = useAdminCanWrite('promotion')
  const [viewing, setViewing] = useState<StudioVO | null>(null)
  const [toggling, setToggling] = useState<StudioVO | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.promotion')}
      title={t('menu.platform')}
      readOnly={!canEdit}
      filters={
        <>
          <p className={consoleStyles.muted} style={{ marginBottom: 12 }}>
            {t('admin.intro')}
          </p>
          <StatusFilter
            name="status"
            label={t('studios.status')}
            options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
          <SearchForm
            testId="live-admin-filters"
            fields={[
              { name: 'name', label: t('admin.nameFilter'), maxLength: 64 },
              { name: 'storeId', label: t('admin.storeFilter'), maxLength: 20 },
            ]}
          />
        </>
      }
      table={{ testId: 'live-admin-table', rows: list.records, rowKey: (r) => r.id, empty: t('listEmpty') }}
      page={list}
      columns={[
        {
          key: 'name',
          header: t('studios.name'),
          cell: (r) => <StudioNameCell room={r} />,
        },
        {
          key: 'store',
          header: t('admin.store'),
          cell: (r) => (lang === 'en' && r.storeNameEn ? r.storeNameEn : r.storeName),
        },
        { key: 'anchor', header: t('studios.anchorName'), cell: (r) => r.anchorName },
        {
          key: 'time',
          header: t('studios.time'),
          cell: (r) => <StudioTimeCell room={r} />,
        },
        { key: 'status', header: t('studios.status'), cell: (r) => <LiveStatus room={r} /> },
        { key: 'goods', header: t('studios.goods'), align: 'right', cell: (r) => r.roomGoodsNum },
        {
          key: 'recommend',
          header: t('admin.recommend'),
          cell: (r) =>
            r.recommend ? (
              <span className={styles.markRecommend} data-testid="live-admin-recommended">
                {t('recommended')}
              </span>
            ) : (
              '—'
            ),
        },
      ]}
      rowActions={(r) => (
        <RowActions>
          <RowButton onClick={() => setViewing(r)} data-testid="live-admin-view">
            {t('admin.view')}
          </RowButton>
          <RowButton onClick={() => setToggling(r)} data-testid="live-admin-recommend">
            {r.recommend ? t('admin.unrecommend') : t('admin.recommend')}
          </RowButton>
        </RowActions>
      )}
    >
      {viewing ? <StudioDetail id={viewing.id} onClose={() => setViewing(null)} /> : null}
      <ConfirmAction
        site={ADMIN}
        call={
          toggling
            ? {
                method: 'PUT',
                path: `/manager/broadcast/studio/recommend/${toggling.id}`,
                query: { recommend: String(!toggling.recommend) },
              }
            : null
        }
        onClose={() => setToggling(null)}
        title={
          toggling?.recommend
            ? t('admin.unrecommendTitle', { name: toggling.name })
            : t('admin.recommendTitle', { name: toggling?.name ?? '' })
        }
        confirmLabel={toggling?.recommend ? t('admin.unrecommend') : t('admin.recommend')}
        done={toggling?.recommend ? t('admin.unrecommended') : t('admin.recommended')}
      />
    </ListPage>
  )
}

function StudioDetail({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation('live')
  const [room, setRoom] = useState<StudioDetailVO | null>(null)
  useEffect(() => {
    void consoleBrowser(ADMIN)
      .api.get<StudioDetailVO>(`/manager/broadcast/studio/studioInfo/${id}`)
      .then(setRoom)
  }, [id])
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('admin.detailTitle')}
      width={620}
      testId="live-admin-detail"
    >
      {room ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <div style={{ display: 'flex', gap: 12 }}>
            <img
              src={pictureAt(room.coverImg, 400)}
              alt=""
              width={120}
              height={120}
              style={{ objectFit: 'cover' }}
            />
            <div>
              <strong>{room.name}</strong> <LiveStatus room={room} />
              <div className={consoleStyles.muted}>{t('store', { name: room.storeName })}</div>
              <div className={consoleStyles.muted}>
                {t('anchor', { name: room.anchorName })} · {room.anchorWechat}
              </div>
              <div className={consoleStyles.muted}>
                {t('window', { start: minuteText(room.startTime), end: minuteText(room.endTime) })}
              </div>
              <code style={{ fontSize: 12, wordBreak: 'break-all' }}>{room.mediaPath}</code>
            </div>
          </div>
          <strong>{t('roomGoods')}</strong>
          {room.roomGoodsList.length ? (
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {room.roomGoodsList.map((g) => (
                <li key={g.id} style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0' }}>
                  <img
                    src={pictureAt(g.goodsImage, 200)}
                    alt=""
                    width={40}
                    height={40}
                    style={{ objectFit: 'cover' }}
                  />
                  <span>
                    {g.name} · {formatPrice(g.price)} · {t(`audit.${g.auditStatus}`)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={consoleStyles.muted}>{t('noGoods')}</p>
          )}
        </div>
      ) : null}
    </Dialog>
  )
}
