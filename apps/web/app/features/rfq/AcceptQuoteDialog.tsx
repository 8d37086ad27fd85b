import type { MemberAddress } from '@silk/contracts/address'
import type { PurchaseOrderVO, PurchaseQuoteVO } from '@silk/contracts/rfq'
import { type FormEvent, useState } from 'react'
import { Link } from 'react-router'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { addressText, formatPrice, formatQuantity } from '../../lib/format.ts'
import { countryName, DESTINATIONS } from './options.ts'
import styles from './rfq.module.css'

type Where = 'ABROAD' | 'BOOK'
const PHONE = /^\+?\d[\d ()-]{4,18}$/

/**
 * 接受此报价 (decision 145): the buyer confirms where the goods go before the order is made — a
 * consignee abroad (typed in; preset when the request's destination is not China) or an address of
 * the book in China — and sees the terms the order keeps: incoterm, destination, reference currency.
 */
export function AcceptQuoteDialog({
  request: r,
  quote,
  addresses,
  lang,
  busy,
  onClose,
  onAccept,
}: {
  request: PurchaseOrderVO
  quote: PurchaseQuoteVO | null
  addresses: MemberAddress[]
  lang: string
  busy: boolean
  onClose(): void
  onAccept(body: Record<string, unknown>): void
}) {
  const { t } = useTranslation('rfq')
  const abroad = r.destinationCountry !== 'CN'
  const [where, setWhere] = useState<Where>(abroad ? 'ABROAD' : 'BOOK')
  const [addressId, setAddressId] = useState((addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? '')
  const [c, setC] = useState({
    name: '',
    phone: '',
    country: abroad ? r.destinationCountry : (DESTINATIONS.find((d) => d !== 'CN') ?? 'US'),
    address: '',
    postcode: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (k: keyof typeof c) => (e: { target: { value: string } }) => setC({ ...c, [k]: e.target.value })
  const countries = DESTINATIONS.filter((d) => d !== 'CN')
  const destination = where === 'ABROAD' ? c.country : 'CN'

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!quote) return
    const e: Record<string, string> = {}
    if (where === 'ABROAD') {
      if (!c.name.trim()) e.name = t('accept.errors.name')
      if (!PHONE.test(c.phone.trim())) e.phone = t('accept.errors.phone')
      if (c.address.trim().length < 5) e.address = t('accept.errors.address')
    } else if (!addressId) e.book = t('accept.errors.book')
    setErrors(e)
    if (Object.keys(e).length) return
    onAccept(
      where === 'ABROAD'
        ? {
            quoteId: quote.id,
            consignee: {
              name: c.name.trim(),
              phone: c.phone.trim(),
              country: c.country,
              address: c.address.trim(),
              ...(c.postcode.trim() ? { postcode: c.postcode.trim() } : {}),
            },
          }
        : { quoteId: quote.id, addressId },
    )
  }

  return (
    <FormDialog
      open={quote !== null}
      onClose={onClose}
      title={t('detail.acceptTitle')}
      testId="accept-confirm"
      width={560}
      busy={busy}
      onSubmit={submit}
      submitLabel={t('detail.accept')}
    >
      {quote ? (
        <p className={styles.acceptSum}>
          {t('accept.sum', {
            store: quote.storeName,
            price: formatPrice(quote.unitPrice ?? 0),
            qty: `${formatQuantity(r.quantity)} ${r.unit}`,
            total: formatPrice(quote.total ?? 0),
          })}
        </p>
      ) : null}
      <p className={styles.acceptTerms} data-testid="accept-terms">
        {t('accept.terms', {
          incoterm: quote?.incoterm ?? r.incoterm,
          destination: countryName(destination, lang),
          currency: r.currency,
        })}
      </p>
      <fieldset className={styles.where}>
        <legend>{t('accept.where')}</legend>
        <label>
          <input
            type="radio"
            name="where"
            value="ABROAD"
            checked={where === 'ABROAD'}
            onChange={() => setWhere('ABROAD')}
          />{' '}
          {t('accept.abroad')}
        </label>
        <label>
          <input
            type="radio"
            name="where"
            value="BOOK"
            checked={where === 'BOOK'}
            onChange={() => setWhere('BOOK')}
          />{' '}
          {t('accept.book')}
        </label>
      </fieldset>
      {where === 'ABROAD' ? (
        <>
          <div className={styles.acceptGrid}>
            <Field label={t('accept.name')} required error={errors.name}>
              {(f) => (
                <input {...f} name="consigneeName" maxLength={32} value={c.name} onChange={set('name')} />
              )}
            </Field>
            <Field label={t('accept.phone')} required error={errors.phone} hint={t('accept.phoneHint')}>
              {(f) => (
                <input
                  {...f}
                  name="consigneePhone"
                  type="tel"
                  maxLength={20}
                  value={c.phone}
                  onChange={set('phone')}
                />
              )}
            </Field>
          </div>
          <Field label={t('accept.country')} required>
            {(f) => (
              <select {...f} name="consigneeCountry" value={c.country} onChange={set('country')}>
                {countries.map((code) => (
                  <option key={code} value={code}>
                    {countryName(code, lang)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('accept.address')} required error={errors.address}>
            {(f) => (
              <input
                {...f}
                name="consigneeAddress"
                maxLength={120}
                placeholder={t('accept.addressHint')}
                value={c.address}
                onChange={set('address')}
              />
            )}
          </Field>
          <Field label={t('accept.postcode')}>
            {(f) => (
              <input
                {...f}
                name="consigneePostcode"
                maxLength={16}
                value={c.postcode}
                onChange={set('postcode')}
              />
            )}
          </Field>
        </>
      ) : addresses.length ? (
        <Field label={t('accept.bookPick')} required error={errors.book}>
          {(f) => (
            <select {...f} name="addressId" value={addressId} onChange={(e) => setAddressId(e.target.value)}>
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} · {addressText(a.consigneeAddressPath)} {a.detail}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : (
        <p className={styles.short} role="alert">
          {t('accept.noBook')} <Link to="/home/MyAddress">{t('accept.toBook')}</Link>
        </p>
      )}
    </FormDialog>
  )
}
