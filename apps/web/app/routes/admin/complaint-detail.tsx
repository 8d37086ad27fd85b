import type { OrderComplaintVO } from '@silk/contracts/complaint'
import { type FormEvent, useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { LogTimeline } from '../../components/display/LogTimeline.tsx'
import { ReasonDialog } from '../../components/form/ReasonDialog.tsx'
import { TextAreaField } from '../../components/form/TextAreaField.tsx'
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx'
import styles from '../../features/admin/admin.module.css'
import { Fact, StatusText } from '../../features/admin/queue.tsx'
import { ADMIN, adminLoad, useAdminCanWrite } from '../../features/admin/site.ts'
import { CaseChat } from '../../features/chat/CaseChat.tsx'
import { ConsolePage, Panel } from '../../features/console/ConsoleLayout.tsx'
import { RowButton } from '../../features/console/RowActions.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'

const OPEN = new Set(['NEW', 'WAIT_APPEAL', 'COMMUNICATION', 'WAIT_ARBITRATION'])

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const id = encodeURIComponent(params.id ?? '')
  return adminLoad(request, context, async (api) => ({
    complaint: await api.get<OrderComplaintVO>(`/manager/order/complain/${id}`),
  }))
}

function Pictures({ urls }: { urls: string[] }) {
  return urls.length ? (
    <span className={styles.gallery}>
      {urls.map((src) => (
        <a key={src} href={src} target="_blank" rel="noreferrer">
          <img src={src} alt="" />
        </a>
      ))}
    </span>
  ) : null
}

/**
 * 投诉详情: the buyer's complaint, the store's appeal, the dialogue the platform can join, and the
 * arbitration (a result both parties read; the complaint then closes). A new complaint can be
 * forwarded to the store for its appeal.
 */
