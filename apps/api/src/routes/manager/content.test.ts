import { ErrorCodes } from '@silk/contracts/errors'
import { adminLogs, homeSlides } from '@silk/db/schema/index'
import { seedSamplePartners } from '@silk/db/seed/sample-partners'
import { and, eq, inArray } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { announceChange, onChange } from '../../shared/change-feed.ts'
import { makeAdmin } from '../../testing/admin.ts'
import { createTestApp, type TestApp } from '../../testing/app.ts'
import { makeArticle, makeArticleCategory } from '../../testing/content.ts'

/** The operator's content: articles (sanitised on save, published and taken down), categories, hot words. */
let t: TestApp
let operator: Awaited<ReturnType<typeof makeAdmin>>
const call = (opts: InjectOptions) => t.app.inject(opts).then((r) => ({ status: r.statusCode, ...r.json() }))
const asOperator = (method: InjectOptions['method'], url: string, payload?: object) =>
  call({ method, url, headers: operator.headers, ...(payload ? { payload } : {}) })

beforeAll(async () => {
  t = await createTestApp({ seed: 'reference' })
  operator = await makeAdmin(t, { permissions: ['content:write'] })
}, 60_000)
afterAll(() => t.close())

describe('articles', () => {
  it('cleans the body on save: a <script> never reaches the buyer page', async () => {
    const category = await makeArticleCategory(t)
    const created = await asOperator('POST', '/manager/other/article', {
      categoryId: category.id,
      title: '<b>丝路</b>新闻',
      content:
        '<h2>标题</h2><p onclick="steal()">正文<strong>加粗</strong></p><script>alert(1)</script><a href="javascript:alert(1)">链接</a><img src="x" onerror="alert(2)">',
      openStatus: true,
    })
    expect(created.success).toBe(true)
    const { id, content, title, summary } = created.result
    expect(title).toBe('丝路新闻')
    expect(content).toContain('<strong>加粗</strong>')
    expect(content).not.toMatch(/script|onclick|onerror|javascript:/i)
    expect(summary).toBe('标题 正文加粗 链接')
    const page = await call({ method: 'GET', url: `/buyer/other/article/get/${id}` })
    expect(page.result.content).not.toMatch(/script|onclick|onerror|javascript:/i)
    const [log] = await t.database.db
      .select()
      .from(adminLogs)
      .where(and(eq(adminLogs.action, 'content.article.create'), eq(adminLogs.target, id)))
    expect(log.adminId).toBe(operator.admin.id)
  })

  it('publishes and takes down: the buyer list and detail follow at once, and the page cache is told', async () => {
    const draft = await makeArticle(t)
    const changes: string[] = []
    const stop = onChange((c) => changes.push(c.kind))
    const listed = async () =>
      (
        await call({ method: 'GET', url: `/buyer/other/article?categoryId=${draft.categoryId}` })
      ).result.records.map((r: { id: string }) => r.id)
    expect(await listed()).toEqual([])
    expect((await call({ method: 'GET', url: `/buyer/other/article/get/${draft.id}` })).code).toBe(
      ErrorCodes.ARTICLE_NOT_EXIST.code,
    )

    const published = await asOperator('PUT', `/manager/other/article/update/status/${draft.id}?status=true`)
    expect(published.result.openStatus).toBe(true)
    expect(await listed()).toEqual([draft.id])
    expect((await call({ method: 'GET', url: `/buyer/other/article/get/${draft.id}` })).success).toBe(true)

    await asOperator('PUT', `/manager/other/article/update/status/${draft.id}?status=false`)
    expect(await listed()).toEqual([])
    stop()
    expect(changes.filter((k) => k === 'content')).toHaveLength(2)
  })

  it('lists every state for the operator, filtered by status and title', async () => {
    const open = await makeArticle(t, true)
    const closed = await makeArticle(t, false)
    const ids = async (q: string) =>
      (await asOperator('GET', `/manager/other/article?pageSize=100&${q}`)).result.records.map(
        (r: { id: string }) => r.id,
      )
    expect(await ids('status=OPEN')).toContain(open.id)
    expect(await ids('status=OPEN')).not.toContain(closed.id)
    expect(await ids('status=CLOSE')).toContain(closed.id)
    expect(await ids(`title=${encodeURIComponent(closed.title)}`)).toEqual([closed.id])
    expect((await asOperator('GET', `/manager/other/article/${closed.id}`)).result.content).toBe(
      '<p>正文</p>',
    )
  })

  it('refuses bad input with a 4xx envelope', async () => {
    const noTitle = await asOperator('POST', '/manager/other/article', {
      categoryId: '1',
      title: '',
      content: 'x',
    })
    expect(noTitle.status).toBe(400)
    const noCategory = await asOperator('POST', '/manager/other/article', {
      categoryId: '999999',
      title: '标题',
      content: '<p>x</p>',
    })
    expect([noCategory.status, noCategory.code]).toEqual([400, ErrorCodes.ARTICLE_CATEGORY_NOT_EXIST.code])
    expect((await asOperator('PUT', '/manager/other/article/update/status/999999?status=true')).code).toBe(
      60006,
    )
  })

  it('takes a cover only as a picture address: a script or data URL is refused, none is none', async () => {
    const category = await makeArticleCategory(t)
    const article = (cover: string) =>
      asOperator('POST', '/manager/other/article', {
        categoryId: category.id,
        title: '封面',
        content: '<p>x</p>',
        cover,
      })
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x.png',
    ]) {
      const refused = await article(bad)
      expect([refused.status, refused.code]).toEqual([400, ErrorCodes.PARAMS_ERROR.code])
      expect(refused.message).toContain('图片地址不正确')
    }
    const uploaded = await article('/uploads/2026/11/cover.webp')
    expect(uploaded.success).toBe(true)
    const none = await article('  ')
    expect(none.success).toBe(true)
    const stored = await asOperator('GET', `/manager/other/article/${none.result.id}`)
    expect(stored.result.cover).toBeNull()
  })

  it('a read-only operator can list but not write', async () => {
    const auditor = await makeAdmin(t, { permissions: ['content:read'] })
    const draft = await makeArticle(t)
    const read = await call({ method: 'GET', url: '/manager/other/article', headers: auditor.headers })
    expect(read.success).toBe(true)
    const write = await call({
      method: 'PUT',
      url: `/manager/other/article/update/status/${draft.id}?status=true`,
      headers: auditor.headers,
    })
    expect([write.status, write.code]).toEqual([403, ErrorCodes.USER_AUTHORITY_ERROR.code])
  })
})

