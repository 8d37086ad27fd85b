import type { GoodsParamGroup, goods, goodsSkus, memberEvaluations } from '../../schema/goods.ts'
import { indexTokens } from '../../search-tokens.ts'
import { categoryTree, type LeafDef } from './categories.ts'
import { englishOf } from './english.ts'
import { englishOrSame, englishSellingPoint } from './english-specs.ts'
import { colourSpecs, labelSpecs, levelSpecs, type Product, products, specColours } from './products.ts'
import { storeTexts } from './store-texts.ts'
import { storeDefs } from './stores.ts'
import {
  importSellingPoints,
  introHtml,
  introHtmlEn,
  localSellingPoints,
  modifiers,
  reviewerNames,
  reviewTexts,
} from './texts.ts'

/** Deterministic PRNG (mulberry32) so every install gets the same demo shop. */
export function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T
  return { next, int, pick }
}

/**
 * Generated picture URLs, which the API draws before it says it is ready (apps/api media routes): the
 * product type's drawing, a seed (a number, then the variant: e review, c colour, s level, t label) and
 * the view 0–3. The number chooses the still-life's look (0–7); the close-up, the scene in use and the
 * size chart are the product type's own, so they take 0 and are drawn once for all its goods.
 */
export const goodsImage = (art: string, seed: string, n: number) => `/media/goods/${art}/${seed}-${n}.webp`

/** How many looks a still-life comes in (apps/api media art scene.ts LOOKS). */
export const PICTURE_LOOKS = 8

/** What one SKU changes in its picture, written into the picture's seed. */
export function variantCode(product: Product, specs: { specName: string; specValue: string }[]) {
  const colour = specs.find((x) => colourSpecs.includes(x.specName))
  const hex = colour ? specColours[colour.specValue] : undefined
  let level = product.levelBase ?? 0
  for (const name of levelSpecs) {
    const spec = specs.find((x) => x.specName === name)
    if (spec) {
      level += Math.max(0, (product.specs?.[name] ?? []).indexOf(spec.specValue))
      break
    }
  }
  const label = specs
    .filter((x) => labelSpecs.includes(x.specName))
    .map((x) => x.specValue.toLowerCase().replace(/[^0-9a-z]/g, ''))
    .find(Boolean)
  return `${hex ? `c${hex.slice(1)}` : ''}${level ? `s${level}` : ''}${label ? `t${label}` : ''}`
}

/** Countries a demo product can come from other than China; anything else is a Chinese place. */
const FOREIGN = [
  '斯里兰卡',
  '澳大利亚',
  '土耳其',
  '智利',
  '伊朗',
  '比利时',
  '马来西亚',
  '日本',
  '瑞士',
  '法国',
  '意大利',
  '越南',
  '哥伦比亚',
  '埃塞俄比亚',
  '韩国',
  '泰国',
  '新西兰',
  '荷兰',
  '德国',
  '匈牙利',
  '菲律宾',
  '大溪地',
  '俄罗斯',
  '哈萨克斯坦',
  '阿联酋',
  '加拿大',
  '新加坡',
]
const GREATER_CHINA = ['CN', 'HK', 'MO', 'TW']
export const isImported = (origin: string) => FOREIGN.some((c) => origin.startsWith(c))
export const logoImage = (hue: number, text: string) => `/media/logo/${hue}/${encodeURIComponent(text)}.svg`

const BASE_TIME = Date.UTC(2026, 10, 20, 2, 0, 0)
/**
 * A review's time: a few days after the goods went on sale, but never after the catalogue's own date
 * (a review past it folds back into the 30 days before it). No random draw of its own, so the rest of
 * the generated catalogue stays as it was.
 */
const reviewedAt = (at: number) =>
  new Date(at <= BASE_TIME ? at : BASE_TIME - ((at - BASE_TIME) % (30 * 86400_000)))
const hueOf = (s: string) => [...s].reduce((h, c) => (h * 31 + (c.codePointAt(0) ?? 0)) % 360, 7)

