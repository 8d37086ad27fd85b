import { PlatformCouponForm } from '@silk/contracts/admin-arbitration'
import { minuteText } from '@silk/contracts/china-time'
import type { Coupon, MemberCoupon } from '@silk/contracts/coupon'
import type { Page } from '@silk/contracts/paging'
import { useEffect, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { listQuery, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, consoleBrowser, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmAction } from '../../features/console/ConfirmAction.tsx'
import { EditDialog, saveCall } from '../../features/console/EditDialog.tsx'
import { EditingDialog } from '../../features/console/EditingDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions, RowButton } from '../../features/console/RowActions.tsx'
import { SearchForm } from '../../features/console/SearchForm.tsx'
import { statusTabs } from '../../features/console/StatusFilter.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import {
  newPromotionWindow,
  PromotionWindowFields,
  promotionWindowBody,
  promotionWindowErrors,
  promotionWindowValue,
} from '../../features/promotions/PromotionWindowFields.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { CategoryNode } from '../../lib/category-cache.ts'
import { formIssues, topField } from '../../lib/form-issues.ts'
import { formatMoney } from '../../lib/format.ts'

const STATUSES = ['START', 'NEW', 'END', 'CLOSE'] as const
type Claim = MemberCoupon & { usedOrderSn: string | null }
type Category = { id: string; name: string; depth: number }

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const [page, tree] = await Promise.all([
      api.get<Page<Coupon>>(
        '/manager/promotion/coupon',
        listQuery(url, ['couponName', 'couponType', 'promotionStatus']),
      ),
      // The buyer site's category tree: a platform coupon may be limited to categories of any level.
      api.get<CategoryNode[]>('/buyer/goods/category/get/0').catch(() => [] as CategoryNode[]),
    ])
    const categories: Category[] = tree.flatMap((top) => [
      { id: top.id, name: top.name, depth: 0 },
      ...(top.children ?? []).map((c) => ({ id: c.id, name: c.name, depth: 1 })),
    ])
    return { page, categories }
  })
}

