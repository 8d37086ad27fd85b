import type { MemberAddress } from '@silk/contracts/address'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { addressText, maskPhone } from '../../lib/format.ts'
import shop from '../../styles/shop.module.css'
import { AddressDialog } from './AddressDialog.tsx'
import styles from './addresses.module.css'

const FIRST = 3

/** The checkout's address cards: choose one, edit one, add one (3 shown, the rest behind 更多地址). */
export function AddressBook({
  addresses,
  selectedId,
  onSelect,
  onChanged,
}: {
  addresses: MemberAddress[]
  selectedId: string | null
  onSelect(id: string): void
  onChanged(): void
}) {
  const { t } = useTranslation('addresses')
  const [editing, setEditing] = useState<MemberAddress | null>(null)
  const [open, setOpen] = useState(false)
  const [all, setAll] = useState(false)
  const shown = all ? addresses : addresses.slice(0, FIRST)

  return (
    <section className={shop.card}>
      <h2 className={shop.cardTitle}>{t('checkout:consignee')}</h2>
      <div className={styles.addressCards}>
        {shown.map((a) => (
          // The card holds two buttons side by side (choose, edit), never one inside the other.
          <div
            key={a.id}
            className={a.id === selectedId ? styles.addressOn : styles.address}
            data-testid="address-card"
          >
            <button
              type="button"
              className={styles.addressPick}
              aria-pressed={a.id === selectedId}
              onClick={() => a.id !== selectedId && onSelect(a.id)}
            >
              <span className={styles.addressLine}>
                <b>{a.name}</b>
                {a.isDefault ? <span className={styles.tag}>{t('default')}</span> : null}
                {a.alias ? <span className={styles.tagBlue}>{a.alias}</span> : null}
              </span>
              <span className={styles.addressLine}>{maskPhone(a.mobile)}</span>
              <span className={`${styles.addressLine} ${shop.muted}`}>
                <span data-testid="address-region">{addressText(a.consigneeAddressPath)}</span> {a.detail}
              </span>
            </button>
            <button
              type="button"
              className={styles.editLink}
              onClick={() => {
                setEditing(a)
                setOpen(true)
              }}
            >
              {t('edit')}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={styles.addressAdd}
          onClick={() => {
            setEditing(null)
            setOpen(true)
          }}
          data-testid="address-add"
        >
          <span>+</span>
          {t('add')}
        </button>
      </div>
      {addresses.length > FIRST ? (
        <button type="button" className={shop.linkBtn} onClick={() => setAll((v) => !v)}>
          {all ? t('less') : t('more')}
        </button>
      ) : null}
      <AddressDialog
        open={open}
        onOpenChange={setOpen}
        address={editing}
        onSaved={(saved) => (editing || saved.id === selectedId ? onChanged() : onSelect(saved.id))}
      />
    </section>
  )
}