describe('article categories', () => {
  it('creates a child under a top category with its type, refuses a third level and deleting what is used', async () => {
    const top = await makeArticleCategory(t, 'HELP')
    const tree = await asOperator(
      'POST',
      `/manager/other/articleCategory?articleCategoryName=${encodeURIComponent('子分类')}&parentId=${top.id}&type=NEWS`,
    )
    const child = tree.result
      .find((n: { id: string }) => n.id === top.id)
      .children.find((c: { articleCategoryName: string }) => c.articleCategoryName === '子分类')
    expect(child).toMatchObject({ level: 1, type: 'HELP', parentId: top.id })
    const third = await asOperator(
      'POST',
      `/manager/other/articleCategory?articleCategoryName=x&parentId=${child.id}`,
    )
    expect(third.code).toBe(ErrorCodes.ARTICLE_CATEGORY_TOO_DEEP.code)
    expect((await asOperator('DELETE', `/manager/other/articleCategory/${top.id}`)).code).toBe(
      ErrorCodes.ARTICLE_CATEGORY_HAS_CHILDREN.code,
    )
    const used = await makeArticle(t)
    expect((await asOperator('DELETE', `/manager/other/articleCategory/${used.categoryId}`)).code).toBe(
      ErrorCodes.ARTICLE_CATEGORY_HAS_ARTICLES.code,
    )
    expect((await asOperator('DELETE', `/manager/other/articleCategory/${child.id}`)).success).toBe(true)
  })

  it('a new NEWS category shows in the buyer tree at once', async () => {
    await asOperator(
      'POST',
      `/manager/other/articleCategory?articleCategoryName=${encodeURIComponent('快讯')}&type=NEWS`,
    )
    const tree = await call({ method: 'GET', url: '/buyer/other/article/articleCategory/list' })
    expect(tree.result.map((n: { articleCategoryName: string }) => n.articleCategoryName)).toContain('快讯')
  })
})

