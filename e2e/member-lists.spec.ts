import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { registerMember, type TestMember } from './member-session.ts'
import { apiCall } from './order-fixtures.ts'
import { pickSkus } from './shop-fixtures.ts'
import { signIn } from './sign-in.ts'
import { expectAxeClean, watchConsole } from './support.ts'

/**
 * 我的足迹 and 我的收藏 (issue 4, UI reference A6/A7) against the real API, each journey as a brand-new
 * member. SHOTS_DIR=<dir> saves /home/MyTracks at 1920×1080.
 */
async function newMember(request: APIRequestContext, context: BrowserContext): Promise<TestMember> {
  const member = await registerMember(request)
  await signIn(context, member)
  return member
}

async function open(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached()
}

test('我的足迹: goods viewed show newest first; the trash icon removes one, 删除全部 asks and empties the list', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const assertClean = watchConsole(page)
  const member = await newMember(request, context)
  const viewed = [
    ...(await pickSkus(request, '2001', 5)),
    ...(await pickSkus(request, '2002', 2)),
    ...(await pickSkus(request, '2003', 1)),
  ]
  // The first five are looked at through the member's API session (as the goods page asks), the
  // last three in the browser.
  for (const sku of viewed.slice(0, 5)) {
    await apiCall(request, member.accessToken, 'GET', `/buyer/goods/goods/sku/${sku.goodsId}/${sku.id}`)
  }
  for (const sku of viewed.slice(5)) {
    await open(page, `/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
    await expect(page.locator('h1')).toContainText(sku.goodsName)
  }

  await open(page, '/home/MyTracks')
  const items = page.getByTestId('track-item')
  await expect(items).toHaveCount(viewed.length)
  await expect(items.first()).toContainText(viewed.at(-1)!.goodsName)
  await expect(items.last()).toContainText(viewed[0]!.goodsName)
  await expectAxeClean(page, 'MyTracks')
  if (process.env.SHOTS_DIR) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await page.waitForTimeout(300)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/my-tracks.png` })
  }

  // One, without a confirmation.
  const gone = viewed[3]!
  await items.filter({ hasText: gone.goodsName }).getByRole('button', { name: '删除' }).click()
  await expect(page.getByText('删除成功')).toBeVisible()
  await expect(items).toHaveCount(viewed.length - 1)
  await expect(items.filter({ hasText: gone.goodsName })).toHaveCount(0)
  await page.reload()
  await expect(items).toHaveCount(viewed.length - 1)

  // All, after a confirmation; cancelling keeps them.
  await page.getByRole('button', { name: '删除全部' }).click()
  const confirm = page.getByRole('dialog', { name: '确定要删除全部足迹吗？' })
  await expect(confirm).toBeVisible()
  await expectAxeClean(page, 'MyTracks confirm')
  await confirm.getByRole('button', { name: '取消' }).click()
  await expect(confirm).toHaveCount(0)
  await expect(items).toHaveCount(viewed.length - 1)
  await page.getByRole('button', { name: '删除全部' }).click()
  await confirm.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('删除成功').first()).toBeVisible()
  await expect(items).toHaveCount(0)
  await expect(page.getByTestId('my-tracks').getByRole('status')).toContainText('暂无更多')
  await expect(page.getByRole('button', { name: '删除全部' })).toHaveCount(0)
  await page.reload()
  await expect(page.getByTestId('my-tracks').getByRole('status')).toContainText('暂无更多')
  assertClean()
})

test('我的收藏: stores followed from the store page and a goods page store card, and a goods; 取消收藏 removes each', async ({
  page,
  context,
  request,
}) => {
  const assertClean = watchConsole(page)
  await newMember(request, context)
  const [fromCard] = await pickSkus(request, '2003', 1)

  // From the store page.
  const { storeName } = (
    (await (await request.get('/buyer/store/store/get/detail/2002')).json()) as {
      result: { storeName: string }
    }
  ).result
  await open(page, '/merchant?id=2002')
  await expect(page.locator('h1')).toContainText(storeName)
  await page.getByRole('button', { name: /收藏店铺/ }).click()
  await expect(page.getByText('收藏店铺成功,可以前往个人中心我的收藏查看')).toBeVisible()
  await expect(page.getByRole('button', { name: /已收藏店铺/ })).toBeVisible()

  // From a goods page: its store card, and the goods itself.
  await open(page, `/goodsDetail?skuId=${fromCard.id}&goodsId=${fromCard.goodsId}`)
  const card = page.getByTestId('store-card')
  await card.getByRole('button', { name: /收藏店铺/ }).click()
  await expect(page.getByText('收藏店铺成功,可以前往个人中心我的收藏查看')).toBeVisible()
  await expect(card.getByRole('button', { name: /已收藏店铺/ })).toBeVisible()
  await page.getByTestId('favourite').click()
  await expect(page.getByText('收藏商品成功,可以前往个人中心我的收藏查看')).toBeVisible()

  await open(page, '/home/Favorites')
  const goodsTab = page.getByRole('tab', { name: /收藏商品/ })
  const storeTab = page.getByRole('tab', { name: /收藏店铺/ })
  await expect(goodsTab).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('favorite-goods')).toHaveCount(1)
  await expect(page.getByTestId('favorite-goods')).toContainText(fromCard.goodsName)
  await storeTab.click()
  await expect(storeTab).toHaveAttribute('aria-selected', 'true')
  const stores = page.getByTestId('favorite-store')
  await expect(stores).toHaveCount(2)
  await expect(stores.filter({ hasText: storeName })).toHaveCount(1)
  await expect(stores.filter({ hasText: fromCard.storeName })).toHaveCount(1)
  await expectAxeClean(page, 'Favorites stores')
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/favorites-stores.png` })

  // Cancel one store: the confirmation, then it is gone (also after a reload).
  await stores.filter({ hasText: storeName }).getByRole('button', { name: '取消收藏' }).click()
  const confirmStore = page.getByRole('dialog', { name: '确定取消收藏该店铺吗？' })
  await expect(confirmStore).toBeVisible()
  await confirmStore.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('取消收藏成功')).toBeVisible()
  await expect(stores).toHaveCount(1)
  await expect(stores).toContainText(fromCard.storeName)
  await page.reload()
  await page.getByRole('tab', { name: /收藏店铺/ }).click()
  await expect(stores).toHaveCount(1)

  // The store page no longer counts it as followed.
  await open(page, '/merchant?id=2002')
  await expect(page.getByRole('button', { name: /收藏店铺/ })).not.toContainText('已收藏')

  // The goods tab the same way, down to the empty state.
  await open(page, '/home/Favorites')
  await page
    .getByTestId('favorite-goods')
    .filter({ hasText: fromCard.goodsName })
    .getByRole('button', { name: '取消收藏' })
    .click()
  const confirmGoods = page.getByRole('dialog', { name: '确定取消收藏该商品吗？' })
  await confirmGoods.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('取消收藏成功')).toBeVisible()
  await expect(page.getByTestId('favorite-goods')).toHaveCount(0)
  await expect(page.getByTestId('favorites').getByRole('status')).toContainText('暂无更多')
  await expectAxeClean(page, 'Favorites empty')
  assertClean()
})
