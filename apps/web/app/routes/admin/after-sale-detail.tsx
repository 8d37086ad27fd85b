import type { ManagerAfterSaleDetail } from '@silk/contracts/admin-arbitration'
import { fenOf, formatFen } from '@silk/contracts/money'
import { type FormEvent, useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { LogTimeline } from '../../components/display/LogTimeline.tsx'
import { ReasonDialog } from '../../components/form/ReasonDialog.tsx'
import { Field } from '../../components/ui/Field.tsx'
import { FormDialog } from '../../components/ui/FormDialog.tsx'
import styles from '../../features/admin/admin.module.css'
import { Fact, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { CaseChat } from '../../features/chat/CaseChat.tsx'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { GatewayRefundLine } from '../../features/payment/GatewayRefunds.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatMoney, formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { AfterSaleState } from './after-sales.tsx'

type Detail = z.infer<typeof ManagerAfterSaleDetail>

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const sn = encodeURIComponent(params.sn ?? '')
  return adminLoad(request, context, async (api) => ({
    detail: await api.get<Detail>(`/manager/order/afterSale/get/${sn}`),
  }))
}

/**
 * 售后详情: the buyer's request, the store's decision, the buyer's escalation and the platform's
 * ruling, the refund and the progress log; 处理 rules on an escalated case (refund or uphold, with a
 * remark both parties read), 线下退款 records a bank transfer for a WAIT_REFUND one.
 */
export default function AdminAfterSaleDetail() {
  const { detail } = useLoaderData<typeof loader>()
  const { afterSale: a, logs, order } = detail
  const { t } = useTranslation('adminTrade')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('order')
  const [dialog, setDialog] = useState<null | 'rule' | 'offline'>(null)
  const pictures = a.afterSaleImage ? a.afterSaleImage.split(',').filter(Boolean) : []
  const actions = (
    <>
      <Link to="/admin/after-sales" className={`btn btn-ghost ${styles.small}`}>
        {t('afterSale.back')}
      </Link>
      {canWrite && a.arbitrationStatus === 'ESCALATED' ? (
        <button type="button" className={`btn ${styles.small}`} onClick={() => setDialog('rule')}>
          {t('afterSale.rule')}
        </button>
      ) : null}
      {canWrite && a.serviceStatus === 'WAIT_REFUND' ? (
        <button type="button" className={`btn ${styles.small}`} onClick={() => setDialog('offline')}>
          {t('afterSale.offline')}
        </button>
      ) : null}
    </>
  )
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.order')}
      title={`${t('afterSale.detailTitle')} ${a.sn}`}
      readOnly={!canWrite}
      actions={actions}
    >
      <div className={styles.detailGrid} data-testid="admin-after-sale" data-status={a.serviceStatus}>
        <div>
          <Panel title={t('afterSale.sectionApply')}>
            <div className={styles.goodsCell}>
              <img src={pictureAt(a.goodsImage, 200)} alt="" width={56} height={56} />
              <span>
                {a.goodsName}
                <small>× {a.num}</small>
              </span>
            </div>
            <dl className={styles.facts}>
              <Fact label={t('afterSale.status')}>
                <AfterSaleState row={a} />
              </Fact>
              <Fact label={t('afterSale.type')}>{t(`afterSale.serviceTypes.${a.serviceType}`)}</Fact>
              <Fact label={t('afterSale.member')}>{a.memberName}</Fact>
              <Fact label={t('afterSale.store')}>{a.storeName}</Fact>
              <Fact label={t('afterSale.createTime')}>{a.createTime}</Fact>
              <Fact label={t('afterSale.reason')}>{a.reason}</Fact>
              <Fact label={t('afterSale.problem')}>{a.problemDesc}</Fact>
              <Fact label={t('afterSale.amount')}>{formatPrice(a.applyRefundPrice)}</Fact>
              {pictures.length ? (
                <Fact label={t('afterSale.images')}>
                  <span className={styles.gallery}>
                    {pictures.map((src) => (
                      <a key={src} href={src} target="_blank" rel="noreferrer">
                        <img src={src} alt="" />
                      </a>
                    ))}
                  </span>
                </Fact>
              ) : null}
            </dl>
          </Panel>
          <Panel title={t('afterSale.sectionStore')}>
            <dl className={styles.facts}>
              <Fact label={t('afterSale.auditRemark')}>{a.auditRemark}</Fact>
            </dl>
          </Panel>
          {a.arbitrationStatus ? (
            <Panel title={t('afterSale.sectionEscalation')}>
              <dl className={styles.facts} data-testid="arbitration">
                <Fact label={t('afterSale.arbitration')}>
                  <StatusText waiting={a.arbitrationStatus === 'ESCALATED'}>
                    {t(`afterSale.arbitrationStatus.${a.arbitrationStatus}`)}
                  </StatusText>
                </Fact>
                <Fact label={t('afterSale.escalateReason')}>{a.escalateReason}</Fact>
                <Fact label={t('afterSale.escalateTime')}>{a.escalateTime}</Fact>
                {a.arbitrationRemark ? (
                  <>
                    <Fact label={t('afterSale.ruling')}>{a.arbitrationRemark}</Fact>
                    <Fact label={t('afterSale.rulingTime')}>{a.arbitrationTime}</Fact>
                  </>
                ) : null}
              </dl>
            </Panel>
          ) : null}
          <Panel title={t('afterSale.sectionRefund')}>
            <dl className={styles.facts}>
              <Fact label={t('afterSale.refundWay')}>{t(`afterSale.refundWays.${a.refundWay}`)}</Fact>
              {a.refundWay === 'OFFLINE' ? (
                <Fact label={t('afterSale.bank')}>
                  {[a.bankDepositName, a.bankAccountName, a.bankAccountNumber].filter(Boolean).join(' / ')}
                </Fact>
              ) : null}
              <Fact label={t('afterSale.actual')}>
                {a.actualRefundPrice === null ? '' : formatPrice(a.actualRefundPrice)}
              </Fact>
              <Fact label={t('afterSale.payOrderNo')}>{a.payOrderNo}</Fact>
              <Fact label={t('afterSale.refundTime')}>{a.refundTime}</Fact>
              {a.gatewayRefund ? (
                <Fact label={t('payment:refund.title')}>
                  <GatewayRefundLine refund={a.gatewayRefund} />
                </Fact>
              ) : null}
            </dl>
          </Panel>
        </div>
        <div>
          <Panel title={t('afterSale.sectionOrder')}>
            <dl className={styles.facts}>
              <Fact label={t('afterSale.orderSn')}>{order.sn}</Fact>
              <Fact label={t('afterSale.orderAmount')}>{formatPrice(order.flowPrice)}</Fact>
              <Fact label={t('afterSale.paymentMethod')}>
                {order.paymentMethod ? t(`payment:method.${order.paymentMethod}`, order.paymentMethod) : ''}
              </Fact>
              <Fact label={t('payment.paymentTime')}>{order.paymentTime}</Fact>
            </dl>
          </Panel>
          <Panel title={t('afterSale.sectionLog')}>
            <LogTimeline className={styles.timeline} withWho logs={logs} />
          </Panel>
          {a.arbitrationStatus ? <CaseChat query={{ afterSaleSn: a.sn }} /> : null}
        </div>
      </div>
      <RulingDialog open={dialog === 'rule'} row={a} onClose={() => setDialog(null)} />
      <OfflineRefundDialog open={dialog === 'offline'} row={a} onClose={() => setDialog(null)} />
    </ConsolePage>
  )
}

