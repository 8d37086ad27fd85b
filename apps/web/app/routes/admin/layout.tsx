import type { ReactNode } from 'react'
import { type LoaderFunctionArgs, Outlet, useLoaderData } from 'react-router'
import { adminMenu } from '../../features/admin/menu.ts'
import { ADMIN, ADMIN_I18N, type AdminSession, adminLoad } from '../../features/admin/site.ts'
import { ConsoleLayout } from '../../features/console/ConsoleLayout.tsx'
import { consoleErrorBoundary } from '../../features/console/ConsolePageError.tsx'
import { useConsoleResources } from '../../features/console/resources.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

export const handle = { console: true }

/** The signed-in operator and the menu its roles allow; without an operator login, the sign-in page. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => ({
    session: await api.get<AdminSession>('/manager/passport/user/info'),
  }))
}

function AdminFrame({ session, children }: { session: AdminSession; children: ReactNode }) {
  useConsoleResources(ADMIN_I18N)
  const { t } = useTranslation('admin')
  return (
    <ConsoleLayout
      site={ADMIN}
      brand={`${t('brand')} · ${t('brandSuffix')}`}
      org={t('org')}
      user={session.nickName || session.username}
      groups={adminMenu(session, t)}
    >
      {children}
    </ConsoleLayout>
  )
}

export default function AdminLayout() {
  const { session } = useLoaderData<typeof loader>()
  return (
    <AdminFrame session={session}>
      <Outlet />
    </AdminFrame>
  )
}

/** A page of the operator console that failed, in the operator console's frame. */
export const ErrorBoundary = consoleErrorBoundary('routes/admin/layout', ADMIN, AdminFrame)
