import { dayText, minuteText } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import { SeckillApplyForm, type SeckillApplyVO, type SeckillVO } from '@silk/contracts/seckill-admin'
import type { StockWarningView } from '@silk/contracts/store-goods'
import { type FormEvent, useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { Table } from '../../components/ui/Table.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowActions } from '../../features/console/RowActions.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formIssues } from '../../lib/form-issues.ts'
import { formatMoney, formatPrice } from '../../lib/format.ts'

type Sku = z.infer<typeof StockWarningView>['goodsSkuPage']['records'][number]
const hourLabel = (h: number) => `${String(h).padStart(2, '0')}:00`

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const [open, mine] = await Promise.all([
      api.get<Page<SeckillVO>>('/store/promotion/seckill', { pageNumber: '1', pageSize: '50' }),
      api.get<Page<SeckillApplyVO>>('/store/promotion/seckill/apply', {
        pageNumber: url.searchParams.get('pageNumber') ?? '1',
        pageSize: '10',
      }),
    ])
    return { open: open.records, mine }
  })
}

/** 秒杀报名 (issue 66): the platform's open flash sales, applying a SKU of the store, and the store's applications. */
export default function SellerSeckill() {
  const { open, mine } = useLoaderData<typeof loader>()
  const { t } = useTranslation('flashSale')
  const canEdit = useCanWrite('promotion')
  const applying = useEditing<SeckillVO>()
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('promotion')}
      title={t('seller.title')}
      readOnly={!canEdit}
    >
      <Panel title={t('seller.open')} testId="seckill-open">
        <p className={goodsStyles.empty}>{t('seller.intro')}</p>
        <Table
          testId="seckill-open-table"
          rows={open}
          rowKey={(r) => r.id}
          empty={<p className={goodsStyles.empty}>{t('seller.noneOpen')}</p>}
          columns={[
            {
              key: 'name',
              header: t('name'),
              cell: (r) => (
                <span>
                  <strong>{r.seckillName}</strong>
                  {r.seckillRule ? (
                    <>
                      <br />
                      <small>
                        {t('seller.rule')}：{r.seckillRule}
                      </small>
                    </>
                  ) : null}
                </span>
              ),
            },
            { key: 'day', header: t('day'), cell: (r) => dayText(r.startTime) },
            { key: 'hours', header: t('hours'), cell: (r) => r.sessions.map(hourLabel).join(' · ') },
            {
              key: 'deadline',
              header: t('applyEnd'),
              cell: (r) => minuteText(r.applyEndTime),
            },
            {
              key: 'mine',
              header: t('seller.mine'),
              cell: (r) => t('applyCounts', { apply: r.applyCount, pass: r.passCount }),
            },
            {
              key: 'ops',
              header: '',
              align: 'right',
              cell: (r) =>
                canEdit ? (
                  <RowActions>
                    <button type="button" className="btn" onClick={() => applying.start(r)}>
                      {t('seller.apply')}
                    </button>
                  </RowActions>
                ) : null,
            },
          ]}
        />
      </Panel>
      <Panel title={t('seller.mine')} testId="seckill-mine">
        <Table
          testId="seckill-apply-table"
          rows={mine.records}
          rowKey={(r) => r.id}
          empty={<p className={goodsStyles.empty}>{t('applies.none')}</p>}
          columns={[
            {
              key: 'goods',
              header: t('applies.goods'),
              cell: (r) => (
                <span>
                  {r.goodsName}
                  <br />
                  <small>{r.seckillName}</small>
                </span>
              ),
            },
            { key: 'session', header: t('applies.session'), cell: (r) => minuteText(r.sessionTime) },
            {
              key: 'price',
              header: t('applies.price'),
              align: 'right',
              cell: (r) => (
                <span>
                  {formatPrice(r.price)}
                  <br />
                  <small>{t('applies.originalPrice', { price: formatMoney(r.originalPrice) })}</small>
                </span>
              ),
            },
            { key: 'quantity', header: t('applies.quantity'), align: 'right', cell: (r) => r.quantity },
            {
              key: 'status',
              header: t('applies.status'),
              cell: (r) => (
                <span data-status={r.applyStatus}>
                  {t(`applies.statuses.${r.applyStatus}`)}
                  {r.failReason ? (
                    <>
                      <br />
                      <small>{t('applies.reason', { reason: r.failReason })}</small>
                    </>
                  ) : null}
                </span>
              ),
            },
          ]}
        />
        <Pager current={mine.current} pages={mine.pages} total={mine.total} />
      </Panel>
      {applying.value ? (
        <ApplyDialog
          key={applying.key}
          open={applying.open}
          seckill={applying.value}
          onClose={applying.close}
        />
      ) : null}
    </ConsolePage>
  )
}

