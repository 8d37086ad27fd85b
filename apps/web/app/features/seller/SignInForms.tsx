import type { TokenPair } from '@silk/contracts/accounts'
import { useNavigate, useSearchParams } from 'react-router'
import { PasswordSignInForm, SmsSignInForm } from '../accounts/SignInForms.tsx'
import { consoleBrowser, consoleReturnPath } from '../console/browser.ts'
import { SELLER } from './site.ts'

const CLIENT = { clientType: 'PC' }

/** Keeps the seller tokens in the seller cookies and goes where the user was heading. */
function useSellerSignIn(path: string) {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  return async (query: Record<string, string>) => {
    const seller = consoleBrowser(SELLER)
    const res = await seller.api.request<TokenPair>({ method: 'POST', path, query, headers: CLIENT })
    seller.saveTokens(res.result)
    navigate(consoleReturnPath(SELLER, search), { replace: true })
  }
}

/**
 * 账号登录 to the seller centre (a member who owns or works for a store; others are refused); someone
 * who cannot drag the slider is taken to the SMS sign-in (decision 150).
 */
export function SellerPasswordSignIn({ onCannotDrag }: { onCannotDrag?: () => void }) {
  const signIn = useSellerSignIn('/store/passport/login/userLogin')
  return (
    <PasswordSignInForm
      testId="seller-password-sign-in"
      onCannotDrag={onCannotDrag}
      send={(username, password) => signIn({ username, password })}
    />
  )
}

/** 短信登录: a LOGIN code to the member's mobile; no account is created here (a non-seller is refused). */
export function SellerSmsSignIn() {
  const signIn = useSellerSignIn('/store/passport/login/smsLogin')
  return <SmsSignInForm testId="seller-sms-sign-in" send={(mobile, code) => signIn({ mobile, code })} />
}
