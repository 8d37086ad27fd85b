import { PlainPassword, SmsCode, Username } from '@silk/contracts/accounts'
import { Mobile } from '@silk/contracts/validation'
import type { TFunction } from 'i18next'

type T = TFunction<'accounts'>

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
        : PlainPassword.safeParse(v).success
          ? null
          : t('error.passwordInvalid'),
  mobile: (t: T, v: string) =>
    !v ? t('error.mobileRequired') : Mobile.safeParse(v).success ? null : t('error.mobileInvalid'),
  code: (t: T, v: string) =>
    !v ? t('error.codeRequired') : SmsCode.safeParse(v).success ? null : t('error.codeInvalid'),
}
