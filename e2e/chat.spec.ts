import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { registerMember } from './member-session.ts'
import { apiCall, ensureAddress, skuWithStock } from './order-fixtures.ts'
import { sellerSignIn } from './seller-session.ts'
import { passwordLogin, signIn } from './sign-in.ts'
import { watchConsole } from './support.ts'

/**
 * 在线客服 (decision 142), two browsers at once: a buyer of its own (registered here, so journeys run in
 * parallel) asks seller1's store from a goods page; the seller answers in the workbench; each sees the
 * other without reloading; the buyer sends a picture and an order card; unread counts move on both
 * sides; after a reload the history is still there.
 */
test('a buyer and a seller chat live: text, goods, picture and order cards, marks, unread counts, history', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const member = await registerMember(request)
  const login = await passwordLogin(request, member.username, member.password)
  // An order with the store, to send as a card.
  await ensureAddress(request, login.accessToken)
  const sku = await skuWithStock(request, '2001', Date.now() % 11)
  await apiCall(
    request,
    login.accessToken,
    'POST',
    `/buyer/trade/carts?skuId=${sku.id}&num=1&cartType=BUY_NOW`,
  )
  const trade = await apiCall<{ orderSns: string[] }>(
    request,
    login.accessToken,
    'POST',
    '/buyer/trade/carts/create/trade',
    {
      way: 'BUY_NOW',
      client: 'PC',
    },
  )
  const orderSn = trade.orderSns[0]

  const buyerContext = await browser.newContext()
  await signIn(buyerContext, { ...login, username: member.username })
  const sellerContext = await browser.newContext()
  await sellerSignIn(sellerContext, request, 'seller1')
  const buyer = await buyerContext.newPage()
  const seller = await sellerContext.newPage()
  const buyerProblems = watchConsole(buyer)
  const sellerProblems = watchConsole(seller)

  // 联系客服 on the goods page opens the docked window with the goods offered as a card.
  await buyer.goto(`/goodsDetail?skuId=${sku.id}&goodsId=${sku.goodsId}`)
  await expect(buyer.locator('html[data-hydrated="true"]')).toBeAttached()
  await buyer.getByTestId('contact-store').click()
  const dock = buyer.getByTestId('chat-dock')
  await expect(dock).toBeVisible()
  await dock.getByTestId('chat-send-goods').click()
  await expect(dock.getByTestId('chat-goods-card')).toBeVisible()
  const question = `请问有现货吗？<b>${member.username}</b>`
  await dock.getByTestId('chat-input').fill(question)
  await dock.getByTestId('chat-input').press('Enter')
  // Stored as typed and shown as text, never as markup.
  await expect(dock.getByTestId('chat-message').filter({ hasText: question })).toBeVisible()

  // The seller's workbench: the conversation waits, with its unread count.
  await seller.goto('/seller/chat')
  await expect(seller.locator('html[data-hydrated="true"]')).toBeAttached()
  const row = seller.getByTestId('chat-conversation').filter({ hasText: member.username })
  await expect(row.first()).toBeVisible()
  await expect(row.first().getByTestId('chat-unread')).toHaveText(/2/)
  await row.first().click()
  await expect(seller.getByTestId('chat-message').filter({ hasText: question })).toBeVisible()
  await expect(row.first().getByTestId('chat-unread')).toHaveCount(0)
  // The buyer sees its message read, without reloading.
  await expect(dock.getByTestId('chat-mark').last()).toHaveAttribute('data-mark', 'read')

  // The seller answers; the buyer sees it live.
  await seller.getByTestId('chat-input').fill('有的，今天下单明天发货')
  await seller.getByTestId('chat-send').click()
  await expect(dock.getByTestId('chat-message').filter({ hasText: '有的，今天下单明天发货' })).toBeVisible()

  // The buyer sends a picture through the upload and an order card from the picker.
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a6fb8' } })
    .png()
    .toBuffer()
  await dock
    .getByTestId('chat-picture-input')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png })
  await expect(seller.getByTestId('chat-picture-message').last()).toBeVisible()
  await dock.getByTestId('chat-order').click()
  await dock.getByTestId('chat-order-picker').getByText(orderSn).click()
  await expect(seller.getByTestId('chat-order-card').filter({ hasText: orderSn })).toBeVisible()

  // Minimised, the window keeps counting: the header's count rises with the seller's next message.
  await buyer.getByTestId('chat-minimise').click()
  await seller.getByTestId('chat-input').fill('已为您备注加急')
  await seller.getByTestId('chat-input').press('Enter')
  await expect(buyer.getByTestId('header-chat-unread')).toHaveText('1')
  await expect(buyer.getByTestId('side-chat-badge')).toHaveText('1')
  await buyer.getByTestId('chat-pill').click()
  await expect(buyer.getByTestId('header-chat-unread')).toHaveCount(0)

  // After a reload the history is there: the member centre's list, then the window again.
  await buyer.goto('/home/Chat')
  await expect(buyer.locator('html[data-hydrated="true"]')).toBeAttached()
  await buyer.getByTestId('member-chat-list').getByTestId('chat-conversation').first().click()
  const again = buyer.getByTestId('chat-dock')
  for (const text of [question, '有的，今天下单明天发货', '已为您备注加急'])
    await expect(again.getByTestId('chat-message').filter({ hasText: text })).toBeVisible()
  await expect(again.getByTestId('chat-order-card').filter({ hasText: orderSn })).toBeVisible()
  await expect(again.getByTestId('chat-picture-message')).toBeVisible()

  buyerProblems()
  sellerProblems()
  await buyerContext.close()
  await sellerContext.close()
})

test('a closed or missing store is told in words, and the chat page drops a token from its address', async ({
  page,
  request,
}) => {
  const member = await registerMember(request)
  const login = await passwordLogin(request, member.username, member.password)
  await signIn(page.context(), { ...login, username: member.username })
  await page.goto('/im?id=999999999&token=leaked')
  await expect(page).toHaveURL(/\/im\?id=999999999$/)
  await expect(page.getByTestId('chat-refused')).toHaveText(/店铺不存在/)
})
