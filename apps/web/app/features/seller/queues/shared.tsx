import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { consoleStyles } from '../../console/ConsoleLayout.tsx'
import styles from './queues.module.css'

export { Fact } from '../../admin/queue.tsx'
export { styles as queueStyles }

/** Every queue entry links to its order in the seller's order desk. */
export function OrderLink({ sn }: { sn: string }) {
  return (
    <Link to={`/seller/orders/${sn}`} className={consoleStyles.linkButton} data-testid="order-link">
      {sn}
    </Link>
  )
}

/** Comma-joined picture URLs (or a list) as thumbnails that open the full picture. */
export function Pictures({ urls, empty }: { urls: string | string[] | null; empty?: ReactNode }) {
  const list = (Array.isArray(urls) ? urls : (urls ?? '').split(',')).map((u) => u.trim()).filter(Boolean)
  if (list.length === 0) return <>{empty ?? null}</>
  return (
    <div className={styles.pictures}>
      {list.map((url) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <img src={url} alt="" loading="lazy" />
        </a>
      ))}
    </div>
  )
}

/** The 1–n page numbers of a list from the address. */
export const pageNumberOf = (url: URL) => Math.max(1, Number(url.searchParams.get('pageNumber')) || 1)
