import { useTranslation } from '../../i18n/use-translation.ts'
import { type ChatTarget, useOpenChat } from './buyer-chat.ts'
import styles from './chat.module.css'

/** 联系客服: opens the chat with the store, offering the goods or order it stands beside. */
export function ContactButton({
  target,
  className,
  testId = 'contact-store',
}: {
  target: ChatTarget
  className?: string
  testId?: string
}) {
  const { t } = useTranslation('chat')
  const open = useOpenChat()
  return (
    <button
      type="button"
      className={className ?? styles.contact}
      onClick={() => open(target)}
      data-testid={testId}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M4 5h16v11H9l-4 4v-4H4z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      {t('contact')}
    </button>
  )
}
