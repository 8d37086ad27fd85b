import { ErrorCodes } from '@silk/contracts/errors'
import { articles } from '@silk/db/schema/articles'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveArticle } from '../../../modules/article/save-article.ts'
import { createTestApp, type TestApp } from '../../../testing/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: 'demo' })
})
afterAll(() => t.close())

const get = async (url: string) => (await t.app.inject(url)).json()

describe('GET /buyer/other/article/articleCategory/list', () => {
  it('returns the two-level tree with children sorted by sort', async () => {
    const tree = (await get('/buyer/other/article/articleCategory/list')).result
    expect(tree.map((c: { type: string }) => c.type)).toEqual(['NEWS', 'INDUSTRY', 'HELP'])
    const help = tree.find((c: { type: string }) => c.type === 'HELP')
    expect(help).toMatchObject({ articleCategoryName: '帮助中心', parentId: '0', level: 0 })
    const names = help.children.map((c: { articleCategoryName: string }) => c.articleCategoryName)
    expect(names.slice(0, 7)).toEqual([
      '购物指南',
      '支付方式',
      '配送说明',
      '售后服务',
      '会员中心',
      '商家入驻',
      '跨境规则',
    ])
    const sorts = help.children.map((c: { sort: number }) => c.sort)
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b))
    expect(help.children[0]).toMatchObject({ parentId: help.id, level: 1, children: [] })
  })
})

describe('GET /buyer/other/article', () => {
  it('pages open articles with the MyBatis-Plus page shape', async () => {
    const first = (await get('/buyer/other/article?pageNumber=1&pageSize=10')).result
    expect(first).toMatchObject({ size: 10, current: 1 })
    expect(first.total).toBeGreaterThanOrEqual(65)
    expect(first.pages).toBe(Math.ceil(first.total / 10))
    expect(first.records).toHaveLength(10)
    const second = (await get('/buyer/other/article?pageNumber=2&pageSize=10')).result
    const ids = new Set(first.records.map((r: { id: string }) => r.id))
    expect(second.records.some((r: { id: string }) => ids.has(r.id))).toBe(false)
    expect(first.records[0]).toMatchObject({ openStatus: true })
    expect(first.records[0].publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(first.records[0]).not.toHaveProperty('content')
  })

  it('filters by category, a parent category including its children, newest first', async () => {
    const policy = (await get('/buyer/other/article?categoryId=201&pageSize=100')).result
    expect(policy.total).toBeGreaterThanOrEqual(8)
    expect(policy.records.every((r: { categoryId: string }) => r.categoryId === '201')).toBe(true)
    const times = policy.records.map((r: { publishTime: string }) => r.publishTime)
    expect(times).toEqual([...times].sort().reverse())
    const industry = (await get('/buyer/other/article?categoryId=200&pageSize=100')).result
    const cats = new Set(industry.records.map((r: { categoryId: string }) => r.categoryId))
    expect([...cats].sort()).toEqual(['201', '202', '203'])
    const news = (await get('/buyer/other/article?categoryId=100&pageSize=100')).result.total
    expect(news + industry.total).toBeGreaterThanOrEqual(40)
    const help = (await get('/buyer/other/article?categoryId=300&pageSize=100')).result.total
    expect(help).toBeGreaterThanOrEqual(25)
  })

  it('categoryTypes narrows to whole trees (the news centre’s “all”)', async () => {
    const page = (await get('/buyer/other/article?categoryTypes=NEWS,INDUSTRY&pageSize=100')).result
    expect(page.total).toBeGreaterThanOrEqual(40)
    expect(page.records.some((r: { categoryId: string }) => r.categoryId.startsWith('30'))).toBe(false)
    expect((await get('/buyer/other/article?categoryTypes=BAD')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
  })

  it('help articles follow their sort order', async () => {
    const rows = (await get('/buyer/other/article?categoryId=301')).result.records
    expect(rows.map((r: { title: string }) => r.title)[0]).toBe('新用户购物流程')
    expect(rows.map((r: { sort: number }) => r.sort)).toEqual([1, 2, 3, 4])
  })

  it('searches titles, treating % and _ literally', async () => {
    const rcep = (await get(`/buyer/other/article?title=${encodeURIComponent('RCEP')}`)).result
    expect(rcep.total).toBeGreaterThanOrEqual(2)
    expect(rcep.records.every((r: { title: string }) => r.title.includes('RCEP'))).toBe(true)
    expect((await get('/buyer/other/article?title=%25')).result.total).toBe(0)
    expect((await get('/buyer/other/article?title=_')).result.total).toBe(0)
  })

  it('an unknown category is an empty page; a malformed one is 4002', async () => {
    expect((await get('/buyer/other/article?categoryId=987654')).result).toMatchObject({
      total: 0,
      records: [],
    })
    const bad = await t.app.inject('/buyer/other/article?categoryId=abc')
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ success: false, code: ErrorCodes.PARAMS_ERROR.code })
  })
})

describe('GET /buyer/other/article/get/:id', () => {
  it('returns the full article with HTML content', async () => {
    const a = (await get('/buyer/other/article/get/20107')).result
    expect(a).toMatchObject({
      id: '20107',
      categoryId: '201',
      articleCategoryName: '政策解读',
      type: 'OTHER',
    })
    expect(a.content).toContain('<table>')
    expect(a.titleEn).toBeTruthy()
  })

  it('an unknown or closed article is 60006 文章不存在', async () => {
    const res = await t.app.inject('/buyer/other/article/get/123456789')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      code: ErrorCodes.ARTICLE_NOT_EXIST.code,
      message: '文章不存在',
    })
    const id = await saveArticle(
      { db: t.database.db },
      { categoryId: '101', title: '草稿', content: '<p>x</p>', openStatus: false },
    )
    expect((await get(`/buyer/other/article/get/${id}`)).code).toBe(ErrorCodes.ARTICLE_NOT_EXIST.code)
  })
})

