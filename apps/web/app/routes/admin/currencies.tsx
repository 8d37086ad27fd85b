import { chinaDay } from '@silk/contracts/china-time'
import { type ManagerCurrencyRate, RateText } from '@silk/contracts/currency'
import { DISPLAY_CURRENCIES, formatApprox } from '@silk/contracts/display-currency'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { TextField } from '../../components/form/TextField.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConfirmDelete } from '../../features/console/ConfirmAction.tsx'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { EditDialog } from '../../features/console/EditDialog.tsx'
import { EditingDialog } from '../../features/console/EditingDialog.tsx'
import { ListPage } from '../../features/console/ListPage.tsx'
import { RowActions } from '../../features/console/RowActions.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'

type Rate = z.infer<typeof ManagerCurrencyRate>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => ({
    rates: await api.get<Rate[]>('/manager/setting/currency'),
  }))
}

const today = () => chinaDay()

/** 汇率管理 (decision 130): the display rates buyers may choose; CNY settlement is never affected. */
export default function Currencies() {
  const { rates } = useLoaderData<typeof loader>()
  const { t } = useTranslation('consultation')
  const { t: ta } = useTranslation('admin')
  const { lang } = useRootData()
  const canWrite = useAdminCanWrite('setting')
  const editing = useEditing<Rate | 'new'>()
  const [deleting, setDeleting] = useState<Rate | null>(null)
  return (
    <ListPage
      site={ADMIN}
      group={ta('area.setting')}
      title={t('currency.title')}
      readOnly={!canWrite}
      add={{ label: t('currency.add'), onClick: () => editing.start('new'), testId: 'currency-add' }}
      filters={<p className={consoleStyles.muted}>{t('currency.intro')}</p>}
      table={{ testId: 'currency-table', rows: rates, rowKey: (r) => r.currency }}
      columns={[
        { key: 'currency', header: t('currency.currency'), cell: (r) => <b>{r.currency}</b> },
        {
          key: 'rate',
          header: t('currency.rate'),
          align: 'right',
          cell: (r) => `${r.rate} ${r.currency}`,
        },
        {
          key: 'example',
          header: '¥100.00',
          align: 'right',
          cell: (r) => formatApprox(10_000, r, lang),
        },
        { key: 'date', header: t('currency.rateDate'), cell: (r) => r.rateDate },
        { key: 'by', header: t('currency.updatedBy'), cell: (r) => r.updatedBy },
        { key: 'time', header: t('currency.updateTime'), cell: (r) => r.updateTime },
      ]}
      rowActions={(r) => <RowActions onEdit={() => editing.start(r)} onDelete={() => setDeleting(r)} />}
    >
      <EditingDialog editing={editing}>
        {(rate, dialog) => <RateForm {...dialog} rate={rate} taken={rates.map((r) => r.currency)} />}
      </EditingDialog>
      <ConfirmDelete
        site={ADMIN}
        name={deleting?.currency ?? null}
        path={deleting ? `/manager/setting/currency/${deleting.currency}` : ''}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  )
}

function RateForm({
  open,
  rate,
  taken,
  onClose,
}: {
  open: boolean
  rate: Rate | null
  taken: string[]
  onClose(): void
}) {
  const { t } = useTranslation('consultation')
  const { lang } = useRootData()
  const free = DISPLAY_CURRENCIES.filter((c) => c === rate?.currency || !taken.includes(c))
  const [currency, setCurrency] = useState<string>(rate?.currency ?? free[0] ?? 'USD')
  const [value, setValue] = useState(rate?.rate ?? '')
  const [rateDate, setRateDate] = useState(rate?.rateDate ?? today())
  const [errors, setErrors] = useState<Record<string, string>>({})
  const valid = RateText.safeParse(value).success
  const save = () => {
    const found: Record<string, string> = {}
    if (!valid) found.rate = t('currency.rateInvalid')
    if (!/^\d{4}-\d{2}-\d{2}$/.test(rateDate)) found.date = t('currency.dateInvalid')
    setErrors(found)
    if (Object.keys(found).length) return null
    return {
      method: 'PUT' as const,
      path: '/manager/setting/currency',
      query: { currency, rate: value.trim(), rateDate },
    }
  }
  return (
    <EditDialog
      site={ADMIN}
      open={open}
      onClose={onClose}
      title={rate ? t('currency.edit') : t('currency.add')}
      width={460}
      save={save}
      done={t('currency.saved')}
      testId="currency-form"
    >
      <Field label={t('currency.currency')} required>
        {(control) => (
          <select
            {...control}
            name="currency"
            value={currency}
            disabled={rate !== null}
            onChange={(e) => setCurrency(e.target.value)}
          >
            {free.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={t('currency.rate')}
        required
        error={errors.rate}
        hint={
          valid
            ? t('currency.example', {
                amount: formatApprox(
                  10_000,
                  { currency: currency as Rate['currency'], rate: value, rateDate },
                  lang,
                ),
              })
            : undefined
        }
        name="rate"
        inputMode="decimal"
        maxLength={21}
        value={value}
        onChange={(v) => setValue(v.trim())}
      />
      <TextField
        label={t('currency.rateDate')}
        required
        error={errors.date}
        name="rateDate"
        type="date"
        value={rateDate}
        onChange={setRateDate}
      />
    </EditDialog>
  )
}
