import type { MemberAddress } from '@silk/contracts/address'
import type { Page } from '@silk/contracts/paging'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/addresses/addresses.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { addressText, maskPhone } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('myAddress')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, (api) =>
    api.get<Page<MemberAddress>>('/buyer/member/address', { pageNumber: 1, pageSize: 100 }),
  )
}

/** /home/MyAddress (收货地址): every address with its tags; edit goes to /home/AddAddress?id=. */
export default function MyAddressPage() {
  const { t } = useTranslation('addresses')
  const { records } = useLoaderData<typeof loader>()
  const revalidator = useRevalidator()
  const [removing, setRemoving] = useState<MemberAddress | null>(null)

  async function remove(address: MemberAddress) {
    try {
      await api.del(`/buyer/member/address/delById/${address.id}`)
      toast.success(t('deleted'))
      revalidator.revalidate()
    } catch {
      // the client showed the server message
    }
  }

  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{t('listTitle')}</h2>
        <Link to="/home/AddAddress" className={shop.linkBtn} data-testid="address-new">
          {t('add')}
        </Link>
      </header>
      {records.length === 0 ? <EmptyState text={t('none')} /> : null}
      <ul className={styles.addressList}>
        {records.map((a) => (
          <li key={a.id} className={styles.addressEntry} data-testid="address-entry">
            <p className={styles.addressEntryHead}>
              <b>{a.name}</b>
              {a.isDefault ? <span className={styles.tag}>{t('defaultTag')}</span> : null}
              {a.alias ? <span className={styles.tagBlue}>{a.alias}</span> : null}
              <span className={styles.addressEntryActions}>
                <Link to={`/home/AddAddress?id=${a.id}`}>{t('edit')}</Link>
                <button type="button" className={shop.linkBtn} onClick={() => setRemoving(a)}>
                  {t('delete')}
                </button>
              </span>
            </p>
            <dl className={styles.addressFields}>
              <dt>{t('consignee')}</dt>
              <dd>{a.name}</dd>
              <dt>{t('area')}</dt>
              <dd data-testid="address-region">{addressText(a.consigneeAddressPath)}</dd>
              <dt>{t('detail')}</dt>
              <dd>{a.detail}</dd>
              <dt>{t('mobile')}</dt>
              <dd>{maskPhone(a.mobile)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && removing) toast.info(t('deleteCancelled'))
          if (!open) setRemoving(null)
        }}
        title={t('deleteTitle')}
        message={t('deleteConfirm')}
        onConfirm={() => {
          const address = removing
          setRemoving(null)
          if (address) void remove(address)
        }}
      />
    </section>
  )
}
