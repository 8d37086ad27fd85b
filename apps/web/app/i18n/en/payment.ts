import type { Shape } from '../shape.ts'
import type { payment as zh } from '../zh/payment.ts'

export const payment: Shape<typeof zh> = {
  title: 'Cashier',
  submitted: 'Order submitted — please pay soon!',
  rechargeTitle: 'Top-up created — please pay soon!',
  hurry: 'Unpaid orders are cancelled automatically. Time left:',
  left: '{{d}}d {{h}}h {{m}}m {{s}}s',
  expired: 'The order timed out and was cancelled',
  orderSn: 'Order no.:',
  payable: 'Amount due',
  yuan: 'CNY',
  methods: 'Payment method',
  method: { WALLET: 'Wallet', ALIPAY: 'Alipay', WECHAT: 'WeChat Pay', BANK_TRANSFER: 'Bank transfer' },
  balance: 'Balance ({{amount}})',
  sandboxNote: 'Sandbox: simulated QR payment',
  payNow: 'Pay {{amount}}',
  walletShort: 'Your balance is not enough for this order; top up in the member centre',
  walletTopUp: 'Not enough: top up here',
  confirmTitle: 'Confirm payment',
  confirmWallet: 'Pay with your wallet balance?',
  sandbox: {
    badge: 'Sandbox payment · for testing, no real money moves',
    tradeNo: 'Payment no.:',
    pay: 'Confirm payment',
    status: { PAID: 'This payment is already paid', CLOSED: 'This payment is closed' },
    hint: 'You will be redirected after payment; refresh if nothing happens.',
    other: 'Choose another method >',
  },
  done: {
    title: 'Payment successful',
    hint: 'Follow the progress in My orders; for store pickup, show your pickup code at the pickup point.',
    rechargeHint: 'The top-up has arrived; see the balance in Funds.',
    continue: 'Keep shopping',
    orders: 'View orders',
    balance: 'View balance',
    pendingTitle: 'Confirming your payment',
    pendingHint:
      'We have not received the result of this payment yet. If you paid, check My orders in a moment; if not, go back to the cashier.',
    backToPay: 'Back to the cashier',
  },
}
