import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { ALIPAY_BILL_HEADER } from '../../testing/gateways/alipay-simulator.ts'
import { gbkEncode, zipFiles } from '../../testing/gateways/bill-files.ts'
import { BillError, parseAlipayBill, parseWechatBill, wechatBillBytes } from './bills.ts'

/**
 * The bill parsers against the row formats the gateways publish (decision 149), written here from
 * their documentation rather than by our simulators.
 */

// WeChat Pay's example of an ALL bill (its 云托管 下载对账单 page): the header, one payment row as
// published, every value led by a backquote, the summary header and a summary of that one row.
const WECHAT_PUBLISHED = [
  '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,手续费,费率,订单金额,申请退款金额,费率备注',
  '`2022-03-21 13:51:31,`wxfdc955f7104ad557,`180023671,`176531292,`,`420000612032130748613220688,`2021WERUN1647840687637,`oZWaCKXip5njeEiloC4oeOV1TTsk,`JSAPI,`SUCCESS,`OTHERS,`CNY,`0.01,`0.00,`0,`0,`0.00,`0.00,`,`,`微信云托管支付测试,`,`0.00000,`0.90%,`0.01,`0.00,`',
  // A refund of it the same day, in the ALL bill's layout (交易状态 REFUND, 应结订单金额 0.00).
  '`2022-03-21 14:02:10,`wxfdc955f7104ad557,`180023671,`176531292,`,`420000612032130748613220688,`2021WERUN1647840687637,`oZWaCKXip5njeEiloC4oeOV1TTsk,`JSAPI,`REFUND,`OTHERS,`CNY,`0.00,`0.00,`50300000112022032118440396551,`RF2022032100001,`0.01,`0.00,`ORIGINAL,`SUCCESS,`微信云托管支付测试,`,`-0.00000,`0.90%,`0.00,`0.01,`',
  '总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额',
  '`2,`0.01,`0.01,`0.00,`0.00000,`0.01,`0.01',
].join('\r\n')

// Alipay's 业务明细 as its bill file is laid out: the comment head, the 25-column header, rows whose
// numbers and names end with a tab, a trade and its refund (negative, with its 退款批次号/请求号).
const ALIPAY_PUBLISHED = [
  '#支付宝业务明细查询',
  '#账号：[20880211096256330156]',
  '#起始日期：[2019年09月16日 00:00:00]   终止日期：[2019年09月17日 00:00:00]',
  '#-----------------------------------------业务明细列表----------------------------------------',
  ALIPAY_BILL_HEADER,
  '2019091622001458860515315453\t,service_1568601259302\t,交易\t,下单测试,2019-09-16 10:55:16,2019-09-16 10:55:23,alipay_store\t,alipay_store\t,alipay\t,\t,*津水(602***@qq.com)\t,0.01,0.01,0.00,0.00,0.00,0.00,0.00,,0.00\t,0.00,\t,0.00,0.00,下单测试',
  '2019091622001458860515315453\t,service_1568601259302\t,退款\t,下单测试,2019-09-16 10:55:16,2019-09-16 10:56:48,alipay_store\t,alipay_store\t,alipay\t,\t,*津水(602***@qq.com)\t,-0.01,-0.01,0.00,0.00,0.00,0.00,0.00,,0.00\t,0.00,re_test_1568602607356\t,0.00,0.00,下单测试',
  '#-----------------------------------------业务明细列表结束------------------------------------',
  '#交易合计：1笔，商家实收共0.01元，商家优惠共0.00元',
  '#退款合计：1笔，商家实收退款共-0.01元，商家优惠退款共0.00元',
  '#导出时间：[2019年09月17日 05:46:49]',
].join('\r\n')

const alipayZip = (details: string) =>
  zipFiles([
    {
      name: gbkEncode('20880211096256330156_20190916_业务明细(汇总).csv'),
      data: gbkEncode('#支付宝业务汇总查询\r\n'),
    },
    { name: gbkEncode('20880211096256330156_20190916_业务明细.csv'), data: gbkEncode(details) },
  ])