export function buildCategories() {
  const rows: {
    id: string
    name: string
    nameEn: string | null
    parentId: string
    level: number
    sortOrder: number
    image: string
  }[] = []
  const leaves: { id: string; path: string; names: string[]; def: LeafDef; motif: string; top: number }[] = []
  categoryTree.forEach((top, i) => {
    const topId = `10${String(i + 1).padStart(2, '0')}`
    rows.push({
      id: topId,
      name: top.name,
      nameEn: englishOf(top.name),
      parentId: '0',
      level: 0,
      sortOrder: i,
      image: goodsImage(top.art, topId, 0),
    })
    top.children.forEach((mid, j) => {
      const midId = `${topId}${j + 1}`
      rows.push({
        id: midId,
        name: mid.name,
        nameEn: englishOf(mid.name),
        parentId: topId,
        level: 1,
        sortOrder: j,
        image: '',
      })
      mid.leaves.forEach((leaf, k) => {
        const leafId = `${midId}${k + 1}`
        rows.push({
          id: leafId,
          name: leaf.name,
          nameEn: englishOf(leaf.name),
          parentId: midId,
          level: 2,
          sortOrder: k,
          image: '',
        })
        leaves.push({
          id: leafId,
          path: `${topId},${midId},${leafId}`,
          names: [top.name, mid.name, leaf.name],
          def: leaf,
          motif: top.motif,
          top: i,
        })
      })
    })
  })
  return { rows, leaves }
}

/** Brands per first-level category: the listed ones first (their ids never change), then the products' own. */
export function buildBrands() {
  const seen = new Set<string>()
  return categoryTree.flatMap((top, i) => {
    const named = top.children.flatMap((mid) =>
      mid.leaves.flatMap((leaf) => leaf.names.map((n) => products[n]?.brand ?? '')),
    )
    return [...top.brands, ...named]
      .filter((name) => name && !seen.has(name) && seen.add(name))
      .map((name, j) => ({
        id: `30${String(i + 1).padStart(2, '0')}${j + 1}`,
        name,
        nameEn: englishOf(name),
        logo: logoImage(hueOf(name), name),
        sortOrder: j,
        top: i,
      }))
  })
}

export function buildStores() {
  return storeDefs.map(([storeName, countryCode, countryName, city, motifs, self], i) => {
    const id = String(2001 + i)
    const texts = storeTexts[storeName]
    if (!texts) throw new Error(`store-texts.ts has no entry for ${storeName}`)
    return {
      row: {
        id,
        storeName,
        storeNameEn: englishOf(storeName),
        storeLogo: logoImage(hueOf(storeName), storeName.slice(0, 2)),
        storeDesc: `<p>${texts.intro}</p>`,
        storeDescEn: `<p>${texts.introEn}</p>`,
        countryCode,
        countryName,
        countryNameEn: englishOf(countryName),
        companyAddressPath: `${countryName},${city}`,
        companyAddressPathEn: texts.addressEn,
        selfOperated: Boolean(self),
        recommend: i % 3 === 0,
        createTime: new Date(BASE_TIME - (400 - i * 7) * 86400_000),
      },
      motifs,
    }
  })
}

function skuCombos(specs: LeafDef['specs'], r: ReturnType<typeof rng>) {
  const dims = Object.entries(specs).map(([name, values]) => {
    const count = r.int(1, values.length)
    const start = r.int(0, values.length - count)
    return { name, values: values.slice(start, start + count) }
  })
  let combos: { specName: string; specValue: string }[][] = [[]]
  for (const dim of dims) {
    combos = combos.flatMap((c) => dim.values.map((v) => [...c, { specName: dim.name, specValue: v }]))
  }
  return combos.slice(0, 12)
}

export interface GenerateOptions {
  goodsPerLeaf: number
  /** First numeric goods id; SKU ids append two digits. */
  firstGoodsId?: number
  withEvaluations?: boolean
}

