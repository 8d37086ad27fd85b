import { OPEN_COMPLAINT_STATUSES, type OrderComplaintVO } from '@silk/contracts/complaint'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { ImageUpload } from '../../components/form/ImageUpload.tsx'
import { ReasonDialog } from '../../components/form/ReasonDialog.tsx'
import { Table } from '../../components/ui/Table.tsx'
import { consoleBrowser } from '../../features/console/browser.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useConsoleAction } from '../../features/console/use-console-action.ts'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { Fact, OrderLink, Pictures, queueStyles } from '../../features/seller/queues/shared.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice } from '../../lib/format.ts'
import { pictureAt } from '../../lib/goods-image.ts'
import { complaintClass } from './complaints.tsx'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api) => ({
    complaint: await api.get<OrderComplaintVO>(
      `/store/order/complain/${encodeURIComponent(params.id ?? '')}`,
    ),
  }))
}

const upload = (form: FormData) => consoleBrowser(SELLER).api.post<string>('/common/common/upload/file', form)

/** 投诉详情: the complaint, the store's appeal, and the dialogue with the buyer. */
export default function SellerComplaintDetail() {
  const { complaint: c } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerQueues')
  const canEdit = useCanWrite('complaint')
  const { run, busy } = useConsoleAction(SELLER)
  const [text, setText] = useState('')
  const [appealing, setAppealing] = useState(false)
  const open = OPEN_COMPLAINT_STATUSES.includes(c.complainStatus)
  const canAppeal = open && c.complainStatus !== 'WAIT_ARBITRATION' && !c.appealContent
  const send = async () => {
    if (!text.trim()) return
    const ok = await run(
      {
        method: 'POST',
        path: '/store/order/complain/communication',
        query: { complainId: c.id, content: text.trim() },
      },
      t('complaint.sent'),
    )
    if (ok) setText('')
  }
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('complaint')}
      title={t('complaint.detailTitle')}
      readOnly={!canEdit}
      actions={
        <>
          {canEdit && canAppeal ? (
            <button
              type="button"
              className="btn"
              onClick={() => setAppealing(true)}
              data-testid="complaint-appeal"
            >
              {t('complaint.appeal')}
            </button>
          ) : null}
          <Link to="/seller/complaints" className="btn btn-ghost">
            {t('common.back')}
          </Link>
        </>
      }
    >
      <div className={queueStyles.columns}>
        <Panel title={t('complaint.info')}>
          <div className={goodsStyles.goodsCell} style={{ marginBottom: 16 }}>
            {c.goodsImage ? (
              <img src={pictureAt(c.goodsImage, 200)} alt="" width={56} height={56} />
            ) : (
              <span className={goodsStyles.noPic} />
            )}
            <div>
              <span className={goodsStyles.goodsName}>{c.goodsName}</span>
              <small className={consoleStyles.muted}>
                {formatPrice(c.goodsPrice)} × {c.num}
              </small>
            </div>
          </div>
          <dl className={queueStyles.facts}>
            <Fact label={t('complaint.fact.status')}>
              <span
                className={`${goodsStyles.state} ${complaintClass[c.complainStatus]}`}
                data-testid="complaint-status"
              >
                {t(`complaint.status.${c.complainStatus}`)}
              </span>
            </Fact>
            <Fact label={t('complaint.fact.topic')}>{c.complainTopic}</Fact>
            <Fact label={t('complaint.fact.content')}>{c.content}</Fact>
            <Fact label={t('complaint.fact.images')}>
              <Pictures urls={c.orderComplaintImages} empty={t('common.noImages')} />
            </Fact>
            <Fact label={t('complaint.fact.orderSn')}>
              <OrderLink sn={c.orderSn} />
            </Fact>
            <Fact label={t('complaint.fact.orderTime')}>{c.orderTime}</Fact>
            <Fact label={t('complaint.fact.orderPrice')}>{formatPrice(c.orderPrice)}</Fact>
            <Fact label={t('complaint.fact.consignee')}>
              {[c.consigneeName, c.consigneeMobile, c.consigneeAddressPath].filter(Boolean).join(' ')}
            </Fact>
            <Fact label={t('common.buyer')}>{c.memberName}</Fact>
            <Fact label={t('complaint.fact.createTime')}>{c.createTime}</Fact>
            {c.appealContent ? (
              <>
                <Fact label={t('complaint.fact.appeal')}>{c.appealContent}</Fact>
                <Fact label={t('complaint.fact.appealImages')}>
                  <Pictures urls={c.appealImagesList} empty={t('common.noImages')} />
                </Fact>
                <Fact label={t('complaint.fact.appealTime')}>{c.appealTime ?? ''}</Fact>
              </>
            ) : null}
            {c.arbitrationResult ? (
              <Fact label={t('complaint.fact.arbitration')}>{c.arbitrationResult}</Fact>
            ) : null}
          </dl>
        </Panel>
        <Panel title={t('complaint.dialogue')}>
          {c.orderComplaintCommunications.length === 0 ? (
            <p className={consoleStyles.muted}>{t('complaint.noDialogue')}</p>
          ) : (
            <ol className={queueStyles.dialogue} data-testid="complaint-dialogue">
              {c.orderComplaintCommunications.map((m) => (
                <li
                  key={m.id}
                  className={`${queueStyles.bubble} ${m.owner === 'STORE' ? queueStyles.mine : ''}`}
                >
                  <small>
                    {[
                      t(`complaint.owner.${m.owner}`),
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
          {canEdit && open ? (
            <div className={queueStyles.say}>
              <label htmlFor="complaint-say" className={consoleStyles.muted}>
                {t('complaint.say')}
              </label>
              <textarea
                id="complaint-say"
                maxLength={500}
                value={text}
                onChange={(e) => setText(e.target.value)}
                data-testid="complaint-say"
              />
              <button
                type="button"
                className="btn"
                disabled={busy || !text.trim()}
                onClick={() => void send()}
              >
                {t('complaint.send')}
              </button>
            </div>
          ) : null}
        </Panel>
      </div>
      <Panel title={t('complaint.history')}>
        {c.orderComplaintLogs.length === 0 ? (
          <p className={consoleStyles.muted}>{t('complaint.noHistory')}</p>
        ) : (
          <Table
            testId="complaint-history"
            rows={c.orderComplaintLogs}
            rowKey={(l) => l.id}
            columns={[
              {
                key: 'time',
                header: t('common.time'),
                cell: (l) => <span style={{ whiteSpace: 'nowrap' }}>{l.createTime}</span>,
              },
              { key: 'who', header: t('complaint.who'), cell: (l) => l.operatorName },
              { key: 'what', header: t('complaint.what'), cell: (l) => l.message },
            ]}
          />
        )}
      </Panel>
      <AppealDialog id={c.id} open={appealing} onClose={() => setAppealing(false)} />
    </ConsolePage>
  )
}

function AppealDialog({ id, open, onClose }: { id: string; open: boolean; onClose(): void }) {
  const { t } = useTranslation('sellerQueues')
  const { run, busy } = useConsoleAction(SELLER)
  const [images, setImages] = useState<string[]>([])
  return (
    <ReasonDialog
      open={open}
      onClose={onClose}
      title={t('complaint.appealTitle')}
      description={t('complaint.appealHint')}
      width={560}
      testId="appeal-dialog"
      label={t('complaint.appealContent')}
      requiredMessage={t('common.required', { field: t('complaint.appealContent') })}
      max={500}
      rows={4}
      textClassName={queueStyles.dialogText}
      submitLabel={t('complaint.appeal')}
      cancelLabel={t('common.cancel')}
      submitTestId="appeal-submit"
      busy={busy}
      onSubmit={(appealContent) =>
        run(
          {
            method: 'PUT',
            path: '/store/order/complain/appeal',
            query: { orderComplaintId: id, appealContent, appealImages: images.join(',') },
          },
          t('complaint.appealed'),
        )
      }
      below={
        <ImageUpload
          value={images}
          onChange={setImages}
          max={5}
          upload={upload}
          label={t('complaint.appealImages')}
          testId="appeal-images"
        />
      }
    />
  )
}