/** 平台优惠券: create, edit until claimed, close; each coupon's claim records. */
export default function AdminCoupons() {
  const { page, categories } = useLoaderData<typeof loader>()
  const { t } = useTranslation('adminTrade')
  const { t: ta } = useTranslation('admin')
  const { t: tc } = useTranslation('console')
  const canWrite = useAdminCanWrite('promotion')
  const editing = useEditing<Coupon | 'new'>()
  const [closing, setClosing] = useState<Coupon | null>(null)
  const [claims, setClaims] = useState<Coupon | null>(null)
  const value = (c: Coupon) =>
    c.couponType === 'PRICE'
      ? t('coupon.priceValue', { price: formatMoney(c.price) })
      : t('coupon.discountValue', {
          discount: c.couponDiscount,
          off: Math.round((10 - c.couponDiscount) * 10),
        })
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.promotion')}
      title={t('coupon.title')}
      readOnly={!canWrite}
      add={{ label: t('coupon.add'), onClick: () => editing.start('new'), small: true }}
      filters={
        <SearchForm
          testId="coupon-filters"
          status={statusTabs('promotionStatus', t('coupon.status'), STATUSES, (s) =>
            t(`coupon.statuses.${s}`),
          )}
          submitLabel={ta('common.filter')}
          fields={[
            { name: 'couponName', label: t('coupon.name'), maxLength: 64 },
            {
              name: 'couponType',
              label: t('coupon.type'),
              all: ta('common.all'),
              options: [
                { value: 'PRICE', label: t('coupon.types.PRICE') },
                { value: 'DISCOUNT', label: t('coupon.types.DISCOUNT') },
              ],
            },
          ]}
        />
      }
      table={{ testId: 'coupon-table', rows: page.records, rowKey: (r) => r.id, empty: t('coupon.none') }}
      page={page}
      columns={[
        {
          key: 'name',
          header: t('coupon.name'),
          cell: (r) => (
            <span className={styles.stack}>
              {r.couponName}
              {r.description ? <small className={styles.note}>{r.description}</small> : null}
            </span>
          ),
        },
        {
          key: 'value',
          header: t('coupon.value'),
          cell: (r) => (
            <span className={styles.stack}>
              {value(r)}
              <small className={styles.note}>
                {r.consumeThreshold > 0
                  ? t('coupon.thresholdValue', { threshold: formatMoney(r.consumeThreshold) })
                  : t('coupon.noThreshold')}
              </small>
            </span>
          ),
        },
        { key: 'scope', header: t('coupon.scope'), cell: (r) => t(`coupon.scopes.${r.scopeType}`) },
        {
          key: 'validity',
          header: t('coupon.validity'),
          cell: (r) => (
            <span className={styles.stack}>
              {r.rangeDayType === 'DYNAMICTIME' ? t('coupon.daysValue', { days: r.effectiveDays }) : null}
              <span className={r.rangeDayType === 'DYNAMICTIME' ? styles.sub : styles.nowrap}>
                {minuteText(r.startTime)} ~
              </span>
              <span className={r.rangeDayType === 'DYNAMICTIME' ? styles.sub : styles.nowrap}>
                {minuteText(r.endTime)}
              </span>
            </span>
          ),
        },
        {
          key: 'issued',
          header: t('coupon.issued'),
          align: 'right',
          cell: (r) => `${r.receivedNum} / ${r.publishNum || t('coupon.unlimited')}`,
        },
        { key: 'used', header: t('coupon.used'), align: 'right', cell: (r) => r.usedNum },
        {
          key: 'status',
          header: t('coupon.status'),
          cell: (r) => (
            <StatusText waiting={r.promotionStatus === 'START'}>
              {t(`coupon.statuses.${r.promotionStatus}`)}
            </StatusText>
          ),
        },
        {
          key: 'ops',
          header: '',
          align: 'right',
          cell: (r) => (
            <RowActions>
              <RowButton onClick={() => setClaims(r)}>{t('coupon.claims')}</RowButton>
              {canWrite && r.promotionStatus !== 'CLOSE' && r.receivedNum === 0 ? (
                <RowButton onClick={() => editing.start(r)}>{tc('actions.edit')}</RowButton>
              ) : null}
              {canWrite && r.promotionStatus !== 'CLOSE' ? (
                <RowButton onClick={() => setClosing(r)}>{t('coupon.close')}</RowButton>
              ) : null}
            </RowActions>
          ),
        },
      ]}
    >
      <EditingDialog editing={editing}>
        {(coupon, dialog) => <CouponForm {...dialog} coupon={coupon} categories={categories} />}
      </EditingDialog>
      <ConfirmAction
        site={ADMIN}
        call={closing ? { method: 'PUT', path: `/manager/promotion/coupon/close/${closing.id}` } : null}
        onClose={() => setClosing(null)}
        title={t('coupon.closeTitle')}
        message={closing ? t('coupon.closeConfirm', { name: closing.couponName }) : undefined}
        confirmLabel={t('coupon.close')}
        done={t('coupon.closed')}
      />
      <ClaimsDialog coupon={claims} onClose={() => setClaims(null)} />
    </ListPage>
  )
}

