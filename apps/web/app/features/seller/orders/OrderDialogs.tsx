import type { Logistics } from '@silk/contracts/common'
import type { BatchDeliverResult } from '@silk/contracts/store-order'
import { type ReactNode, useEffect, useState } from 'react'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Dialog } from '../../../components/ui/Dialog.tsx'
import dialogStyles from '../../../components/ui/dialog.module.css'
import { Field } from '../../../components/ui/Field.tsx'
import { FormDialog } from '../../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { formatPrice } from '../../../lib/format.ts'
import { RegionSelects, useRegionPicker } from '../../addresses/RegionSelects.tsx'
import { consoleBrowser } from '../../console/browser.ts'
import { downloadCsv } from '../../console/download-csv.tsx'
import { SELLER } from '../site.ts'
import styles from './orders.module.css'

const api = () => consoleBrowser(SELLER).api
type Carrier = z.infer<typeof Logistics>
type Batch = z.infer<typeof BatchDeliverResult>

/** The frame every order dialog shares: the console's form dialog, a danger button for refusals. */
function OrderDialog({
  open,
  onOpenChange,
  title,
  id,
  submit,
  submitLabel,
  danger,
  busy,
  width = 480,
  children,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  title: string
  id: string
  submit(): void
  submitLabel?: string
  danger?: boolean
  busy: boolean
  width?: number
  children: ReactNode
}) {
  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      testId={id}
      width={width}
      busy={busy}
      submitLabel={submitLabel}
      submitClassName={danger ? `btn ${dialogStyles.confirm}` : 'btn'}
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      {children}
    </FormDialog>
  )
}

/** Runs a call with the busy flag; the client toasts the server's refusal, and the dialog stays open. */
function useCall() {
  const [busy, setBusy] = useState(false)
  const run = async (call: () => Promise<unknown>, after: () => void) => {
    setBusy(true)
    try {
      await call()
      after()
    } catch {
      // shown by the client (the server's message)
    } finally {
      setBusy(false)
    }
  }
  return { busy, run }
}

/** After a change: say so, close the dialog and let the page read the order again. */
function finished({ onOpenChange, onDone }: Pick<DialogProps, 'onOpenChange' | 'onDone'>, message: string) {
  toast.success(message)
  onOpenChange(false)
  onDone()
}

export type DialogProps = { sn: string; open: boolean; onOpenChange(open: boolean): void; onDone(): void }

const TRACKING = /^[A-Za-z0-9-]{6,40}$/

/** 发货: a carrier from the store's logistics list and a tracking number. */
export function ShipDialog({ sn, open, onOpenChange, onDone }: DialogProps) {
  const { t } = useTranslation('sellerOrders')
  const [carriers, setCarriers] = useState<Carrier[]>([])
  const [carrier, setCarrier] = useState('')
  const [no, setNo] = useState('')
  const [errors, setErrors] = useState<{ carrier?: string; no?: string }>({})
  const { busy, run } = useCall()
  useEffect(() => {
    if (open && carriers.length === 0)
      api()
        .get<Carrier[]>('/store/other/logistics')
        .then(setCarriers)
        .catch(() => {})
  }, [open, carriers.length])
  const submit = () => {
    const next = {
      carrier: carrier ? undefined : t('ship.pickCarrier'),
      no: TRACKING.test(no) ? undefined : t('ship.trackingInvalid'),
    }
    setErrors(next)
    if (next.carrier || next.no) return
    void run(
      () =>
        api().post(
          `/store/order/order/${sn}/delivery?${new URLSearchParams({ logisticsId: carrier, logisticsNo: no })}`,
        ),
      () => {
        setNo('')
        finished({ onOpenChange, onDone }, t('ship.done'))
      },
    )
  }
  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('ship.title', { sn })}
      id="ship-dialog"
      submit={submit}
      submitLabel={t('actions.ship')}
      busy={busy}
    >
      <Field label={t('ship.carrier')} required error={errors.carrier}>
        {(control) => (
          <select
            {...control}
            name="logisticsId"
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
          >
            <option value="">{t('ship.pickCarrier')}</option>
            {carriers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('ship.trackingNo')} required error={errors.no}>
        {(control) => (
          <input
            {...control}
            name="logisticsNo"
            value={no}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => setNo(e.target.value.trim())}
          />
        )}
      </Field>
    </OrderDialog>
  )
}

