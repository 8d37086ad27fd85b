import { PlainPassword, SmsCode, Username } from '@silk/contracts/accounts'
import { Mobile } from '@silk/contracts/validation'
import type { TFunction } from 'i18next'

type T = TFunction<'accounts'>

/** Every step of `part` is the same, or +1, or −1 (aaa, abc, 321): a run, not a choice. */
function isRun(part: string): boolean {
  const steps = new Set([...part].slice(1).map((c, i) => c.charCodeAt(0) - part.charCodeAt(i)))
  return steps.size <= 1 && [...steps].every((d) => Math.abs(d) <= 1)
}

/**
 * The browser's strength check before a new password is hashed (the server only ever sees its md5
 * and refuses the 20,000 most common): one kind of character only (123456, password), or at most two
 * runs (abc123, aaa111), is too easy to guess.
 */
export function isWeakPassword(v: string): boolean {
  const kinds = [/[a-zA-Z]/, /\d/, /[^a-zA-Z\d]/].filter((kind) => kind.test(v)).length
  if (kinds < 2) return true
  const parts = v.toLowerCase().match(/[a-z]+|\d+|[^a-z\d]+/g) ?? []
  return parts.length <= 2 && parts.every(isRun)
}

/** The form checks of UI reference A8, on the same schemas the API validates with. */
export const check = {
  account: (t: T, v: string) => (v.trim() ? null : t('error.usernameRequired')),
  username: (t: T, v: string) =>
    !v.trim()
      ? t('error.usernameRequired')
      : Username.safeParse(v).success
        ? null
        : t('error.usernameInvalid'),
  loginPassword: (t: T, v: string) =>
    !v ? t('error.passwordRequired') : v.length < 6 ? t('error.passwordShort') : null,
  newPassword: (t: T, v: string) =>
    !v
      ? t('error.passwordEmpty')
      : v.length < 6
        ? t('error.passwordShort')
        : !PlainPassword.safeParse(v).success
          ? t('error.passwordInvalid')
          : isWeakPassword(v)
            ? t('error.passwordWeak')
            : null,
  mobile: (t: T, v: string) =>
    !v ? t('error.mobileRequired') : Mobile.safeParse(v).success ? null : t('error.mobileInvalid'),
  code: (t: T, v: string) =>
    !v ? t('error.codeRequired') : SmsCode.safeParse(v).success ? null : t('error.codeInvalid'),
}
