import { type LoaderFunctionArgs, Outlet, useLoaderData } from 'react-router'
import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx'
import { useConsoleResources } from '../../features/console/resources.ts'
import { sellerMenu } from '../../features/seller/menu.ts'
import { SELLER, SELLER_I18N, type SellerSession, sellerLoad } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'

export const handle = { console: true }

/** Who is signed in and the menu their roles allow; without a seller login, the sign-in page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api) => ({
    session: await api.get<SellerSession>('/store/menu/memberMenu'),
  }))
}

export default function SellerLayout() {
  useConsoleResources(SELLER_I18N)
  const { session } = useLoaderData<typeof loader>()
  const { lang } = useRootData()
  const { t } = useTranslation('seller')
  return (
    <ConsoleLayout
      site={SELLER}
      brand={`${t('brand')} · ${t('brandSuffix')}`}
      org={session.storeName}
      user={session.nickName || session.username}
      groups={sellerMenu(session, lang, t)}
    >
      <Outlet />
    </ConsoleLayout>
  )
}