describe('hot words', () => {
  const hot = async () => (await call({ method: 'GET', url: '/buyer/goods/goods/hot-words?count=5' })).result

  it('an operator word with the highest score leads the search box; disabled or deleted it is gone', async () => {
    const saved = await asOperator(
      'POST',
      `/manager/hotwords/hotwords?keyword=${encodeURIComponent('景德镇瓷器')}&score=99999`,
    )
    expect(saved.result).toEqual({ keyword: '景德镇瓷器', score: 99999, enabled: true })
    expect((await hot())[0]).toBe('景德镇瓷器')
    await asOperator(
      'POST',
      `/manager/hotwords/hotwords?keyword=${encodeURIComponent('景德镇瓷器')}&score=99999&enabled=false`,
    )
    expect(await hot()).not.toContain('景德镇瓷器')
    const listed = await asOperator('GET', '/manager/hotwords/hotwords/seeds')
    expect(listed.result).toContainEqual({ keyword: '景德镇瓷器', score: 99999, enabled: false })
    // lilishop's 今日热词 reads the words the search box offers, as strings: a hidden word is not one.
    const today = (await asOperator('GET', '/manager/hotwords/hotwords')).result
    expect(today.every((w: unknown) => typeof w === 'string')).toBe(true)
    expect(today).not.toContain('景德镇瓷器')
    expect(
      (await asOperator('DELETE', `/manager/hotwords/hotwords/${encodeURIComponent('景德镇瓷器')}`)).success,
    ).toBe(true)
    expect(
      (await asOperator('DELETE', `/manager/hotwords/hotwords/${encodeURIComponent('景德镇瓷器')}`)).code,
    ).toBe(ErrorCodes.HOT_WORD_NOT_EXIST.code)
  })

  it('refuses markup and empty words', async () => {
    expect((await asOperator('POST', '/manager/hotwords/hotwords?keyword=%3Cscript%3E')).status).toBe(400)
    expect((await asOperator('POST', '/manager/hotwords/hotwords?keyword=')).status).toBe(400)
  })
})