function ApplyDialog({ open, seckill, onClose }: { open: boolean; seckill: SeckillVO; onClose(): void }) {
  const { t, lang } = useTranslation('flashSale')
  const { revalidate } = useRevalidator()
  const [busy, setBusy] = useState(false)
  const [keyword, setKeyword] = useState('')
  const [skus, setSkus] = useState<Sku[] | null>(null)
  const [form, setForm] = useState({
    timeLine: String(seckill.sessions[0] ?? ''),
    skuId: '',
    price: '',
    quantity: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }))
    setErrors({})
  }
  const find = async () => {
    try {
      const view = await consoleBrowser(SELLER).api.get<z.infer<typeof StockWarningView>>(
        '/store/goods/goods/list/stocks',
        { pageNumber: '1', pageSize: '50', ...(keyword.trim() ? { goodsName: keyword.trim() } : {}) },
      )
      setSkus(view.goodsSkuPage.records)
      setForm((f) => ({ ...f, skuId: view.goodsSkuPage.records[0]?.skuId ?? '' }))
    } catch {
      setSkus([])
    }
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = formIssues(SeckillApplyForm.safeParse(form), lang)
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      await consoleBrowser(SELLER).api.post(`/store/promotion/seckill/${seckill.id}/apply`, form, {
        json: true,
      })
      toast.success(t('seller.applied'))
      await revalidate()
      onClose()
    } catch {
      // the client shows the server's reason
    } finally {
      setBusy(false)
    }
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('seller.applyTitle', { name: seckill.seckillName })}
      description={
        seckill.applyEndTime ? t('seller.deadline', { time: minuteText(seckill.applyEndTime) }) : undefined
      }
      width={600}
      testId="seckill-apply-form"
      busy={busy}
      onSubmit={submit}
      submitLabel={t('seller.submit')}
    >
      <Field label={t('seller.session')} required error={errors.timeLine}>
        {(control) => (
          <select {...control} name="timeLine" value={form.timeLine} onChange={set('timeLine')}>
            {seckill.sessions.map((h) => (
              <option key={h} value={h}>
                {dayText(seckill.startTime)} {hourLabel(h)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('seller.search')}>
        {(control) => (
          <RowActions>
            <input
              {...control}
              name="keyword"
              maxLength={64}
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  void find()
                }
              }}
            />
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => void find()}
              data-testid="seckill-find"
            >
              {t('seller.searchButton')}
            </button>
          </RowActions>
        )}
      </Field>
      <Field label={t('seller.pickSku')} required error={errors.skuId}>
        {(control) => (
          <select
            {...control}
            name="skuId"
            value={form.skuId}
            onChange={set('skuId')}
            disabled={!skus?.length}
          >
            {skus?.length ? null : <option value="">{skus ? t('seller.noSku') : ''}</option>}
            {skus?.map((s) => (
              <option key={s.skuId} value={s.skuId}>
                {t('seller.skuOption', {
                  name: s.goodsName,
                  specs: s.simpleSpecs,
                  price: formatMoney(s.price),
                  stock: s.quantity,
                })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('seller.price')} required error={errors.price}>
        {(control) => (
          <input
            {...control}
            name="price"
            inputMode="decimal"
            maxLength={12}
            value={form.price}
            onChange={set('price')}
          />
        )}
      </Field>
      <Field label={t('seller.quantity')} required error={errors.quantity}>
        {(control) => (
          <input
            {...control}
            name="quantity"
            inputMode="numeric"
            maxLength={9}
            value={form.quantity}
            onChange={set('quantity')}
          />
        )}
      </Field>
    </FormDialog>
  )
}