/** Builds goods, SKUs and evaluations rows for every leaf category. */
export function generateGoods(options: GenerateOptions) {
  const r = rng(20261123)
  const { leaves } = buildCategories()
  const brands = buildBrands()
  const stores = buildStores()
  const goodsRows: (typeof goods.$inferInsert)[] = []
  const skuRows: (typeof goodsSkus.$inferInsert)[] = []
  const evaluationRows: (typeof memberEvaluations.$inferInsert)[] = []
  let n = options.firstGoodsId ?? 4000001
  const looksTaken = new Map<string, number>()
  for (let round = 0; round < options.goodsPerLeaf; round++) {
    for (const leaf of leaves) {
      const id = String(n++)
      const base = leaf.def.names[(round + r.int(0, 3)) % leaf.def.names.length] as string
      const product = products[base]
      if (!product) throw new Error(`products.ts has no entry for ${base}`)
      const imported = isImported(product.origin)
      const store = pickStore(stores, leaf.motif, product.origin, round + leaf.top)
      const brand = brands.find((b) => b.name === product.brand)
      const modifier = r.pick(imported ? [...modifiers, '跨境直邮'] : modifiers)
      // A name that already says its brand (德化白瓷功夫茶具) does not repeat it.
      const shownBrand = brand && !base.includes(brand.name) ? brand.name : ''
      const goodsName = [shownBrand, base, modifier].filter(Boolean).join(' ')
      const goodsNameEn = [shownBrand, base, modifier]
        .filter(Boolean)
        .map((part) => englishOf(part) ?? part)
        .join(' ')
      const params = Object.entries(leaf.def.params).map(([k, values]) => {
        const value = k === '产地' ? product.origin : (product.params?.[k] ?? r.pick(values))
        return [k, value] as [string, string]
      })
      if (!params.some(([k]) => k === '产地')) params.push(['产地', product.origin])
      const origin = product.origin
      const point = r.pick(imported ? importSellingPoints : localSellingPoints)
      const sellingPoint = `${origin}${imported ? '原装进口' : '产地直供'} · ${point}`
      const sellingPointEn = englishSellingPoint(origin, imported, point)
      const combos = skuCombos(product.specs ?? leaf.def.specs, r)
      const variant = variantCode({ ...product, specs: product.specs ?? leaf.def.specs }, combos[0] ?? [])
      // The goods of a category take its looks in turn, from a start of the category's own: neighbours
      // in a category (alike products among them) differ, and so do most goods of nearby categories.
      const taken = looksTaken.get(leaf.id) ?? leaves.indexOf(leaf) * 3
      looksTaken.set(leaf.id, taken + 1)
      const looks = String(taken % PICTURE_LOOKS)
      const images = [0, 1, 2, 3].map((k) => goodsImage(product.art, `${k === 0 ? looks : '0'}${variant}`, k))
      const paramGroups: GoodsParamGroup[] = [
        {
          groupName: '基本参数',
          groupNameEn: englishOrSame('基本参数'),
          items: params.map(([paramName, paramValue], sort) => ({
            paramName,
            paramValue,
            paramNameEn: englishOrSame(paramName),
            paramValueEn: englishOrSame(paramValue),
            isIndex: true,
            sort,
          })),
        },
      ]
      const created = new Date(BASE_TIME - r.int(0, 360) * 86400_000 - r.int(0, 86399) * 1000)
      const basePrice = r.int(leaf.def.price[0], leaf.def.price[1]) * 100
      const reviews = options.withEvaluations ? r.int(0, 9) : 0
      // Sales are a plausible multiple of the reviews (a few percent of buyers write one).
      const buyCount = reviews * r.int(6, 25) + r.int(0, 12)
      const skuSales = splitCount(buyCount, combos.length, r)
      combos.forEach((specs, s) => {
        const price = Math.round((basePrice * (1 + s * 0.08)) / 100) * 100 - (r.next() < 0.5 ? 10 : 0)
        skuRows.push({
          id: `${id}${String(s + 1).padStart(2, '0')}`,
          goodsId: id,
          sn: `SK${id}${s + 1}`,
          specs: specs.map((x) => ({
            ...x,
            specNameEn: englishOrSame(x.specName),
            specValueEn: englishOrSame(x.specValue),
          })),
          simpleSpecs: specs.map((x) => x.specValue).join(' '),
          price: Math.max(price, 990),
          cost: Math.round(price * 0.6),
          quantity: r.next() < 0.06 ? 0 : r.int(5, 800),
          // The first SKU shows the goods' own picture; the others their variant in the plain look.
          images: [
            s === 0
              ? (images[0] as string)
              : goodsImage(
                  product.art,
                  `0${variantCode({ ...product, specs: product.specs ?? leaf.def.specs }, specs)}`,
                  0,
                ),
          ],
          sortOrder: s,
          buyCount: skuSales[s] ?? 0,
          createTime: created,
        })
      })
      let good = 0
      for (let e = 0; e < reviews; e++) {
        const roll = r.next()
        const grade = roll < 0.74 ? 'GOOD' : roll < 0.9 ? 'MODERATE' : 'WORSE'
        if (grade === 'GOOD') good++
        const sku = combos.length ? `${id}${String(r.int(1, combos.length)).padStart(2, '0')}` : `${id}01`
        const score = grade === 'GOOD' ? 5 : grade === 'MODERATE' ? 3 : 1
        const hasImage = r.next() < 0.25
        evaluationRows.push({
          id: `6${id}${e}`,
          memberId: '0',
          memberName: `${r.pick(reviewerNames)}${r.int(100, 999)}`,
          storeId: store.row.id,
          storeName: store.row.storeName,
          goodsId: id,
          skuId: sku,
          goodsName,
          goodsImage: images[0] as string,
          grade,
          content: r.pick(reviewTexts[grade]),
          // A buyer's photo: the product in use or close up (the gallery's pictures: none more to draw).
          images: hasImage ? (images[e % 2 ? 1 : 2] as string) : '',
          haveImage: hasImage,
          reply: r.next() < 0.3 ? '感谢您的支持，期待再次光临！' : null,
          replyStatus: false,
          deliveryScore: Math.min(5, score + r.int(0, 1)),
          serviceScore: Math.min(5, score + r.int(0, 1)),
          descriptionScore: score,
          createTime: reviewedAt(created.getTime() + r.int(3, 60) * 86400_000),
        })
      }
      goodsRows.push({
        id,
        sn: `G${id}`,
        goodsName,
        goodsNameEn,
        sellingPoint,
        sellingPointEn,
        intro: introHtml({
          goodsName,
          sellingPoint,
          origin,
          storeName: store.row.storeName,
          images,
          params,
          imported,
        }),
        introEn: introHtmlEn({
          goodsName: goodsNameEn,
          sellingPoint: sellingPointEn,
          origin: englishOrSame(origin),
          storeName: store.row.storeNameEn ?? store.row.storeName,
          images,
          params: params.map(([k, v]) => [englishOrSame(k), englishOrSame(v)]),
          imported,
        }),
        storeId: store.row.id,
        brandId: brand?.id ?? '0',
        categoryPath: leaf.path,
        categoryId: leaf.id,
        images,
        params: paramGroups,
        paramTags: params.map(([k, v]) => `${k}_${v}`),
        goodsUnit: leaf.def.unit ?? '件',
        marketEnable: n % 97 === 0 ? 'DOWN' : 'UPPER',
        selfOperated: store.row.selfOperated,
        recommend: r.next() < 0.2,
        buyCount,
        commentNum: reviews,
        grade: reviews ? Math.round((good / reviews) * 100) : 100,
        weight: r.int(100, 3000),
        // Both names are searched: an English visitor types English words (decision 023).
        nameTokens: indexTokens(`${goodsName} ${goodsNameEn}`).join(' '),
        extraTokens: indexTokens(
          [
            sellingPoint,
            brand?.name,
            brand?.nameEn,
            ...leaf.names.slice(1),
            ...leaf.names.slice(1).map((name) => englishOf(name)),
            store.row.storeName,
            store.row.storeNameEn,
            ...params.map(([, v]) => v),
          ].join(' '),
        ).join(' '),
        createTime: created,
        updateTime: created,
      })
    }
  }
  return { goodsRows, skuRows, evaluationRows }
}

