import { chinaDay } from '@silk/contracts/china-time'
import { LOGISTICS_QUERY } from '@silk/contracts/common'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { toast } from 'sonner'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import cases from '../member-centre/case.module.css'
import styles from './after-sale.module.css'

interface Carrier {
  id: string
  name: string
}

/** Today in China (yyyy-MM-dd): the latest shipping date the server accepts. */
const chinaToday = () => chinaDay()

/**
 * "提交物流信息": carrier, tracking number and shipping date of the parcel the buyer sends back, all
 * required (UI reference A6). `POST /buyer/order/afterSale/delivery/{sn}`.
 */
export function DeliveryDialog({
  sn,
  open,
  onOpenChange,
  onDone,
}: {
  sn: string
  open: boolean
  onOpenChange(open: boolean): void
  onDone(): void
}) {
  const { t } = useTranslation('afterSale')
  const [carriers, setCarriers] = useState<Carrier[]>([])
  const [logisticsId, setLogisticsId] = useState('')
  const [logisticsNo, setLogisticsNo] = useState('')
  const [day, setDay] = useState(chinaToday)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const ids = { company: useId(), no: useId(), time: useId() }

  useEffect(() => {
    if (!open || carriers.length > 0) return
    api
      .get<Carrier[]>('/buyer/other/logistics', LOGISTICS_QUERY)
      .then(setCarriers)
      .catch(() => undefined)
  }, [open, carriers.length])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const next: Record<string, string> = {}
    if (!logisticsId) next.company = t('delivery.companyRequired')
    if (!logisticsNo.trim()) next.no = t('delivery.noRequired')
    if (!day) next.time = t('delivery.timeRequired')
    setErrors(next)
    if (Object.keys(next).length > 0 || busy) return
    setBusy(true)
    try {
      await api.post(`/buyer/order/afterSale/delivery/${encodeURIComponent(sn)}`, {
        logisticsId,
        logisticsNo: logisticsNo.trim(),
        mDeliverTime: day,
      })
      toast.success(t('delivery.submitted'))
      onOpenChange(false)
      onDone()
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false)
    }
  }

  const clear = (key: string) => setErrors(({ [key]: _, ...rest }) => rest)
  const field = (key: 'company' | 'no' | 'time') =>
    errors[key]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${ids[key]}-error` }
      : { 'aria-invalid': undefined }
  const error = (key: 'company' | 'no' | 'time') =>
    errors[key] ? (
      <em id={`${ids[key]}-error`} className={cases.error} role="alert">
        {errors[key]}
      </em>
    ) : null

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={t('delivery.title')}
      busy={busy}
      onSubmit={submit}
      cancelLabel={t('delivery.cancel')}
      submitLabel={t('delivery.submit')}
      submitClassName={`btn ${cases.submit}`}
      formClassName={styles.dialogForm}
    >
      <label htmlFor={ids.company}>
        <span className={styles.required}>{t('delivery.company')}</span>
        <select
          id={ids.company}
          value={logisticsId}
          onChange={(e) => {
            setLogisticsId(e.target.value)
            clear('company')
          }}
          required
          {...field('company')}
        >
          <option value="">{t('delivery.choose')}</option>
          {carriers.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {error('company')}
      </label>
      <label htmlFor={ids.no}>
        <span className={styles.required}>{t('delivery.no')}</span>
        <input
          id={ids.no}
          value={logisticsNo}
          maxLength={40}
          autoComplete="off"
          onChange={(e) => {
            setLogisticsNo(e.target.value)
            clear('no')
          }}
          required
          {...field('no')}
        />
        {error('no')}
      </label>
      <label htmlFor={ids.time}>
        <span className={styles.required}>{t('delivery.time')}</span>
        <input
          id={ids.time}
          type="date"
          value={day}
          max={chinaToday()}
          onChange={(e) => {
            setDay(e.target.value)
            clear('time')
          }}
          required
          {...field('time')}
        />
        {error('time')}
      </label>
    </FormDialog>
  )
}
