import { dayParts } from '@silk/contracts/china-time'
import type { MemberSign } from '@silk/contracts/points'
import type { z } from 'zod'
import { useTranslation } from '../../i18n/use-translation.ts'
import styles from './member-centre.module.css'

/** This month's calendar (GMT+8) with the days signed in marked and today outlined. */
export function SignCalendar({ today, signs }: { today: string; signs: z.infer<typeof MemberSign>[] }) {
  const { t } = useTranslation('memberCentre')
  const { year, month, day: todayNumber } = dayParts(today)
  const offset = new Date(Date.UTC(year, month - 1, 1)).getUTCDay()
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const signed = new Set(signs.map((s) => s.day))
  const weekdays = t('sign.weekdays', { returnObjects: true }) as string[]
  return (
    <section className={styles.calendar} aria-labelledby="sign-calendar-title" data-testid="sign-calendar">
      <div className={styles.calendarHead}>
        <h3 id="sign-calendar-title">{t('sign.calendar', { year, month })}</h3>
        <span data-testid="sign-count">{t('sign.streak', { count: signed.size })}</span>
      </div>
      <ol className={styles.grid}>
        {weekdays.map((w) => (
          <li key={w} className={styles.weekday} aria-hidden="true">
            {w}
          </li>
        ))}
        {Array.from({ length: offset }, (_, i) => (
          <li key={`blank-${i}`} aria-hidden="true" />
        ))}
        {Array.from({ length: days }, (_, i) => i + 1).map((day) => {
          const isSigned = signed.has(day)
          const className = isSigned ? styles.daySigned : day === todayNumber ? styles.dayToday : styles.day
          return (
            <li
              key={day}
              className={className}
              aria-current={day === todayNumber ? 'date' : undefined}
              aria-label={isSigned ? t('sign.signedDay', { day }) : t('sign.day', { day })}
              data-signed={isSigned || undefined}
            >
              {day}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
