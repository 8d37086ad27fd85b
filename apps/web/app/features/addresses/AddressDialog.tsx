import type { MemberAddress } from '@silk/contracts/address'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { AddressForm } from './AddressForm.tsx'

/** Add or edit an address at checkout, in a dialog. */
export function AddressDialog({
  open,
  onOpenChange,
  address,
  onSaved,
}: {
  open: boolean
  onOpenChange(open: boolean): void
  address: MemberAddress | null
  onSaved(saved: MemberAddress): void
}) {
  const { t } = useTranslation('addresses')
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('dialogTitle')} width={560}>
      <AddressForm
        key={address?.id ?? 'new'}
        address={address}
        onCancel={() => onOpenChange(false)}
        onSaved={(saved) => {
          onSaved(saved)
          onOpenChange(false)
        }}
      />
    </Dialog>
  )
}
