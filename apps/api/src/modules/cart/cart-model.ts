import { ErrorCodes } from '@silk/contracts/errors'
import type { CartWay } from '@silk/contracts/trade'
import type { DbOrTx } from '@silk/db/client'
import { type cartStates, memberAddresses, memberCoupons, storeAddresses } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import type { StoredSpec } from '../../shared/localised.ts'
import { rowColumns, statement } from '../../shared/statement.ts'
import { defaultAddressRow } from '../addresses/addresses.ts'
import { eligibleLines, splitDiscount, unusableReason } from '../coupons/rules.ts'
import type { MemberCouponRow } from '../coupons/views.ts'
import { boundDistributorIdSql } from '../distribution/distributors.ts'
import { checkoutFreight } from '../freight/pricing.ts'
import type { LinePromotion } from '../promotions/checkout.ts'
import { applyFullDiscounts, liveFullDiscounts, type StoreFullDiscount } from '../promotions/full-discount.ts'
import { liveFlashJoin } from '../promotions/session-clock.ts'

/** One cart line with its SKU as it is now (money in fen). */
export interface LineModel {
  skuId: string
  goodsId: string
  goodsName: string
  storeId: string
  storeName: string
  categoryId: string
  categoryPath: string
  thumbnail: string
  price: number
  stock: number
  salesModel: string
  /** The goods' unit of measure (件, 套, 盒…), as quantities are said at checkout. */
  goodsUnit: string
  /** PHYSICAL_GOODS or VIRTUAL_GOODS: lilishop's checkout page asks for an address only for the first. */
  goodsType: string
  simpleSpecs: string
  /** In the goods' spec order, with the English the seller gave (decision 026). */
  specs: StoredSpec[]
  /** English names for the English interface (null: none given). */
  goodsNameEn: string | null
  storeNameEn: string | null
  marketEnable: string
  /** Grams of one piece: the SKU's weight, else the goods'. */
  weight: number
  /** The goods' freight template ('0': ships free). */
  templateId: string
  num: number
  /** The persisted check flag (what the buyer chose). */
  chosen: boolean
  /** Chosen and purchasable now. */
  checked: boolean
  invalid: boolean
  errorMessage: string | null
  errorMessageEn: string | null
  /** A WHOLESALE goods' first tier when the cart holds fewer of it (the line cannot be bought). */
  wholesaleMin?: number
  subTotal: number
  /** The line's share of its store's full discount (decision 160), taken before coupons. */
  discountPrice: number
  couponPrice: number
  siteCouponPrice: number
  /** The SKU's own price (fen) when a promotion prices the line. */
  originalPrice: number
  /** What prices the line: a live flash sale, or a points-mall exchange (price 0, paid in points). */
  promotion: LinePromotion | null
}

export interface AppliedCoupon {
  coupon: MemberCouponRow
  /** skuId → discount share (fen). */
  shares: Map<string, number>
  /** skuId → the amount the coupon was computed on (fen). */
  base: Map<string, number>
}

export type CartState = typeof cartStates.$inferSelect

export interface CartModel {
  way: CartWay
  memberId: string
  lines: LineModel[]
  /** Lines the buyer checked that cannot be bought now (short stock or delisted). */
  blocked: LineModel[]
  state: CartState
  /** The method that applies now (see `resolvePickup`), which may differ from the state's choice. */
  deliveryMethod: DeliveryMethod
  address: typeof memberAddresses.$inferSelect | null
  /** The chosen pickup point, only while it belongs to the one store of the checked lines. */
  storeAddress: typeof storeAddresses.$inferSelect | null
  canUse: MemberCouponRow[]
  cantUse: { coupon: MemberCouponRow; reason: string }[]
  platformCoupon: AppliedCoupon | null
  storeCoupons: Map<string, AppliedCoupon>
  /** Freight per store of the checked lines (fen), priced for the consignee's region. */
  freight: Map<string, number>
  /** Per store: its best live 满减/满折 for the checked lines (decision 160), applied or not yet reached. */
  fullDiscounts: Map<string, StoreFullDiscount>
}

export type DeliveryMethod = 'LOGISTICS' | 'SELF_PICK_UP'