/** Splits a goods' sales over its SKUs so that they add up exactly. */
function splitCount(total: number, parts: number, r: ReturnType<typeof rng>) {
  const weights = Array.from({ length: parts }, () => 1 + r.next() * 3)
  const sum = weights.reduce((a, b) => a + b, 0)
  const out = weights.map((w) => Math.floor((total * w) / sum))
  out[0] = (out[0] ?? 0) + total - out.reduce((a, b) => a + b, 0)
  return out
}

/**
 * Who sells a product, from the stores of its family: for a Chinese place, the stores of its province
 * (普洱 from the Yunnan tea shop, 紫砂 from the Yixing one), else any Greater China store; for an import,
 * the stores of its country, else the self-operated store, else a store whose main line it is (Greater
 * China first). Taking turns between the candidates spreads the goods.
 */
function pickStore(stores: ReturnType<typeof buildStores>, motif: string, origin: string, turn: number) {
  const family = stores.filter((s) => s.motifs.includes(motif))
  const chinese = family.filter((s) => GREATER_CHINA.includes(s.row.countryCode))
  const province = origin.slice(0, 2)
  const candidates = isImported(origin)
    ? [
        family.filter((s) => origin.startsWith(s.row.countryName)),
        chinese.filter((s) => s.row.selfOperated),
        chinese.filter((s) => s.motifs[0] === motif),
        family.filter((s) => s.motifs[0] === motif),
        chinese,
      ]
    : [chinese.filter((s) => s.row.companyAddressPath.includes(province)), chinese]
  const pool = candidates.find((c) => c.length) ?? family
  return pool[turn % pool.length] ?? (stores[0] as (typeof stores)[number])
}
