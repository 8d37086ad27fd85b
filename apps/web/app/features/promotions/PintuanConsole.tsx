import type { ConsoleSite } from '@silk/contracts/console'
import type { Page } from '@silk/contracts/paging'
import type { PintuanVO } from '@silk/contracts/pintuan'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { consoleStyles } from '../console/ConsoleLayout.tsx'
import { useEditing } from '../console/use-editing.ts'
import queueStyles from '../seller/queues/queues.module.css'
import { newPintuan, PintuanDialog, type PintuanValue, pintuanValue } from './PintuanDialog.tsx'
import { PromotionListPage } from './PromotionListPage.tsx'

/**
 * 拼团活动: the seller's (营销 → its store's activities: create, edit before the start, close) and the
 * operator's read-only list of every store's (`platform`).
 */
export function PintuanConsole({
  site,
  group,
  list,
  canEdit,
  platform = false,
}: {
  site: ConsoleSite
  group: string | undefined
  list: Page<PintuanVO>
  canEdit: boolean
  platform?: boolean
}) {
  const { t, lang } = useTranslation('pintuan')
  const editing = useEditing<PintuanValue>()
  return (
    <PromotionListPage
      site={site}
      group={group}
      ns="pintuan"
      platform={platform}
      testId="pintuan"
      list={list}
      canEdit={canEdit}
      apiBase="/store/promotion/pintuan"
      onAdd={() => editing.start(newPintuan())}
      onEdit={(o) => editing.start(pintuanValue(o))}
      columns={[
        { key: 'name', header: t('name'), cell: (o) => <strong>{o.promotionName}</strong> },
        ...(platform ? [{ key: 'store', header: t('store'), cell: (o: PintuanVO) => o.storeName }] : []),
        {
          key: 'goods',
          header: t('goods'),
          cell: (o) => (
            <span>
              {lang === 'en' && o.goodsNameEn ? o.goodsNameEn : o.goodsName}
              <small className={consoleStyles.muted} style={{ display: 'block' }}>
                {o.skus.map((s) => `${s.specs ? `${s.specs} ` : ''}${formatPrice(s.price)}`).join(' / ')}
              </small>
            </span>
          ),
        },
        {
          key: 'rule',
          header: t('requiredNum'),
          cell: (o) => (
            <span className={queueStyles.nowrap}>
              {t('people', { count: o.requiredNum })} · {t('hours', { count: o.limitHours })}
            </span>
          ),
        },
        { key: 'groups', header: t('groups'), cell: (o) => `${o.groupNum}/${o.successNum}` },
      ]}
      dialog={
        editing.value ? (
          <PintuanDialog
            key={editing.key}
            value={editing.value}
            open={editing.open}
            onClose={editing.close}
          />
        ) : null
      }
    />
  )
}