describe('GET /buyer/other/article/type/:type', () => {
  it('returns the single article of a type, null for OTHER, 4002 for an unknown type', async () => {
    expect((await get('/buyer/other/article/type/PRIVACY_POLICY')).result.title).toBe('隐私政策')
    expect((await get('/buyer/other/article/type/ABOUT')).result.type).toBe('ABOUT')
    expect((await get('/buyer/other/article/type/OTHER')).result).toBeNull()
    expect((await get('/buyer/other/article/type/NOPE')).code).toBe(ErrorCodes.PARAMS_ERROR.code)
  })
})

describe('industry information and headlines', () => {
  it('getIndustryInformation pages INDUSTRY articles only, newest first', async () => {
    const page = (await get('/buyer/other/article/getIndustryInformation?pageSize=50')).result
    expect(page.total).toBeGreaterThanOrEqual(25)
    expect(page.records.every((r: { categoryId: string }) => r.categoryId.startsWith('20'))).toBe(true)
    const times = page.records.map((r: { publishTime: string }) => r.publishTime)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('getArticle returns featured first, limited by num and type', async () => {
    const six = (await get('/buyer/other/article/getArticle')).result
    expect(six).toHaveLength(6)
    expect(six[0].featured).toBe(true)
    const firstPlain = six.findIndex((r: { featured: boolean }) => !r.featured)
    expect(six.slice(firstPlain).every((r: { featured: boolean }) => !r.featured)).toBe(true)
    const news = (await get('/buyer/other/article/getArticle?num=3&type=NEWS')).result
    expect(news).toHaveLength(3)
    expect(news.every((r: { categoryId: string }) => r.categoryId.startsWith('10'))).toBe(true)
  })
})

describe('sanitisation', () => {
  const payload =
    '<p onclick="alert(1)">正文</p><script>window.__pwned=1</script><img src="x" onerror="alert(2)">' +
    '<a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe><a href="https://ok.example/">外链</a>'

  it('strips scripts, handlers and javascript: URLs on the way in', async () => {
    const id = await saveArticle(
      { db: t.database.db },
      { categoryId: '101', title: '<b>安全</b>测试', content: payload },
    )
    const a = (await get(`/buyer/other/article/get/${id}`)).result
    expect(a.title).toBe('安全测试')
    for (const bad of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', '__pwned']) {
      expect(a.content).not.toContain(bad)
    }
    expect(a.content).toContain('<p>正文</p>')
    expect(a.content).toContain('rel="noopener noreferrer nofollow"')
  })

  it('cleans again on the way out, even for a row written around the module', async () => {
    await t.database.db
      .insert(articles)
      .values({ id: '99999', categoryId: '101', title: 'raw', content: payload })
    const a = (await get('/buyer/other/article/get/99999')).result
    expect(a.content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/)
    expect(a.summary).toBe('正文 链接外链')
  })

  it('rejects a write to an unknown category with 60009', async () => {
    await expect(
      saveArticle({ db: t.database.db }, { categoryId: '4242', title: 'x', content: 'y' }),
    ).rejects.toMatchObject({
      code: ErrorCodes.ARTICLE_CATEGORY_NOT_EXIST.code,
    })
  })
})
