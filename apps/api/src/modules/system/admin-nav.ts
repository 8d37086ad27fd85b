import type { NavEntryForm, NavEntryOrderForm } from '@silk/contracts/content-admin'
import { nextId } from '@silk/db/ids'
import { categories } from '@silk/db/schema/goods'
import { navEntries } from '@silk/db/schema/system'
import { asc, eq, inArray, max } from 'drizzle-orm'
import type { z } from 'zod'
import { announceChange } from '../../shared/change-feed.ts'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

type Row = typeof navEntries.$inferSelect
type Form = z.infer<typeof NavEntryForm>
type Tx = Parameters<Parameters<ManagerCtx['db']['transaction']>[0]>[0]

const publicView = (r: Row) => ({
  id: r.id,
  kind: r.kind,
  label: r.label,
  labelEn: r.labelEn,
  target: r.target,
  paths: r.paths ? r.paths.split(' ').filter(Boolean) : [],
})
const managerView = (r: Row) => ({ ...publicView(r), sort: r.sort, enabled: r.enabled })
const columns = (form: Form) => ({
  kind: form.kind,
  label: form.label,
  labelEn: form.labelEn,
  target: form.target,
  paths: form.paths.length ? form.paths.join(' ') : null,
  enabled: form.enabled,
})
const summary = (r: { kind: string; label: string; target: string | null; enabled: boolean }) => ({
  kind: r.kind,
  label: r.label,
  target: r.target,
  enabled: r.enabled,
})

/** `GET /buyer/other/navList`: the header's row, shown entries only, in order (decision 168). */
export async function listNavEntries(ctx: Pick<Ctx, 'db'>) {
  const rows = await ctx.db
    .select()
    .from(navEntries)
    .where(eq(navEntries.enabled, true))
    .orderBy(asc(navEntries.sort), asc(navEntries.id))
  return rows.map(publicView)
}

/** `GET /manager/other/navEntry`: every entry, shown or hidden. */
export async function listManagerNavEntries(ctx: Pick<Ctx, 'db'>) {
  const rows = await ctx.db.select().from(navEntries).orderBy(asc(navEntries.sort), asc(navEntries.id))
  return rows.map(managerView)
}

/** The header is rendered again (its page-cache entries and frozen copies follow the `content` change). */
const changed = () => announceChange({ kind: 'content' })

/** A category entry must name a category that exists. */
async function checkCategory(tx: Tx, form: Form) {
  if (form.kind !== 'CATEGORY' || !form.target) return
  const [found] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, form.target))
    .limit(1)
  if (!found) throw new BizError('NAV_CATEGORY_NOT_EXIST')
}

/** `POST /manager/other/navEntry`: a new entry at the end of the row. */
export async function createNavEntry(ctx: ManagerCtx, form: Form) {
  const id = nextId()
  await adminWrite(ctx, { action: 'content.nav.create', target: id }, async (tx) => {
    await checkCategory(tx, form)
    const [{ last }] = await tx.select({ last: max(navEntries.sort) }).from(navEntries)
    await tx.insert(navEntries).values({ id, ...columns(form), sort: (last ?? 0) + 1 })
    return { after: summary(form), result: null }
  })
  changed()
  return listManagerNavEntries(ctx)
}

/** `PUT /manager/other/navEntry/{id}`: its kind, labels, target, paths and state (its place stays). */
export async function updateNavEntry(ctx: ManagerCtx, id: string, form: Form) {
  await adminWrite(ctx, { action: 'content.nav.update', target: id }, async (tx) => {
    const [before] = await tx.select().from(navEntries).where(eq(navEntries.id, id)).for('update')
    if (!before) throw new BizError('NAV_ENTRY_NOT_EXIST')
    await checkCategory(tx, form)
    await tx.update(navEntries).set(columns(form)).where(eq(navEntries.id, id))
    return { before: summary(before), after: summary(form), result: null }
  })
  changed()
  return listManagerNavEntries(ctx)
}

/** `PUT /manager/other/navEntry/enable/{id}?enabled=`: shown in the header or hidden. */
export async function setNavEntryEnabled(ctx: ManagerCtx, id: string, enabled: boolean) {
  await adminWrite(
    ctx,
    { action: enabled ? 'content.nav.enable' : 'content.nav.disable', target: id },
    async (tx) => {
      const [row] = await tx.update(navEntries).set({ enabled }).where(eq(navEntries.id, id)).returning()
      if (!row) throw new BizError('NAV_ENTRY_NOT_EXIST')
      return { before: { enabled: !enabled }, after: { enabled }, result: null }
    },
  )
  changed()
  return listManagerNavEntries(ctx)
}

/** `PUT /manager/other/navEntry/sort`: the entries take the order given (every id must exist, once). */
export async function orderNavEntries(ctx: ManagerCtx, form: z.infer<typeof NavEntryOrderForm>) {
  await adminWrite(ctx, { action: 'content.nav.sort', target: 'nav' }, async (tx) => {
    const rows = await tx
      .select({ id: navEntries.id })
      .from(navEntries)
      .where(inArray(navEntries.id, form.ids))
    if (rows.length !== new Set(form.ids).size || rows.length !== form.ids.length) {
      throw new BizError('NAV_ENTRY_NOT_EXIST')
    }
    for (const [i, id] of form.ids.entries()) {
      await tx
        .update(navEntries)
        .set({ sort: i + 1 })
        .where(eq(navEntries.id, id))
    }
    return { after: { ids: form.ids }, result: null }
  })
  changed()
  return listManagerNavEntries(ctx)
}

/** `DELETE /manager/other/navEntry/{id}`. */
export async function deleteNavEntry(ctx: ManagerCtx, id: string) {
  await adminWrite(ctx, { action: 'content.nav.delete', target: id }, async (tx) => {
    const [row] = await tx.delete(navEntries).where(eq(navEntries.id, id)).returning()
    if (!row) throw new BizError('NAV_ENTRY_NOT_EXIST')
    return { before: summary(row), result: null }
  })
  changed()
  return listManagerNavEntries(ctx)
}
