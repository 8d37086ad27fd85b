import { AfterSaleStatus } from '@silk/contracts/after-sale'
import { ComplaintStatus } from '@silk/contracts/complaint'
import { describe, expect, it } from 'vitest'
import { adminTrade as adminTradeEn } from './en/adminTrade.ts'
import { en } from './en/index.ts'
import { sellerQueues as sellerQueuesEn } from './en/seller-queues.ts'
import { AFTER_SALE_STATUS_WORDS, type Audience, COMPLAINT_STATUS_WORDS } from './status-labels.ts'
import { adminTrade as adminTradeZh } from './zh/adminTrade.ts'
import { zh } from './zh/index.ts'
import { sellerQueues as sellerQueuesZh } from './zh/seller-queues.ts'

const audiences: Audience[] = ['buyer', 'seller', 'operator']

describe('status labels: one source per status and audience', () => {
  it('word every after-sale and complaint status for every audience, in Chinese and English', () => {
    for (const audience of audiences) {
      for (const lang of ['zh', 'en'] as const) {
        const afterSale = AFTER_SALE_STATUS_WORDS[audience][lang]
        const complaint = COMPLAINT_STATUS_WORDS[audience][lang]
        expect(Object.keys(afterSale).sort()).toEqual([...AfterSaleStatus.options].sort())
        expect(Object.keys(complaint).sort()).toEqual([...ComplaintStatus.options].sort())
        for (const text of [...Object.values(afterSale), ...Object.values(complaint)]) {
          expect(text.trim()).not.toBe('')
          // Chinese words have Chinese characters; English words none.
          expect(/[\u4e00-\u9fff]/.test(text)).toBe(lang === 'zh')
        }
      }
    }
  })

  it('are the words the translations show: buyer, seller centre and operator console', () => {
    const sides = [
      { lang: 'zh', shop: zh, seller: sellerQueuesZh, operator: adminTradeZh },
      { lang: 'en', shop: en, seller: sellerQueuesEn, operator: adminTradeEn },
    ] as const
    for (const { lang, shop, seller, operator } of sides) {
      expect(shop.afterSale.status).toBe(AFTER_SALE_STATUS_WORDS.buyer[lang])
      expect(shop.complaint.status).toBe(COMPLAINT_STATUS_WORDS.buyer[lang])
      expect(seller.afterSale.status).toBe(AFTER_SALE_STATUS_WORDS.seller[lang])
      expect(seller.complaint.status).toBe(COMPLAINT_STATUS_WORDS.seller[lang])
      expect(operator.afterSale.statuses).toBe(AFTER_SALE_STATUS_WORDS.operator[lang])
      expect(operator.complaint.statuses).toBe(COMPLAINT_STATUS_WORDS.operator[lang])
    }
  })

  it('keep the words the journeys read', () => {
    expect(AFTER_SALE_STATUS_WORDS.buyer.zh.APPLY).toBe('申请中')
    expect(AFTER_SALE_STATUS_WORDS.buyer.zh.BUYER_CANCEL).toBe('买家取消售后')
    expect(AFTER_SALE_STATUS_WORDS.seller.zh.PASS).toBe('待买家退货')
    expect(AFTER_SALE_STATUS_WORDS.seller.zh.BUYER_RETURN).toBe('买家已退货')
    expect(COMPLAINT_STATUS_WORDS.seller.zh.WAIT_ARBITRATION).toBe('等待仲裁')
    expect(COMPLAINT_STATUS_WORDS.seller.en.WAIT_ARBITRATION).toBe('Awaiting arbitration')
  })
})
