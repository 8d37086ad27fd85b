import type { DepartmentNode } from '@silk/contracts/departments'
import { MAX_PAGE_SIZE, type Page } from '@silk/contracts/paging'
import type { ClerkPage, RoleView } from '@silk/contracts/store-staff'
import { StoreMenu } from '@silk/contracts/store-staff'
import { useState } from 'react'
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { DepartmentTree } from '../../features/console/DepartmentTree.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import { ClerkDialog, type ClerkValue } from '../../features/seller/ClerkDialog.tsx'
import { RoleDialog, type RoleValue } from '../../features/seller/RoleDialog.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { useRootData } from '../../lib/root-data.ts'

type Clerk = z.infer<typeof ClerkPage>['records'][number]
type Role = z.infer<typeof RoleView>
const PAGE_SIZE = 20

export async function loader({ request, context }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api, url) => {
    const asked = url.searchParams.get('tab')
    const tab = asked === 'roles' || asked === 'departments' ? asked : 'clerks'
    const pageNumber = Math.max(1, Number(url.searchParams.get('pageNumber')) || 1)
    const [roles, clerks, departments] = await Promise.all([
      api.get<Page<Role>>('/store/role', { pageSize: MAX_PAGE_SIZE }).then((p) => p.records),
      tab === 'clerks'
        ? api.get<z.infer<typeof ClerkPage>>('/store/clerk', { pageNumber, pageSize: PAGE_SIZE })
        : null,
      tab === 'roles' ? [] : api.get<DepartmentNode[]>('/store/department'),
    ])
    return { tab, roles, clerks, departments, pageNumber }
  })
}

/**
 * 店员管理: clerks (members working for the store), the roles that say what each may do and the
 * departments whose default roles a clerk without roles of its own holds.
 */
export default function SellerStaff() {
  const { tab, roles, clerks, departments, pageNumber } = useLoaderData<typeof loader>()
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const canEdit = useCanWrite('staff')
  const revalidator = useRevalidator()
  const clerk = useEditing<ClerkValue>()
  const role = useEditing<RoleValue>()
  const [deleting, setDeleting] = useState<{ path: string; name: string } | null>(null)
  const reload = () => void revalidator.revalidate()

  const remove = async (target: { path: string }) => {
    try {
      await consoleBrowser(SELLER).api.del(target.path)
      toast.success(tc('actions.deleted'))
      reload()
    } catch {
      // shown by the client
    }
  }
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('staff')}
      title={t('staff.title')}
      readOnly={!canEdit}
      actions={
        canEdit && tab !== 'departments' ? (
          tab === 'clerks' ? (
            <button
              type="button"
              className="btn"
              onClick={() =>
                clerk.start({ username: '', clerkName: '', roleIds: [], status: true, departmentId: '' })
              }
            >
              {t('staff.addClerk')}
            </button>
          ) : (
            <button
              type="button"
              className="btn"
              onClick={() => role.start({ roleName: '', description: '', permissions: [] })}
            >
              {t('staff.addRole')}
            </button>
          )
        ) : null
      }
    >
      <Panel>
        <Tabs
          label={t('staff.title')}
          current={tab}
          tabs={[
            { key: 'clerks', label: t('staff.clerks'), href: '?tab=clerks' },
            { key: 'roles', label: t('staff.roles'), href: '?tab=roles' },
            { key: 'departments', label: t('staff.departments'), href: '?tab=departments' },
          ]}
        />
        {tab === 'departments' ? (
          <DepartmentTree
            site={SELLER}
            base="/store"
            tree={departments}
            roles={roles.map((r) => ({ id: r.id, name: r.roleName }))}
            canEdit={canEdit}
            onChanged={reload}
          />
        ) : null}
        {tab === 'clerks' && clerks ? (
          <>
            <ClerkTable
              rows={clerks.records}
              canEdit={canEdit}
              onEdit={(c) =>
                clerk.start({
                  id: c.id,
                  username: c.username,
                  clerkName: c.clerkName,
                  roleIds: c.roles.map((r) => r.id),
                  status: c.status,
                  departmentId: c.departmentId ?? '',
                })
              }
              onDelete={(c) => setDeleting({ path: `/store/clerk/${c.id}`, name: c.clerkName })}
            />
            <Pager current={pageNumber} pages={Math.ceil(clerks.total / PAGE_SIZE)} total={clerks.total} />
          </>
        ) : tab === 'roles' ? (
          <RoleTable
            rows={roles}
            canEdit={canEdit}
            onEdit={(r) =>
              role.start({
                id: r.id,
                roleName: r.roleName,
                description: r.description,
                permissions: r.permissions,
              })
            }
            onDelete={(r) => setDeleting({ path: `/store/role/${r.id}`, name: r.roleName })}
          />
        ) : null}
      </Panel>
      {clerk.value ? (
        <ClerkDialog
          key={clerk.key}
          value={clerk.value}
          open={clerk.open}
          roles={roles}
          departments={departments}
          onClose={clerk.close}
          onSaved={reload}
        />
      ) : null}
      {role.value ? (
        <RoleDialog
          key={role.key}
          value={role.value}
          open={role.open}
          onClose={role.close}
          onSaved={reload}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null)
        }}
        title={tc('actions.confirmDelete', { name: deleting?.name ?? '' })}
        confirmLabel={tc('actions.delete')}
        onConfirm={() => {
          if (deleting) void remove(deleting)
        }}
      />
    </ConsolePage>
  )
}

