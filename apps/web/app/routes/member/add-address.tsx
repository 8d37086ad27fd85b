import type { MemberAddress } from '@silk/contracts/address'
import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { AddressForm } from '../../features/addresses/AddressForm.tsx'
import styles from '../../features/addresses/addresses.module.css'
import { MemberDetailError } from '../../features/member-centre/MemberNotFound.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pageMeta } from '../../lib/meta.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('addAddress')

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(
    request,
    context,
    async (api, url) => {
      const id = url.searchParams.get('id')
      if (!id || !/^\d{1,32}$/.test(id)) return { address: null }
      return { address: await api.get<MemberAddress>(`/buyer/member/address/get/${id}`) }
    },
    { detail: true },
  )
}

/** An unknown, deleted or someone else's record: 404 with the way back to the list. */
export function ErrorBoundary() {
  return <MemberDetailError kind="address" to="/home/MyAddress" />
}

/** /home/AddAddress[?id=]: the checkout's address form on a page; back to the list afterwards. */
export default function AddAddressPage() {
  const { t } = useTranslation('addresses')
  const { address } = useLoaderData<typeof loader>()
  const navigate = useNavigate()
  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{address ? t('editTitle') : t('addTitle')}</h2>
      </header>
      <div className={styles.addressPageForm}>
        <AddressForm
          key={address?.id ?? 'new'}
          address={address}
          saveLabel={t('save')}
          cancelLabel={t('back')}
          onCancel={() => navigate('/home/MyAddress')}
          onSaved={() => navigate('/home/MyAddress')}
        />
      </div>
    </section>
  )
}
