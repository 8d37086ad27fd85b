import { api } from '../../lib/api/browser.ts'

/**
 * How the buyer pays online (decision 141): the sandbox page when the method is only a demo (its
 * gateway's keys are not configured); Alipay's own computer payment page (`alipay.trade.page.pay`,
 * which brings the buyer back to /payDone); WeChat Pay's Native QR code, scanned with the phone.
 */
export async function gatewayPay(
  method: string,
  demo: boolean,
  target: { sn: string; orderType: string },
): Promise<{ href: string } | { qr: string }> {
  if (demo) {
    const url = await api.get<string>(`/buyer/payment/cashier/pay/${method}/NATIVE`, {
      ...target,
      clientType: 'PC',
    })
    const outTradeNo = new URL(url, window.location.origin).searchParams.get('outTradeNo') ?? ''
    return { href: `/pay/sandbox?${new URLSearchParams({ outTradeNo, method })}` }
  }
  if (method === 'WECHAT')
    return {
      qr: await api.get<string>('/buyer/payment/cashier/pay/WECHAT/NATIVE', { ...target, clientType: 'PC' }),
    }
  return {
    href: await api.get<string>(`/buyer/payment/cashier/pay/${method}/H5`, { ...target, clientType: 'PC' }),
  }
}
