import { useState } from 'react'
import { Tabs } from '../../components/ui/Tabs.tsx'
import { SignInFrame } from '../../features/console/ConsoleLayout.tsx'
import { useConsoleResources } from '../../features/console/resources.ts'
import { SellerPasswordSignIn, SellerSmsSignIn } from '../../features/seller/SignInForms.tsx'
import { SELLER_I18N } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'

/** The console frame replaces the buyer chrome (root.tsx). */
export const handle = { console: true }

/** 商家中心登录: password (after the LOGIN slider) or an SMS code. */
export default function SellerSignIn() {
  useConsoleResources(SELLER_I18N)
  const { t } = useTranslation('seller')
  const { t: tc } = useTranslation('console')
  const [tab, setTab] = useState<'password' | 'sms'>('password')
  return (
    <SignInFrame title={t('signInTitle')} subtitle={t('signInSubtitle')}>
      <Tabs
        label={t('signInTitle')}
        current={tab}
        onSelect={(key) => setTab(key as 'password' | 'sms')}
        tabs={[
          { key: 'password', label: tc('signIn.password'), testId: 'tab-password' },
          { key: 'sms', label: tc('signIn.sms'), testId: 'tab-sms' },
        ]}
      />
      {tab === 'password' ? <SellerPasswordSignIn onCannotDrag={() => setTab('sms')} /> : <SellerSmsSignIn />}
    </SignInFrame>
  )
}
