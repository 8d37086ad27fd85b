import cases from './case.module.css'

/** A line of a buyer's case history (an after-sale's or a complaint's log), oldest first. */
interface CaseLine {
  id: string
  createTime: string
  message: string
}

/** The progress of a buyer's case, newest first: when, and what happened. */
export function CaseTimeline({ logs, testId }: { logs: readonly CaseLine[]; testId?: string }) {
  return (
    <ol className={cases.timeline} data-testid={testId}>
      {[...logs].reverse().map((log) => (
        <li key={log.id}>
          <time>{log.createTime}</time>
          {log.message}
        </li>
      ))}
    </ol>
  )
}
