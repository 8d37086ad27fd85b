import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, categories } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { goodsForm } from '../../testing/store-goods.ts'
import { makeSeller, makeSku, makeStore } from '../../testing/trade.ts'

/** 商品分类, 品牌, 规格, 参数, 计量单位 from the operator console, and what buyers and sellers then see. */
let t: TestApp
let operator: Awaited<ReturnType<typeof makeAdmin>>
let auditor: Awaited<ReturnType<typeof makeAdmin>>
let logo = ''

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
async function call(method: Method, url: string, headers: Record<string, string> = operator.headers) {
  const res = await t.app.inject({ method, url, headers })
  return { status: res.statusCode, ...res.json() }
}
const q = (values: Record<string, string | number | boolean>) =>
  new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)])).toString()
const code = (name: keyof typeof ErrorCodes) => ErrorCodes[name].code

async function addCategory(values: Record<string, string | number>) {
  const res = await call('POST', `/manager/goods/category?${q(values)}`)
  expect(res.success, JSON.stringify(res)).toBe(true)
  return res.result.id as string
}
/** A fresh three-level path; returns its ids root → leaf. */
async function path(tag = `${Date.now() % 100_000}`) {
  const top = await addCategory({ name: `顶级${tag}`, nameEn: `Top ${tag}`, commissionRate: '5.5' })
  const mid = await addCategory({ name: `二级${tag}`, parentId: top })
  const leaf = await addCategory({ name: `三级${tag}`, parentId: mid, sortOrder: 3 })
  return [top, mid, leaf]
}
const buyerTree = async (lang = 'zh-CN') =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/buyer/goods/category/get/0',
      headers: { 'accept-language': lang },
    })
  ).json().result as { id: string; name: string; children: { id: string; children: { id: string }[] }[] }[]
const treeIds = (nodes: { id: string; children?: unknown[] }[]): string[] =>
  nodes.flatMap((n) => [n.id, ...treeIds((n.children ?? []) as { id: string }[])])

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  operator = await makeAdmin(t, { superUser: true })
  auditor = await makeAdmin(t, { permissions: ['goods:read', 'log:read'] })
  const png = await sharp({ create: { width: 120, height: 60, channels: 3, background: '#1f6f5c' } })
    .png()
    .toBuffer()
  const boundary = '----catalogue-test'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: '/manager/common/upload/file',
    payload,
    headers: { ...operator.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  logo = res.json().result
}, 120_000)
afterAll(() => t.close())

