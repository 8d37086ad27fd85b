import type { TotpEnrolment } from '@silk/contracts/admin'
import { useState } from 'react'
import { useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Field } from '../../components/ui/Field.tsx'
import styles from '../../features/admin/admin.module.css'
import { ADMIN, consoleBrowser, useAdminSession } from '../../features/admin/site.ts'
import { consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { ConsolePasswordPage } from '../../features/console/PasswordPage.tsx'
import { QrCode } from '../../features/distribution/QrCode.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

/** 修改密码 and the optional two-step verification of the signed-in operator. */
export default function AdminPassword() {
  return (
    <ConsolePasswordPage site={ADMIN} path="/manager/passport/user/editPassword">
      <TwoStep />
    </ConsolePasswordPage>
  )
}

/** Enrol: a QR of the otpauth URL (and the key), then a code proves the app has it and turns it on. */
function TwoStep() {
  const { t } = useTranslation('admin')
  const session = useAdminSession()
  const { revalidate } = useRevalidator()
  const [enrolment, setEnrolment] = useState<z.infer<typeof TotpEnrolment> | null>(null)
  const [code, setCode] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const api = consoleBrowser(ADMIN).api

  const act = async (call: () => Promise<unknown>, done?: string) => {
    setBusy(true)
    try {
      await call()
      if (done) toast.success(done)
      return true
    } catch {
      return false
    } finally {
      setBusy(false)
    }
  }
  const enrol = () =>
    act(async () => {
      const res = await api.request<z.infer<typeof TotpEnrolment>>({
        method: 'POST',
        path: '/manager/passport/user/totp/enroll',
      })
      setEnrolment(res.result)
    })
  const withCode = async (method: 'POST' | 'DELETE', path: string, done: string) => {
    if (!/^\d{6}$/.test(code)) {
      setError(t('totp.invalid'))
      return
    }
    if (await act(() => api.request({ method, path, body: { code } }), done)) {
      setEnrolment(null)
      setCode('')
      await revalidate()
    }
  }
  const codeField = (
    <Field label={t('totp.code')} required error={error}>
      {(control) => (
        <input
          {...control}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, ''))
            setError(null)
          }}
        />
      )}
    </Field>
  )
  return (
    <Panel title={t('totp.panel')}>
      <div data-testid="totp-panel">
        {session.totpEnabled ? (
          <>
            <p>{t('totp.on')}</p>
            <p className={consoleStyles.muted}>{t('totp.disableHint')}</p>
            {codeField}
            <button
              type="button"
              className="btn btn-ghost"
              disabled={busy}
              onClick={() => void withCode('DELETE', '/manager/passport/user/totp', t('totp.disabled'))}
            >
              {t('totp.disable')}
            </button>
          </>
        ) : enrolment ? (
          <>
            <p>{t('totp.scan')}</p>
            <QrCode text={enrolment.otpauthUrl} label={t('totp.panel')} className={styles.qr} />
            <p>
              {t('totp.secret')}：<code data-testid="totp-secret">{enrolment.secret}</code>
            </p>
            {codeField}
            <button
              type="button"
              className="btn"
              disabled={busy}
              onClick={() => void withCode('POST', '/manager/passport/user/totp/verify', t('totp.enabled'))}
            >
              {t('totp.verify')}
            </button>
          </>
        ) : (
          <>
            <p className={consoleStyles.muted}>{t('totp.off')}</p>
            <button type="button" className="btn" disabled={busy} onClick={() => void enrol()}>
              {t('totp.enrol')}
            </button>
          </>
        )}
      </div>
    </Panel>
  )
}
