import { ErrorCodes } from '@silk/contracts/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from '../../testing/accounts.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { caller, makeSeller, makeStore } from '../../testing/trade.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
})
afterAll(() => t.close())

async function seller() {
  const m = await createMember(t)
  const store = await makeStore(t)
  await makeSeller(t, m, store.id)
  return caller(t, m.headers)
}
const q = (v: Record<string, string>) => new URLSearchParams(v).toString()

describe('店铺分类 /store/goods/label', () => {
  it('builds a two-level tree in the seller’s order', async () => {
    const api = await seller()
    const tea = (await api.post(`/store/goods/label?${q({ labelName: '茶具', sortOrder: '2' })}`)).result
    const gifts = (await api.post(`/store/goods/label?${q({ labelName: '礼盒', sortOrder: '1' })}`)).result
    const cups = (await api.post(`/store/goods/label?${q({ labelName: '茶杯', parentId: tea.id })}`)).result
    expect(cups).toMatchObject({ level: 1, parentId: tea.id })
    const tree = (await api.get('/store/goods/label')).result
    expect(tree.map((n: { labelName: string }) => n.labelName)).toEqual(['礼盒', '茶具'])
    expect(tree[1].children).toEqual([expect.objectContaining({ id: cups.id, labelName: '茶杯' })])
    expect(tree[0]).toMatchObject({ id: gifts.id, children: [] })
  })

  it('refuses a third level (51022), an unknown parent (51020) and bad names (4002)', async () => {
    const api = await seller()
    const top = (await api.post(`/store/goods/label?${q({ labelName: '茶具' })}`)).result
    const child = (await api.post(`/store/goods/label?${q({ labelName: '茶杯', parentId: top.id })}`)).result
    expect((await api.post(`/store/goods/label?${q({ labelName: '小杯', parentId: child.id })}`)).code).toBe(
      51022,
    )
    expect((await api.post(`/store/goods/label?${q({ labelName: 'x', parentId: '123456789' })}`)).code).toBe(
      51020,
    )
    expect((await api.post(`/store/goods/label?${q({ labelName: '  ' })}`)).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    expect((await api.post(`/store/goods/label?${q({ labelName: '长'.repeat(33) })}`)).code).toBe(
      ErrorCodes.PARAMS_ERROR.code,
    )
    // A top row with children cannot become someone's child.
    const other = (await api.post(`/store/goods/label?${q({ labelName: '礼盒' })}`)).result
    expect(
      (await api.put(`/store/goods/label/${top.id}?${q({ labelName: '茶具', parentId: other.id })}`)).code,
    ).toBe(ErrorCodes.STORE_LABEL_TOO_DEEP.code)
    expect(
      (await api.put(`/store/goods/label/${top.id}?${q({ labelName: '茶具', parentId: top.id })}`)).code,
    ).toBe(ErrorCodes.STORE_LABEL_TOO_DEEP.code)
  })

  it('renames and moves a row; deletes only a row without children', async () => {
    const api = await seller()
    const top = (await api.post(`/store/goods/label?${q({ labelName: '茶具' })}`)).result
    const child = (await api.post(`/store/goods/label?${q({ labelName: '茶杯', parentId: top.id })}`)).result
    const moved = await api.put(`/store/goods/label/${child.id}?${q({ labelName: '品茗杯', parentId: '0' })}`)
    expect(moved.result).toMatchObject({ labelName: '品茗杯', level: 0, parentId: '0' })
    const back = await api.put(
      `/store/goods/label/${child.id}?${q({ labelName: '品茗杯', parentId: top.id })}`,
    )
    expect(back.result.level).toBe(1)
    expect((await api.del(`/store/goods/label/${top.id}`)).code).toBe(
      ErrorCodes.STORE_LABEL_HAS_CHILDREN.code,
    )
    expect((await api.del(`/store/goods/label/${child.id}`)).success).toBe(true)
    expect((await api.del(`/store/goods/label/${top.id}`)).success).toBe(true)
    expect((await api.get('/store/goods/label')).result).toEqual([])
    expect((await api.del(`/store/goods/label/${top.id}`)).code).toBe(ErrorCodes.STORE_LABEL_NOT_EXIST.code)
  })
})
