import { GoodsForm } from '@silk/contracts/goods-publish'
import { describe, expect, it } from 'vitest'
import {
  combinations,
  emptyDraft,
  type FormDraft,
  fieldOf,
  fillColumn,
  fromDetail,
  serverFieldError,
  skuOf,
  toPayload,
} from './form-model.ts'

const spec = (id: string, name: string, values: string[]) => ({
  id,
  name,
  values: values.map((value, i) => ({ id: `${id}${i}`, value })),
})
const withSpecs = (): FormDraft => ({
  ...emptyDraft(),
  categoryPath: '1,11,111',
  goodsName: '汝窑天青釉品茗杯',
  gallery: ['/uploads/202611/abcdef123456.webp'],
  specs: [spec('c', '颜色', ['青花', '粉彩']), spec('s', '尺寸', ['小', '中', '大'])],
})

describe('the spec matrix', () => {
  it('is the cartesian product of named specs with values, one plain row without', () => {
    expect(combinations(withSpecs().specs).map((c) => c.values.map((v) => v.specValue).join(' '))).toEqual([
      '青花 小',
      '青花 中',
      '青花 大',
      '粉彩 小',
      '粉彩 中',
      '粉彩 大',
    ])
    expect(combinations([])).toEqual([{ key: '', values: [] }])
    // A spec without a name or values does not count yet.
    expect(combinations([spec('x', '', ['a']), spec('y', '材质', [])])).toHaveLength(1)
  })

  it('keeps what was typed for combinations that still exist, whatever the specs become', () => {
    let d = fillColumn(withSpecs(), 'price', '99')
    d = { ...d, skus: { ...d.skus, 'c1|s2': { ...skuOf(d, 'c1|s2'), price: '129' } } }
    // Add a value and rename another: the rows keyed by value ids keep their prices.
    d = {
      ...d,
      specs: [
        d.specs[0]!,
        {
          ...d.specs[1]!,
          values: [
            ...d.specs[1]!.values.map((v) => (v.id === 's2' ? { ...v, value: '特大' } : v)),
            { id: 's9', value: '迷你' },
          ],
        },
      ],
    }
    const rows = combinations(d.specs)
    expect(rows).toHaveLength(8)
    expect(skuOf(d, 'c1|s2').price).toBe('129')
    expect(skuOf(d, 'c0|s9').price).toBe('')
    expect(
      toPayload(d).skuList.find((s) => s.specs.map((x) => x.specValue).join(' ') === '粉彩 特大')?.price,
    ).toBe('129')
  })

  it('sends what the contract takes, and maps its errors back onto the rows and tiers', () => {
    let d = fillColumn(fillColumn(withSpecs(), 'price', '99'), 'quantity', '20')
    const checked = GoodsForm.safeParse(toPayload(d))
    expect(checked.success).toBe(false)
    const fields = new Set(checked.error?.issues.map((i) => fieldOf(d, i.path as (string | number)[])))
    expect(fields).toEqual(new Set(combinations(d.specs).map((c) => `sku:${c.key}:sn`)))
    combinations(d.specs).forEach((c, i) => {
      d = { ...d, skus: { ...d.skus, [c.key]: { ...skuOf(d, c.key), sn: `SN${i}` } } }
    })
    expect(GoodsForm.safeParse(toPayload(d)).success).toBe(true)
    // Parameters of the category's template keep their group; free rows go to 基本参数.
    d = {
      ...d,
      params: [
        { group: '规格参数', name: '材质', value: '陶瓷', isIndex: true },
        { name: '产地', value: '景德镇' },
      ],
    }
    expect(toPayload(d).goodsParamsDTOList).toEqual([
      { groupName: '规格参数', items: [{ paramName: '材质', paramValue: '陶瓷', isIndex: true, sort: 0 }] },
      {
        groupName: '基本参数',
        items: [{ paramName: '产地', paramValue: '景德镇', isIndex: false, sort: 0 }],
      },
    ])
    expect(GoodsForm.safeParse(toPayload(d)).success).toBe(true)
    expect(fieldOf(d, ['wholesaleList', 1, 'num'])).toBe('tier:1:num')
    expect(fieldOf(d, ['goodsGalleryList'])).toBe('gallery')
    expect(serverFieldError('参数错误：skuList.3.sn: 请输入货号')).toEqual({
      path: ['skuList', 3, 'sn'],
      message: '请输入货号',
    })
    expect(serverFieldError('商品有未完成的订单，不能删除')).toBeNull()
  })

  it('turns a saved goods back into the matrix, each row keeping its SKU id', () => {
    const d = fromDetail({
      id: '1',
      categoryPath: '1,11,111',
      storeCategoryPath: '',
      brandId: '0',
      goodsName: '茶杯',
      goodsNameEn: 'Cup',
      sellingPoint: '',
      sellingPointEn: 'Hand-painted',
      goodsUnit: '件',
      templateId: '0',
      weight: 0,
      goodsGalleryList: ['/a.webp'],
      goodsVideo: '',
      intro: '',
      introEn: '<p>Blue and white</p>',
      goodsParamsDTOList: [],
      salesModel: 'RETAIL',
      wholesaleList: [],
      skuList: [
        {
          id: '10',
          specs: [{ specName: '颜色', specValue: '青花' }],
          sn: 'A',
          price: 9.9,
          cost: 0,
          quantity: 3,
          weight: 0,
          images: [],
        },
        {
          id: '11',
          specs: [{ specName: '颜色', specValue: '粉彩' }],
          sn: 'B',
          price: 12,
          cost: 0,
          quantity: 4,
          weight: 0,
          images: [],
        },
      ],
      marketEnable: 'UPPER',
      authFlag: 'PASS',
      authMessage: '',
    })
    expect(d.specs.map((s) => [s.name, s.values.map((v) => v.value)])).toEqual([['颜色', ['青花', '粉彩']]])
    expect(toPayload(d).skuList.map((s) => [s.id, s.price, s.quantity])).toEqual([
      ['10', '9.9', '3'],
      ['11', '12', '4'],
    ])
    // The English texts go back into the form and out again unchanged.
    expect(toPayload(d)).toMatchObject({ sellingPointEn: 'Hand-painted', introEn: '<p>Blue and white</p>' })
  })

  it('sends the English of spec names and values, trimmed, and gets it back from a saved goods (decision 164)', () => {
    const draft = withSpecs()
    draft.specs = [{ ...spec('c', '颜色', ['青花', '粉彩']), nameEn: ' Colour ' }, spec('s', '尺寸', ['小'])]
    const first = draft.specs[0]?.values[0]
    if (first) first.valueEn = 'Blue-and-white'
    const payload = toPayload(draft)
    expect(payload.skuList.map((k) => k.specs)).toEqual([
      [
        { specName: '颜色', specValue: '青花', specNameEn: 'Colour', specValueEn: 'Blue-and-white' },
        { specName: '尺寸', specValue: '小', specNameEn: '', specValueEn: '' },
      ],
      [
        { specName: '颜色', specValue: '粉彩', specNameEn: 'Colour', specValueEn: '' },
        { specName: '尺寸', specValue: '小', specNameEn: '', specValueEn: '' },
      ],
    ])
    const parsed = GoodsForm.safeParse({
      ...payload,
      skuList: payload.skuList.map((k, i) => ({ ...k, sn: `S${i}`, price: 1, quantity: 1 })),
    })
    expect(parsed.success).toBe(true)
    const again = fromDetail({
      ...(parsed.data as never as Parameters<typeof fromDetail>[0]),
      id: '1',
      goodsGalleryList: [],
      storeCategoryPath: '',
      templateId: '0',
      goodsVideo: '',
      marketEnable: 'UPPER',
      authFlag: 'PASS',
      authMessage: '',
      skuList: payload.skuList.map((k, i) => ({
        ...k,
        id: `${i + 1}`,
        sn: `S${i}`,
        price: 1,
        cost: 0,
        quantity: 1,
        weight: 0,
        images: [],
      })),
    })
    expect(again.specs.map((x) => [x.nameEn, x.values.map((v) => v.valueEn)])).toEqual([
      ['Colour', ['Blue-and-white', '']],
      ['', ['']],
    ])
  })
})