/**
 * What applies to the checked lines now: self pickup only while they are of one store, and a pickup
 * point only when it is that store's. The buyer may have changed the cart since choosing either, and
 * the checkout view and create/trade must agree on what is bought.
 */
export function resolvePickup<P extends { storeId: string }>(
  checked: Pick<LineModel, 'storeId'>[],
  state: Pick<CartState, 'deliveryMethod'>,
  point: P | null,
): { deliveryMethod: DeliveryMethod; storeAddress: P | null } {
  const storeIds = new Set(checked.map((l) => l.storeId))
  const single = storeIds.size === 1 ? [...storeIds][0] : null
  return {
    deliveryMethod: state.deliveryMethod === 'SELF_PICK_UP' && single ? 'SELF_PICK_UP' : 'LOGISTICS',
    storeAddress: point && point.storeId === single ? point : null,
  }
}

export function emptyState(memberId: string, way: CartWay): CartState {
  return {
    memberId,
    way,
    addressId: null,
    storeAddressId: null,
    deliveryMethod: 'LOGISTICS',
    receipt: null,
    platformCouponId: null,
    storeCoupons: {},
    couponsByBuyer: false,
    updateTime: new Date(),
  }
}

const selectState = statement<CartState>(
  'cart_state_of',
  `select member_id as "memberId", way, address_id as "addressId", store_address_id as "storeAddressId",
     delivery_method as "deliveryMethod", receipt, platform_coupon_id as "platformCouponId",
     store_coupons as "storeCoupons", coupons_by_buyer as "couponsByBuyer", update_time as "updateTime"
   from cart_state where member_id = $1 and way = $2`,
)

export async function loadState(db: DbOrTx, memberId: string, way: CartWay): Promise<CartState> {
  const [row] = await selectState(db, [memberId, way])
  return row ?? emptyState(memberId, way)
}

interface LineRow {
  skuId: string
  num: number
  checked: boolean
  skuFound: string | null
  quantity: number | null
  price: number | null
  skuImages: string[] | null
  simpleSpecs: string | null
  specs: LineModel['specs'] | null
  goodsId: string | null
  goodsName: string | null
  storeId: string | null
  categoryId: string | null
  categoryPath: string | null
  goodsImages: string[] | null
  salesModel: string | null
  goodsType: string | null
  marketEnable: string | null
  authFlag: string | null
  weight: number | null
  templateId: string | null
  wholesale: { num: number; price: number }[] | null
  goodsUnit: string | null
  storeName: string | null
  goodsNameEn: string | null
  storeNameEn: string | null
  storeDisable: string | null
  way: string
  flashId: string | null
  flashPrice: number | null
  flashLeft: number | null
  flashLimit: number | null
  pointsGoodsId: string | null
  points: number | null
  pointsStock: number | null
  pintuanGoodsId: string | null
  pintuanId: string | null
  pintuanPrice: number | null
  bargainId: string | null
  kanjiaGoodsId: string | null
  bargainPrice: number | null
  kanjiaStock: number | null
}

/** The columns a cart line needs (`l` the line, `s` its SKU, `g` its goods, `st` its store). */
const LINE_COLUMNS = `l.sku_id as "skuId", l.num, l.checked, s.id as "skuFound", s.quantity, s.price,
  s.images as "skuImages", s.simple_specs as "simpleSpecs", s.specs, g.id as "goodsId",
  g.goods_name as "goodsName", g.store_id as "storeId", g.category_id as "categoryId",
  g.category_path as "categoryPath", g.images as "goodsImages", g.sales_model as "salesModel",
  g.goods_type as "goodsType", g.market_enable as "marketEnable", g.auth_flag as "authFlag",
  coalesce(nullif(s.weight_grams, 0), g.weight_grams) as "weight", g.template_id as "templateId", g.wholesale, g.goods_unit as "goodsUnit", st.store_name as "storeName", g.goods_name_en as "goodsNameEn", st.store_name_en as "storeNameEn", st.store_disable as "storeDisable", l.way,
  fs.id as "flashId", fs.price as "flashPrice", fs.left_num as "flashLeft", fs.limit_num as "flashLimit",
  pg.id as "pointsGoodsId", pg.points, pg.active_stock as "pointsStock",
  pt.id as "pintuanGoodsId", pt.pintuan_id as "pintuanId", pt.price as "pintuanPrice",
  kj.id as "bargainId", kj.kanjia_goods_id as "kanjiaGoodsId", kj.current_price as "bargainPrice",
  kj.stock as "kanjiaStock"`

