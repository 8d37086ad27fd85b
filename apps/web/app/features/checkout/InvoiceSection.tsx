import type { TradeDTO } from '@silk/contracts/trade'
import { useState } from 'react'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import shop from '../../styles/shop.module.css'
import addressStyles from '../addresses/addresses.module.css'
import styles from './checkout.module.css'

/** The unified social credit code / taxpayer id: 15, 18 or 20 letters and digits. */
const TAXPAYER = /^[A-Z0-9]{15}$|^[A-Z0-9]{18}$|^[A-Z0-9]{20}$/

/** 发票信息: personal or company electronic invoice, goods details or categories. */
export function InvoiceSection({
  way,
  receipt,
  onSaved,
}: {
  way: string
  receipt: TradeDTO['receiptVO']
  onSaved(): void
}) {
  const { t } = useTranslation('checkout')
  const [open, setOpen] = useState(false)
  const [kind, setKind] = useState<'person' | 'company'>(receipt?.taxpayerId ? 'company' : 'person')
  const [title, setTitle] = useState(receipt?.receiptTitle ?? t('invoice.person'))
  const [taxpayerId, setTaxpayerId] = useState(receipt?.taxpayerId ?? '')
  const [content, setContent] = useState(receipt?.receiptContent ?? t('invoice.details'))
  const [error, setError] = useState('')

  async function save() {
    if (!title.trim()) return setError(t('invoice.needTitle'))
    if (kind === 'company' && !taxpayerId.trim()) return setError(t('invoice.needTaxpayer'))
    if (kind === 'company' && !TAXPAYER.test(taxpayerId.trim().toUpperCase()))
      return setError(t('invoice.badTaxpayer'))
    try {
      await api.get('/buyer/trade/carts/select/receipt', {
        way,
        receiptTitle: title.trim(),
        taxpayerId: kind === 'company' ? taxpayerId.trim().toUpperCase() : '',
        receiptContent: content,
      })
      setOpen(false)
      onSaved()
    } catch {
      // shown by the client
    }
  }

  return (
    <section className={shop.card}>
      <h2 className={shop.cardTitle}>{t('invoice.title')}</h2>
      <p className={styles.inlineRow}>
        <span>{receipt ? `${receipt.receiptTitle} · ${receipt.receiptContent}` : t('invoice.none')}</span>
        <button type="button" className={shop.linkBtn} onClick={() => setOpen(true)}>
          {t('invoice.edit')}
        </button>
        <small className={shop.muted}>{t('invoice.hint')}</small>
      </p>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('invoice.title')}
        width={520}
        actions={
          <>
            <button type="button" className="btn btn-ghost" onClick={() => setOpen(false)}>
              {t('common:ui.cancel')}
            </button>
            <button type="button" className={`btn ${shop.redBtn}`} onClick={save}>
              {t('invoice.save')}
            </button>
          </>
        }
      >
        <div className={addressStyles.formRow}>
          <span>{t('invoice.type')}</span>
          <span>{t('invoice.electronic')}</span>
        </div>
        <div className={addressStyles.formRow}>
          <span>{t('invoice.header')}</span>
          <span className={styles.tiles}>
            {(['person', 'company'] as const).map((k) => (
              <button
                key={k}
                type="button"
                className={kind === k ? styles.tileOn : styles.tile}
                onClick={() => {
                  setKind(k)
                  setTitle(k === 'person' ? t('invoice.person') : '')
                }}
              >
                {t(`invoice.${k}`)}
              </button>
            ))}
          </span>
        </div>
        <label className={addressStyles.formRow}>
          <span>{kind === 'person' ? t('invoice.personName') : t('invoice.companyName')}</span>
          <input value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
        </label>
        {kind === 'company' ? (
          <label className={addressStyles.formRow}>
            <span>{t('invoice.taxpayer')}</span>
            <input value={taxpayerId} maxLength={20} onChange={(e) => setTaxpayerId(e.target.value)} />
          </label>
        ) : null}
        <div className={addressStyles.formRow}>
          <span>{t('invoice.content')}</span>
          <span className={styles.tiles}>
            {[t('invoice.details'), t('invoice.category')].map((c) => (
              <button
                key={c}
                type="button"
                className={content === c ? styles.tileOn : styles.tile}
                onClick={() => setContent(c)}
              >
                {c}
              </button>
            ))}
          </span>
        </div>
        {error ? <p className={shop.fieldError}>{error}</p> : null}
      </Dialog>
    </section>
  )
}
