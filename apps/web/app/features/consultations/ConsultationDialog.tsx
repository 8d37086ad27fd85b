import {
  CONSULTATION_BUDGETS,
  CONSULTATION_SERVICES,
  type ConsultationService,
  ConsultationForm as FormSchema,
} from '@silk/contracts/consultation'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { useRootData } from '../../lib/root-data.ts'
import { SliderCaptcha } from '../accounts/SliderCaptcha.tsx'
import styles from './consultation.module.css'

export type Source = 'HOME' | 'BGLOBAL' | 'GUIDE' | 'SERVICE'

interface Values {
  company: string
  contact: string
  mobile: string
  email: string
  service: ConsultationService
  countries: string[]
  budget: string
  message: string
}

type Errors = Partial<
  Record<'company' | 'contact' | 'contactWay' | 'mobile' | 'email' | 'countries' | 'message', string>
>

/** The form's own checks, with the contract's rules (the server checks them again). */
function check(values: Values, t: (key: string) => string): Errors {
  const errors: Errors = {}
  const parsed = FormSchema.safeParse({ ...values, source: 'HOME' })
  const failed = new Set(parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0])))
  for (const key of ['company', 'contact', 'mobile', 'email', 'countries', 'message'] as const) {
    if (failed.has(key)) errors[key] = t(`errors.${key}`)
  }
  if (!values.mobile.trim() && !values.email.trim()) errors.contactWay = t('errors.contactWay')
  return errors
}

/**
 * 出海服务咨询 (decision 130): the form, then the CONSULTATION slider, then the call; the answer is the
 * reference number the confirmation shows. `service` and `country` pre-fill it from where it opened.
 */
