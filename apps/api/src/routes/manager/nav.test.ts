import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, navEntries } from '@silk/db/schema/index'
import { and, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeCategoryPath } from '../../testing/store-goods.ts'

/** The header's navigation row as the operator keeps it (decision 168). */
let t: TestApp
let operator: Awaited<ReturnType<typeof makeAdmin>>
const call = (opts: InjectOptions) => t.app.inject(opts).then((r) => ({ status: r.statusCode, ...r.json() }))
const asOperator = (method: InjectOptions['method'], url: string, payload?: object) =>
  call({ method, url, headers: operator.headers, ...(payload ? { payload } : {}) })
type Shown = {
  id: string
  kind: string
  label: string
  labelEn: string | null
  target: string | null
  paths: string[]
}
const shown = async () => (await call({ method: 'GET', url: '/buyer/other/navList' })).result as Shown[]

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  operator = await makeAdmin(t, { permissions: ['content:write'] })
}, 60_000)
afterAll(() => t.close())

describe('header navigation', () => {
  it('is seeded with the specification row: eight entries, four kinds, their own paths', async () => {
    const row = await shown()
    expect(row.map((e) => [e.kind, e.label, e.labelEn])).toEqual([
      ['PAGE', '首页', 'Home'],
      ['PAGE', '出海服务', 'Overseas services'],
      ['GUIDE', '出海指南', 'Market guides'],
      ['PAGE', '品牌馆', 'Brands'],
      ['EXTERNAL', '货仓', 'Depot'],
      ['PAGE', '商城', 'Shop'],
      ['LABEL', '海外利益保护', 'Overseas protection'],
      ['PAGE', '服务中心', 'Service centre'],
    ])
    expect(row[1].paths).toEqual(['/Nsystem', '/Promotion'])
    expect(row[4].target).toBeNull()
  })

  it('renames, adds, orders, hides and deletes: the buyer row follows at once, each write logged', async () => {
    const before = await shown()
    const service = before.find((e) => e.target === '/Service')
    if (!service) throw new Error('no service entry')
    const renamed = await asOperator('PUT', `/manager/other/navEntry/${service.id}`, {
      kind: 'PAGE',
      label: '客服中心',
      labelEn: 'Help centre',
      target: '/Service',
      paths: '/Service/faq',
    })
    expect(renamed.success).toBe(true)
    const path = await makeCategoryPath(t, ['茶叶', '绿茶'])
    const category = path.split(',')[0]
    const added = await asOperator('POST', '/manager/other/navEntry', {
      kind: 'CATEGORY',
      label: '茶叶',
      labelEn: 'Tea',
      target: category,
    })
    expect(added.success).toBe(true)
    const tea = added.result.at(-1)
    expect(tea).toMatchObject({ kind: 'CATEGORY', label: '茶叶', target: category, enabled: true })

    let row = await shown()
    expect(row.find((e) => e.id === service.id)).toMatchObject({
      label: '客服中心',
      labelEn: 'Help centre',
      paths: ['/Service/faq'],
    })
    expect(row.at(-1)?.label).toBe('茶叶')

    // Tea first, then the rest as they were.
    const ids = [tea.id, ...before.map((e) => e.id)]
    await asOperator('PUT', '/manager/other/navEntry/sort', { ids })
    expect((await shown())[0].id).toBe(tea.id)
    await asOperator('PUT', `/manager/other/navEntry/enable/${tea.id}?enabled=false`)
    row = await shown()
    expect(row.map((e) => e.id)).not.toContain(tea.id)
    const all = (await asOperator('GET', '/manager/other/navEntry')).result
    expect(all.find((e: { id: string }) => e.id === tea.id).enabled).toBe(false)
    await asOperator('DELETE', `/manager/other/navEntry/${tea.id}`)
    expect((await asOperator('DELETE', `/manager/other/navEntry/${tea.id}`)).code).toBe(
      ErrorCodes.NAV_ENTRY_NOT_EXIST.code,
    )
    const logs = await t.database.db
      .select({ action: adminLogs.action })
      .from(adminLogs)
      .where(and(eq(adminLogs.target, tea.id), eq(adminLogs.adminId, operator.admin.id)))
    expect(logs.map((l) => l.action).sort()).toEqual([
      'content.nav.create',
      'content.nav.delete',
      'content.nav.disable',
    ])

    // Put the service entry back for the other tests.
    await t.database.db
      .update(navEntries)
      .set({ label: '服务中心', labelEn: 'Service centre', paths: null })
      .where(eq(navEntries.id, service.id))
  })

  it('refuses a bad entry with a stable code, never a 500', async () => {
    const refused = async (body: object) => {
      const r = await asOperator('POST', '/manager/other/navEntry', body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      return r
    }
    await refused({ kind: 'PAGE', label: '无路径' })
    await refused({ kind: 'PAGE', label: '外站', target: 'https://example.com' })
    await refused({ kind: 'GUIDE', label: '双斜杠', target: '//evil.example' })
    await refused({ kind: 'EXTERNAL', label: '脚本', target: 'javascript:alert(1)' })
    await refused({ kind: 'EXTERNAL', label: '明文', target: 'http://example.com' })
    await refused({ kind: 'LABEL', label: '文字', target: '/Service' })
    await refused({ kind: 'CATEGORY', label: '分类', target: 'abc' })
    await refused({ kind: 'PAGE', label: '路径', target: '/Service', paths: 'Service /goodsList?x=1' })
    await refused({ kind: 'NAV', label: '类型', target: '/Service' })
    await refused({ kind: 'PAGE', label: '', target: '/Service' })
    await refused({
      kind: 'PAGE',
      label: '这是一个超过三十二个字的导航名称这是一个超过三十二个字的导航名称啊',
      target: '/',
    })
    const english = await call({
      method: 'POST',
      url: '/manager/other/navEntry',
      headers: { ...operator.headers, 'accept-language': 'en' },
      payload: { kind: 'EXTERNAL', label: 'x', target: 'http://example.com' },
    })
    expect(english.status).toBe(400)
    expect(english.message).not.toMatch(/\p{Script=Han}/u)

    const missing = await asOperator('POST', '/manager/other/navEntry', {
      kind: 'CATEGORY',
      label: '不存在',
      target: '999999999999',
    })
    expect(missing.code).toBe(ErrorCodes.NAV_CATEGORY_NOT_EXIST.code)
    const unknown = await asOperator('PUT', '/manager/other/navEntry/999999999999', {
      kind: 'LABEL',
      label: 'x',
    })
    expect(unknown.code).toBe(ErrorCodes.NAV_ENTRY_NOT_EXIST.code)
    const badOrder = await asOperator('PUT', '/manager/other/navEntry/sort', { ids: ['999999999999'] })
    expect(badOrder.code).toBe(ErrorCodes.NAV_ENTRY_NOT_EXIST.code)
  })
})
