/**
 * Payment-method marks drawn as SVG (the cashier, the footer): a coloured tile with a pictogram, never a
 * letter standing in for a logo. Not the payment companies' trademarks: shapes that read as each method.
 */
export type PaymentMethodKey = 'WALLET' | 'ALIPAY' | 'WECHAT' | 'BANK_TRANSFER' | 'UNIONPAY'

const TILE: Record<PaymentMethodKey, string> = {
  WALLET: '#c9a227',
  ALIPAY: '#1677ff',
  WECHAT: '#07c160',
  BANK_TRANSFER: '#2a6fb8',
  UNIONPAY: '#d7261e',
}

function Pictogram({ method }: { method: PaymentMethodKey }) {
  switch (method) {
    case 'WALLET':
      // A wallet with its flap and clasp.
      return (
        <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round">
          <path d="M10 16h24a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H13a3 3 0 0 1-3-3z" />
          <path d="M10 17l17-6 3 5" />
          <rect x="27" y="22" width="10" height="8" rx="2" fill="#fff" fillOpacity="0.25" />
          <circle cx="31" cy="26" r="1.6" fill="#fff" stroke="none" />
        </g>
      )
    case 'ALIPAY':
      // A stroke-drawn 支 with Alipay's sweep beneath it.
      return (
        <g fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round">
          <path d="M13 15h20M23 10v11M15 21h16c-2 6-7 11-15 14" />
          <path d="M19 25c4 5 9 8 15 9" />
        </g>
      )
    case 'WECHAT':
      // Two speech bubbles, the front one with eyes.
      return (
        <g fill="#fff">
          <path d="M19 11c-6.1 0-11 4-11 9 0 2.8 1.5 5.2 3.9 6.9L11 30.5l4.4-2.2c1.1.3 2.3.5 3.6.5h.6a8 8 0 0 1-.2-1.8c0-5.2 5-9.3 11.3-9.5C29.6 13.8 24.8 11 19 11z" />
          <path
            d="M30.5 19.5c-5.2 0-9.3 3.4-9.3 7.5s4.1 7.5 9.3 7.5c1 0 2-.1 2.9-.4l3.6 1.9-.9-3.2c2.2-1.4 3.7-3.5 3.7-5.8 0-4.1-4.1-7.5-9.3-7.5z"
            fillOpacity="0.9"
          />
          <circle cx="15.5" cy="18" r="1.4" fill={TILE.WECHAT} />
          <circle cx="22.5" cy="18" r="1.4" fill={TILE.WECHAT} />
          <circle cx="27.5" cy="25.5" r="1.2" fill={TILE.WECHAT} />
          <circle cx="33.5" cy="25.5" r="1.2" fill={TILE.WECHAT} />
        </g>
      )
    case 'UNIONPAY':
      // A bank card with its chip.
      return (
        <g>
          <rect x="9" y="13" width="28" height="20" rx="3" fill="none" stroke="#fff" strokeWidth="2.4" />
          <path d="M9 19h28" stroke="#fff" strokeWidth="3" />
          <rect x="13" y="24" width="7" height="5" rx="1" fill="#fff" />
        </g>
      )
    default:
      // A bank: pediment, columns and base.
      return (
        <g fill="#fff">
          <path d="M23 9l14 7H9z" />
          <rect x="11" y="18" width="3.5" height="11" />
          <rect x="17.5" y="18" width="3.5" height="11" />
          <rect x="25" y="18" width="3.5" height="11" />
          <rect x="31.5" y="18" width="3.5" height="11" />
          <rect x="9" y="31" width="28" height="4" rx="1" />
        </g>
      )
  }
}

export function PaymentIcon({
  method,
  size = 44,
  label,
}: {
  method: PaymentMethodKey | string
  size?: number
  /** The method's name for assistive technology; omitted when a visible name sits beside the icon. */
  label?: string
}) {
  const key = (method in TILE ? method : 'BANK_TRANSFER') as PaymentMethodKey
  return (
    <svg
      viewBox="0 0 46 46"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-payment-icon={key}
    >
      <rect width="46" height="46" rx="9" fill={TILE[key]} />
      <Pictogram method={key} />
    </svg>
  )
}