type Row = Detail['afterSale']

function RulingDialog({ open, row, onClose }: { open: boolean; row: Row; onClose(): void }) {
  const { t } = useTranslation('adminTrade')
  const { run, busy } = useConsoleAction(ADMIN)
  const [result, setResult] = useState<'REFUND' | 'UPHOLD'>('REFUND')
  const [amount, setAmount] = useState('')
  const submit = (remark: string) => {
    const query: Record<string, string> = { result, remark }
    if (result === 'REFUND' && amount.trim()) query.actualRefundPrice = amount.trim()
    return run(
      { method: 'PUT', path: `/manager/order/afterSale/arbitrate/${encodeURIComponent(row.sn)}`, query },
      t('afterSale.ruled'),
    )
  }
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('afterSale.ruleTitle', { sn: row.sn })}
      description={t('afterSale.ruleHint')}
      width={560}
      testId="ruling-dialog"
      label={t('afterSale.remark')}
      requiredMessage={t('afterSale.remarkRequired')}
      max={500}
      rows={4}
      submitLabel={t('afterSale.submit')}
      busy={busy}
      onSubmit={submit}
    >
      <Field label={t('afterSale.result')} required>
        {() => (
          <span className={styles.choices}>
            {(['REFUND', 'UPHOLD'] as const).map((r) => (
              <label key={r}>
                <input
                  type="radio"
                  name="result"
                  value={r}
                  checked={result === r}
                  onChange={() => setResult(r)}
                />{' '}
                {t(`afterSale.${r === 'REFUND' ? 'refund' : 'uphold'}`)}
              </label>
            ))}
          </span>
        )}
      </Field>
      {result === 'REFUND' ? (
        <Field
          label={t('afterSale.refundAmount')}
          hint={t('afterSale.refundAmountHint', { max: formatMoney(row.applyRefundPrice) })}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              value={amount}
              placeholder={formatFen(fenOf(row.applyRefundPrice), { sign: '', grouping: false })}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
      ) : null}
    </ReasonDialog>
  )
}

function OfflineRefundDialog({ open, row, onClose }: { open: boolean; row: Row; onClose(): void }) {
  const { t } = useTranslation('adminTrade')
  const { run, busy } = useConsoleAction(ADMIN)
  const [reference, setReference] = useState('')
  const [remark, setRemark] = useState('')
  const [error, setError] = useState<string | null>(null)
  const amount = formatMoney(row.actualRefundPrice ?? row.applyRefundPrice)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!reference.trim()) {
      setError(t('afterSale.referenceRequired'))
      return
    }
    const ok = await run(
      {
        method: 'PUT',
        path: `/manager/order/afterSale/refund/${encodeURIComponent(row.sn)}`,
        query: { reference: reference.trim(), ...(remark.trim() ? { remark: remark.trim() } : {}) },
      },
      t('afterSale.offlineDone'),
    )
    if (ok) onClose()
  }
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('afterSale.offlineTitle', { sn: row.sn })}
      description={t('afterSale.offlineHint', { amount })}
      width={520}
      testId="offline-refund-dialog"
      busy={busy}
      onSubmit={submit}
      submitLabel={t('afterSale.submit')}
    >
      <Field label={t('afterSale.reference')} required error={error}>
        {(control) => (
          <input
            {...control}
            maxLength={64}
            value={reference}
            onChange={(e) => {
              setReference(e.target.value)
              setError(null)
            }}
          />
        )}
      </Field>
      <Field label={t('afterSale.offlineRemark')}>
        {(control) => (
          <input {...control} maxLength={200} value={remark} onChange={(e) => setRemark(e.target.value)} />
        )}
      </Field>
    </FormDialog>
  )
}