describe('categories', () => {
  it('creates three levels with commission in basis points, English name, and refuses a fourth', async () => {
    const [top, mid, leaf] = await path('建')
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, top))
    expect(row.commissionRate).toBe(550)
    expect(row.nameEn).toBe('Top 建')
    const tree = (await call('GET', '/manager/goods/category/allChildren')).result
    const node = tree.find((c: { id: string }) => c.id === top)
    expect(node).toMatchObject({ level: 0, commissionRate: 5.5, enabled: true, goodsNum: 0 })
    expect(node.children[0]).toMatchObject({ id: mid, level: 1 })
    expect(node.children[0].children[0]).toMatchObject({ id: leaf, level: 2, sortOrder: 3 })
    const deep = await call('POST', `/manager/goods/category?${q({ name: '四级', parentId: leaf })}`)
    expect([deep.status, deep.code]).toEqual([400, code('CATEGORY_TOO_DEEP')])
    // The English interface shows the English name.
    expect((await buyerTree('en')).find((c) => c.id === top)?.name).toBe('Top 建')
  })

  it('validates names, commission, parents and pictures with stable codes', async () => {
    const cases: [Record<string, string>, number][] = [
      [{ name: '' }, code('PARAMS_ERROR')],
      [{ name: 'x'.repeat(33) }, code('PARAMS_ERROR')],
      [{ name: '佣金', commissionRate: '5.555' }, code('PARAMS_ERROR')],
      [{ name: '佣金', commissionRate: '101' }, code('PARAMS_ERROR')],
      [{ name: '无父', parentId: '999999' }, code('CATEGORY_NOT_EXIST')],
      [{ name: '外链', image: 'https://evil.example/a.png' }, code('CATALOGUE_IMAGE_ERROR')],
    ]
    for (const [values, expected] of cases) {
      const res = await call('POST', `/manager/goods/category?${q(values)}`)
      expect([res.status, res.code], JSON.stringify(values)).toEqual([400, expected])
    }
    await addCategory({ name: '同名' })
    const twin = await call('POST', `/manager/goods/category?${q({ name: '同名' })}`)
    expect(twin.code).toBe(code('CATEGORY_NAME_EXIST'))
  })

  it('edits, reorders and logs every write', async () => {
    const [top, mid] = await path('改')
    const second = await addCategory({ name: '二级另一', parentId: top, sortOrder: 9 })
    const edited = await call(
      'PUT',
      `/manager/goods/category/${mid}?${q({ name: '二级改名', nameEn: 'Renamed', commissionRate: '12.25', sortOrder: 1 })}`,
    )
    expect(edited.result).toMatchObject({ name: '二级改名', nameEn: 'Renamed', commissionRate: 12.25 })
    const moved = await call('PUT', `/manager/goods/category/move/${second}?direction=up`)
    expect(moved.result.sortOrder).toBe(0)
    const tree = (await call('GET', '/manager/goods/category/allChildren')).result
    const children = tree.find((c: { id: string }) => c.id === top).children.map((c: { id: string }) => c.id)
    expect(children).toEqual([second, mid])
    const logs = await t.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.target, mid), eq(adminLogs.action, 'goods.category.update')))
    expect(logs).toHaveLength(1)
    expect(logs[0].before).toMatchObject({ name: '二级改' })
    expect(logs[0].after).toMatchObject({ name: '二级改名', commissionRate: 12.25 })
  })

  it('refuses to delete a category with goods or children, deletes an empty leaf', async () => {
    const [top, mid, leaf] = await path('删')
    const store = await makeStore(t)
    await makeSku(t, store, { categoryPath: `${top},${mid},${leaf}` })
    for (const id of [leaf]) {
      const res = await call('DELETE', `/manager/goods/category/${id}`)
      expect([res.status, res.code]).toEqual([400, code('CATEGORY_HAS_GOODS')])
    }
    const parent = await call('DELETE', `/manager/goods/category/${mid}`)
    expect(parent.code).toBe(code('CATEGORY_HAS_CHILDREN'))
    const empty = await addCategory({ name: '空分类', parentId: mid })
    expect((await call('DELETE', `/manager/goods/category/${empty}`)).success).toBe(true)
    expect(await t.database.db.select().from(categories).where(eq(categories.id, empty))).toHaveLength(0)
    const tree = (await call('GET', '/manager/goods/category/allChildren')).result
    expect(tree.find((c: { id: string }) => c.id === top).goodsNum).toBe(1)
  })

  it('disabling hides the subtree from the buyer tree and facets at once; enabling brings it back', async () => {
    const [top, mid, leaf] = await path('停')
    const store = await makeStore(t)
    await makeSku(t, store, { categoryPath: `${top},${mid},${leaf}` })
    const facets = async () =>
      (await t.app.inject({ method: 'GET', url: `/buyer/goods/goods/es/related?categoryId=${top}` }))
        .json()
        .result.categories.map((c: { value: string }) => c.value)
    // Warm every cache first: the tree answer, the category index, the facet answer.
    expect(treeIds(await buyerTree())).toEqual(expect.arrayContaining([top, mid, leaf]))
    expect(await facets()).toEqual([top, mid, leaf])

    const off = await call('PUT', `/manager/goods/category/disable/${mid}?enableOperations=true`)
    expect(off.result.enabled).toBe(false)
    const ids = treeIds(await buyerTree())
    expect(ids).toContain(top)
    expect(ids).not.toContain(mid)
    expect(ids).not.toContain(leaf)
    expect(await facets()).toEqual([top])
    const children = await t.app.inject({ method: 'GET', url: `/buyer/goods/category/get/${mid}` })
    expect(children.json().result).toEqual([])
    // The console still shows it, greyed.
    const tree = (await call('GET', '/manager/goods/category/allChildren')).result
    expect(tree.find((c: { id: string }) => c.id === top).children[0].children[0]).toMatchObject({
      id: leaf,
      enabled: false,
    })

    // A seller can no longer file new goods there.
    const seller = await makeSeller(t, await createMember(t), store.id)
    const form = goodsForm(`${top},${mid},${leaf}`)
    const refused = await t.app.inject({
      method: 'POST',
      url: '/store/goods/goods/create',
      payload: form,
      headers: { accessToken: seller.accessToken },
    })
    expect(refused.json().code).toBe(code('CATEGORY_DISABLED'))

    await call('PUT', `/manager/goods/category/disable/${mid}?enableOperations=false`)
    expect(treeIds(await buyerTree())).toEqual(expect.arrayContaining([top, mid, leaf]))
    expect(await facets()).toEqual([top, mid, leaf])
  })
})

