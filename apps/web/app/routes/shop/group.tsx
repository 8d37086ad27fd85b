import type { PintuanShareVO } from '@silk/contracts/pintuan'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import { Clock } from '../../features/promotions/Clock.tsx'
import { copyPageLink } from '../../features/promotions/copy-link.ts'
import { useGroupBuy } from '../../features/promotions/GroupBuyBox.tsx'
import styles from '../../features/promotions/promotions.module.css'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
import { formatPrice } from '../../lib/format.ts'
import { pageMeta } from '../../lib/meta.ts'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = /^\d{1,20}$/.test(params.id ?? '') ? (params.id as string) : ''
  const share = id
    ? await serverApi(request, context)
        .get<PintuanShareVO>('/buyer/promotion/pintuan/share', { groupId: id })
        .catch(() => null)
    : null
  return { share }
}

export const meta = pageMeta('group', {
  zh: '丝路之舟商城拼团：邀请好友一起拼，成团即发货，未成团自动退款。',
  en: 'Group buy on the Silk Road Ark mall: invite friends, it ships once the group fills, refunded if it does not.',
})

/**
 * /group/:id — a group's share page (decision 161): the goods and group price, the members (masked)
 * and the seats still open, the time left, and 去参团 for a friend (or a new group once it is over).
 */
export default function GroupPage() {
  const { share } = useLoaderData<typeof loader>()
  const { t, lang } = useTranslation('pintuan')
  const buy = useGroupBuy()
  if (!share) return <EmptyState text={t('closedNote')} />
  const { group, promotionGoods: p } = share
  const sku = p.skus[0]
  const name = lang === 'en' && p.goodsNameEn ? p.goodsNameEn : p.goodsName
  const forming = group.status === 'FORMING' && group.remainMs > 0
  const seats = Math.max(0, group.requiredNum - group.members.length)
  const copy = () => copyPageLink(t('copied'))
  return (
    <div className={styles.page}>
      <div className={styles.shareCard} data-testid="group-share">
        <div className={styles.shareGoods}>
          {p.thumbnail ? <img src={p.thumbnail} alt="" /> : null}
          <div>
            <h1 style={{ fontSize: 18, margin: '0 0 6px' }}>{name}</h1>
            <span className={styles.groupTag}>{t('people', { count: group.requiredNum })}</span>
            <div className={styles.groupPriceLine} style={{ background: 'none', padding: '8px 0 0' }}>
              <span>{t('groupPrice')}</span>
              <b>{sku ? formatPrice(sku.price) : ''}</b>
              {sku ? <s>{formatPrice(sku.normalPrice)}</s> : null}
            </div>
          </div>
        </div>
        <p>
          <strong data-testid="group-state">
            {forming ? t('lack', { count: group.lack }) : t(`states.${group.status}`)}
          </strong>
          {forming ? (
            <>
              {' · '}
              {t('endsIn')} <Clock deadline={Date.now() + group.remainMs} />
            </>
          ) : null}
        </p>
        <div className={styles.shareSeats}>
          {group.members.map((m, i) => (
            <span key={`${m.nickName}-${i}`} className={styles.groupFace} title={m.nickName}>
              {m.face ? <img src={m.face} alt="" /> : m.nickName.slice(0, 1)}
            </span>
          ))}
          {Array.from({ length: seats }, (_, i) => (
            <span key={`seat-${i}`} className={styles.groupSeat} title={t('seat')}>
              ?
            </span>
          ))}
        </div>
        <p style={{ color: 'var(--ink-500)' }}>
          {group.members.map((m) => (m.leader ? `${m.nickName}（${t('leader')}）` : m.nickName)).join('、')}
        </p>
        <div style={{ display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap' }}>
          {forming && sku ? (
            <button
              type="button"
              className="btn"
              disabled={buy.busy}
              onClick={() => buy.go(sku.skuId, group.parentOrderSn)}
              data-testid="group-join"
            >
              {t('join')}
            </button>
          ) : sku ? (
            <button type="button" className="btn" disabled={buy.busy} onClick={() => buy.go(sku.skuId)}>
              {t('open')}
            </button>
          ) : null}
          {forming ? (
            <button type="button" className="btn btn-ghost" onClick={copy} data-testid="group-copy">
              {t('share')}
            </button>
          ) : null}
          <Link
            className="btn btn-ghost"
            to={`/goodsDetail?goodsId=${p.goodsId}${sku ? `&skuId=${sku.skuId}` : ''}`}
          >
            {t('viewGoods')}
          </Link>
        </div>
      </div>
    </div>
  )
}
