import type { AdminRoleView } from '@silk/contracts/admin'
import type { DepartmentNode } from '@silk/contracts/departments'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import type { z } from 'zod'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { DepartmentTree } from '../../features/console/DepartmentTree.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

type Role = z.infer<typeof AdminRoleView>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api) => {
    const [tree, roles] = await Promise.all([
      api.get<DepartmentNode[]>('/manager/permission/department'),
      api.get<Page<Role>>('/manager/permission/role', { pageSize: 100 }).then((p) => p.records),
    ])
    return { tree, roles }
  })
}

/** 部门管理: the operators' departments and the roles each gives by default. */
export default function Departments() {
  const { tree, roles } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const canWrite = useAdminCanWrite('admin')
  const { revalidate } = useRevalidator()
  return (
    <ConsolePage site={ADMIN} group={t('area.admin')} title={t('menu.departments')} readOnly={!canWrite}>
      <Panel>
        <DepartmentTree
          site={ADMIN}
          base="/manager/permission"
          tree={tree}
          roles={roles.map((r) => ({ id: r.id, name: r.roleName }))}
          canEdit={canWrite}
          onChanged={() => void revalidate()}
        />
      </Panel>
    </ConsolePage>
  )
}
