import type { GoodsParamGroup, goods, goodsSkus, memberEvaluations } from '../../schema/goods.ts'
import { indexTokens } from '../../search-tokens.ts'
import { categoryTree, type LeafDef } from './categories.ts'
import { storeDefs } from './stores.ts'
import { introHtml, modifiers, reviewerNames, reviewTexts, sellingPoints } from './texts.ts'

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

/** Generated picture URLs; the API renders them on first request (apps/api media routes). */
export const goodsImage = (motif: string, seed: string, n: number) =>
  `/media/goods/${motif}/${seed}-${n}.webp`
export const logoImage = (hue: number, text: string) => `/media/logo/${hue}/${encodeURIComponent(text)}.svg`

const BASE_TIME = Date.UTC(2026, 10, 20, 2, 0, 0)
const hueOf = (s: string) => [...s].reduce((h, c) => (h * 31 + (c.codePointAt(0) ?? 0)) % 360, 7)

export function buildCategories() {
  const rows: {
    id: string
    name: string
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
      parentId: '0',
      level: 0,
      sortOrder: i,
      image: goodsImage(top.motif, topId, 0),
    })
    top.children.forEach((mid, j) => {
      const midId = `${topId}${j + 1}`
      rows.push({ id: midId, name: mid.name, parentId: topId, level: 1, sortOrder: j, image: '' })
      mid.leaves.forEach((leaf, k) => {
        const leafId = `${midId}${k + 1}`
        rows.push({ id: leafId, name: leaf.name, parentId: midId, level: 2, sortOrder: k, image: '' })
        leaves.push({
          id: leafId,
          path: `${topId},${midId},${leafId}`,
          names: [top.name, mid.name, leaf.name],
          def: leaf,
          motif: leaf.motif ?? top.motif,
          top: i,
        })
      })
    })
  })
  return { rows, leaves }
}

export function buildBrands() {
  return categoryTree.flatMap((top, i) =>
    top.brands.map((name, j) => ({
      id: `30${String(i + 1).padStart(2, '0')}${j + 1}`,
      name,
      logo: logoImage(hueOf(name), name),
      sortOrder: j,
      top: i,
    })),
  )
}

export function buildStores() {
  return storeDefs.map(([storeName, countryCode, countryName, city, motifs, self], i) => {
    const id = String(2001 + i)
    return {
      row: {
        id,
        storeName,
        storeLogo: logoImage(hueOf(storeName), storeName.slice(0, 2)),
        storeDesc: `<p>${storeName}来自${countryName}${city === countryName ? '' : `·${city}`}，专注${motifs.length}大品类跨境好物，已通过丝路之舟平台资质审核与实地验厂。</p>`,
        countryCode,
        countryName,
        companyAddressPath: `${countryName},${city}`,
        selfOperated: Boolean(self),
        descriptionScore: 46 + (i % 5),
        serviceScore: 45 + ((i * 3) % 6),
        deliveryScore: 44 + ((i * 7) % 7),
        recommend: i % 3 === 0,
        createTime: new Date(BASE_TIME - (400 - i * 7) * 86400_000),
      },
      motifs,
    }
  })
}

function skuCombos(def: LeafDef, r: ReturnType<typeof rng>) {
  const dims = Object.entries(def.specs).map(([name, values]) => {
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
  for (let round = 0; round < options.goodsPerLeaf; round++) {
    for (const leaf of leaves) {
      const id = String(n++)
      const sellers = stores.filter((s) => s.motifs.includes(leaf.motif))
      const store = sellers[(round + leaf.top) % sellers.length] ?? stores[0]
      const brand = r.pick(brands.filter((b) => b.top === leaf.top))
      const base = leaf.def.names[(round + r.int(0, 3)) % leaf.def.names.length] as string
      const goodsName = [brand?.name, base, r.pick(modifiers)].filter(Boolean).join(' ')
      const params = Object.entries(leaf.def.params).map(
        ([k, values]) => [k, r.pick(values)] as [string, string],
      )
      const origin = params.find(([k]) => k === '产地')?.[1] ?? store.row.countryName
      const sellingPoint = `${origin}直供 · ${r.pick(sellingPoints)}`
      const images = [0, 1, 2, 3].slice(0, r.int(3, 4)).map((k) => goodsImage(leaf.motif, id, k))
      const paramGroups: GoodsParamGroup[] = [
        {
          groupName: '基本参数',
          items: params.map(([paramName, paramValue], sort) => ({
            paramName,
            paramValue,
            isIndex: true,
            sort,
          })),
        },
      ]
      const created = new Date(BASE_TIME - r.int(0, 360) * 86400_000 - r.int(0, 86399) * 1000)
      const combos = skuCombos(leaf.def, r)
      const basePrice = r.int(leaf.def.price[0], leaf.def.price[1]) * 100
      const buyCount = Math.floor(r.next() ** 3 * 5000)
      combos.forEach((specs, s) => {
        const price = Math.round((basePrice * (1 + s * 0.08)) / 100) * 100 - (r.next() < 0.5 ? 10 : 0)
        skuRows.push({
          id: `${id}${String(s + 1).padStart(2, '0')}`,
          goodsId: id,
          sn: `SK${id}${s + 1}`,
          specs,
          simpleSpecs: specs.map((x) => x.specValue).join(' '),
          price: Math.max(price, 990),
          cost: Math.round(price * 0.6),
          quantity: r.next() < 0.06 ? 0 : r.int(5, 800),
          images: [goodsImage(leaf.motif, `${id}v${s}`, 0)],
          sortOrder: s,
          buyCount: Math.floor(buyCount / combos.length),
          createTime: created,
        })
      })
      let good = 0
      const reviews = options.withEvaluations ? r.int(0, 9) : 0
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
          images: hasImage ? goodsImage(leaf.motif, `${id}e${e}`, 2) : '',
          haveImage: hasImage,
          reply: r.next() < 0.3 ? '感谢您的支持，期待再次光临！' : null,
          replyStatus: false,
          deliveryScore: Math.min(5, score + r.int(0, 1)),
          serviceScore: Math.min(5, score + r.int(0, 1)),
          descriptionScore: score,
          createTime: new Date(created.getTime() + r.int(3, 60) * 86400_000),
        })
      }
      goodsRows.push({
        id,
        sn: `G${id}`,
        goodsName,
        sellingPoint,
        intro: introHtml({ goodsName, sellingPoint, origin, storeName: store.row.storeName, images, params }),
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
        nameTokens: indexTokens(goodsName).join(' '),
        extraTokens: indexTokens(
          [
            sellingPoint,
            brand?.name,
            ...leaf.names.slice(1),
            store.row.storeName,
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