function CouponForm({
  open,
  coupon,
  categories,
  onClose,
}: {
  open: boolean
  coupon: Coupon | null
  categories: Category[]
  onClose(): void
}) {
  const { t, lang } = useTranslation('adminTrade')
  const [form, setForm] = useState({
    couponName: coupon?.couponName ?? '',
    couponType: coupon?.couponType ?? 'PRICE',
    price: coupon ? String(coupon.price) : '',
    couponDiscount: coupon ? String(coupon.couponDiscount || '') : '',
    consumeThreshold: coupon ? String(coupon.consumeThreshold) : '0',
    scopeType: coupon?.scopeType ?? 'ALL',
    scopeId: coupon?.scopeId ?? '',
    rangeDayType: coupon?.rangeDayType ?? 'FIXEDTIME',
    effectiveDays: coupon ? String(coupon.effectiveDays || '') : '',
    // A new coupon starts now and has no end until one is typed.
    ...(coupon ? promotionWindowValue(coupon) : newPromotionWindow(Date.now(), null)),
    publishNum: coupon ? String(coupon.publishNum) : '100',
    couponLimitNum: coupon ? String(coupon.couponLimitNum) : '1',
    description: coupon?.description ?? '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }))
    setErrors({})
  }
  const picked = new Set(form.scopeId.split(',').filter(Boolean))
  const toggle = (id: string) => {
    const next = new Set(picked)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    setForm((f) => ({ ...f, scopeId: [...next].join(',') }))
  }
  const save = () => {
    const need = (key: keyof typeof form, label: string) =>
      form[key].trim() ? null : [key, t('coupon.required', { field: label })]
    const found = Object.fromEntries(
      [
        need('couponName', t('coupon.name')),
        form.couponType === 'PRICE'
          ? need('price', t('coupon.price'))
          : need('couponDiscount', t('coupon.discount')),
        form.rangeDayType === 'DYNAMICTIME' ? need('effectiveDays', t('coupon.effectiveDays')) : null,
        form.scopeType !== 'ALL' ? need('scopeId', t('coupon.scope')) : null,
      ].filter((x): x is [string, string] => x !== null),
    )
    Object.assign(
      found,
      promotionWindowErrors(form, {
        required: {
          startTime: t('coupon.required', { field: t('coupon.start') }),
          endTime: t('coupon.required', { field: t('coupon.end') }),
        },
        endBeforeStart: t('coupon.endBeforeStart'),
      }),
    )
    const body = {
      ...form,
      price: form.couponType === 'PRICE' ? form.price : '0',
      couponDiscount: form.couponType === 'DISCOUNT' ? form.couponDiscount : '0',
      scopeId: form.scopeType === 'ALL' ? '' : form.scopeId,
      effectiveDays: form.rangeDayType === 'DYNAMICTIME' ? form.effectiveDays : '0',
      ...promotionWindowBody(form),
    }
    // The server's own rules, checked here so every wrong field is marked at once, in the page's language.
    formIssues(PlatformCouponForm.safeParse(body), lang, topField, found)
    setErrors(found)
    if (Object.keys(found).length) return null
    return saveCall('/manager/promotion/coupon', coupon?.id, body, { json: true })
  }
  const text = (
    key: keyof typeof form,
    label: string,
    opts: { required?: boolean; hint?: string; max?: number } = {},
  ) => (
    <Field label={label} required={opts.required} error={errors[key]} hint={opts.hint}>
      {(control) => (
        <input
          {...control}
          name={key}
          type="text"
          inputMode={
            key === 'couponName' || key === 'description' || key === 'scopeId' ? undefined : 'decimal'
          }
          maxLength={opts.max ?? 16}
          value={form[key]}
          onChange={set(key)}
        />
      )}
    </Field>
  )
  const choice = (
    key: 'couponType' | 'scopeType' | 'rangeDayType',
    label: string,
    values: string[],
    group: string,
  ) => (
    <Field label={label} required>
      {(control) => (
        <select {...control} name={key} value={form[key]} onChange={set(key)}>
          {values.map((v) => (
            <option key={v} value={v}>
              {t(`coupon.${group}.${v}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
  const claim = form.rangeDayType === 'DYNAMICTIME'
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={coupon ? t('coupon.edit') : t('coupon.add')}
      width={640}
      testId="coupon-form"
      save={save}
      done={coupon ? t('coupon.saved') : t('coupon.created')}
      submitLabel={t('coupon.save')}
    >
      {text('couponName', t('coupon.name'), { required: true, max: 64 })}
      {choice('couponType', t('coupon.type'), ['PRICE', 'DISCOUNT'], 'types')}
      {form.couponType === 'PRICE'
        ? text('price', t('coupon.price'), { required: true })
        : text('couponDiscount', t('coupon.discount'), { required: true })}
      {text('consumeThreshold', t('coupon.threshold'))}
      {choice('rangeDayType', t('coupon.validity'), ['FIXEDTIME', 'DYNAMICTIME'], 'rangeDayTypes')}
      {form.rangeDayType === 'DYNAMICTIME'
        ? text('effectiveDays', t('coupon.effectiveDays'), { required: true })
        : null}
      <PromotionWindowFields
        value={form}
        startLabel={claim ? `${t('coupon.claimWindow')} · ${t('coupon.start')}` : t('coupon.start')}
        endLabel={claim ? `${t('coupon.claimWindow')} · ${t('coupon.end')}` : t('coupon.end')}
        errors={errors}
        onChange={(key, value) => set(key)({ target: { value } })}
        sideBySide={false}
      />
      {text('publishNum', t('coupon.publishNum'), { hint: t('coupon.zeroUnlimited') })}
      {text('couponLimitNum', t('coupon.limit'), { hint: t('coupon.zeroUnlimited') })}
      {choice('scopeType', t('coupon.scope'), ['ALL', 'PORTION_GOODS_CATEGORY', 'PORTION_GOODS'], 'scopes')}
      {form.scopeType === 'PORTION_GOODS_CATEGORY' ? (
        <fieldset className={styles.picks} aria-label={t('coupon.scopeCategories')}>
          {categories.map((c) => (
            <label key={c.id}>
              <input type="checkbox" checked={picked.has(c.id)} onChange={() => toggle(c.id)} />
              {c.depth ? `· ${c.name}` : c.name}
            </label>
          ))}
        </fieldset>
      ) : null}
      {form.scopeType === 'PORTION_GOODS'
        ? text('scopeId', t('coupon.scopeSkus'), { required: true, max: 4000 })
        : null}
      {errors.scopeId && form.scopeType === 'PORTION_GOODS_CATEGORY' ? (
        <p className={styles.formError}>{errors.scopeId}</p>
      ) : null}
      {text('description', t('coupon.description'), { max: 200 })}
    </EditDialog>
  )
}

function ClaimsDialog({ coupon, onClose }: { coupon: Coupon | null; onClose(): void }) {
  const { t } = useTranslation('adminTrade')
  const [page, setPage] = useState<Page<Claim> | null>(null)
  const [number, setNumber] = useState(1)
  useEffect(() => {
    if (!coupon) return
    let live = true
    consoleBrowser(ADMIN)
      .api.get<Page<Claim>>('/manager/promotion/coupon/claims', {
        couponId: coupon.id,
        pageNumber: String(number),
        pageSize: '10',
      })
      .then((p) => live && setPage(p))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [coupon, number])
  return (
    <Dialog
      open={coupon !== null}
      onOpenChange={(open) => {
        if (!open) {
          onClose()
          setPage(null)
          setNumber(1)
        }
      }}
      title={coupon ? t('coupon.claimsTitle', { name: coupon.couponName }) : ''}
      width={760}
      testId="coupon-claims"
      actions={
        <button
          type="button"
          className="btn btn-ghost"
          onClick={() => {
            onClose()
            setPage(null)
            setNumber(1)
          }}
        >
          {t('coupon.done')}
        </button>
      }
    >
      <Table
        rows={page?.records ?? []}
        rowKey={(r) => r.id}
        loading={page === null}
        empty={t('coupon.noClaims')}
        columns={[
          { key: 'member', header: t('coupon.member'), cell: (r) => r.memberName },
          { key: 'time', header: t('coupon.claimTime'), cell: (r) => r.createTime },
          { key: 'until', header: t('coupon.validUntil'), cell: (r) => r.endTime },
          {
            key: 'status',
            header: t('coupon.claimStatus'),
            cell: (r) => t(`coupon.claimStatuses.${r.memberCouponStatus}`),
          },
          { key: 'order', header: t('coupon.usedOrder'), cell: (r) => r.usedOrderSn ?? '' },
        ]}
      />
      {page && page.pages > 1 ? (
        <p className={styles.choices}>
          <button
            type="button"
            className="btn btn-ghost"
            disabled={number <= 1}
            onClick={() => setNumber(number - 1)}
          >
            ‹
          </button>
          {number} / {page.pages}
          <button
            type="button"
            className="btn btn-ghost"
            disabled={number >= page.pages}
            onClick={() => setNumber(number + 1)}
          >
            ›
          </button>
        </p>
      ) : null}
    </Dialog>
  )
}
