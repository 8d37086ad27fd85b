import type { MemberConsultation } from '@silk/contracts/consultation'
import type { Page } from '@silk/contracts/paging'
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router'
import type { z } from 'zod'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import { ConsultButton } from '../../features/consultations/ConsultButton.tsx'
import styles from '../../features/consultations/consultation.module.css'
import cases from '../../features/member-centre/case.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { joinList } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useRootData } from '../../lib/root-data.ts'

export const meta = pageMeta('myConsultation')

type Row = z.infer<typeof MemberConsultation>

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
    return {
      list: await api.get<Page<Row>>('/buyer/other/consultation', { pageNumber, pageSize: 10 }),
    }
  })
}

/** /home/MyConsultation: 我的咨询 — the member's service enquiries, their state and the advisers' replies. */
export default function MyConsultationPage() {
  const { t } = useTranslation('consultation')
  const { list } = useLoaderData<typeof loader>()
  const { guideMenu, lang } = useRootData()
  const [params] = useSearchParams()
  const names = new Map(
    guideMenu.flatMap((g) => g.countries).map((c) => [c.id, lang === 'en' ? c.name.en : c.name.zh]),
  )
  const link = (n: number) => {
    const p = new URLSearchParams(params)
    p.set('page', String(n))
    return `?${p}`
  }
  return (
    <section className={styles.memberCard}>
      <header className={cases.head}>
        <h2>{t('member.title')}</h2>
        <ConsultButton label={t('member.new')} source="SERVICE" className={`btn ${styles.smallBtn}`} />
      </header>
      {list.records.length === 0 ? <EmptyState text={t('member.empty')} /> : null}
      {list.records.map((c) => (
        <article key={c.id} className={cases.entry} data-testid="consultation-card" data-sn={c.sn}>
          <header>
            <b className={styles[`state${c.state}`]}>{t(`states.${c.state}`)}</b>
            <span>
              {t('member.sn')}
              {c.sn}
            </span>
            <span className={cases.muted}>
              {t('member.time')}
              {c.createTime}
            </span>
            <span>{t(`services.${c.service}`)}</span>
          </header>
          <div className={styles.memberBody}>
            <p className={styles.facts}>
              <span>{c.company}</span>
              <span>
                {joinList(
                  c.countries.map((id) => names.get(id) ?? id),
                  lang,
                )}
              </span>
              <span>{t(`budgets.${c.budget}`)}</span>
            </p>
            <p className={styles.message}>{c.message}</p>
            <div className={styles.replies} data-testid="consultation-replies">
              <h3>{t('member.replies')}</h3>
              {c.replies.length === 0 ? (
                <p className={cases.muted}>{t('member.noReply')}</p>
              ) : (
                c.replies.map((r) => (
                  <div key={r.id} className={styles.reply}>
                    <p>{r.content}</p>
                    <time className={cases.muted}>{r.createTime}</time>
                  </div>
                ))
              )}
            </div>
          </div>
        </article>
      ))}
      <Pager current={list.current} pages={list.pages} total={list.total} href={link} />
    </section>
  )
}