const LINE_JOINS = `left join goods_sku s on s.id = l.sku_id
  left join goods g on g.id = s.goods_id
  left join store st on st.id = g.store_id
  ${liveFlashJoin('l.sku_id', 'fs')}
  left join points_goods pg on l.way = 'POINTS' and pg.sku_id = l.sku_id and pg.status = 'UPPER'
    and pg.start_time <= now() and pg.end_time > now()
  left join lateral (
    select ptg.id, ptg.pintuan_id, ptg.price from pintuan_goods ptg join pintuan p on p.id = ptg.pintuan_id
    where l.way = 'PINTUAN' and ptg.sku_id = l.sku_id and p.close_time is null
      and p.start_time <= now() and p.end_time > now()
    limit 1
  ) pt on true
  left join lateral (
    select kb.id, kb.kanjia_goods_id, kb.current_price, kg.stock
    from kanjia_bargain kb join kanjia_goods kg on kg.id = kb.kanjia_goods_id
    where l.way = 'KANJIA' and kb.sku_id = l.sku_id and kb.member_id = l.member_id and kb.status = 'START'
      and kg.close_time is null and kg.start_time <= now() and kg.end_time > now()
    limit 1
  ) kj on true`

/**
 * The columns a cart line needs, not whole rows: `goods` carries the rich-text introduction and the
 * search vector. Every cart view runs this.
 */
const selectLines = statement<LineRow>(
  'cart_lines_of',
  `select ${LINE_COLUMNS}
   from cart_line l
   ${LINE_JOINS}
   where l.member_id = $1 and l.way = $2
   order by l.create_time, l.sku_id`,
)

const MEMBER_COUPON_COLUMNS = rowColumns(memberCoupons)

/** The member's coupons that are valid now: every checkout view sorts them into usable and not. */
const selectUsableCoupons = statement<MemberCouponRow>(
  'usable_coupons_of',
  `select ${MEMBER_COUPON_COLUMNS} from member_coupon
   where member_id = $1 and member_coupon_status = 'NEW' and start_time <= $2 and end_time > $2`,
)

/** The coupons chosen in a cart, among the member's coupons that are valid now. */
const selectChosenCoupons = statement<MemberCouponRow>(
  'chosen_coupons_of',
  `select ${MEMBER_COUPON_COLUMNS} from member_coupon
   where member_id = $1 and member_coupon_status = 'NEW' and start_time <= $2 and end_time > $2
     and id = any($3::text[])`,
)

/** Which of the chosen coupons another checkout has used. */
const selectUsedCoupons = statement<{ id: string }>(
  'used_chosen_coupons_of',
  `select id from member_coupon where member_id = $1 and id = any($2::text[]) and member_coupon_status = 'USED'`,
)

/**
 * What prices a line now: a POINTS line its points goods (none on offer: the line cannot be
 * bought); another line a live flash sale while its flash stock lasts (then the SKU's price again).
 * The stock a line may take is the smaller of the SKU's and the promotion's.
 */
function pricing(row: LineRow) {
  const skuStock = row.quantity ?? 0
  const own = row.price ?? 0
  if (row.way === 'POINTS') {
    if (!row.pointsGoodsId) return { price: 0, stock: 0, promotion: null, offered: false }
    const promotion: LinePromotion = { type: 'POINTS', id: row.pointsGoodsId, points: row.points ?? 0 }
    return { price: 0, stock: Math.min(skuStock, row.pointsStock ?? 0), promotion, offered: true }
  }
  if (row.way === 'PINTUAN') {
    // A group-buy line is priced by the SKU's running 拼团 only (decision 161): none, not buyable.
    if (!row.pintuanGoodsId || row.pintuanPrice === null)
      return { price: own, stock: 0, promotion: null, offered: false }
    const promotion: LinePromotion = {
      type: 'PINTUAN',
      id: row.pintuanGoodsId,
      pintuanId: row.pintuanId ?? '',
    }
    return { price: row.pintuanPrice, stock: skuStock, promotion, offered: true }
  }
  if (row.way === 'KANJIA') {
    // The member's own running bargain at its current price (decision 167): none, not buyable.
    if (!row.bargainId || row.bargainPrice === null)
      return { price: own, stock: 0, promotion: null, offered: false }
    const promotion: LinePromotion = {
      type: 'KANJIA',
      id: row.bargainId,
      kanjiaGoodsId: row.kanjiaGoodsId ?? '',
    }
    const stock = Math.min(skuStock, row.kanjiaStock ?? 0)
    return { price: row.bargainPrice, stock, promotion, offered: true }
  }
  if (row.flashId && row.flashPrice !== null && (row.flashLeft ?? 0) > 0) {
    const promotion: LinePromotion = { type: 'SECKILL', id: row.flashId, limitNum: row.flashLimit ?? 0 }
    return { price: row.flashPrice, stock: Math.min(skuStock, row.flashLeft ?? 0), promotion, offered: true }
  }
  return { price: own, stock: skuStock, promotion: null, offered: true }
}

