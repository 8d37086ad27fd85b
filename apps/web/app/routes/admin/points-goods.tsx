import { minuteText } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import type { ManagerPointsCategory, ManagerPointsGoods } from '@silk/contracts/points-admin'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Field } from '../../components/ui/Field.tsx'
import styles from '../../features/admin/admin.module.css'
import points from '../../features/admin/points.module.css'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { type ChosenSku as Chosen, SkuLine, SkuPicker } from '../../features/admin/SkuPicker.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmAction, ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { EditDialog, saveCall } from '../../features/console/EditDialog.tsx'
import { EditingDialog } from '../../features/console/EditingDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useEditing } from '../../features/console/use-editing.ts'
import {
  newPromotionWindow,
  PromotionWindowFields,
  promotionWindowBody,
  promotionWindowErrors,
  promotionWindowValue,
} from '../../features/promotions/PromotionWindowFields.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pictureAt } from '../../lib/goods-image.ts'

const STATUSES = ['START', 'NEW', 'END', 'DOWN'] as const

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const [page, categories] = await Promise.all([
      api.get<Page<ManagerPointsGoods>>(
        '/manager/promotion/pointsGoods',
        listQuery(url, ['goodsName', 'pointsGoodsCategoryId', 'promotionStatus']),
      ),
      api.get<Page<ManagerPointsCategory>>('/manager/promotion/pointsGoodsCategory', {
        pageNumber: '1',
        pageSize: '100',
      }),
    ])
    return { page, categories: categories.records }
  })
}