describe('brands', () => {
  it('creates with logo and English name, binds to a category, offers it to sellers, disables, deletes', async () => {
    const name = `测试品牌${Date.now() % 100_000}`
    const created = await call('POST', `/manager/goods/brand?${q({ name, nameEn: 'Test Brand', logo })}`)
    expect(created.result).toMatchObject({ name, nameEn: 'Test Brand', logo, enabled: true, goodsNum: 0 })
    const id = created.result.id
    const twin = await call('POST', `/manager/goods/brand?${q({ name, logo })}`)
    expect(twin.code).toBe(code('BRAND_NAME_EXIST'))
    const noLogo = await call('POST', `/manager/goods/brand?${q({ name: `${name}2` })}`)
    expect([noLogo.status, noLogo.code]).toEqual([400, code('PARAMS_ERROR')])
    const badLogo = await call('POST', `/manager/goods/brand?${q({ name: `${name}3`, logo: '/etc/passwd' })}`)
    expect(badLogo.code).toBe(code('CATALOGUE_IMAGE_ERROR'))

    const [top, mid, leaf] = await path('品')
    const bound = await call('POST', `/manager/goods/categoryBrand/${top}?categoryBrands=${id}`)
    expect(bound.result).toEqual([{ brandId: id, brandName: name, logo }])
    const store = await makeStore(t)
    const seller = await makeSeller(t, await createMember(t), store.id)
    const offered = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/store/goods/category/${leaf}/brands`,
          headers: { accessToken: seller.accessToken },
        })
      ).json().result
    expect(await offered()).toEqual([{ brandId: id, brandName: name, logo }])
    // The publish form names it in the seller's language.
    const inEnglish = await t.app.inject({
      method: 'GET',
      url: `/store/goods/category/${leaf}/brands`,
      headers: { accessToken: seller.accessToken, 'accept-language': 'en' },
    })
    expect(inEnglish.json().result).toEqual([{ brandId: id, brandName: 'Test Brand', logo }])

    const page = await call('GET', `/manager/goods/brand/getByPage?name=${encodeURIComponent('Test Brand')}`)
    expect(page.result.records.map((b: { id: string }) => b.id)).toContain(id)
    expect(page.result.records.find((b: { id: string }) => b.id === id).categoryIds).toEqual([top])

    await call('PUT', `/manager/goods/brand/disable/${id}?disable=true`)
    expect(await offered()).toEqual([])
    const form = goodsForm(`${top},${mid},${leaf}`, { brandId: id })
    const publish = await t.app.inject({
      method: 'POST',
      url: '/store/goods/goods/create',
      payload: form,
      headers: { accessToken: seller.accessToken },
    })
    expect(publish.json().code).toBe(code('BRAND_DISABLED'))
    await call('PUT', `/manager/goods/brand/disable/${id}?disable=false`)
    const sold = await t.app.inject({
      method: 'POST',
      url: '/store/goods/goods/create',
      payload: form,
      headers: { accessToken: seller.accessToken },
    })
    expect(sold.json().success).toBe(true)
    const inUse = await call('DELETE', `/manager/goods/brand/delByIds/${id}`)
    expect(inUse.code).toBe(code('BRAND_HAS_GOODS'))

    const spare = await call('POST', `/manager/goods/brand?${q({ name: `${name}空`, logo })}`)
    expect((await call('DELETE', `/manager/goods/brand/delByIds/${spare.result.id}`)).success).toBe(true)
  })
})

describe('specs, parameters, units', () => {
  it('spec templates bound to a category reach the seller form for its leaves', async () => {
    const spec = await call(
      'POST',
      `/manager/goods/spec?${q({ specName: '颜色', specValue: '青花, 粉彩，青花,霁蓝' })}`,
    )
    expect(spec.result).toMatchObject({
      specName: '颜色',
      specValues: ['青花', '粉彩', '霁蓝'],
      specValue: '青花,粉彩,霁蓝',
    })
    const [top, , leaf] = await path('规')
    await call('POST', `/manager/goods/categorySpec/${top}?categorySpecs=${spec.result.id}`)
    const store = await makeStore(t)
    const seller = await makeSeller(t, await createMember(t), store.id)
    const offered = await t.app.inject({
      method: 'GET',
      url: `/store/goods/categorySpec/${leaf}`,
      headers: { accessToken: seller.accessToken },
    })
    expect(offered.json().result.map((s: { id: string }) => s.id)).toEqual([spec.result.id])
    const edited = await call(
      'PUT',
      `/manager/goods/spec/${spec.result.id}?${q({ specName: '釉色', specValue: '青花' })}`,
    )
    expect(edited.result.specValues).toEqual(['青花'])
    const missing = await call('PUT', `/manager/goods/spec/1?${q({ specName: '无' })}`)
    expect(missing.code).toBe(code('SPEC_NOT_EXIST'))
    expect((await call('DELETE', `/manager/goods/spec/${spec.result.id}`)).success).toBe(true)
    expect((await call('GET', `/manager/goods/categorySpec/${top}`)).result).toEqual([])
  })

  it('parameter groups belong to leaf categories; the seller form reads them', async () => {
    const [top, , leaf] = await path('参')
    const notLeaf = await call(
      'POST',
      `/manager/goods/categoryParameters?${q({ categoryId: top, groupName: '基本参数' })}`,
    )
    expect(notLeaf.code).toBe(code('CATEGORY_NOT_LEAF'))
    const groups = await call(
      'POST',
      `/manager/goods/categoryParameters?${q({ categoryId: leaf, groupName: '基本参数' })}`,
    )
    const groupId = groups.result[0].groupId
    const withParam = await call(
      'POST',
      `/manager/goods/parameters?${q({ groupId, paramName: '产地', options: '景德镇,宜兴', isIndex: true, required: true })}`,
    )
    expect(withParam.result[0].params[0]).toMatchObject({
      paramName: '产地',
      options: ['景德镇', '宜兴'],
      isIndex: true,
      required: true,
    })
    const paramId = withParam.result[0].params[0].id
    await call('PUT', `/manager/goods/parameters/${paramId}?${q({ paramName: '原产地', options: '景德镇' })}`)
    const store = await makeStore(t)
    const seller = await makeSeller(t, await createMember(t), store.id)
    const form = await t.app.inject({
      method: 'GET',
      url: `/store/goods/categoryParameters/${leaf}`,
      headers: { accessToken: seller.accessToken },
    })
    expect(form.json().result[0].params[0]).toMatchObject({
      paramName: '原产地',
      isIndex: false,
      required: false,
    })
    expect((await call('DELETE', `/manager/goods/parameters/${paramId}`)).result[0].params).toEqual([])
    expect((await call('DELETE', `/manager/goods/categoryParameters/${groupId}`)).result).toEqual([])
    const gone = await call('DELETE', `/manager/goods/categoryParameters/${groupId}`)
    expect(gone.code).toBe(code('PARAMETER_GROUP_NOT_EXIST'))
  })

  it('a required parameter of the leaf must be filled when a seller publishes there', async () => {
    const [top, mid, leaf] = await path('必')
    const groups = await call(
      'POST',
      `/manager/goods/categoryParameters?${q({ categoryId: leaf, groupName: '基本参数' })}`,
    )
    await call(
      'POST',
      `/manager/goods/parameters?${q({ groupId: groups.result[0].groupId, paramName: '产地', required: true })}`,
    )
    const store = await makeStore(t)
    const seller = await makeSeller(t, await createMember(t), store.id)
    const publish = (params: { paramName: string; paramValue: string }[]) =>
      t.app.inject({
        method: 'POST',
        url: '/store/goods/goods/create',
        payload: goodsForm(`${top},${mid},${leaf}`, {
          goodsParamsDTOList: [
            { groupName: '基本参数', items: params.map((p, sort) => ({ ...p, isIndex: true, sort })) },
          ],
        }),
        headers: { accessToken: seller.accessToken },
      })
    const without = (await publish([{ paramName: '产地', paramValue: ' ' }])).json()
    expect([without.code, without.message]).toEqual([code('PARAMETER_REQUIRED'), '请填写必填参数：产地'])
    expect((await publish([{ paramName: '产地', paramValue: '景德镇' }])).json().success).toBe(true)
  })

  it('units: add, rename, refuse duplicates, delete', async () => {
    const name = `箱${Date.now() % 1000}`
    const created = await call('POST', `/manager/goods/goodsUnit?${q({ name })}`)
    expect(created.result.name).toBe(name)
    expect((await call('POST', `/manager/goods/goodsUnit?${q({ name })}`)).code).toBe(
      code('GOODS_UNIT_NAME_EXIST'),
    )
    expect(
      (await call('POST', `/manager/goods/goodsUnit?${q({ name: '太长的单位名称啊' + '啊' })}`)).code,
    ).toBe(code('PARAMS_ERROR'))
    const renamed = await call(
      'PUT',
      `/manager/goods/goodsUnit/${created.result.id}?${q({ name: `${name}装` })}`,
    )
    expect(renamed.result.name).toBe(`${name}装`)
    const list = await call('GET', '/manager/goods/goodsUnit?pageSize=100')
    expect(list.result.records.map((u: { name: string }) => u.name)).toContain(`${name}装`)
    expect((await call('DELETE', `/manager/goods/goodsUnit/delete/${created.result.id}`)).success).toBe(true)
  })
})

describe('the read-only auditor', () => {
  it('reads every catalogue list but cannot write', async () => {
    for (const url of [
      '/manager/goods/category/allChildren',
      '/manager/goods/brand/getByPage',
      '/manager/goods/spec',
      '/manager/goods/goodsUnit',
    ])
      expect((await call('GET', url, auditor.headers)).success, url).toBe(true)
    const write = await call('POST', `/manager/goods/category?${q({ name: '审计员' })}`, auditor.headers)
    expect([write.status, write.code]).toEqual([403, ErrorCodes.USER_AUTHORITY_ERROR.code])
    const brand = await call('POST', `/manager/goods/brand?${q({ name: '审计员', logo })}`, auditor.headers)
    expect([brand.status, brand.code]).toEqual([403, ErrorCodes.USER_AUTHORITY_ERROR.code])
  })
})