/** 批量发货: upload a CSV; every line's result, nothing shipped when one is bad. */
export function BatchShipDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  onDone(): void
}) {
  const { t } = useTranslation('sellerOrders')
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [result, setResult] = useState<Batch | null>(null)
  const { busy, run } = useCall()
  const submit = async () => {
    if (!file) {
      setError(t('batch.pickFile'))
      return
    }
    setError(null)
    const csv = await file.text()
    void run(
      async () => {
        const answer = await api().put<Batch>('/store/order/order/batchDeliver', { csv }, { json: true })
        setResult(answer)
        if (answer.applied) {
          toast.success(t('batch.applied', { count: answer.shipped }))
          onDone()
        }
      },
      () => {},
    )
  }
  const close = (next: boolean) => {
    if (!next) {
      setResult(null)
      setFile(null)
      setError(null)
    }
    onOpenChange(next)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t('batch.title')}
      testId="batch-dialog"
      width={820}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={() => close(false)}>
            {t('batch.close')}
          </button>
          <button type="submit" form="batch-form" className="btn" disabled={busy}>
            {t('batch.upload')}
          </button>
        </>
      }
    >
      <form
        id="batch-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <p className={styles.intro}>{t('batch.intro')}</p>
        <p>
          <button
            type="button"
            className={styles.link}
            onClick={() =>
              void downloadCsv(SELLER, '/store/order/order/downLoadDeliverExcel', 'deliver.csv').catch(
                (error: Error) => toast.error(error.message),
              )
            }
            data-testid="batch-template"
          >
            {t('batch.template')}
          </button>
        </p>
        <Field label={t('batch.file')} required error={error}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null)
                setResult(null)
              }}
            />
          )}
        </Field>
      </form>
      {result ? (
        <div className={styles.batchResult} data-testid="batch-result">
          <p className={result.applied ? styles.ok : styles.bad} role="status">
            {result.applied ? t('batch.applied', { count: result.shipped }) : t('batch.rejected')}
          </p>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th>{t('batch.line')}</th>
                <th>{t('batch.sn')}</th>
                <th>{t('batch.carrier')}</th>
                <th>{t('batch.trackingNo')}</th>
                <th>{t('batch.result')}</th>
              </tr>
            </thead>
            <tbody>
              {result.lines.map((l) => (
                <tr key={l.line} className={l.code === null ? undefined : styles.badLine}>
                  <td>{l.line}</td>
                  <td>{l.orderSn}</td>
                  <td>{l.logisticsName}</td>
                  <td>{l.logisticsNo}</td>
                  <td>{l.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Dialog>
  )
}

/** 修改价格: a new amount due, before payment only. */
export function PriceDialog({ sn, open, onOpenChange, onDone, current }: DialogProps & { current: number }) {
  const { t } = useTranslation('sellerOrders')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useCall()
  const submit = () => {
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(value) || Number(value) <= 0) {
      setError(t('price.invalid'))
      return
    }
    setError(null)
    void run(
      () => api().put(`/store/order/order/update/${sn}/price?orderPrice=${value}`),
      () => {
        setValue('')
        finished({ onOpenChange, onDone }, t('price.done'))
      },
    )
  }
  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('price.title', { sn })}
      id="price-dialog"
      submit={submit}
      busy={busy}
    >
      <p className={styles.intro}>
        {t('price.current', { price: formatPrice(current) })} · {t('price.hint')}
      </p>
      <Field label={t('price.newPrice')} required error={error}>
        {(control) => (
          <input
            {...control}
            name="orderPrice"
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value.trim())}
          />
        )}
      </Field>
    </OrderDialog>
  )
}

/** 修改收货人: name, mobile, region and street, before shipping. */
export function ConsigneeDialog({
  sn,
  open,
  onOpenChange,
  onDone,
  current,
}: DialogProps & { current: { name: string; mobile: string; idPath: string; detail: string } }) {
  const { t } = useTranslation('sellerOrders')
  const [name, setName] = useState(current.name)
  const [mobile, setMobile] = useState(current.mobile)
  const [detail, setDetail] = useState(current.detail)
  const picker = useRegionPicker(current.idPath ? current.idPath.split(',') : [])
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const { busy, run } = useCall()
  const submit = () => {
    const next = {
      name: name.trim() ? undefined : t('consignee.nameRequired'),
      mobile: /^1[3-9]\d{9}$/.test(mobile) ? undefined : t('consignee.mobileInvalid'),
      region: picker.complete ? undefined : t('consignee.regionRequired'),
      detail: detail.trim() ? undefined : t('consignee.detailRequired'),
    }
    setErrors(next)
    if (Object.values(next).some(Boolean)) return
    void run(
      () =>
        api().post(
          `/store/order/order/update/${sn}/consignee`,
          {
            consigneeName: name.trim(),
            consigneeMobile: mobile,
            consigneeAddressIdPath: picker.picked.join(','),
            consigneeDetail: detail.trim(),
          },
          { json: true },
        ),
      () => {
        finished({ onOpenChange, onDone }, t('consignee.done'))
      },
    )
  }
  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('consignee.title', { sn })}
      id="consignee-dialog"
      submit={submit}
      busy={busy}
      width={560}
    >
      <Field label={t('consignee.name')} required error={errors.name}>
        {(control) => (
          <input {...control} value={name} maxLength={32} onChange={(e) => setName(e.target.value)} />
        )}
      </Field>
      <Field label={t('consignee.mobile')} required error={errors.mobile}>
        {(control) => (
          <input
            {...control}
            value={mobile}
            inputMode="tel"
            maxLength={11}
            onChange={(e) => setMobile(e.target.value.trim())}
          />
        )}
      </Field>
      <Field label={t('consignee.region')} required error={errors.region}>
        {() => <RegionSelects picker={picker} />}
      </Field>
      <Field label={t('consignee.detail')} required error={errors.detail}>
        {(control) => (
          <input {...control} value={detail} maxLength={140} onChange={(e) => setDetail(e.target.value)} />
        )}
      </Field>
    </OrderDialog>
  )
}