/** 积分商品 (decision 156): the points mall's goods, added from a SKU on sale, edited, shelved, deleted. */
export default function AdminPointsGoods() {
  const { page, categories } = useLoaderData<typeof loader>()
  const { t, lang } = useTranslation('pointsAdmin')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('promotion')
  const { run } = useConsoleAction(ADMIN)
  const editing = useEditing<ManagerPointsGoods | 'new'>()
  const [taking, setTaking] = useState<ManagerPointsGoods | null>(null)
  const [deleting, setDeleting] = useState<ManagerPointsGoods | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.promotion')}
      title={t('goods.title')}
      readOnly={!canWrite}
      add={{ label: t('goods.add'), onClick: () => editing.start('new'), small: true }}
      filters={
        <>
          <p className={consoleStyles.muted}>{t('goods.hint')}</p>
          <SearchForm
            testId="points-goods-filters"
            status={statusTabs('promotionStatus', t('goods.status'), STATUSES, (s) =>
              t(`goods.statuses.${s}`),
            )}
            submitLabel={ta('common.filter')}
            fields={[
              { name: 'goodsName', label: t('goods.name'), maxLength: 64 },
              {
                name: 'pointsGoodsCategoryId',
                label: t('goods.category'),
                all: t('goods.filterCategory'),
                options: categories.map((c) => ({ value: c.id, label: categoryName(c, lang) })),
              },
            ]}
          />
        </>
      }
      table={{
        testId: 'points-goods-table',
        rows: page.records,
        rowKey: (r) => r.id,
        empty: t('goods.none'),
      }}
      page={page}
      columns={[
        {
          key: 'goods',
          header: t('goods.goods'),
          cell: (r) => (
            <span className={styles.goodsCell}>
              {r.thumbnail ? <img src={pictureAt(r.thumbnail, 200)} alt="" width={48} height={48} /> : null}
              <span>
                {r.goodsName || t('goods.goodsGone')}
                <small>
                  {[r.simpleSpecs, r.storeName].filter(Boolean).join(' · ')}
                  {r.goodsName && !r.goodsOnSale ? ` · ${t('goods.goodsOffSale')}` : ''}
                </small>
              </span>
            </span>
          ),
        },
        {
          key: 'points',
          header: t('goods.points'),
          align: 'right',
          cell: (r) => <span className={styles.nowrap}>{t('goods.pointsValue', { points: r.points })}</span>,
        },
        {
          key: 'stock',
          header: t('goods.activeStock'),
          align: 'right',
          cell: (r) => (
            <span className={styles.stack}>
              <span data-testid="points-stock">{r.activeStock}</span>
              <small className={styles.note}>{t('goods.skuStock', { count: r.skuQuantity })}</small>
            </span>
          ),
        },
        { key: 'category', header: t('goods.category'), cell: (r) => r.pointsGoodsCategoryName },
        {
          key: 'period',
          header: t('goods.period'),
          cell: (r) => (
            <span className={styles.stack}>
              <span className={styles.nowrap}>{minuteText(r.startTime)} ~</span>
              <span className={styles.nowrap}>{minuteText(r.endTime)}</span>
            </span>
          ),
        },
        {
          key: 'status',
          header: t('goods.status'),
          cell: (r) => (
            <StatusText waiting={r.promotionStatus === 'START'}>
              {t(`goods.statuses.${r.promotionStatus}`)}
            </StatusText>
          ),
        },
      ]}
      rowActionsHeader=""
      rowActions={(r) => (
        <RowActions onEdit={() => editing.start(r)} onDelete={() => setDeleting(r)}>
          {r.status === 'UPPER' ? (
            <RowButton onClick={() => setTaking(r)}>{t('goods.down')}</RowButton>
          ) : (
            <RowButton
              onClick={() =>
                void run(
                  {
                    method: 'PUT',
                    path: `/manager/promotion/pointsGoods/status/${r.id}`,
                    query: { status: 'UPPER' },
                  },
                  t('goods.upperDone'),
                )
              }
            >
              {t('goods.upper')}
            </RowButton>
          )}
        </RowActions>
      )}
    >
      <EditingDialog editing={editing}>
        {(goods, dialog) => <PointsGoodsForm {...dialog} goods={goods} categories={categories} />}
      </EditingDialog>
      <ConfirmAction
        site={ADMIN}
        call={
          taking
            ? {
                method: 'PUT',
                path: `/manager/promotion/pointsGoods/status/${taking.id}`,
                query: { status: 'DOWN' },
              }
            : null
        }
        onClose={() => setTaking(null)}
        title={t('goods.downTitle')}
        message={taking ? t('goods.downConfirm', { name: taking.goodsName }) : undefined}
        confirmLabel={t('goods.down')}
        done={t('goods.downDone')}
      />
      <ConfirmDelete
        site={ADMIN}
        name={deleting ? deleting.goodsName || deleting.skuId : null}
        path={deleting ? `/manager/promotion/pointsGoods/${deleting.id}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

/** A category in the interface's language (the console holds both names to edit them). */
const categoryName = (c: ManagerPointsCategory, lang: string) =>
  lang === 'en' && c.nameEn ? c.nameEn : c.name

const WHOLE = /^-?\d{1,9}$/

function PointsGoodsForm({
  open,
  goods,
  categories,
  onClose,
}: {
  open: boolean
  goods: ManagerPointsGoods | null
  categories: ManagerPointsCategory[]
  onClose(): void
}) {
  const { t, lang } = useTranslation('pointsAdmin')
  const [sku, setSku] = useState<Chosen | null>(
    goods
      ? {
          skuId: goods.skuId,
          goodsName: goods.goodsName || t('goods.goodsGone'),
          simpleSpecs: goods.simpleSpecs,
          thumbnail: goods.thumbnail,
          price: goods.price,
          quantity: goods.skuQuantity,
          storeName: goods.storeName,
        }
      : null,
  )
  const [form, setForm] = useState({
    pointsGoodsCategoryId: goods?.pointsGoodsCategoryId ?? categories[0]?.id ?? '',
    points: goods ? String(goods.points) : '',
    activeStock: goods ? String(goods.activeStock) : '',
    // A new offer starts now and has no end until one is typed.
    ...(goods ? promotionWindowValue(goods) : newPromotionWindow(Date.now(), null)),
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }))
    setErrors({})
  }
  const save = () => {
    const found: Record<string, string> = {}
    if (!sku) found.sku = t('goods.chooseSku')
    if (!form.pointsGoodsCategoryId) found.pointsGoodsCategoryId = t('goods.chooseCategory')
    if (!WHOLE.test(form.points.trim()) || Number(form.points) <= 0) found.points = t('goods.pointsInvalid')
    if (!WHOLE.test(form.activeStock.trim()) || Number(form.activeStock) < 0)
      found.activeStock = t('goods.stockInvalid')
    Object.assign(
      found,
      promotionWindowErrors(form, {
        required: {
          startTime: t('goods.required', { field: t('goods.start') }),
          endTime: t('goods.required', { field: t('goods.end') }),
        },
        endBeforeStart: t('goods.endBeforeStart'),
      }),
    )
    setErrors(found)
    if (Object.keys(found).length || !sku) return null
    const body = {
      pointsGoodsCategoryId: form.pointsGoodsCategoryId,
      points: Number(form.points),
      activeStock: Number(form.activeStock),
      ...promotionWindowBody(form),
    }
    return goods
      ? saveCall(
          '/manager/promotion/pointsGoods',
          goods.id,
          { ...body, originalStock: goods.activeStock },
          { json: true },
        )
      : saveCall('/manager/promotion/pointsGoods', null, { ...body, skuId: sku.skuId }, { json: true })
  }
  const number = (key: 'points' | 'activeStock', label: string, hint?: string) => (
    <Field label={label} required error={errors[key]} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={key}
          inputMode="numeric"
          maxLength={9}
          value={form[key]}
          onChange={set(key)}
        />
      )}
    </Field>
  )
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={goods ? t('goods.edit') : t('goods.add')}
      width={680}
      testId="points-goods-form"
      save={save}
      done={goods ? t('goods.saved') : t('goods.created')}
      submitLabel={t('goods.save')}
    >
      <Field
        label={t('goods.sku')}
        required
        error={errors.sku}
        hint={goods ? t('goods.skuFixed') : undefined}
      >
        {(control) =>
          sku ? (
            <div className={points.chosen} data-testid="points-chosen-sku">
              <SkuLine sku={sku} />
              {goods ? null : <RowButton onClick={() => setSku(null)}>{t('goods.change')}</RowButton>}
              <input type="hidden" id={control.id} value={sku.skuId} readOnly />
            </div>
          ) : (
            <SkuPicker
              inputId={control.id}
              describedBy={control['aria-describedby']}
              onChoose={(chosen) => {
                setSku(chosen)
                setErrors({})
              }}
            />
          )
        }
      </Field>
      <Field
        label={t('goods.category')}
        required
        error={errors.pointsGoodsCategoryId}
        hint={categories.length ? undefined : t('goods.noCategory')}
      >
        {(control) => (
          <select
            {...control}
            name="pointsGoodsCategoryId"
            value={form.pointsGoodsCategoryId}
            onChange={set('pointsGoodsCategoryId')}
          >
            {categories.length ? null : <option value="">—</option>}
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName(c, lang)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {number('points', t('goods.points'))}
      {number(
        'activeStock',
        t('goods.activeStock'),
        goods ? t('goods.editStockHint', { count: goods.activeStock }) : t('goods.stockHint'),
      )}
      <PromotionWindowFields
        value={form}
        startLabel={t('goods.start')}
        endLabel={t('goods.end')}
        errors={errors}
        onChange={(key, value) => set(key)({ target: { value } })}
        sideBySide={false}
      />
    </EditDialog>
  )
}
