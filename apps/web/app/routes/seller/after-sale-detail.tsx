import type { AfterSaleLog, AfterSaleVO, StoreAfterSaleAddress } from '@silk/contracts/after-sale'
import { fenOf } from '@silk/contracts/money'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { TextAreaField } from '../../components/form/TextAreaField.tsx'
import { Dialog } from '../../components/ui/Dialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { GatewayRefundLine } from '../../features/payment/GatewayRefunds.tsx'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { Fact, OrderLink, Pictures, queueStyles } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { lineSpecs } from '../../lib/order-specs.ts'
import { stateClass } from './after-sale.tsx'

type AfterSale = z.infer<typeof AfterSaleVO>

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api) => {
    const sn = encodeURIComponent(params.sn ?? '')
    const [afterSale, log, address] = await Promise.all([
      api.get<AfterSale>(`/store/order/afterSale/get/${sn}`),
      api.get<z.infer<typeof AfterSaleLog>[]>(`/store/order/afterSale/log/${sn}`),
      api.get<z.infer<typeof StoreAfterSaleAddress>>(`/store/order/afterSale/getStoreAfterSaleAddress/${sn}`),
    ])
    return { afterSale, log, address }
  })
}

type Acting = 'approve' | 'refuse' | 'confirm' | 'reject' | null

