import styles from './admin.module.css'

/** A line of a history: an order's, an after-sale's or a complaint's log, oldest first. */
export interface LogLine {
  id: string
  createTime: string
  operatorName: string
  message: string
}

/** A case's history, newest first: when, who, and what happened. */
export function LogTimeline({ logs, testId }: { logs: readonly LogLine[]; testId?: string }) {
  return (
    <ol className={styles.timeline} data-testid={testId}>
      {[...logs].reverse().map((log) => (
        <li key={log.id}>
          <time>{log.createTime}</time>
          <span>
            <b>{log.operatorName}</b> {log.message}
          </span>
        </li>
      ))}
    </ol>
  )
}
