import type { Member } from '@silk/contracts/accounts'
import { dayText } from '@silk/contracts/china-time'
import type { MemberOverview } from '@silk/contracts/member-overview'
import { useState } from 'react'
import { type ClientLoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { Skeleton } from '../../components/ui/Skeleton.tsx'
import { Avatar } from '../../features/accounts/Avatar.tsx'
import { ChangePasswordDialog } from '../../features/accounts/ChangePasswordDialog.tsx'
import { memberClientLoad } from '../../features/accounts/member-client-load.ts'
import styles from '../../features/accounts/overview.module.css'
import { writeUserInfo } from '../../features/accounts/session.ts'
import { OverviewCounts } from '../../features/member-centre/OverviewCounts.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { displayUsername, maskPhone } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'

export const meta = pageMeta('member')

// The document is the member shell (decision 022): the same for every member with this name, so it
// is served from memory; the data is read here, in the browser.
export const handle = { memberShell: true }

export async function clientLoader({ request }: ClientLoaderFunctionArgs) {
  return memberClientLoad(request, async (client) => {
    const [member, overview] = await Promise.all([
      client.get<Member>('/buyer/passport/member'),
      client.get<z.infer<typeof MemberOverview>>('/buyer/member/overview'),
    ])
    return { member, overview }
  })
}

export function HydrateFallback() {
  return <Skeleton rows={3} />
}

/** /home: who I am, my points, my orders and assets in numbers, and the account's security settings. */
export default function Page() {
  const { t } = useTranslation('accounts')
  const { member, overview } = useLoaderData<typeof clientLoader>()
  const revalidator = useRevalidator()
  const [editing, setEditing] = useState(false)
  const [nickName, setNickName] = useState(member.nickName ?? '')
  const [passwordOpen, setPasswordOpen] = useState(false)
  const hydrated = useHydrated()
  const name = member.nickName || displayUsername(member.username, member.mobile)

  async function saveNickName(event: React.FormEvent) {
    event.preventDefault()
    const value = nickName.trim()
    if (value.length < 2 || value.length > 20) return toast.warning(t('error.nickNameInvalid'))
    try {
      const updated = await api.put<Member>('/buyer/passport/member/editOwn', { nickName: value })
      writeUserInfo(updated)
      toast.success(t('overview.saved'))
      setEditing(false)
      revalidator.revalidate()
    } catch {
      // shown already
    }
  }

  return (
    <div className={styles.overview}>
      <section className={styles.card} aria-labelledby="me-title">
        <Avatar src={member.face} name={name} size={96} />
        <div className={styles.who}>
          <h2 id="me-title" data-testid="member-greeting" data-user-text>
            {t('overview.greeting', { name })}
          </h2>
          <p>{t('overview.username', { name: displayUsername(member.username, member.mobile) })}</p>
          {member.createTime ? <p>{t('overview.since', { date: dayText(member.createTime) })}</p> : null}
          {member.lastLoginDate ? <p>{t('overview.lastLogin', { date: member.lastLoginDate })}</p> : null}
        </div>
        <div className={styles.points}>
          <strong>{member.point}</strong>
          <span>{t('overview.points')}</span>
        </div>
      </section>

      <OverviewCounts overview={overview} />

      <section className={styles.section} aria-labelledby="profile-title">
        <h3 id="profile-title">{t('overview.profile')}</h3>
        <div className={styles.row}>
          <span className={styles.label}>{t('field.nickName')}</span>
          {editing ? (
            <form className={styles.inline} onSubmit={saveNickName}>
              <input
                aria-label={t('field.nickName')}
                value={nickName}
                maxLength={20}
                onChange={(e) => setNickName(e.target.value)}
                data-testid="nickname-input"
              />
              <button type="submit" className="btn">
                {t('overview.save')}
              </button>
              <button type="button" className="btn btn-ghost" onClick={() => setEditing(false)}>
                {t('overview.cancel')}
              </button>
            </form>
          ) : (
            <>
              <span className={styles.value} data-testid="nickname" data-user-text>
                {member.nickName}
              </span>
              <button
                type="button"
                className={styles.action}
                disabled={!hydrated}
                onClick={() => setEditing(true)}
              >
                {t('overview.editNickName')}
              </button>
            </>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="security-title">
        <h3 id="security-title">{t('overview.security')}</h3>
        <div className={styles.row}>
          <span className={styles.label}>{t('overview.loginPassword')}</span>
          <span className={styles.value}>{t('overview.loginPasswordText')}</span>
          <button
            type="button"
            className={styles.action}
            disabled={!hydrated}
            onClick={() => setPasswordOpen(true)}
          >
            {t('overview.changePassword')}
          </button>
        </div>
        <div className={styles.row}>
          <span className={styles.label}>{t('overview.mobile')}</span>
          <span className={styles.value} data-testid="bound-mobile">
            {t('overview.mobileText', { mobile: maskPhone(member.mobile) })}
          </span>
          <span className={styles.badge}>{t('overview.bound')}</span>
        </div>
      </section>
      <ChangePasswordDialog open={passwordOpen} onOpenChange={setPasswordOpen} mobile={member.mobile} />
    </div>
  )
}
