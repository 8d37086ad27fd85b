import type { StudioVO } from '@silk/contracts/broadcast'
import { minuteText } from '@silk/contracts/china-time'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { consoleStyles } from '../console/ConsoleLayout.tsx'
import { queueStyles } from '../seller/queues/shared.tsx'
import styles from './live.module.css'

/** A room's status mark (未开始/直播中/已结束…) and, for a room the sandbox plays, its 沙箱 mark. */
export function LiveStatus({ room }: { room: Pick<StudioVO, 'status' | 'sandbox'> }) {
  const { t } = useTranslation('live')
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      <span className={styles[`mark${room.status}`]} data-testid="live-status">
        {t(`status.${room.status}`)}
      </span>
      {room.sandbox ? <span className={styles.markSandbox}>{t('sandboxTag')}</span> : null}
    </span>
  )
}

/** A room's cover, name and WeChat room number: the first cell of the seller's and the operator's lists. */
export function StudioNameCell({ room }: { room: Pick<StudioVO, 'coverImg' | 'name' | 'roomId'> }) {
  const { t } = useTranslation('live')
  return (
    <span style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <img src={pictureAt(room.coverImg, 200)} alt="" width={40} height={40} style={{ objectFit: 'cover' }} />
      <span>
        <strong>{room.name}</strong>
        <small className={consoleStyles.muted} style={{ display: 'block' }}>
          {t('studios.roomId')} {room.roomId}
        </small>
      </span>
    </span>
  )
}

/** A room's start over its end, to the minute: the time cell of both lists. */
export function StudioTimeCell({ room }: { room: Pick<StudioVO, 'startTime' | 'endTime'> }) {
  return (
    <span className={queueStyles.nowrap}>
      {minuteText(room.startTime)}
      <small className={consoleStyles.muted} style={{ display: 'block' }}>
        {minuteText(room.endTime)}
      </small>
    </span>
  )
}
