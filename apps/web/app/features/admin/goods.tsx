import type { ManagerGoods, ManagerGoodsDetail } from '@silk/contracts/admin-goods'
import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { ReasonDialog } from '../../components/form/ReasonDialog.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import styles from './admin.module.css'
import { Fact } from './queue.tsx'
import { ADMIN, consoleBrowser } from './site.ts'

export type GoodsRow = z.infer<typeof ManagerGoods>
type Detail = z.infer<typeof ManagerGoodsDetail>

/** The goods' state as one label: waiting / refused / on sale / off shelf. */
export function GoodsState({ row }: { row: GoodsRow }) {
  const { t } = useTranslation('admin')
  if (row.authFlag !== 'PASS') {
    return (
      <span className={row.authFlag === 'TOBEAUDITED' ? styles.waiting : styles.status}>
        {t(`goods.auth.${row.authFlag}`)}
      </span>
    )
  }
  return <span className={styles.status}>{t(`goods.market.${row.marketEnable}`)}</span>
}

export function GoodsCell({ row }: { row: GoodsRow }) {
  return (
    <span className={styles.goodsCell}>
      {row.thumbnail ? <img src={pictureAt(row.thumbnail, 200)} alt="" width={48} height={48} /> : null}
      <span>
        {row.goodsName}
        <small>{row.sn}</small>
      </span>
    </span>
  )
}

/** A goods as the operator reviews it: pictures, facts, every SKU with specs, price and stock. */
export function GoodsDetailDialog({
  row,
  onClose,
  actions,
}: {
  row: GoodsRow | null
  onClose(): void
  actions?: React.ReactNode
}) {
  const { t } = useTranslation('admin')
  const [detail, setDetail] = useState<Detail | null>(null)
  useEffect(() => {
    setDetail(null)
    if (!row) return
    let live = true
    consoleBrowser(ADMIN)
      .api.get<Detail>(`/manager/goods/goods/get/${row.id}`)
      .then((d) => live && setDetail(d))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [row])
  return (
    <Dialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row ? t('goods.detailTitle', { name: row.goodsName }) : ''}
      width={820}
      testId="goods-detail"
      actions={actions}
    >
      {!detail ? (
        <p>{t('common.loading')}</p>
      ) : (
        <>
          <GoodsChanges detail={detail} />
          <div className={styles.gallery}>
            {detail.images.map((src) => (
              <img key={src} src={src} alt={detail.goodsName} />
            ))}
          </div>
          <dl className={styles.facts}>
            <Fact label={t('goods.name')}>{detail.goodsName}</Fact>
            <Fact label={t('goods.sn')}>{detail.sn}</Fact>
            <Fact label={t('goods.store')}>{detail.storeName}</Fact>
            <Fact label={t('goods.category')}>{detail.categoryName}</Fact>
            <Fact label={t('goods.sellingPoint')}>{detail.sellingPoint}</Fact>
            <Fact label={t('common.status')}>
              <GoodsState row={detail} />
            </Fact>
            {detail.authMessage ? <Fact label={t('goods.reason')}>{detail.authMessage}</Fact> : null}
            {detail.params.flatMap((g) =>
              g.items.map((i) => (
                <Fact key={`${g.groupName}-${i.paramName}`} label={i.paramName}>
                  {i.paramValue}
                </Fact>
              )),
            )}
          </dl>
          <h3 className={styles.detailHeading}>{t('goods.skus')}</h3>
          <Table
            testId="goods-skus"
            rows={detail.skus}
            rowKey={(s) => s.id}
            columns={[
              { key: 'specs', header: t('goods.specs'), cell: (s) => s.specs },
              {
                key: 'specsEn',
                header: t('goods.specsEn'),
                cell: (s) => (s.specsEn ? <span lang="en">{s.specsEn}</span> : '—'),
              },
              { key: 'sn', header: t('goods.sn'), cell: (s) => s.sn },
              { key: 'price', header: t('goods.price'), align: 'right', cell: (s) => formatPrice(s.price) },
              { key: 'cost', header: t('goods.cost'), align: 'right', cell: (s) => formatPrice(s.cost) },
              { key: 'qty', header: t('goods.quantity'), align: 'right', cell: (s) => s.quantity },
            ]}
          />
          {detail.intro ? (
            <>
              <h3 className={styles.detailHeading}>{t('goods.intro')}</h3>
              <div
                className={styles.goodsIntro}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when the seller saved it, as on the goods page
                dangerouslySetInnerHTML={{ __html: detail.intro }}
              />
            </>
          ) : null}
        </>
      )}
    </Dialog>
  )
}

/**
 * What the operator is asked to approve (decision 154): for goods approved before, each field that
 * differs from the approved version, before and after; for new goods, that this is a first review.
 */
function GoodsChanges({ detail }: { detail: Detail }) {
  const { t } = useTranslation('admin')
  if (detail.authFlag !== 'TOBEAUDITED' && !detail.changes?.length) return null
  return (
    <section className={styles.changes} data-testid="goods-changes">
      <h3 className={styles.detailHeading}>{t('goods.changes.title')}</h3>
      {detail.changes === null ? (
        <p data-testid="goods-first-review">{t('goods.changes.first')}</p>
      ) : detail.changes.length === 0 ? (
        <p>{t('goods.changes.none')}</p>
      ) : (
        <Table
          testId="goods-changes-table"
          rows={detail.changes}
          rowKey={(c) => c.field}
          columns={[
            {
              key: 'field',
              header: t('goods.changes.field'),
              cell: (c) => t(`goods.changes.fields.${c.field}`),
            },
            {
              key: 'before',
              header: t('goods.changes.before'),
              cell: (c) => <span className={styles.changeText}>{c.before || '—'}</span>,
            },
            {
              key: 'after',
              header: t('goods.changes.after'),
              cell: (c) => <span className={styles.changeText}>{c.after || '—'}</span>,
            },
          ]}
        />
      )}
    </section>
  )
}

/** Asks for the reason of a forced take-down (the seller reads it) and confirms. */
export function TakeDownDialog({
  row,
  busy,
  onClose,
  onConfirm,
}: {
  row: GoodsRow | null
  busy: boolean
  onClose(): void
  onConfirm(reason: string): Promise<boolean>
}) {
  const { t } = useTranslation('admin')
  return (
    <ReasonDialog
      open={row !== null}
      onClose={onClose}
      title={t('goods.under')}
      description={row ? t('goods.underHint', { name: row.goodsName }) : undefined}
      width={440}
      testId="goods-under"
      label={t('common.reason')}
      requiredMessage={t('goods.underReasonRequired')}
      submitLabel={t('goods.under')}
      cancelLabel={t('common.no')}
      busy={busy}
      onSubmit={onConfirm}
    />
  )
}