export default function AdminComplaintDetail() {
  const { complaint: c } = useLoaderData<typeof loader>()
  const { t } = useTranslation('adminTrade')
  const { t: ta } = useTranslation('admin')
  const canWrite = useAdminCanWrite('order')
  const { run, busy } = useConsoleAction(ADMIN)
  const [dialog, setDialog] = useState<null | 'forward' | 'arbitrate'>(null)
  const [reply, setReply] = useState('')
  const [replyError, setReplyError] = useState<string | null>(null)
  const open = OPEN.has(c.complainStatus)
  const send = async (event: FormEvent) => {
    event.preventDefault()
    if (!reply.trim()) {
      setReplyError(t('complaint.contentRequired'))
      return
    }
    const ok = await run(
      {
        method: 'POST',
        path: `/manager/order/complain/communication/${c.id}`,
        query: { content: reply.trim() },
      },
      t('complaint.sent'),
    )
    if (ok) setReply('')
  }
  const actions = (
    <>
      <Link to="/admin/complaints" className={`btn btn-ghost ${styles.small}`}>
        {t('complaint.back')}
      </Link>
      {canWrite && c.complainStatus === 'NEW' ? (
        <RowButton onClick={() => setDialog('forward')}>{t('complaint.forward')}</RowButton>
      ) : null}
      {canWrite && open ? (
        <button type="button" className={`btn ${styles.small}`} onClick={() => setDialog('arbitrate')}>
          {t('complaint.arbitrate')}
        </button>
      ) : null}
    </>
  )
  return (
    <ConsolePage
      site={ADMIN}
      group={ta('area.order')}
      title={t('complaint.detailHeading', { topic: c.complainTopic })}
      readOnly={!canWrite}
      actions={actions}
    >
      <div className={styles.detailGrid} data-testid="admin-complaint" data-status={c.complainStatus}>
        <div>
          <Panel title={t('complaint.sectionComplaint')}>
            <dl className={styles.facts}>
              <Fact label={t('complaint.status')}>
                <StatusText waiting={c.complainStatus === 'WAIT_ARBITRATION'}>
                  {t(`complaint.statuses.${c.complainStatus}`)}
                </StatusText>
              </Fact>
              <Fact label={t('complaint.member')}>{c.memberName}</Fact>
              <Fact label={t('complaint.createTime')}>{c.createTime}</Fact>
              <Fact label={t('complaint.topic')}>{c.complainTopic}</Fact>
              <Fact label={t('complaint.content')}>{c.content}</Fact>
              {c.orderComplaintImages.length ? (
                <Fact label={t('complaint.images')}>
                  <Pictures urls={c.orderComplaintImages} />
                </Fact>
              ) : null}
            </dl>
          </Panel>
          <Panel title={t('complaint.sectionAppeal')}>
            {c.appealContent ? (
              <dl className={styles.facts}>
                <Fact label={t('complaint.store')}>{c.storeName}</Fact>
                <Fact label={t('complaint.appealTime')}>{c.appealTime}</Fact>
                <Fact label={t('complaint.appealContent')}>{c.appealContent}</Fact>
                {c.appealImagesList.length ? (
                  <Fact label={t('complaint.images')}>
                    <Pictures urls={c.appealImagesList} />
                  </Fact>
                ) : null}
              </dl>
            ) : (
              <p className={styles.muted}>{t('complaint.noAppeal')}</p>
            )}
          </Panel>
          <Panel title={t('complaint.sectionDialogue')}>
            {c.orderComplaintCommunications.length === 0 ? (
              <p className={styles.muted}>{t('complaint.noDialogue')}</p>
            ) : (
              <ol className={styles.dialogue} data-testid="complaint-dialogue">
                {c.orderComplaintCommunications.map((m) => (
                  <li key={m.id} data-owner={m.owner}>
                    <small>
                      {[
                        t(`complaint.owners.${m.owner}`),
                        m.owner === 'PLATFORM' ? null : m.ownerName,
                        m.createTime,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </small>
                    {m.content}
                  </li>
                ))}
              </ol>
            )}
            {canWrite && open ? (
              <form className={styles.reply} onSubmit={send} noValidate>
                <TextAreaField
                  label={t('complaint.say')}
                  error={replyError}
                  value={reply}
                  onChange={(value) => {
                    setReply(value)
                    setReplyError(null)
                  }}
                  max={500}
                  placeholder={t('complaint.sayPlaceholder')}
                />
                <button type="submit" className={`btn ${styles.small}`} disabled={busy}>
                  {t('complaint.send')}
                </button>
              </form>
            ) : null}
          </Panel>
        </div>
        <div>
          {c.arbitrationResult ? (
            <Panel title={t('complaint.sectionResult')}>
              <p data-testid="arbitration-result">{c.arbitrationResult}</p>
            </Panel>
          ) : null}
          <Panel title={t('complaint.sectionHistory')}>
            {c.orderComplaintLogs.length === 0 ? (
              <p className={styles.muted}>{t('complaint.noHistory')}</p>
            ) : (
              <LogTimeline
                className={styles.timeline}
                withWho
                logs={c.orderComplaintLogs}
                testId="complaint-history"
              />
            )}
          </Panel>
          <CaseChat query={{ complaintId: c.id }} />
          <Panel title={t('complaint.sectionOrder')}>
            <div className={styles.goodsCell}>
              <img src={pictureAt(c.goodsImage, 200)} alt="" width={56} height={56} />
              <span>
                {c.goodsName}
                <small>× {c.num}</small>
              </span>
            </div>
            <dl className={styles.facts}>
              <Fact label={t('complaint.orderSn')}>{c.orderSn}</Fact>
              <Fact label={t('complaint.store')}>{c.storeName}</Fact>
              <Fact label={t('complaint.goodsPrice')}>{formatPrice(c.goodsPrice)}</Fact>
              <Fact label={t('complaint.orderPrice')}>{formatPrice(c.orderPrice)}</Fact>
              <Fact label={t('complaint.consignee')}>
                {[c.consigneeName, c.consigneeMobile].filter(Boolean).join(' ')}
              </Fact>
              <Fact label={t('complaint.logisticsNo')}>{c.logisticsNo}</Fact>
            </dl>
          </Panel>
        </div>
      </div>
      <ConfirmDialog
        open={dialog === 'forward'}
        onOpenChange={(next) => !next && setDialog(null)}
        title={t('complaint.forward')}
        message={t('complaint.forwardConfirm')}
        onConfirm={() =>
          void run(
            { method: 'PUT', path: `/manager/order/complain/status/${c.id}` },
            t('complaint.forwarded'),
          )
        }
      />
      <ArbitrateDialog id={c.id} open={dialog === 'arbitrate'} onClose={() => setDialog(null)} />
    </ConsolePage>
  )
}

function ArbitrateDialog({ id, open, onClose }: { id: string; open: boolean; onClose(): void }) {
  const { t } = useTranslation('adminTrade')
  const { run, busy } = useConsoleAction(ADMIN)
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('complaint.arbitrateTitle')}
      description={t('complaint.arbitrateHint')}
      testId="arbitrate-dialog"
      label={t('complaint.result')}
      requiredMessage={t('complaint.resultRequired')}
      max={500}
      rows={4}
      submitLabel={t('complaint.arbitrate')}
      busy={busy}
      onSubmit={(result) =>
        run(
          {
            method: 'PUT',
            path: `/manager/order/complain/complete/${id}`,
            query: { arbitrationResult: result },
          },
          t('complaint.arbitrated'),
        )
      }
    />
  )
}
