import type { GoodsForm, StoreGoodsDetail } from '@silk/contracts/goods-publish'
import type { z } from 'zod'

/**
 * The publish form as the seller types it (every number a string until it is sent), the spec matrix
 * as spec names with values, and the SKU rows keyed by their combination of value ids, so renaming a
 * value or adding another spec keeps what was typed for the combinations that still exist.
 */
/** `valueEn` / `nameEn`: the seller's English (decision 164); empty or absent, the Chinese shows. */
export type SpecValueDraft = { id: string; value: string; valueEn?: string }
export type SpecDraft = { id: string; name: string; nameEn?: string; values: SpecValueDraft[] }
export type SkuDraft = {
  /** The existing SKU this row edits (kept by id, decision 102). */
  id?: string
  price: string
  cost: string
  quantity: string
  sn: string
  weight: string
  images: string[]
}
/** A parameter: `group` names the category's template group it fills (free rows have none). */
export type ParamDraft = { name: string; value: string; group?: string; isIndex?: boolean }
export type TierDraft = { num: string; price: string }
export type FormDraft = {
  categoryPath: string
  storeCategoryPath: string
  brandId: string
  goodsName: string
  goodsNameEn: string
  sellingPoint: string
  sellingPointEn: string
  goodsUnit: string
  weight: string
  /** The store's freight template; '0' ships free. */
  templateId: string
  gallery: string[]
  intro: string
  introEn: string
  params: ParamDraft[]
  salesModel: 'RETAIL' | 'WHOLESALE'
  tiers: TierDraft[]
  specs: SpecDraft[]
  skus: Record<string, SkuDraft>
  release: boolean
}

export const SKU_COLUMNS = ['price', 'cost', 'quantity', 'sn', 'weight'] as const
export type SkuColumn = (typeof SKU_COLUMNS)[number]
export const MAX_SPECS = 3

let counter = 0
/** An id for a spec or value, unique within the page. */
export const localId = () => `k${Date.now().toString(36)}${(counter++).toString(36)}`

export function emptyDraft(): FormDraft {
  return {
    categoryPath: '',
    storeCategoryPath: '',
    brandId: '0',
    goodsName: '',
    goodsNameEn: '',
    sellingPoint: '',
    sellingPointEn: '',
    goodsUnit: '件',
    weight: '0',
    templateId: '0',
    gallery: [],
    intro: '',
    introEn: '',
    params: [],
    salesModel: 'RETAIL',
    tiers: [],
    specs: [],
    skus: {},
    release: true,
  }
}

export const emptySku = (): SkuDraft => ({
  price: '',
  cost: '',
  quantity: '',
  sn: '',
  weight: '',
  images: [],
})

/** The specs that count: named, with at least one named value. */
export function usableSpecs(specs: SpecDraft[]) {
  return specs
    .map((s) => ({ ...s, values: s.values.filter((v) => v.value.trim() !== '') }))
    .filter((s) => s.name.trim() !== '' && s.values.length > 0)
}

export type Combination = {
  key: string
  values: { specName: string; specValue: string; specNameEn: string; specValueEn: string }[]
}

/** The cartesian product of the usable specs (one row without specs when there are none). */
export function combinations(specs: SpecDraft[]): Combination[] {
  let rows: Combination[] = [{ key: '', values: [] }]
  for (const spec of usableSpecs(specs)) {
    rows = rows.flatMap((row) =>
      spec.values.map((v) => ({
        key: row.key ? `${row.key}|${v.id}` : v.id,
        values: [
          ...row.values,
          {
            specName: spec.name.trim(),
            specValue: v.value.trim(),
            specNameEn: spec.nameEn?.trim() ?? '',
            specValueEn: v.valueEn?.trim() ?? '',
          },
        ],
      })),
    )
  }
  return rows
}

/** The row typed for a combination, or a new empty one. */
export const skuOf = (draft: FormDraft, key: string): SkuDraft => draft.skus[key] ?? emptySku()

/** Sets `column` of every current combination to `value` (批量填充). */
export function fillColumn(draft: FormDraft, column: SkuColumn, value: string): FormDraft {
  const skus = { ...draft.skus }
  for (const c of combinations(draft.specs)) skus[c.key] = { ...skuOf(draft, c.key), [column]: value }
  return { ...draft, skus }
}

/** Rows typed for combinations that no longer exist are dropped (the form sends what it shows). */
export function pruneSkus(draft: FormDraft): FormDraft {
  const keys = new Set(combinations(draft.specs).map((c) => c.key))
  return { ...draft, skus: Object.fromEntries(Object.entries(draft.skus).filter(([k]) => keys.has(k))) }
}

/** The parameter rows as the API's groups: template rows in their group, free rows in 基本参数. */
function paramGroups(params: ParamDraft[]) {
  const groups = new Map<string, ParamDraft[]>()
  for (const p of params.filter((p) => p.name.trim())) {
    const group = p.group || '基本参数'
    groups.set(group, [...(groups.get(group) ?? []), p])
  }
  return [...groups].map(([groupName, items]) => ({
    groupName,
    items: items.map((p, i) => ({
      paramName: p.name,
      paramValue: p.value,
      isIndex: p.isIndex ?? false,
      sort: i,
    })),
  }))
}

const num = (v: string) => (v.trim() === '' ? undefined : v.trim())

