import { parseChinaDateTime } from '@silk/contracts/china-time'
import { useEffect, useState } from 'react'

/** HH:MM:SS until `deadline` (epoch ms), ticking each second; nothing until hydrated (no SSR mismatch). */
export function Clock({ deadline, className }: { deadline: number; className?: string }) {
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  if (now === null) return null
  const left = Math.max(0, Math.floor((deadline - now) / 1000))
  const parts = [Math.floor(left / 3600), Math.floor((left % 3600) / 60), left % 60]
  return (
    <span className={className} data-testid="clock" role="timer">
      {parts.map((n) => String(n).padStart(2, '0')).join(':')}
    </span>
  )
}

/** `yyyy-MM-dd HH:mm:ss` in GMT+8 (the contract's dates) as epoch ms. */
export function chinaTime(text: string): number {
  return parseChinaDateTime(text)?.getTime() ?? Number.NaN
}
