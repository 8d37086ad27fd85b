import { chinaDay, dayParts, monthText } from '@silk/contracts/china-time'
import type { Page } from '@silk/contracts/paging'
import type { MemberPointsHistory, MemberPointsHistoryVO, MemberSign } from '@silk/contracts/points'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Pager } from '../../components/ui/Pager.tsx'
import { type Column, Table } from '../../components/ui/Table.tsx'
import { memberLoad } from '../../features/accounts/member-load.server.ts'
import styles from '../../features/member-centre/member-centre.module.css'
import { SignCalendar } from '../../features/member-centre/SignCalendar.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { api } from '../../lib/api/browser.ts'
import { pageMeta } from '../../lib/meta.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import shop from '../../styles/shop.module.css'

export const meta = pageMeta('point')

type Summary = z.infer<typeof MemberPointsHistoryVO>

/** Today in GMT+8 (the shop's calendar), as yyyy-MM-dd. */
const chinaToday = () => chinaDay()

export async function loader({ request, context }: LoaderFunctionArgs) {
  return memberLoad(request, context, async (api, url) => {
    const pageNumber = Math.max(1, Number(url.searchParams.get('page')) || 1)
    const today = chinaToday()
    const [summary, history, signs] = await Promise.all([
      api.get<Summary>('/buyer/member/memberPointsHistory/getMemberPointsHistoryVO'),
      api.get<Page<z.infer<typeof MemberPointsHistory>>>('/buyer/member/memberPointsHistory/getByPage', {
        pageNumber,
        pageSize: 10,
      }),
      api.get<z.infer<typeof MemberSign>[]>('/buyer/members/sign', {
        time: monthText(today).replace('-', ''),
      }),
    ])
    return { summary, history, signs, today }
  })
}

/** /home/Point: points left and earned, today's sign-in with this month's calendar, and the points log. */
export default function PointPage() {
  const { t } = useTranslation('memberCentre')
  const { summary, history, signs, today } = useLoaderData<typeof loader>()
  const columns: Column<z.infer<typeof MemberPointsHistory>>[] = [
    { key: 'content', header: t('points.cols.content'), cell: (row) => row.content },
    {
      key: 'time',
      header: t('points.cols.time'),
      cell: (row) => row.createTime,
      cellClass: () => styles.time,
    },
    {
      key: 'detail',
      header: t('points.cols.detail'),
      cell: (row) => `${row.pointType === 'INCREASE' ? '+' : '−'}${row.variablePoint}`,
      cellClass: (row) => (row.pointType === 'INCREASE' ? styles.plus : styles.minus),
    },
  ]
  const revalidator = useRevalidator()
  const hydrated = useHydrated()
  const [busy, setBusy] = useState(false)
  const todayNumber = dayParts(today).day
  const signedToday = signs.some((s) => s.day === todayNumber)

  async function sign() {
    setBusy(true)
    try {
      await api.post<boolean>('/buyer/members/sign')
      const after = await api.get<Summary>('/buyer/member/memberPointsHistory/getMemberPointsHistoryVO')
      const earned = after.point - summary.point
      toast.success(earned > 0 ? t('sign.success', { points: earned }) : t('sign.successNoPoints'))
    } catch {
      // The client has shown the reason (47001: already signed today).
    } finally {
      setBusy(false)
      revalidator.revalidate()
    }
  }

  return (
    <section className={shop.memberCard}>
      <header className={shop.memberHead}>
        <h2>{t('points.title')}</h2>
      </header>
      <div className={styles.summary}>
        <div>
          <span>{t('points.remaining')}</span>
          <b className={styles.valueHot} data-testid="points-remaining">
            {summary.point}
          </b>
        </div>
        <div>
          <span>{t('points.total')}</span>
          <b className={styles.value} data-testid="points-total">
            {summary.totalPoint}
          </b>
        </div>
        <span className={styles.grow} />
        <Link to="/pointMall" className="btn btn-ghost" data-testid="go-point-mall">
          {t('points.goPointMall')}
        </Link>
        <button
          type="button"
          className={`btn ${styles.signBtn}`}
          disabled={!hydrated || busy || signedToday}
          onClick={() => void sign()}
          data-testid="sign-in"
        >
          {signedToday ? t('sign.signed') : t('sign.button')}
        </button>
      </div>
      <SignCalendar today={today} signs={signs} />
      <h3 className={styles.sectionTitle}>{t('points.log')}</h3>
      <Table
        columns={columns}
        rows={history.records}
        rowKey={(row) => row.id}
        empty={<EmptyState text={t('points.empty')} />}
        testId="points-log"
      />
      <Pager
        current={history.current}
        pages={history.pages}
        total={history.total}
        href={(n) => `?page=${n}`}
      />
    </section>
  )
}
