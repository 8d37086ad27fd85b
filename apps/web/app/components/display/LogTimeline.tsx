/** A line of a history: an order's, an after-sale's or a complaint's log, oldest first. */
interface LogLine {
  id: string
  createTime: string
  operatorName?: string
  message: string
}

/**
 * A history, newest first: when, and what happened; on the consoles also who (`withWho`). Styled by
 * the caller's stylesheet, so a buyer page loads none of the consoles'.
 */
export function LogTimeline({
  logs,
  className,
  testId,
  withWho = false,
}: {
  logs: readonly LogLine[]
  className: string
  testId?: string
  withWho?: boolean
}) {
  return (
    <ol className={className} data-testid={testId}>
      {[...logs].reverse().map((log) => (
        <li key={log.id}>
          <time>{log.createTime}</time>
          {withWho ? (
            <span>
              <b>{log.operatorName}</b> {log.message}
            </span>
          ) : (
            log.message
          )}
        </li>
      ))}
    </ol>
  )
}
