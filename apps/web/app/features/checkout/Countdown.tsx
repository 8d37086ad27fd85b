import { useEffect, useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'

/** Counts down to `deadline` (epoch ms) in 天/小时/分钟/秒; shows the expired text at zero. */
export function Countdown({ deadline }: { deadline: number }) {
  const { t } = useTranslation('payment')
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  if (now === null) return null
  const left = Math.max(0, Math.floor((deadline - now) / 1000))
  if (left === 0) return <span data-testid="countdown">{t('expired')}</span>
  const d = Math.floor(left / 86400)
  const h = Math.floor((left % 86400) / 3600)
  const m = Math.floor((left % 3600) / 60)
  const s = left % 60
  return <span data-testid="countdown">{t('left', { d, h, m, s })}</span>
}