/** 售后详情: what the buyer asked, the return address, the history, and the seller's next step. */
export default function SellerAfterSaleDetail() {
  const { afterSale: a, log, address } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerQueues')
  const canEdit = useCanWrite('afterSale')
  const [acting, setActing] = useState<Acting>(null)
  const logistics = a.mlogisticsNo
    ? `${a.mlogisticsName ?? ''} ${a.mlogisticsNo} ${a.mdeliverTime ?? ''}`
    : ''
  const addressText = address.salesConsigneeName
    ? `${address.salesConsigneeName} ${address.salesConsigneeMobile ?? ''} · ${(address.salesConsigneeAddressPath ?? '').replaceAll(',', ' ')} ${address.salesConsigneeDetail ?? ''}`
    : ''
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('afterSale')}
      title={t('afterSale.detailTitle')}
      readOnly={!canEdit}
      actions={
        <Link to="/seller/after-sale" className="btn btn-ghost">
          {t('common.back')}
        </Link>
      }
    >
      <div className={queueStyles.columns}>
        <Panel title={t('afterSale.info')}>
          <div className={goodsStyles.goodsCell} style={{ marginBottom: 16 }}>
            {a.goodsImage ? (
              <img src={pictureAt(a.goodsImage, 200)} alt="" width={56} height={56} />
            ) : (
              <span className={goodsStyles.noPic} />
            )}
            <div>
              <a
                href={`/goodsDetail?goodsId=${a.goodsId}&skuId=${a.skuId}`}
                target="_blank"
                rel="noreferrer"
                className={goodsStyles.goodsName}
              >
                {a.goodsName}
              </a>
              <small className={consoleStyles.muted}>{lineSpecs(a)}</small>
            </div>
          </div>
          <dl className={queueStyles.facts} data-testid="after-sale-facts">
            <Fact label={t('afterSale.fact.sn')}>{a.sn}</Fact>
            <Fact label={t('afterSale.fact.orderSn')}>
              <OrderLink sn={a.orderSn} />
            </Fact>
            <Fact label={t('afterSale.fact.status')}>
              <span
                className={`${goodsStyles.state} ${stateClass[a.serviceStatus]}`}
                data-testid="after-sale-status"
              >
                {t(`afterSale.status.${a.serviceStatus}`)}
              </span>
            </Fact>
            <Fact label={t('afterSale.fact.type')}>{t(`afterSale.type.${a.serviceType}`)}</Fact>
            <Fact label={t('afterSale.fact.buyer')}>{a.memberName}</Fact>
            <Fact label={t('afterSale.fact.num')}>{a.num}</Fact>
            <Fact label={t('afterSale.fact.reason')}>{a.reason}</Fact>
            <Fact label={t('afterSale.fact.problem')}>{a.problemDesc}</Fact>
            <Fact label={t('afterSale.fact.images')}>
              <Pictures urls={a.afterSaleImage} empty={t('common.noImages')} />
            </Fact>
            <Fact label={t('afterSale.fact.apply')}>{formatPrice(a.applyRefundPrice)}</Fact>
            <Fact label={t('afterSale.fact.actual')}>
              {a.actualRefundPrice === null ? '' : formatPrice(a.actualRefundPrice)}
            </Fact>
            <Fact label={t('afterSale.fact.refundWay')}>{t(`afterSale.refundWay.${a.refundWay}`)}</Fact>
            <Fact label={t('afterSale.fact.auditRemark')}>{a.auditRemark ?? ''}</Fact>
            {a.serviceType === 'RETURN_GOODS' ? (
              <Fact label={t('afterSale.fact.logistics')}>{logistics}</Fact>
            ) : null}
            <Fact label={t('afterSale.fact.createTime')}>{a.createTime}</Fact>
            {a.refundTime ? <Fact label={t('afterSale.fact.refundTime')}>{a.refundTime}</Fact> : null}
            {a.gatewayRefund ? (
              <Fact label={t('payment:refund.title')}>
                <GatewayRefundLine refund={a.gatewayRefund} showSource={false} />
              </Fact>
            ) : null}
          </dl>
          {canEdit && (a.serviceStatus === 'APPLY' || a.serviceStatus === 'BUYER_RETURN') ? (
            <div className={queueStyles.actionsBar}>
              {a.serviceStatus === 'APPLY' ? (
                <>
                  <button
                    type="button"
                    className="btn"
                    onClick={() => setActing('approve')}
                    data-testid="after-sale-approve"
                  >
                    {t('afterSale.approve')}
                  </button>
                  <button type="button" className="btn btn-ghost" onClick={() => setActing('refuse')}>
                    {t('afterSale.refuse')}
                  </button>
                </>
              ) : (
                <>
                  <button
                    type="button"
                    className="btn"
                    onClick={() => setActing('confirm')}
                    data-testid="after-sale-confirm"
                  >
                    {t('afterSale.confirm')}
                  </button>
                  <button type="button" className="btn btn-ghost" onClick={() => setActing('reject')}>
                    {t('afterSale.refuseReceipt')}
                  </button>
                </>
              )}
            </div>
          ) : null}
        </Panel>
        <div>
          {a.serviceType === 'RETURN_GOODS' ? (
            <Panel title={t('afterSale.address')}>
              <p data-testid="return-address">
                {addressText || <span className={consoleStyles.muted}>{t('afterSale.noAddress')}</span>}
              </p>
              <p className={consoleStyles.muted}>
                {t('afterSale.addressHint')}{' '}
                <Link to="/seller/settings/store" className={consoleStyles.linkButton}>
                  {t('afterSale.editAddress')}
                </Link>
              </p>
            </Panel>
          ) : null}
          <Panel title={t('afterSale.log')}>
            <ol className={queueStyles.log} data-testid="after-sale-log">
              {log.map((l) => (
                <li key={l.id}>
                  <time>
                    {l.createTime} · {l.operatorName}
                  </time>
                  {l.message}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
      </div>
      <ActDialog afterSale={a} acting={acting} onClose={() => setActing(null)} />
    </ConsolePage>
  )
}

/** The four answers a seller gives: approve (with the refund), refuse, confirm receipt (and restock), reject. */
function ActDialog({
  afterSale: a,
  acting,
  onClose,
}: {
  afterSale: AfterSale
  acting: Acting
  onClose(): void
}) {
  const { t } = useTranslation('sellerQueues')
  const { run, busy } = useConsoleAction(SELLER)
  const [remark, setRemark] = useState('')
  const [amount, setAmount] = useState(String(a.applyRefundPrice))
  const [restock, setRestock] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const needsReason = acting === 'refuse' || acting === 'reject'
  const title = {
    approve: t('afterSale.approveTitle'),
    refuse: t('afterSale.refuseTitle'),
    confirm: t('afterSale.confirmTitle'),
    reject: t('afterSale.refuseReceiptTitle'),
  }[acting ?? 'approve']
  const hint = {
    approve:
      a.serviceType === 'RETURN_GOODS' ? t('afterSale.approveReturnHint') : t('afterSale.approveMoneyHint'),
    refuse: undefined,
    confirm: t('afterSale.confirmHint'),
    reject: t('afterSale.refuseReceiptHint'),
  }[acting ?? 'approve']
  const submit = async () => {
    if (needsReason && !remark.trim()) {
      setError(t('common.required', { field: t('afterSale.refuseReason') }))
      return
    }
    if (acting === 'approve') {
      const fen = /^\d+(\.\d{1,2})?$/.test(amount.trim()) ? fenOf(amount.trim()) : -1
      if (fen < 0 || fen > fenOf(a.applyRefundPrice)) {
        setError(t('afterSale.refundAmountHint', { max: formatPrice(a.applyRefundPrice) }))
        return
      }
    }
    const sn = encodeURIComponent(a.sn)
    const query: Record<string, string> = { remark: remark.trim() }
    let ok = false
    if (acting === 'approve' || acting === 'refuse')
      ok = await run(
        {
          method: 'POST',
          path: `/store/order/afterSale/review/${sn}`,
          query: {
            ...query,
            serviceStatus: acting === 'approve' ? 'PASS' : 'REFUSE',
            ...(acting === 'approve' ? { actualRefundPrice: amount.trim() } : {}),
          },
        },
        acting === 'approve' ? t('afterSale.done.approved') : t('afterSale.done.refused'),
      )
    else
      ok = await run(
        {
          method: 'POST',
          path: `/store/order/afterSale/confirm/${sn}`,
          query: {
            ...query,
            serviceStatus: acting === 'confirm' ? 'PASS' : 'REFUSE',
            ...(acting === 'confirm' && restock ? { restock: 'true' } : {}),
          },
        },
        acting === 'confirm' ? t('afterSale.done.confirmed') : t('afterSale.done.rejected'),
      )
    if (ok) onClose()
  }
  return (
    <Dialog
      open={acting !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={hint}
      width={520}
      testId="after-sale-dialog"
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="btn"
            disabled={busy}
            onClick={() => void submit()}
            data-testid="after-sale-submit"
          >
            {title}
          </button>
        </>
      }
    >
      {acting === 'approve' ? (
        <Field
          label={t('afterSale.refundAmount')}
          hint={t('afterSale.refundAmountHint', { max: formatPrice(a.applyRefundPrice) })}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value)
                setError(null)
              }}
            />
          )}
        </Field>
      ) : null}
      {acting === 'confirm' ? (
        <label className={queueStyles.checkLine}>
          <input
            type="checkbox"
            checked={restock}
            onChange={(e) => setRestock(e.target.checked)}
            data-testid="after-sale-restock"
          />
          {t('afterSale.restock', { num: a.num })}
        </label>
      ) : null}
      <TextAreaField
        label={needsReason ? t('afterSale.refuseReason') : t('common.remark')}
        required={needsReason}
        error={error}
        value={remark}
        onChange={(value) => {
          setRemark(value)
          setError(null)
        }}
        max={200}
        className={queueStyles.dialogText}
      />
    </Dialog>
  )
}