function toLine(row: LineRow): LineModel {
  const priced = pricing(row)
  const sellable =
    !!row.skuFound &&
    !!row.goodsId &&
    row.marketEnable === 'UPPER' &&
    row.authFlag === 'PASS' &&
    row.storeDisable !== 'CLOSED' &&
    priced.offered
  const stock = priced.stock
  const short = sellable && stock < row.num
  const price = priced.price
  return {
    skuId: row.skuId,
    goodsId: row.goodsId ?? '0',
    goodsName: row.goodsName ?? '商品已删除',
    storeId: row.storeId ?? '0',
    storeName: row.storeName ?? '',
    categoryId: row.categoryId ?? '0',
    categoryPath: row.categoryPath ?? '',
    thumbnail: row.skuImages?.[0] ?? row.goodsImages?.[0] ?? '',
    price,
    stock,
    salesModel: row.salesModel ?? 'RETAIL',
    goodsUnit: row.goodsUnit || '件',
    goodsType: row.goodsType ?? 'PHYSICAL_GOODS',
    simpleSpecs: row.simpleSpecs ?? '',
    specs: row.specs ?? [],
    goodsNameEn: row.goodsNameEn ?? null,
    storeNameEn: row.storeNameEn ?? null,
    marketEnable: row.marketEnable ?? 'DOWN',
    weight: row.weight ?? 0,
    templateId: row.templateId ?? '0',
    num: row.num,
    chosen: row.checked,
    checked: row.checked && sellable && !short,
    invalid: !sellable,
    errorMessage: !row.skuFound
      ? '该规格已被商家删除'
      : !sellable
        ? priced.offered
          ? '商品已下架'
          : row.way === 'PINTUAN'
            ? '拼团活动已结束'
            : row.way === 'KANJIA'
              ? '砍价已结束'
              : '积分商品兑换已结束'
        : short
          ? `商品库存不足,现有库存数量[${stock}]`
          : null,
    errorMessageEn: !row.skuFound
      ? 'The seller has removed this option'
      : !sellable
        ? priced.offered
          ? 'No longer on sale'
          : row.way === 'PINTUAN'
            ? 'This group buy has ended'
            : row.way === 'KANJIA'
              ? 'This bargain has ended'
              : 'This points exchange has ended'
        : short
          ? `Not enough stock: ${stock} left`
          : null,
    subTotal: price * row.num,
    discountPrice: 0,
    couponPrice: 0,
    siteCouponPrice: 0,
    originalPrice: row.price ?? 0,
    promotion: priced.promotion,
  }
}

/**
 * The lines of a cart, WHOLESALE goods priced by tier as lilishop's wholesale renderer does: the
 * quantities of all the goods' chosen lines (whatever their specs) add up, the highest tier that
 * total reaches prices every one of those lines, and below the first tier the lines cannot be bought.
 */