function RowActions<Row>({
  row,
  onEdit,
  onDelete,
}: {
  row: Row
  onEdit(row: Row): void
  onDelete(row: Row): void
}) {
  const { t: tc } = useTranslation('console')
  return (
    <span className={consoleStyles.rowActions}>
      <button type="button" className={consoleStyles.linkButton} onClick={() => onEdit(row)}>
        {tc('actions.edit')}
      </button>
      <button type="button" className={consoleStyles.linkButton} onClick={() => onDelete(row)}>
        {tc('actions.delete')}
      </button>
    </span>
  )
}

function ClerkTable({
  rows,
  canEdit,
  onEdit,
  onDelete,
}: {
  rows: Clerk[]
  canEdit: boolean
  onEdit(c: Clerk): void
  onDelete(c: Clerk): void
}) {
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const columns: Column<Clerk>[] = [
    { key: 'name', header: t('staff.clerkName'), cell: (c) => c.clerkName },
    { key: 'username', header: t('staff.username'), cell: (c) => c.username },
    { key: 'mobile', header: t('staff.mobile'), cell: (c) => c.mobile || '—' },
    {
      key: 'roles',
      header: t('staff.rolesOf'),
      cell: (c) => (c.roles.length ? c.roles.map((r) => r.roleName).join('、') : t('staff.noRoles')),
    },
    { key: 'department', header: t('staff.department'), cell: (c) => c.departmentTitle ?? '—' },
    {
      key: 'status',
      header: t('staff.status'),
      cell: (c) => (c.status ? t('staff.active') : t('staff.suspended')),
    },
    ...(canEdit
      ? [
          {
            key: 'ops',
            header: tc('actions.operations'),
            align: 'right' as const,
            cell: (c: Clerk) => <RowActions row={c} onEdit={onEdit} onDelete={onDelete} />,
          },
        ]
      : []),
  ]
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      testId="clerk-table"
      empty={<p className={consoleStyles.muted}>{t('staff.empty')}</p>}
    />
  )
}

function RoleTable({
  rows,
  canEdit,
  onEdit,
  onDelete,
}: {
  rows: Role[]
  canEdit: boolean
  onEdit(r: Role): void
  onDelete(r: Role): void
}) {
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const { lang } = useRootData()
  const describe = (permissions: string[]) =>
    StoreMenu.flatMap((m) => {
      const write = permissions.includes(`${m.area}:write`)
      if (!write && !permissions.includes(`${m.area}:read`)) return []
      return [`${lang === 'en' ? m.titleEn : m.title}（${write ? t('staff.write') : t('staff.read')}）`]
    }).join('、')
  const columns: Column<Role>[] = [
    { key: 'name', header: t('staff.roleName'), cell: (r) => r.roleName },
    { key: 'description', header: t('staff.description'), cell: (r) => r.description || '—' },
    { key: 'permissions', header: t('staff.permissions'), cell: (r) => describe(r.permissions) || '—' },
    ...(canEdit
      ? [
          {
            key: 'ops',
            header: tc('actions.operations'),
            align: 'right' as const,
            cell: (r: Role) => <RowActions row={r} onEdit={onEdit} onDelete={onDelete} />,
          },
        ]
      : []),
  ]
  return (
    <Table
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      testId="role-table"
      empty={<p className={consoleStyles.muted}>{t('staff.noRolesYet')}</p>}
    />
  )
}
