import type { ReactNode } from 'react'
import { type LoaderFunctionArgs, Outlet, useLoaderData } from 'react-router'
import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx'
import { consoleErrorBoundary } from '../../features/console/ConsolePageError.tsx'
import { useConsoleResources } from '../../features/console/resources.ts'
import { sellerMenu } from '../../features/seller/menu.ts'
import { SELLER, SELLER_I18N, type SellerSession, sellerLoad } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'

export const handle = { console: true }

/** Who is signed in and the menu their roles allow; without a seller login, the sign-in page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api) => ({
    session: await api.get<SellerSession>('/store/menu/session'),
  }))
}

function SellerFrame({ session, children }: { session: SellerSession; children: ReactNode }) {
  useConsoleResources(SELLER_I18N)
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
      {children}
    </ConsoleLayout>
  )
}

export default function SellerLayout() {
  const { session } = useLoaderData<typeof loader>()
  return (
    <SellerFrame session={session}>
      <Outlet />
    </SellerFrame>
  )
}

/** A page of the seller centre that failed, in the seller centre's frame. */
export const ErrorBoundary = consoleErrorBoundary('routes/seller/layout', SELLER, SellerFrame)