function toLines(rows: LineRow[]): LineModel[] {
  const lines = rows.map(toLine)
  const totals = new Map<string, number>()
  for (const l of lines)
    if (l.salesModel === 'WHOLESALE' && l.chosen && !l.invalid)
      totals.set(l.goodsId, (totals.get(l.goodsId) ?? 0) + l.num)
  return lines.map((line, i) => {
    const tiers = rows[i]?.wholesale ?? []
    const total = totals.get(line.goodsId)
    if (total === undefined || tiers.length === 0) return line
    const tier = tiers.filter((t) => t.num <= total).at(-1)
    if (!tier)
      return {
        ...line,
        checked: false,
        wholesaleMin: tiers[0]?.num,
        // Said in the goods' own unit (60套起批), as the goods page says it.
        errorMessage: `${ErrorCodes.GOODS_WHOLESALE_MIN_NUM.message}：${tiers[0]?.num}${line.goodsUnit}起批`,
        errorMessageEn: `Below the minimum order of ${tiers[0]?.num}`,
      }
    return { ...line, price: tier.price, subTotal: tier.price * line.num }
  })
}

export async function loadLines(db: DbOrTx, memberId: string, way: CartWay): Promise<LineModel[]> {
  const rows = await selectLines(db, [memberId, way])
  return toLines(rows)
}

export function apply(coupon: MemberCouponRow, lines: LineModel[], site: boolean): AppliedCoupon {
  const open = lines.map((l) => ({ ...l, amount: l.subTotal - l.discountPrice - l.couponPrice }))
  const eligible = eligibleLines(coupon, open)
  const shares = splitDiscount(coupon, eligible)
  for (const line of lines) {
    const share = shares.get(line.skuId) ?? 0
    line.couponPrice += share
    if (site) line.siteCouponPrice += share
  }
  return { coupon, shares, base: new Map(eligible.map((l) => [l.skuId, l.amount])) }
}

/**
 * Sorts `owned` coupons into usable and not on the model's lines, then applies the ones the state
 * chose: each store coupon to its store's lines, then the platform coupon to what is left.
 */
function applyCoupons(
  model: Pick<CartModel, 'lines' | 'state' | 'platformCoupon' | 'storeCoupons'>,
  owned: MemberCouponRow[],
  now: Date,
): Pick<CartModel, 'canUse' | 'cantUse'> {
  const canUse: MemberCouponRow[] = []
  const cantUse: CartModel['cantUse'] = []
  // Thresholds are checked on what the full discount leaves (decision 160), as JD and Tmall do.
  const couponLines = model.lines.map((l) => ({ ...l, amount: l.subTotal - l.discountPrice }))
  for (const coupon of owned) {
    const reason = unusableReason(coupon, couponLines, now)
    if (reason) cantUse.push({ coupon, reason })
    else canUse.push(coupon)
  }
  const usable = new Map(canUse.map((c) => [c.id, c]))
  for (const [storeId, couponId] of Object.entries(model.state.storeCoupons)) {
    const coupon = usable.get(couponId)
    if (coupon && coupon.storeId === storeId)
      model.storeCoupons.set(storeId, apply(coupon, model.lines, false))
  }
  const platform = model.state.platformCouponId ? usable.get(model.state.platformCouponId) : undefined
  if (platform && platform.storeId === '0') model.platformCoupon = apply(platform, model.lines, true)
  return { canUse, cantUse }
}

/**
 * Applies the state's coupons again after the state's choice changed (the best combination picked for
 * the buyer): the lines' discounts start from zero, the member's coupons are those already sorted.
 */
export function reapplyCoupons(model: CartModel, now = new Date()) {
  for (const line of model.lines) {
    line.couponPrice = 0
    line.siteCouponPrice = 0
  }
  model.platformCoupon = null
  model.storeCoupons = new Map()
  const owned = [...model.canUse, ...model.cantUse.map((c) => c.coupon)]
  Object.assign(model, applyCoupons(model, owned, now))
}

/**
 * Builds the cart of a way. `checked` mode is the checkout view: only checked purchasable lines,
 * the member's coupons sorted into usable and not, the selected ones applied, the address resolved
 * (the default one when none was chosen).
 */
