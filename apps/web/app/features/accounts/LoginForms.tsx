import type { TokenPair } from '@silk/contracts/accounts'
import { Link, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import styles from './forms.module.css'
import { PasswordSignInForm, SmsSignInForm } from './SignInForms.tsx'
import { completeLogin } from './session.ts'
import { useReturnAfterLogin } from './use-return-after-login.ts'

const CLIENT = { clientType: 'PC' }

function useFinishLogin() {
  const { t } = useTranslation('accounts')
  const goBack = useReturnAfterLogin()
  return async (tokens: TokenPair) => {
    await completeLogin(tokens)
    toast.success(t('login.success'))
    await goBack()
  }
}

/**
 * 账号登录: the member's `userLogin` with md5(password), after the slider; someone who cannot drag it
 * is taken to the SMS sign-in (`onCannotDrag`), whose code needs no slider (decision 150).
 */
export function PasswordLogin({ onCannotDrag }: { onCannotDrag?: () => void }) {
  const finish = useFinishLogin()
  return (
    <PasswordSignInForm
      testId="password-login"
      onCannotDrag={onCannotDrag}
      send={async (username, password) => {
        const res = await api.request<TokenPair>({
          method: 'POST',
          path: '/buyer/passport/member/userLogin',
          body: { username, password },
          headers: CLIENT,
        })
        await finish(res.result)
      }}
    />
  )
}

/** 验证码登录: mobile + LOGIN code; an unknown mobile is registered on the spot. */
export function SmsLogin() {
  const { t } = useTranslation('accounts')
  const finish = useFinishLogin()
  return (
    <SmsSignInForm
      testId="sms-login"
      hint={t('login.smsHint')}
      send={async (mobile, code) => {
        const res = await api.request<TokenPair>({
          method: 'POST',
          path: '/buyer/passport/member/smsLogin',
          body: { mobile, code },
          headers: CLIENT,
        })
        await finish(res.result)
      }}
    />
  )
}

export function LoginLinks() {
  const { t } = useTranslation('accounts')
  const [search] = useSearchParams()
  return (
    <div className={styles.links}>
      <Link to={`/SignUp${search.size ? `?${search}` : ''}`}>{t('login.toSignUp')}</Link>
      <Link to="/forgetPassword">{t('login.forgot')}</Link>
    </div>
  )
}
