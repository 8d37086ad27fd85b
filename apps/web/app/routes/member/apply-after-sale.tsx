import type { AfterSaleApplyVO, AfterSaleReason } from '@silk/contracts/after-sale'
import { type FormEvent, useId, useState } from 'react'
import { Link, type LoaderFunctionArgs, redirect, useLoaderData, useNavigate } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { isMemberNotFound, memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/after-sale/after-sale.module.css'
import cases from '../../features/member-centre/case.module.css'
import { MemberDetailError } from '../../features/member-centre/MemberNotFound.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { ApiError } from '../../lib/api/errors.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

export const meta = pageMeta('applyAfterSale')

const MAX_DESC = 500
type Reason = z.infer<typeof AfterSaleReason>
type ServiceType = 'RETURN_GOODS' | 'RETURN_MONEY'
type ApplyInfo = z.infer<typeof AfterSaleApplyVO>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(
    request,
    context,
    async (api, url) => {
      const sn = url.searchParams.get('sn')?.trim().slice(0, 40) ?? ''
      if (!sn) throw redirect('/home/MyOrder')
      const reasons = (type: ServiceType) =>
        api.get<Reason[]>(`/buyer/order/afterSale/get/afterSaleReason/${type}`)
      try {
        const [info, goods, money] = await Promise.all([
          api.get<z.infer<typeof AfterSaleApplyVO>>(
            `/buyer/order/afterSale/applyAfterSaleInfo/${encodeURIComponent(sn)}`,
          ),
          reasons('RETURN_GOODS'),
          reasons('RETURN_MONEY'),
        ])
        return {
          sn,
          info,
          error: '',
          reasons: {
            RETURN_GOODS: goods.map((r) => r.reason),
            RETURN_MONEY: money.map((r) => r.reason),
          },
        }
      } catch (error) {
        // Not applicable (unpaid 33001, not yet shipped or already applied 33003, not theirs 20005…).
        // An unknown or someone else's item is no case for a message here: memberLoad makes it a 404.
        if (error instanceof ApiError && error.status === 400 && !isMemberNotFound(error))
          return { sn, info: null, error: error.message, reasons: { RETURN_GOODS: [], RETURN_MONEY: [] } }
        throw error
      }
    },
    { detail: true },
  )
}

/** An unknown, deleted or someone else's record: 404 with the way back to the list. */
export function ErrorBoundary() {
  return <MemberDetailError kind="order" to="/home/MyOrder" />
}