/** What `POST /store/goods/goods/create` takes (the server coerces the numbers and checks the rest). */
export function toPayload(draft: FormDraft) {
  const combos = combinations(draft.specs)
  return {
    categoryPath: draft.categoryPath,
    storeCategoryPath: draft.storeCategoryPath,
    brandId: draft.brandId || '0',
    goodsName: draft.goodsName,
    goodsNameEn: draft.goodsNameEn,
    sellingPoint: draft.sellingPoint,
    sellingPointEn: draft.sellingPointEn,
    goodsUnit: draft.goodsUnit,
    weight: num(draft.weight) ?? '0',
    templateId: draft.templateId || '0',
    goodsGalleryList: draft.gallery,
    intro: draft.intro,
    introEn: draft.introEn,
    goodsParamsDTOList: paramGroups(draft.params),
    salesModel: draft.salesModel,
    wholesaleList:
      draft.salesModel === 'WHOLESALE'
        ? draft.tiers.map((t) => ({ num: num(t.num), price: num(t.price) }))
        : [],
    skuList: combos.map((c) => {
      const sku = skuOf(draft, c.key)
      return {
        ...(sku.id ? { id: sku.id } : {}),
        specs: c.values,
        sn: sku.sn,
        price: num(sku.price),
        cost: num(sku.cost) ?? '0',
        quantity: num(sku.quantity),
        weight: num(sku.weight) ?? '0',
        images: sku.images,
      }
    }),
    release: draft.release,
  }
}

type Detail = z.infer<typeof StoreGoodsDetail>

/** The edit form of a saved goods: its SKUs become the matrix again, each row keeping its id. */
export function fromDetail(goods: Detail): FormDraft {
  const specs: SpecDraft[] = (goods.skuList[0]?.specs ?? []).map((s) => ({
    id: localId(),
    name: s.specName,
    nameEn: s.specNameEn ?? '',
    values: [],
  }))
  const skus: Record<string, SkuDraft> = {}
  for (const sku of goods.skuList) {
    const ids = sku.specs.map((s, i) => {
      const spec = specs[i] as SpecDraft
      let value = spec.values.find((v) => v.value === s.specValue)
      if (!value) {
        value = { id: localId(), value: s.specValue, valueEn: s.specValueEn ?? '' }
        spec.values.push(value)
      }
      return value.id
    })
    skus[ids.join('|')] = {
      id: sku.id,
      price: String(sku.price),
      cost: String(sku.cost),
      quantity: String(sku.quantity),
      sn: sku.sn,
      weight: String(sku.weight),
      images: sku.images,
    }
  }
  return {
    categoryPath: goods.categoryPath,
    storeCategoryPath: goods.storeCategoryPath,
    brandId: goods.brandId || '0',
    goodsName: goods.goodsName,
    goodsNameEn: goods.goodsNameEn,
    sellingPoint: goods.sellingPoint,
    sellingPointEn: goods.sellingPointEn,
    goodsUnit: goods.goodsUnit,
    weight: String(goods.weight),
    templateId: goods.templateId || '0',
    gallery: goods.goodsGalleryList,
    intro: goods.intro,
    introEn: goods.introEn,
    params: goods.goodsParamsDTOList.flatMap((g) =>
      g.items.map((i) => ({
        name: i.paramName,
        value: i.paramValue,
        ...(g.groupName === '基本参数' ? {} : { group: g.groupName, isIndex: i.isIndex }),
      })),
    ),
    salesModel: goods.salesModel,
    tiers: goods.wholesaleList.map((t) => ({ num: String(t.num), price: String(t.price) })),
    specs,
    skus,
    release: goods.marketEnable === 'UPPER',
  }
}

/** A draft saved by this form (any part may be missing: drafts are kept as left). */
export function fromSaved(form: Record<string, unknown>): FormDraft {
  const base = emptyDraft()
  const saved = (form.draft ?? {}) as Partial<FormDraft>
  return { ...base, ...saved, skus: saved.skus ?? {}, specs: saved.specs ?? [] }
}

/** What a draft keeps: the form as typed, and the name the drafts list shows. */
export const toSaved = (draft: FormDraft) => ({ goodsName: draft.goodsName, draft })

/**
 * Where an error of the form belongs, from the schema path (`skuList.3.sn`, `wholesaleList.1.num`,
 * `goodsGalleryList`): the field keys the page renders errors under (`sku:<combination>:sn`, `tier:1:num`).
 */
export function fieldOf(draft: FormDraft, path: (string | number)[]): string {
  const [head, index, column] = path
  if (head === 'skuList' && typeof index === 'number') {
    const combo = combinations(draft.specs)[index]
    if (combo && typeof column === 'string' && column !== 'specs') return `sku:${combo.key}:${column}`
    return 'specs'
  }
  if (head === 'skuList') return 'specs'
  if (head === 'wholesaleList' && typeof index === 'number') return `tier:${index}:${column ?? 'num'}`
  if (head === 'wholesaleList') return 'tiers'
  if (head === 'goodsGalleryList') return 'gallery'
  if (head === 'goodsParamsDTOList') return 'params'
  return String(head ?? 'form')
}

/** A 4002 answer's field path and message (`参数错误：skuList.3.sn: 请输入货号`), when it names one. */
export function serverFieldError(message: string): { path: (string | number)[]; message: string } | null {
  const m = /[：:]\s*([A-Za-z][\w.]*): (.+)$/.exec(message)
  if (!m?.[1] || !m[2]) return null
  return { path: m[1].split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: m[2] }
}

export type GoodsPayload = ReturnType<typeof toPayload>
export type { GoodsForm }