/** 商家备注: the store's own note (empty clears it). */
export function RemarkDialog({ sn, open, onOpenChange, onDone, current }: DialogProps & { current: string }) {
  const { t } = useTranslation('sellerOrders')
  const [text, setText] = useState(current)
  const { busy, run } = useCall()
  const submit = () =>
    void run(
      () =>
        api().put(
          `/store/order/order/${sn}/sellerRemark?${new URLSearchParams({ sellerRemark: text.trim() })}`,
        ),
      () => {
        finished({ onOpenChange, onDone }, t('remark.done'))
      },
    )
  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('remark.title', { sn })}
      id="remark-dialog"
      submit={submit}
      busy={busy}
    >
      <Field label={t('remark.text')} count={{ used: text.length, max: 200 }}>
        {(control) => (
          <textarea
            {...control}
            rows={4}
            maxLength={200}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={styles.textarea}
          />
        )}
      </Field>
    </OrderDialog>
  )
}

/** 取消订单: a reason from the list or the seller's own. */
export function CancelDialog({ sn, open, onOpenChange, onDone }: DialogProps) {
  const { t } = useTranslation('sellerOrders')
  const reasons = t('cancel.reasons', { returnObjects: true }) as unknown as string[]
  const [choice, setChoice] = useState('')
  const [other, setOther] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useCall()
  const submit = () => {
    const reason = choice === 'other' ? other.trim() : choice
    if (!reason) {
      setError(t('cancel.required'))
      return
    }
    setError(null)
    void run(
      () => api().post(`/store/order/order/${sn}/cancel?${new URLSearchParams({ reason })}`),
      () => {
        finished({ onOpenChange, onDone }, t('cancel.done'))
      },
    )
  }
  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cancel.title', { sn })}
      id="cancel-dialog"
      submit={submit}
      submitLabel={t('cancel.confirm')}
      danger
      busy={busy}
    >
      <p className={styles.intro}>{t('cancel.hint')}</p>
      <Field label={t('cancel.reason')} required error={error}>
        {(control) => (
          <select {...control} name="reason" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <option value="">{t('cancel.required')}</option>
            {reasons.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
            <option value="other">{t('cancel.other')}</option>
          </select>
        )}
      </Field>
      {choice === 'other' ? (
        <Field label={t('cancel.otherText')} required count={{ used: other.length, max: 200 }}>
          {(control) => (
            <input {...control} value={other} maxLength={200} onChange={(e) => setOther(e.target.value)} />
          )}
        </Field>
      ) : null}
    </OrderDialog>
  )
}

/** 核验提货: the buyer's 8-digit code (the existing pickup redemption). */
export function TakeDialog({ sn, open, onOpenChange, onDone }: DialogProps) {
  const { t } = useTranslation('sellerOrders')
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const { busy, run } = useCall()
  const submit = () => {
    if (!/^\d{8}$/.test(code)) {
      setError(t('take.invalid'))
      return
    }
    setError(null)
    void run(
      () => api().put(`/store/order/order/take/${sn}/${code}`),
      () => {
        finished({ onOpenChange, onDone }, t('take.done'))
      },
    )
  }
  return (
    <OrderDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('take.title', { sn })}
      id="take-dialog"
      submit={submit}
      submitLabel={t('actions.take')}
      busy={busy}
    >
      <Field label={t('take.code')} required error={error}>
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            maxLength={8}
            value={code}
            onChange={(e) => setCode(e.target.value.trim())}
          />
        )}
      </Field>
    </OrderDialog>
  )
}