describe('home page slots', () => {
  const shown = async (slot: string) =>
    (await call({ method: 'GET', url: `/buyer/other/home/slides?slot=${slot}` })).result as {
      id: string
      title: string
      image: string
    }[]

  it("are seeded with 3 banners and 13 pavilion slides; partners and footer columns are the operator's own", async () => {
    expect(await shown('BANNER')).toHaveLength(3)
    expect(await shown('PARTNER')).toEqual([])
    expect(await shown('THINK_TANK')).toEqual([])
    expect(await shown('ORG')).toEqual([])
    expect(await shown('PAVILION')).toHaveLength(13)
  })

  it('the demo seeds labelled samples for the strip and the footer, and drops the invented partners', async () => {
    await t.database.db
      .insert(homeSlides)
      .values({ id: '901001', slot: 'PARTNER', title: '海川物流', image: '/home/partners/partner-01.svg' })
    await seedSamplePartners(t.database.db)
    announceChange({ kind: 'content' })
    const partners = await shown('PARTNER')
    expect(partners.map((p) => p.title)).toEqual(
      ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'].map((l) => `示例合作伙伴 ${l}`),
    )
    expect(partners[0]).toMatchObject({
      titleEn: 'Sample partner A',
      image: '/home/partners/sample-partner-a.svg',
    })
    expect((await shown('THINK_TANK')).map((p) => p.title)).toEqual(['示例智库 A', '示例智库 B'])
    expect((await shown('ORG')).map((p) => p.title)).toEqual([
      '示例合作机构 A',
      '示例合作机构 B',
      '示例合作机构 C',
    ])
    await t.database.db.delete(homeSlides).where(inArray(homeSlides.slot, ['PARTNER', 'THINK_TANK', 'ORG']))
    announceChange({ kind: 'content' })
  })

  it('the footer columns: an operator adds a think tank with its link, orders it first, hides it', async () => {
    const first = await asOperator('POST', '/manager/other/homeSlide', {
      slot: 'THINK_TANK',
      title: '测试智库甲',
      titleEn: 'Test think tank A',
      image: '/uploads/202611/abcdef123456.webp',
      link: 'https://example.com/tank-a',
    })
    expect(first.success).toBe(true)
    const second = await asOperator('POST', '/manager/other/homeSlide', {
      slot: 'THINK_TANK',
      title: '测试智库乙',
      image: '/uploads/202611/abcdef123456.webp',
      link: '/Service',
    })
    const ids = second.result.map((s: { id: string }) => s.id)
    expect((await shown('THINK_TANK')).map((s) => s.title)).toEqual(['测试智库甲', '测试智库乙'])
    await asOperator('PUT', '/manager/other/homeSlide/sort', { slot: 'THINK_TANK', ids: [...ids].reverse() })
    expect((await shown('THINK_TANK')).map((s) => s.title)).toEqual(['测试智库乙', '测试智库甲'])
    await asOperator('PUT', `/manager/other/homeSlide/enable/${ids[1]}?enabled=false`)
    expect((await shown('THINK_TANK')).map((s) => s.title)).toEqual(['测试智库甲'])
    expect(await shown('ORG')).toEqual([])
    for (const id of ids) await asOperator('DELETE', `/manager/other/homeSlide/${id}`)
  })

  it('an added partner shows at the end, reordered first, hidden gone, deleted gone; each write re-renders pages', async () => {
    const changes: string[] = []
    const stop = onChange((c) => changes.push(c.kind))
    const added = await asOperator('POST', '/manager/other/homeSlide', {
      slot: 'PARTNER',
      title: '丝路新伙伴',
      titleEn: 'NEW PARTNER',
      image: '/uploads/202611/abcdef123456.webp',
      link: 'https://example.com/partner',
    })
    const slide = added.result.at(-1)
    expect(slide).toMatchObject({ title: '丝路新伙伴', enabled: true })
    expect((await shown('PARTNER')).at(-1)?.id).toBe(slide.id)
    const ids = added.result.map((s: { id: string }) => s.id)
    const reordered = await asOperator('PUT', '/manager/other/homeSlide/sort', {
      slot: 'PARTNER',
      ids: [slide.id, ...ids.filter((id: string) => id !== slide.id)],
    })
    expect(reordered.result[0].id).toBe(slide.id)
    expect((await shown('PARTNER'))[0].id).toBe(slide.id)
    await asOperator('PUT', `/manager/other/homeSlide/enable/${slide.id}?enabled=false`)
    expect((await shown('PARTNER')).map((s) => s.id)).not.toContain(slide.id)
    await asOperator('DELETE', `/manager/other/homeSlide/${slide.id}`)
    stop()
    expect(changes).toEqual(['content', 'content', 'content', 'content'])
    expect((await asOperator('DELETE', `/manager/other/homeSlide/${slide.id}`)).code).toBe(
      ErrorCodes.HOME_SLIDE_NOT_EXIST.code,
    )
  })

  it('refuses a slide without a picture, with a script link, or an id of another slot in the order', async () => {
    const noImage = await asOperator('POST', '/manager/other/homeSlide', {
      slot: 'BANNER',
      title: 'x',
      image: '',
    })
    expect(noImage.status).toBe(400)
    const badLink = await asOperator('POST', '/manager/other/homeSlide', {
      slot: 'BANNER',
      title: 'x',
      image: '/brand/logo.svg',
      link: 'javascript:alert(1)',
    })
    expect(badLink.status).toBe(400)
    const banner = (await shown('BANNER'))[0]
    const wrong = await asOperator('PUT', '/manager/other/homeSlide/sort', {
      slot: 'PARTNER',
      ids: [banner.id],
    })
    expect(wrong.code).toBe(ErrorCodes.HOME_SLIDE_NOT_EXIST.code)
  })
})
