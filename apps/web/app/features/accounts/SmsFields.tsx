import type { VerificationType } from '@silk/contracts/accounts'
import { Mobile } from '@silk/contracts/validation'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { AccountField } from './AccountField.tsx'
import styles from './forms.module.css'
import { SliderCaptcha } from './SliderCaptcha.tsx'

/** Resend no sooner than 60 s (the server enforces it too). */
export const RESEND_SECONDS = 60

/** Purposes whose code may be sent without the slider (the server's SMS_ONLY_TYPES, decision 150). */
const SMS_ONLY: readonly VerificationType[] = [
  'REGISTER',
  'LOGIN',
  'FIND_USER',
  'UPDATE_PASSWORD',
  'WALLET_PASSWORD',
]

/**
 * The SMS half of a form (UI reference A8): "点击完成安全验证" opens the slider; "发送验证码" needs a
 * mobile and a passed slider, then counts down 60 s and ends as "重新发送" (the slider is needed again).
 * Someone who cannot drag chooses "无法拖动滑块？改用短信验证" under the slider: the code is then sent
 * with no slider, under the server's stricter limits (decision 150), and the code is the check.
 */
export function SmsFields({
  type,
  mobile,
  code,
  onCode,
  codeError,
  onMobileError,
}: {
  type: VerificationType
  mobile: string
  code: string
  onCode: (value: string) => void
  codeError?: string | null
  onMobileError: (message: string | null) => void
}) {
  const { t } = useTranslation('accounts')
  const [verified, setVerified] = useState(false)
  const [smsOnly, setSmsOnly] = useState(false)
  const [captchaOpen, setCaptchaOpen] = useState(false)
  const [seconds, setSeconds] = useState(0)
  const [sentOnce, setSentOnce] = useState(false)
  const [sending, setSending] = useState(false)
  const hydrated = useHydrated()

  useEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000)
    return () => clearTimeout(timer)
  }, [seconds])

  async function send() {
    if (!mobile) return onMobileError(t('error.mobileFirst'))
    if (!Mobile.safeParse(mobile).success) return onMobileError(t('error.mobileInvalid'))
    onMobileError(null)
    if (!verified && !smsOnly) return toast.warning(t('error.verifyFirst'))
    setSending(true)
    try {
      if (smsOnly) await api.post(`/common/common/sms-only/${type}/${mobile}`)
      else await api.get(`/common/common/sms/${type}/${mobile}`)
      toast.success(t('sms.sent'))
      setSeconds(RESEND_SECONDS)
      setSentOnce(true)
    } catch {
      // The server's message is already shown.
    } finally {
      // The pass is used up either way: a new code needs a new check.
      setVerified(false)
      setSending(false)
    }
  }

  const label = seconds > 0 ? t('sms.countdown', { seconds }) : sentOnce ? t('sms.resend') : t('sms.send')
  return (
    <>
      <AccountField
        label={t('field.code')}
        value={code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        name="code"
        error={codeError}
        onChange={(e) => onCode(e.target.value.replace(/\D/g, ''))}
      >
        <button
          type="button"
          className={styles.sendCode}
          disabled={seconds > 0 || sending || !hydrated}
          onClick={() => void send()}
          data-testid="send-code"
        >
          {label}
        </button>
      </AccountField>
      {smsOnly ? (
        <p className={styles.smsOnly} data-testid="sms-only-note" role="status">
          {t('verify.smsOnlyNote')}
        </p>
      ) : (
        <button
          type="button"
          className={`${styles.verify} ${verified ? styles.verified : ''}`}
          disabled={!hydrated}
          onClick={() => !verified && setCaptchaOpen(true)}
          data-testid="open-captcha"
        >
          {verified ? t('verify.passed') : t('verify.open')}
        </button>
      )}
      <SliderCaptcha
        type={type}
        open={captchaOpen}
        onOpenChange={setCaptchaOpen}
        onPassed={() => setVerified(true)}
        alternative={
          SMS_ONLY.includes(type)
            ? { label: t('verify.cannotDrag'), onChoose: () => setSmsOnly(true) }
            : undefined
        }
      />
    </>
  )
}