/** /home/ApplyAfterSale?sn=<orderItemSn>: 申请售后 (UI reference A6). */
export default function ApplyAfterSalePage() {
  const { t } = useTranslation('afterSale')
  const { sn, info, error: notAllowed, reasons } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  const types: ServiceType[] = info
    ? [
        ...(info.returnGoods ? (['RETURN_GOODS'] as const) : []),
        ...(info.returnMoney ? (['RETURN_MONEY'] as const) : []),
      ]
    : []
  const [serviceType, setServiceType] = useState<ServiceType>(types[0] ?? 'RETURN_MONEY')
  const [num, setNum] = useState(String(info?.remainNum ?? 1))
  const [reason, setReason] = useState('')
  const [problemDesc, setProblemDesc] = useState('')
  const [images, setImages] = useState<string[]>([])
  const [bank, setBank] = useState({ bankDepositName: '', bankAccountName: '', bankAccountNumber: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  /** A field's message goes away as soon as the field is edited. */
  const clear = (key: string) =>
    setErrors((current) => {
      if (!current[key]) return current
      const { [key]: _, ...rest } = current
      return rest
    })
  const ids = {
    num: useId(),
    reason: useId(),
    desc: useId(),
    bankDepositName: useId(),
    bankAccountName: useId(),
    bankAccountNumber: useId(),
  }

  if (!info)
    return (
      <section className={styles.card}>
        <header className={cases.head}>
          <h2>{t('apply.title')}</h2>
        </header>
        <p className={cases.notice} role="status">
          {notAllowed || t('apply.notAllowed')} <Link to="/home/MyOrder">{t('apply.toOrders')}</Link>
        </p>
      </section>
    )

  const goodsColumns: Column<ApplyInfo>[] = [
    {
      key: 'goods',
      header: t('apply.goodsName'),
      cell: (goods) => (
        <div className={styles.goodsCell}>
          <img src={pictureAt(goods.image, 200)} alt="" width={60} height={60} />
          <Link to={`/goodsDetail?skuId=${goods.skuId}&goodsId=${goods.goodsId}`}>{goods.goodsName}</Link>
        </div>
      ),
    },
    {
      key: 'price',
      header: t('apply.price'),
      cell: (goods) => formatPrice(goods.applyRefundPrice),
      cellClass: () => styles.red,
    },
    { key: 'num', header: t('apply.buyNum'), cell: (goods) => goods.num },
  ]
  const offline = info.refundWay === 'OFFLINE'

  function validate(): Record<string, string> {
    const next: Record<string, string> = {}
    const text = num.trim()
    if (!text) next.num = t('apply.numRequired')
    else if (!/^[1-9]\d*$/.test(text)) next.num = t('apply.numInteger')
    else if (Number(text) > (info?.remainNum ?? 0)) next.num = t('apply.numTooMany')
    if (!reason) next.reason = t('apply.reasonRequired')
    if (!problemDesc.trim()) next.desc = t('apply.problemRequired')
    if (offline)
      for (const key of ['bankDepositName', 'bankAccountName', 'bankAccountNumber'] as const)
        if (!bank[key].trim()) next[key] = t('apply.bankRequired')
    return next
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const next = validate()
    setErrors(next)
    if (Object.keys(next).length > 0) {
      document.getElementById(ids[Object.keys(next)[0] as keyof typeof ids])?.focus()
      return
    }
    setBusy(true)
    try {
      await api.post(`/buyer/order/afterSale/save/${encodeURIComponent(sn)}`, {
        serviceType,
        num: num.trim(),
        reason,
        problemDesc: problemDesc.trim(),
        images: images.join(','),
        refundWay: info?.refundWay ?? 'ORIGINAL',
        ...(info?.accountType ? { accountType: info.accountType } : {}),
        ...(offline ? bank : {}),
      })
      toast.success(t('apply.submitted'))
      navigate('/home/AfterSale')
    } catch {
      // the client has shown the server's message
      setBusy(false)
    }
  }

  const invalid = (key: string) =>
    errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${key}-error` } : {}
  const error = (key: string) =>
    errors[key] ? (
      <em id={`${key}-error`} className={cases.error} role="alert">
        {errors[key]}
      </em>
    ) : null

  return (
    <section className={styles.card} data-testid="apply-after-sale-page">
      <header className={cases.head}>
        <h2>{t('apply.title')}</h2>
      </header>
      <div className={styles.applyGoods}>
        <Table columns={goodsColumns} rows={[info]} rowKey={(goods) => goods.skuId} />
      </div>
      <form className={cases.form} onSubmit={submit} noValidate>
        <div className={cases.row} role="radiogroup" aria-labelledby="after-sale-type">
          <span id="after-sale-type" className={styles.required}>
            {t('apply.serviceType')}
          </span>
          <div className={styles.choices}>
            {types.map((type) => (
              <label key={type} className={styles.choice}>
                <input
                  type="radio"
                  name="serviceType"
                  value={type}
                  checked={serviceType === type}
                  onChange={() => {
                    setServiceType(type)
                    setReason('')
                  }}
                />
                {t(`type.${type}`)}
              </label>
            ))}
          </div>
        </div>
        <div className={cases.row}>
          <label htmlFor={ids.num} className={styles.required}>
            {t('apply.num')}
          </label>
          <div>
            <input
              id={ids.num}
              type="number"
              inputMode="numeric"
              min={1}
              max={info.remainNum}
              step={1}
              value={num}
              onChange={(e) => {
                setNum(e.target.value)
                clear('num')
              }}
              {...invalid('num')}
            />{' '}
            <span className={cases.muted}>{t('apply.numHint', { count: info.remainNum })}</span>
            {error('num')}
          </div>
        </div>
        <div className={cases.row}>
          <label htmlFor={ids.reason} className={styles.required}>
            {t('apply.reason')}
          </label>
          <div>
            <select
              id={ids.reason}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value)
                clear('reason')
              }}
              {...invalid('reason')}
            >
              <option value="">{t('apply.reasonPlaceholder')}</option>
              {reasons[serviceType].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
            {error('reason')}
          </div>
        </div>
        <div className={cases.row}>
          <label htmlFor={ids.desc} className={styles.required}>
            {t('apply.problemDesc')}
          </label>
          <div>
            <textarea
              id={ids.desc}
              value={problemDesc}
              maxLength={MAX_DESC}
              rows={5}
              placeholder={t('apply.problemHint')}
              onChange={(e) => {
                setProblemDesc(e.target.value)
                clear('desc')
              }}
              {...invalid('desc')}
            />
            <div className={cases.under}>
              {error('desc') ?? <span />}
              <span className={cases.muted}>{t('apply.counter', { count: problemDesc.length })}</span>
            </div>
          </div>
        </div>
        <div className={cases.row}>
          <span>{t('apply.images')}</span>
          <div>
            <p className={cases.muted}>{t('apply.imagesHint')}</p>
            <ImageUpload value={images} onChange={setImages} max={5} />
          </div>
        </div>
        <div className={cases.row}>
          <span>{t('apply.refundWay')}</span>
          <div className={styles.value}>{t(`refundWay.${info.refundWay}`)}</div>
        </div>
        {offline
          ? (['bankDepositName', 'bankAccountName', 'bankAccountNumber'] as const).map((key) => (
              <div key={key} className={cases.row}>
                <label htmlFor={ids[key]} className={styles.required}>
                  {t(`apply.${key}`)}
                </label>
                <div>
                  <input
                    id={ids[key]}
                    type="text"
                    maxLength={key === 'bankDepositName' ? 64 : 40}
                    value={bank[key]}
                    onChange={(e) => {
                      setBank({ ...bank, [key]: e.target.value })
                      clear(key)
                    }}
                    {...invalid(key)}
                  />
                  {error(key)}
                </div>
              </div>
            ))
          : null}
        {serviceType === 'RETURN_GOODS' ? (
          <div className={cases.row}>
            <span>{t('apply.returnWay')}</span>
            <div className={styles.value}>{t('apply.returnWayValue')}</div>
          </div>
        ) : null}
        <div className={cases.row}>
          <span />
          <div>
            <button type="submit" className={`btn ${cases.submit}`} disabled={busy}>
              {busy ? t('apply.submitting') : t('apply.submit')}
            </button>
          </div>
        </div>
      </form>
    </section>
  )
}
