import { useState } from 'react'
import { toast } from 'sonner'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { consoleBrowser } from '../console/browser.ts'
import { SELLER } from './site.ts'

type Mode = 'SET' | 'ADD' | 'SUB'
const MODES: Mode[] = ['SET', 'ADD', 'SUB']

/**
 * Sets, adds or removes stock of one SKU or a batch in one call (`PUT /store/goods/goods/update/stocks`,
 * one transaction; SUB never below zero). The form keeps what was typed when the server refuses.
 */
export function StockDialog({
  skus,
  open,
  onOpenChange,
  onSaved,
}: {
  skus: { skuId: string; goodsName: string }[]
  open: boolean
  onOpenChange(open: boolean): void
  onSaved(): void
}) {
  const { t } = useTranslation('seller')
  const [mode, setMode] = useState<Mode>('SET')
  const [amount, setAmount] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const title =
    skus.length === 1
      ? t('stock.editTitle', { name: skus[0]?.goodsName })
      : t('stock.batchTitle', { count: skus.length })

  async function save(event: React.FormEvent) {
    event.preventDefault()
    const quantity = Number(amount)
    if (!/^\d{1,8}$/.test(amount) || !Number.isSafeInteger(quantity)) {
      setError(t('stock.amountInvalid'))
      return
    }
    setError(null)
    setBusy(true)
    try {
      await consoleBrowser(SELLER).api.put(
        '/store/goods/goods/update/stocks',
        skus.map((s) => ({ skuId: s.skuId, quantity, type: mode })),
        { json: true },
      )
      toast.success(t('stock.updated'))
      setAmount('')
      onOpenChange(false)
      onSaved()
    } catch {
      // The server's message (e.g. 出库数量超过库存) is shown; the form stays as typed.
    } finally {
      setBusy(false)
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={title}
      testId="stock-dialog"
      width={480}
      busy={busy}
      onSubmit={save}
    >
      <Field label={t('stock.mode')}>
        {(control) => (
          <select {...control} value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
            {MODES.map((m) => (
              <option key={m} value={m}>
                {t(`stock.modes.${m}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('stock.amount')} required error={error}>
        {(control) => (
          <input
            {...control}
            name="quantity"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value.trim())}
          />
        )}
      </Field>
    </FormDialog>
  )
}
