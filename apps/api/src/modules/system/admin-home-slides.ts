import type { HomeSlideForm, HomeSlideOrderForm, HomeSlot } from '@silk/contracts/content-admin'
import { nextId } from '@silk/db/ids'
import { homeSlides } from '@silk/db/schema/system'
import { and, asc, eq, inArray, max } from 'drizzle-orm'
import type { z } from 'zod'
import { announceChange } from '../../shared/change-feed.ts'
import type { Ctx } from '../../shared/context.ts'
import { BizError } from '../../shared/errors.ts'
import type { ManagerCtx } from '../../shared/manager-ctx.ts'
import { adminWrite } from '../operation-log/operation-log.ts'

type Row = typeof homeSlides.$inferSelect

const publicView = (r: Row) => ({
  id: r.id,
  title: r.title,
  titleEn: r.titleEn,
  subtitle: r.subtitle,
  subtitleEn: r.subtitleEn,
  image: r.image,
  link: r.link,
})
const managerView = (r: Row) => ({ ...publicView(r), slot: r.slot, sort: r.sort, enabled: r.enabled })

/** `GET /buyer/other/home/slides?slot=`: what the home pages show, enabled only, in order. */
export async function listHomeSlides(ctx: Pick<Ctx, 'db'>, slot: HomeSlot) {
  const rows = await ctx.db
    .select()
    .from(homeSlides)
    .where(and(eq(homeSlides.slot, slot), eq(homeSlides.enabled, true)))
    .orderBy(asc(homeSlides.sort), asc(homeSlides.id))
  return rows.map(publicView)
}

/** `GET /manager/other/homeSlide?slot=`: every slide of a slot, enabled or not. */
export async function listManagerHomeSlides(ctx: ManagerCtx, slot: HomeSlot) {
  const rows = await ctx.db
    .select()
    .from(homeSlides)
    .where(eq(homeSlides.slot, slot))
    .orderBy(asc(homeSlides.sort), asc(homeSlides.id))
  return rows.map(managerView)
}

/** The home pages are rendered again (their page-cache entries carry the `content` tag). */
const changed = () => announceChange({ kind: 'content' })

type Form = z.infer<typeof HomeSlideForm>
const summary = (f: { slot: string; title: string; image: string; enabled: boolean }) => ({
  slot: f.slot,
  title: f.title,
  image: f.image,
  enabled: f.enabled,
})

/** `POST /manager/other/homeSlide`: a new slide at the end of its slot. */
export async function createHomeSlide(ctx: ManagerCtx, form: Form) {
  const id = nextId()
  await adminWrite(ctx, { action: 'content.home.create', target: id }, async (tx) => {
    const [{ last }] = await tx
      .select({ last: max(homeSlides.sort) })
      .from(homeSlides)
      .where(eq(homeSlides.slot, form.slot))
    await tx.insert(homeSlides).values({ id, ...form, sort: (last ?? 0) + 1 })
    return { after: summary(form), result: null }
  })
  changed()
  return listManagerHomeSlides(ctx, form.slot)
}

/** `PUT /manager/other/homeSlide/{id}`: its texts, picture, link and state (its slot stays). */
export async function updateHomeSlide(ctx: ManagerCtx, id: string, form: Form) {
  const slot = await adminWrite(ctx, { action: 'content.home.update', target: id }, async (tx) => {
    const [before] = await tx.select().from(homeSlides).where(eq(homeSlides.id, id)).for('update')
    if (!before) throw new BizError('HOME_SLIDE_NOT_EXIST')
    const { slot: _slot, ...fields } = form
    await tx.update(homeSlides).set(fields).where(eq(homeSlides.id, id))
    return { before: summary(before), after: summary({ ...form, slot: before.slot }), result: before.slot }
  })
  changed()
  return listManagerHomeSlides(ctx, slot)
}

/** `PUT /manager/other/homeSlide/enable/{id}?enabled=`: shown or hidden on the home pages. */
export async function setHomeSlideEnabled(ctx: ManagerCtx, id: string, enabled: boolean) {
  const slot = await adminWrite(
    ctx,
    {
      action: enabled ? 'content.home.enable' : 'content.home.disable',
      target: id,
    },
    async (tx) => {
      const [row] = await tx.update(homeSlides).set({ enabled }).where(eq(homeSlides.id, id)).returning()
      if (!row) throw new BizError('HOME_SLIDE_NOT_EXIST')
      return { before: { enabled: !enabled }, after: { enabled }, result: row.slot }
    },
  )
  changed()
  return listManagerHomeSlides(ctx, slot)
}

/** `PUT /manager/other/homeSlide/sort`: the slot's slides take the order given (every id must be of the slot). */
export async function orderHomeSlides(ctx: ManagerCtx, form: z.infer<typeof HomeSlideOrderForm>) {
  await adminWrite(ctx, { action: 'content.home.sort', target: form.slot }, async (tx) => {
    const rows = await tx
      .select({ id: homeSlides.id })
      .from(homeSlides)
      .where(and(eq(homeSlides.slot, form.slot), inArray(homeSlides.id, form.ids)))
    if (rows.length !== new Set(form.ids).size || rows.length !== form.ids.length) {
      throw new BizError('HOME_SLIDE_NOT_EXIST')
    }
    for (const [i, id] of form.ids.entries()) {
      await tx
        .update(homeSlides)
        .set({ sort: i + 1 })
        .where(eq(homeSlides.id, id))
    }
    return { after: { ids: form.ids }, result: null }
  })
  changed()
  return listManagerHomeSlides(ctx, form.slot)
}

/** `DELETE /manager/other/homeSlide/{id}`. */
export async function deleteHomeSlide(ctx: ManagerCtx, id: string) {
  const slot = await adminWrite(ctx, { action: 'content.home.delete', target: id }, async (tx) => {
    const [row] = await tx.delete(homeSlides).where(eq(homeSlides.id, id)).returning()
    if (!row) throw new BizError('HOME_SLIDE_NOT_EXIST')
    return { before: summary(row), result: row.slot }
  })
  changed()
  return listManagerHomeSlides(ctx, slot)
}
