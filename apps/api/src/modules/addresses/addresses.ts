import type { AddressInput, AddressUpdate, MemberAddress } from '@silk/contracts/address'
import type { PageQuery } from '@silk/contracts/paging'
import type { DbOrTx } from '@silk/db/client'
import { nextId } from '@silk/db/ids'
import { memberAddresses, regions } from '@silk/db/schema/index'
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm'
import type { z } from 'zod'
import { formatDateTime } from '../../shared/dates.ts'
import { BizError } from '../../shared/errors.ts'
import type { BuyerCtx } from '../../shared/member-ctx.ts'
import { offsetOf, toPage } from '../../shared/paging.ts'
import { rowColumns, statement } from '../../shared/statement.ts'
import { regionPathWriter } from '../system/region-names.ts'

type Row = typeof memberAddresses.$inferSelect
const MAX_ADDRESSES = 20

export function addressView(
  row: Row,
  write?: (path: string, idPath: string) => string | null,
): MemberAddress {
  return {
    ...row,
    consigneeAddressPath:
      write?.(row.consigneeAddressPath, row.consigneeAddressIdPath) ?? row.consigneeAddressPath,
    createTime: formatDateTime(row.createTime) ?? '',
    updateTime: formatDateTime(row.updateTime),
  }
}

export async function listAddresses(ctx: BuyerCtx, query: PageQuery) {
  const where = eq(memberAddresses.memberId, ctx.member.id)
  const [rows, [{ total }], write] = await Promise.all([
    ctx.db
      .select()
      .from(memberAddresses)
      .where(where)
      .orderBy(desc(memberAddresses.isDefault), desc(memberAddresses.createTime))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db.select({ total: count() }).from(memberAddresses).where(where),
    regionPathWriter(ctx.db, ctx.locale),
  ])
  return toPage(
    rows.map((r) => addressView(r, write)),
    total,
    query,
  )
}

/** The member's own address; another member's is 20005, none is 31009. */
export async function ownAddress(db: DbOrTx, memberId: string, id: string): Promise<Row> {
  const [row] = await db.select().from(memberAddresses).where(eq(memberAddresses.id, id))
  if (!row) throw new BizError('MEMBER_ADDRESS_NOT_EXIST')
  if (row.memberId !== memberId) throw new BizError('USER_AUTHORITY_ERROR')
  return row
}

export async function getAddress(ctx: BuyerCtx, id: string) {
  const [row, write] = await Promise.all([
    ownAddress(ctx.db, ctx.member.id, id),
    regionPathWriter(ctx.db, ctx.locale),
  ])
  return addressView(row, write)
}

const selectDefaultAddress = statement<Row>(
  'default_address_of',
  `select ${rowColumns(memberAddresses)} from member_address where member_id = $1 and is_default limit 1`,
)

/** Every checkout without a chosen address reads this. */
export async function defaultAddressRow(db: DbOrTx, memberId: string): Promise<Row | null> {
  const [row] = await selectDefaultAddress(db, [memberId])
  return row ?? null
}

export async function getDefaultAddress(ctx: BuyerCtx) {
  const row = await defaultAddressRow(ctx.db, ctx.member.id)
  return row ? addressView(row, await regionPathWriter(ctx.db, ctx.locale)) : null
}

/** Region ids must form a parent → child chain; the names come from the region table. */
export async function regionPath(db: DbOrTx, idPath: string): Promise<string> {
  const ids = idPath.split(',')
  const rows = await db.select().from(regions).where(inArray(regions.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  let parent = '0'
  const names: string[] = []
  for (const id of ids) {
    const region = byId.get(id)
    if (!region || region.parentId !== parent)
      throw new BizError('PARAMS_ERROR', { detail: '所在地区不正确' })
    names.push(region.name)
    parent = id
  }
  return names.join(',')
}

function fields(input: z.infer<typeof AddressInput>) {
  return {
    name: input.name,
    mobile: input.mobile,
    consigneeAddressIdPath: input.consigneeAddressIdPath,
    detail: input.detail,
    alias: input.alias ?? null,
    lon: input.lon ?? null,
    lat: input.lat ?? null,
  }
}

export async function addAddress(ctx: BuyerCtx, input: z.infer<typeof AddressInput>) {
  const consigneeAddressPath = await regionPath(ctx.db, input.consigneeAddressIdPath)
  return ctx.db.transaction(async (tx) => {
    const [{ total }] = await tx
      .select({ total: count() })
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, ctx.member.id))
    if (total >= MAX_ADDRESSES)
      throw new BizError('PARAMS_ERROR', { detail: `最多保存${MAX_ADDRESSES}个收货地址` })
    // The first address becomes the default, as a buyer expects.
    const isDefault = input.isDefault === true || total === 0
    const id = nextId()
    if (isDefault) await clearDefault(tx, ctx.member.id, id)
    const [row] = await tx
      .insert(memberAddresses)
      .values({ id, memberId: ctx.member.id, ...fields(input), consigneeAddressPath, isDefault })
      .returning()
    return addressView(row)
  })
}

export async function updateAddress(ctx: BuyerCtx, input: z.infer<typeof AddressUpdate>) {
  const consigneeAddressPath = await regionPath(ctx.db, input.consigneeAddressIdPath)
  return ctx.db.transaction(async (tx) => {
    await ownAddress(tx, ctx.member.id, input.id)
    const isDefault = input.isDefault === true
    if (isDefault) await clearDefault(tx, ctx.member.id, input.id)
    const [row] = await tx
      .update(memberAddresses)
      .set({ ...fields(input), consigneeAddressPath, isDefault, updateTime: new Date() })
      .where(eq(memberAddresses.id, input.id))
      .returning()
    return addressView(row)
  })
}

export async function deleteAddress(ctx: BuyerCtx, id: string) {
  await ownAddress(ctx.db, ctx.member.id, id)
  await ctx.db.delete(memberAddresses).where(eq(memberAddresses.id, id))
}

async function clearDefault(tx: DbOrTx, memberId: string, keepId: string) {
  await tx
    .update(memberAddresses)
    .set({ isDefault: false })
    .where(and(eq(memberAddresses.memberId, memberId), ne(memberAddresses.id, keepId)))
}