describe('trade bills as the gateways publish them', () => {
  it('reads WeChat Pay’s published ALL row and a refund, checking the SHA1 of the unzipped file', () => {
    const file = Buffer.from(WECHAT_PUBLISHED, 'utf8')
    const sha1 = createHash('sha1').update(file).digest('hex')
    const lines = parseWechatBill(wechatBillBytes(gzipSync(file)), { type: 'SHA1', value: sha1 })
    expect(lines).toEqual([
      {
        kind: 'PAYMENT',
        outTradeNo: '2021WERUN1647840687637',
        key: '2021WERUN1647840687637',
        providerNo: '420000612032130748613220688',
        amount: 1,
        time: '2022-03-21 13:51:31',
      },
      {
        kind: 'REFUND',
        outTradeNo: '2021WERUN1647840687637',
        key: 'RF2022032100001',
        providerNo: '50300000112022032118440396551',
        amount: 1,
        time: '2022-03-21 14:02:10',
      },
    ])
    // Not gzipped is read as it is.
    expect(parseWechatBill(wechatBillBytes(file), { type: 'SHA1', value: sha1.toUpperCase() })).toHaveLength(
      2,
    )
  })

  it('refuses a WeChat bill whose hash differs or whose summary does not count its rows', () => {
    const file = Buffer.from(WECHAT_PUBLISHED, 'utf8')
    const sha1 = (b: Buffer) => createHash('sha1').update(b).digest('hex')
    expect(() => parseWechatBill(file, { type: 'SHA1', value: sha1(Buffer.from('x')) })).toThrow(BillError)
    const short = Buffer.from(WECHAT_PUBLISHED.replace('`2,`0.01', '`3,`0.01'), 'utf8')
    expect(() => parseWechatBill(short, { type: 'SHA1', value: sha1(short) })).toThrow(/summary says 3/)
    const cut = Buffer.from(WECHAT_PUBLISHED.split('\r\n').slice(0, 3).join('\r\n'), 'utf8')
    expect(() => parseWechatBill(cut, { type: 'SHA1', value: sha1(cut) })).toThrow(/no summary/)
  })

  it('reads Alipay’s zipped GBK 业务明细 with its tab-ended values, the summary file beside it', () => {
    expect(parseAlipayBill(alipayZip(ALIPAY_PUBLISHED))).toEqual([
      {
        kind: 'PAYMENT',
        outTradeNo: 'service_1568601259302',
        key: 'service_1568601259302',
        providerNo: '2019091622001458860515315453',
        amount: 1,
        time: '2019-09-16 10:55:23',
      },
      {
        kind: 'REFUND',
        outTradeNo: 'service_1568601259302',
        key: 're_test_1568602607356',
        providerNo: '2019091622001458860515315453',
        amount: 1,
        time: '2019-09-16 10:56:48',
      },
    ])
  })

  it('refuses an Alipay bill that is truncated, miscounted or not a zip', () => {
    const noFooter = ALIPAY_PUBLISHED.split('\r\n').slice(0, 8).join('\r\n')
    expect(() => parseAlipayBill(alipayZip(noFooter))).toThrow(/closing totals/)
    const miscounted = ALIPAY_PUBLISHED.replace('#交易合计：1笔', '#交易合计：2笔')
    expect(() => parseAlipayBill(alipayZip(miscounted))).toThrow(/bill says 2 and 1/)
    expect(() => parseAlipayBill(Buffer.from('<html>error</html>'))).toThrow(BillError)
    // UTF-8 instead of GBK: the first line is not recognised.
    const utf8 = zipFiles([{ name: Buffer.from('a.csv'), data: Buffer.from(ALIPAY_PUBLISHED, 'utf8') }])
    expect(() => parseAlipayBill(utf8)).toThrow(/no 业务明细/)
  })
})
