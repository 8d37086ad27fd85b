import type { ConsoleSite } from '@silk/contracts/console'
import type { FullDiscountDetail } from '@silk/contracts/full-discount'
import type { Page } from '@silk/contracts/paging'
import { consoleStyles } from '../../features/console/ConsoleLayout.tsx'
import { useEditing } from '../../features/console/use-editing.ts'
import {
  FullDiscountDialog,
  type FullDiscountValue,
  fullDiscountValue,
  newFullDiscount,
} from '../../features/seller/queues/FullDiscountDialog.tsx'
import queueStyles from '../../features/seller/queues/queues.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { PromotionListPage } from './PromotionListPage.tsx'

/**
 * 满额活动, the seller's (营销 → 商家活动, its store's offers) and the operator's (促销, the platform's):
 * list by state and name, create, edit before the start, end early.
 */
export function FullDiscountConsole({
  site,
  group,
  apiBase,
  list,
  canEdit,
  platform = false,
}: {
  site: ConsoleSite
  group: string | undefined
  apiBase: string
  list: Page<FullDiscountDetail>
  canEdit: boolean
  platform?: boolean
}) {
  const { t, lang } = useTranslation('fullDiscount')
  const editing = useEditing<FullDiscountValue>()
  return (
    <PromotionListPage
      site={site}
      group={group}
      ns="fullDiscount"
      platform={platform}
      testId="full-discount"
      list={list}
      canEdit={canEdit}
      apiBase={apiBase}
      onAdd={() => editing.start(newFullDiscount())}
      onEdit={(o) => editing.start(fullDiscountValue(o))}
      columns={[
        {
          key: 'name',
          header: t('name'),
          cell: (o) => (
            <>
              <strong>{o.promotionName}</strong>
              {o.description ? (
                <small className={consoleStyles.muted} style={{ display: 'block' }}>
                  {o.description}
                </small>
              ) : null}
            </>
          ),
        },
        {
          key: 'rule',
          header: t('rule'),
          cell: (o) => <span className={queueStyles.nowrap}>{lang === 'en' ? o.ruleEn : o.rule}</span>,
        },
        {
          key: 'scope',
          header: t('scope'),
          cell: (o) =>
            o.scopeType === 'PORTION_GOODS' ? (
              <span title={o.goods.map((g) => g.goodsName).join('、')}>
                {t('scopeGoods', { count: o.goods.length })}
              </span>
            ) : (
              t('ALL')
            ),
        },
      ]}
      dialog={
        editing.value ? (
          <FullDiscountDialog
            key={editing.key}
            site={site}
            value={editing.value}
            open={editing.open}
            onClose={editing.close}
            base={apiBase}
            canPickGoods={!platform}
          />
        ) : null
      }
    />
  )
}