export function ConsultationDialog({
  open,
  onClose,
  service = 'overseas',
  country,
  source,
}: {
  open: boolean
  onClose(): void
  service?: ConsultationService
  country?: string
  source: Source
}) {
  const { t } = useTranslation('consultation')
  const { guideMenu, lang, member } = useRootData()
  const countries = guideMenu.flatMap((g) => g.countries)
  const blank = (): Values => ({
    company: '',
    contact: '',
    mobile: '',
    email: '',
    service,
    countries: country ? [country] : [],
    budget: 'UNKNOWN',
    message: '',
  })
  const [values, setValues] = useState<Values>(blank)
  const [errors, setErrors] = useState<Errors>({})
  const [captcha, setCaptcha] = useState(false)
  const [busy, setBusy] = useState(false)
  const [sn, setSn] = useState<string | null>(null)

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({
      ...e,
      [key]: undefined,
      ...(key === 'mobile' || key === 'email' ? { contactWay: undefined } : {}),
    }))
  }
  const close = () => {
    onClose()
    if (sn) {
      setSn(null)
      setValues(blank())
    }
  }

  const send = async () => {
    setBusy(true)
    try {
      const body = { ...values, source, mobile: values.mobile || undefined, email: values.email || undefined }
      const created = await api.post<{ id: string; sn: string }>('/buyer/other/consultation', body)
      setSn(created.sn)
    } catch {
      // The client showed the server's message.
    } finally {
      setBusy(false)
    }
  }

  const toggleCountry = (id: string) =>
    set(
      'countries',
      values.countries.includes(id) ? values.countries.filter((c) => c !== id) : [...values.countries, id],
    )

  if (sn) {
    return (
      <Dialog
        open={open}
        onOpenChange={(next) => !next && close()}
        title={t('done.title')}
        testId="consultation-done"
        width={480}
        actions={
          <button type="button" className="btn" onClick={close}>
            {t('done.close')}
          </button>
        }
      >
        <p className={styles.doneText}>{t('done.text')}</p>
        <p className={styles.sn} data-testid="consultation-sn">
          {sn}
        </p>
        {member.loggedIn ? (
          <p className={styles.doneText}>
            <Link to="/home/MyConsultation" onClick={close}>
              {t('done.memberLink')}
            </Link>
          </p>
        ) : (
          <p className={styles.muted}>{t('done.member')}</p>
        )}
      </Dialog>
    )
  }

  const row = (
    label: ReactNode,
    error: string | undefined,
    control: (c: object) => ReactNode,
    required = false,
    count?: { used: number; max: number },
  ) => (
    <Field label={label} error={error} required={required} count={count}>
      {(c) => control(c)}
    </Field>
  )

  return (
    <>
      <FormDialog
        open={open}
        onClose={close}
        title={t('title')}
        description={t('intro')}
        width={680}
        testId="consultation-dialog"
        busy={busy}
        submitLabel={busy ? t('sending') : t('submit')}
        formClassName={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          const found = check(values, t)
          setErrors(found)
          if (Object.values(found).some(Boolean)) return
          setCaptcha(true)
        }}
      >
        {row(
          t('company'),
          errors.company,
          (c) => (
            <input
              {...c}
              name="company"
              maxLength={100}
              placeholder={t('companyPlaceholder')}
              value={values.company}
              onChange={(e) => set('company', e.target.value)}
            />
          ),
          true,
        )}
        {row(
          t('contact'),
          errors.contact,
          (c) => (
            <input
              {...c}
              name="contact"
              maxLength={32}
              value={values.contact}
              onChange={(e) => set('contact', e.target.value)}
            />
          ),
          true,
        )}
        <div className={styles.pair}>
          {row(t('mobile'), errors.mobile ?? errors.contactWay, (c) => (
            <input
              {...c}
              name="mobile"
              inputMode="tel"
              maxLength={11}
              value={values.mobile}
              onChange={(e) => set('mobile', e.target.value.replace(/\D/g, ''))}
            />
          ))}
          {row(t('email'), errors.email, (c) => (
            <input
              {...c}
              name="email"
              type="email"
              maxLength={100}
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
            />
          ))}
        </div>
        <p className={styles.hint}>{t('contactHint')}</p>
        <div className={styles.pair}>
          {row(
            t('service'),
            undefined,
            (c) => (
              <select
                {...c}
                name="service"
                value={values.service}
                onChange={(e) => set('service', e.target.value as ConsultationService)}
              >
                {CONSULTATION_SERVICES.map((s) => (
                  <option key={s} value={s}>
                    {t(`services.${s}`)}
                  </option>
                ))}
              </select>
            ),
            true,
          )}
          {row(t('budget'), undefined, (c) => (
            <select
              {...c}
              name="budget"
              value={values.budget}
              onChange={(e) => set('budget', e.target.value)}
            >
              {CONSULTATION_BUDGETS.map((b) => (
                <option key={b} value={b}>
                  {t(`budgets.${b}`)}
                </option>
              ))}
            </select>
          ))}
        </div>
        <Field label={t('countries')} error={errors.countries} hint={t('countriesHint')} required>
          {(c) => (
            <div
              className={styles.countries}
              role="group"
              aria-label={t('countries')}
              aria-describedby={c['aria-describedby']}
              data-testid="consultation-countries"
            >
              {countries.map((country) => (
                <label key={country.id} className={styles.country}>
                  <input
                    type="checkbox"
                    value={country.id}
                    checked={values.countries.includes(country.id)}
                    onChange={() => toggleCountry(country.id)}
                  />
                  {lang === 'en' ? country.name.en : country.name.zh}
                </label>
              ))}
            </div>
          )}
        </Field>
        {row(
          t('message'),
          errors.message,
          (c) => (
            <textarea
              {...c}
              name="message"
              rows={4}
              maxLength={1000}
              placeholder={t('messagePlaceholder')}
              value={values.message}
              onChange={(e) => set('message', e.target.value)}
            />
          ),
          true,
          { used: values.message.length, max: 1000 },
        )}
      </FormDialog>
      <SliderCaptcha
        type="CONSULTATION"
        open={captcha}
        onOpenChange={setCaptcha}
        onPassed={() => void send()}
      />
    </>
  )
}