export async function buildCart(
  db: DbOrTx,
  memberId: string,
  way: CartWay,
  mode: 'all' | 'checked',
): Promise<CartModel> {
  const [allLines, state] = await Promise.all([loadLines(db, memberId, way), loadState(db, memberId, way)])
  const model: CartModel = {
    way,
    memberId,
    lines: allLines,
    blocked: allLines.filter((l) => l.chosen && !l.checked),
    state,
    deliveryMethod: resolvePickup(
      allLines.filter((l) => l.checked),
      state,
      null,
    ).deliveryMethod,
    address: null,
    storeAddress: null,
    canUse: [],
    cantUse: [],
    platformCoupon: null,
    storeCoupons: new Map(),
    freight: new Map(),
    fullDiscounts: new Map(),
  }
  if (way !== 'POINTS' && way !== 'PINTUAN' && way !== 'KANJIA') {
    const live = await liveFullDiscounts(db, [...new Set(allLines.map((l) => l.storeId))])
    // Computed on the checked lines the cart holds (in `all` mode the notice says what is missing).
    model.fullDiscounts = applyFullDiscounts(allLines, live)
  }
  if (mode === 'all') return model
  model.lines = allLines.filter((l) => l.checked)
  const now = new Date()
  const [owned, address, storeAddress] = await Promise.all([
    selectUsableCoupons(db, [memberId, now]),
    state.addressId
      ? db
          .select()
          .from(memberAddresses)
          .where(and(eq(memberAddresses.id, state.addressId), eq(memberAddresses.memberId, memberId)))
          .then((r) => r[0] ?? null)
      : defaultAddressRow(db, memberId),
    state.storeAddressId
      ? db
          .select()
          .from(storeAddresses)
          .where(eq(storeAddresses.id, state.storeAddressId))
          .then((r) => r[0] ?? null)
      : null,
  ])
  model.address = address
  model.storeAddress = resolvePickup(model.lines, state, storeAddress).storeAddress
  Object.assign(model, applyCoupons(model, owned, now))
  model.freight = await checkoutFreight(db, model.lines, {
    method: model.deliveryMethod,
    // A points exchange is paid in points only: it ships free.
    regionIdPath: way === 'POINTS' ? null : (address?.consigneeAddressIdPath ?? null),
  })
  return model
}

/**
 * What create/trade needs of a cart: the checked lines, the choices, the consignee's address (the
 * chosen one, else the default), the pickup point, the chosen coupons applied, and the distributor
 * the buyer is bound to. Not the lists of usable and unusable coupons a checkout view shows.
 */
export type CheckoutModel = Omit<CartModel, 'address' | 'storeAddress' | 'canUse' | 'cantUse'> & {
  address: Pick<
    typeof memberAddresses.$inferSelect,
    'name' | 'mobile' | 'consigneeAddressPath' | 'consigneeAddressIdPath' | 'detail'
  > | null
  storeAddress: Pick<
    typeof storeAddresses.$inferSelect,
    'storeId' | 'addressName' | 'address' | 'mobile' | 'center'
  > | null
  /** The PASS distributor the buyer is bound to now (commission is fixed at checkout), or null. */
  distributionId: string | null
  /**
   * Coupons this cart chose that another checkout of the member's has used since (one coupon chosen in
   * two carts): the checkout stops rather than charge more than the buyer was shown. An expired one
   * just drops out, as the checkout view already showed.
   */
  staleCouponIds: string[]
}

interface CheckoutRow extends LineRow {
  stateFound: string | null
  addressId: string | null
  storeAddressId: string | null
  deliveryMethod: string | null
  receipt: CartState['receipt']
  platformCouponId: string | null
  storeCoupons: Record<string, string> | null
  couponsByBuyer: boolean | null
  stateUpdateTime: Date | null
  addressFound: string | null
  addressName: string
  addressMobile: string
  addressPath: string
  addressIdPath: string
  addressDetail: string
  pickUpFound: string | null
  pickUpStoreId: string
  pickUpName: string
  pickUpAddress: string
  pickUpMobile: string
  pickUpCenter: string
  distributionId: string | null
}

/**
 * One statement for everything create/trade reads before it writes: one row per checked line, each
 * carrying the cart's choices, the resolved address, the pickup point and the bound distributor
 * (repeated on every row: a checkout has a few lines, and each separate read was a round trip).
 */
const selectCheckout = statement<CheckoutRow>(
  'checkout_of',
  `select ${LINE_COLUMNS},
     cs.member_id as "stateFound", cs.address_id as "addressId",
     cs.store_address_id as "storeAddressId", cs.delivery_method as "deliveryMethod", cs.receipt,
     cs.platform_coupon_id as "platformCouponId", cs.store_coupons as "storeCoupons",
     cs.coupons_by_buyer as "couponsByBuyer",
     cs.update_time as "stateUpdateTime",
     a.id as "addressFound", a.name as "addressName", a.mobile as "addressMobile",
     a.consignee_address_path as "addressPath", a.consignee_address_id_path as "addressIdPath",
     a.detail as "addressDetail",
     sa.id as "pickUpFound", sa.store_id as "pickUpStoreId", sa.address_name as "pickUpName",
     sa.address as "pickUpAddress", sa.mobile as "pickUpMobile",
     sa.center as "pickUpCenter",
     ${boundDistributorIdSql('$1')} as "distributionId"
   from cart_line l
   ${LINE_JOINS}
   left join cart_state cs on cs.member_id = $1 and cs.way = $2
   left join lateral (
     select id, name, mobile, consignee_address_path, consignee_address_id_path, detail
     from member_address
     where member_id = $1 and (case when cs.address_id is null then is_default else id = cs.address_id end)
     limit 1
   ) a on true
   left join store_address sa on sa.id = cs.store_address_id
   where l.member_id = $1 and l.way = $2 and l.checked
   order by l.create_time, l.sku_id`,
)

/**
 * Reads the checkout of a way in one statement, plus one for the chosen coupons when the cart has
 * any. The lines, choices, address and coupons are those the checkout view (`buildCart` in
 * `checked` mode) shows for the same cart.
 */
export async function loadCheckout(db: DbOrTx, memberId: string, way: CartWay): Promise<CheckoutModel> {
  const rows = await selectCheckout(db, [memberId, way])
  const lines = toLines(rows)
  const head = rows[0]
  const state: CartState = head?.stateFound
    ? {
        memberId,
        way,
        addressId: head.addressId,
        storeAddressId: head.storeAddressId,
        deliveryMethod: head.deliveryMethod ?? 'LOGISTICS',
        receipt: head.receipt,
        platformCouponId: head.platformCouponId,
        storeCoupons: head.storeCoupons ?? {},
        couponsByBuyer: head.couponsByBuyer ?? false,
        updateTime: head.stateUpdateTime ?? new Date(),
      }
    : emptyState(memberId, way)
  const checked = lines.filter((l) => l.checked)
  const pickup = resolvePickup(
    checked,
    state,
    head?.pickUpFound
      ? {
          storeId: head.pickUpStoreId,
          addressName: head.pickUpName,
          address: head.pickUpAddress,
          mobile: head.pickUpMobile,
          center: head.pickUpCenter,
        }
      : null,
  )
  const model: CheckoutModel = {
    way,
    memberId,
    lines: checked,
    blocked: lines.filter((l) => !l.checked),
    state,
    deliveryMethod: pickup.deliveryMethod,
    address: head?.addressFound
      ? {
          name: head.addressName,
          mobile: head.addressMobile,
          consigneeAddressPath: head.addressPath,
          consigneeAddressIdPath: head.addressIdPath,
          detail: head.addressDetail,
        }
      : null,
    storeAddress: pickup.storeAddress,
    platformCoupon: null,
    storeCoupons: new Map(),
    freight: new Map(),
    fullDiscounts: new Map(),
    distributionId: head?.distributionId ?? null,
    staleCouponIds: [],
  }
  if (way !== 'POINTS' && way !== 'PINTUAN' && way !== 'KANJIA' && model.lines.length > 0)
    model.fullDiscounts = applyFullDiscounts(
      model.lines,
      await liveFullDiscounts(db, [...new Set(model.lines.map((l) => l.storeId))]),
    )
  const chosen = [state.platformCouponId, ...Object.values(state.storeCoupons)].filter(
    (id): id is string => !!id,
  )
  if (chosen.length > 0 && model.lines.length > 0) {
    const now = new Date()
    const valid = await selectChosenCoupons(db, [memberId, now, chosen])
    const gone = chosen.filter((id) => !valid.some((c) => c.id === id))
    if (gone.length > 0)
      model.staleCouponIds = (await selectUsedCoupons(db, [memberId, gone])).map((c) => c.id)
    applyCoupons(model, valid, now)
  }
  model.freight = await checkoutFreight(db, model.lines, {
    method: model.deliveryMethod,
    regionIdPath: way === 'POINTS' ? null : (model.address?.consigneeAddressIdPath ?? null),
  })
  return model
}
