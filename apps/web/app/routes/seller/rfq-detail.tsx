import type { StoreRfqVO } from '@silk/contracts/rfq'
import { useState } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { countryName, currencyText } from '../../features/rfq/options.ts'
import { QuoteTiers } from '../../features/rfq/QuoteTiers.tsx'
import goodsStyles from '../../features/seller/goods/goods.module.css'
import { Fact, OrderLink, queueStyles } from '../../features/seller/queues/shared.tsx'
import { QuoteDialog } from '../../features/seller/rfq/QuoteDialog.tsx'
import { SELLER, sellerLoad, useCanWrite, useGroupTitle } from '../../features/seller/site.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { formatPrice, formatQuantity } from '../../lib/format.ts'
import { useRootData } from '../../lib/root-data.ts'
import { rfqStatusClass } from './rfq.tsx'

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return sellerLoad(request, context, async (api) => ({
    rfq: await api.get<z.infer<typeof StoreRfqVO>>(`/store/rfq/${encodeURIComponent(params.id ?? '')}`),
  }))
}

/** 采购需求详情: what the buyer asks, the store's own quote, and the quote form. */
export default function SellerRfqDetail() {
  const { rfq: r } = useLoaderData<typeof loader>()
  const { t } = useTranslation('sellerRfq')
  const { lang } = useRootData()
  const canWrite = useCanWrite('rfq')
  const [open, setOpen] = useState(false)
  const q = r.myQuote
  const canQuote =
    canWrite &&
    r.status !== 'ACCEPTED' &&
    (q ? q.status === 'SUBMITTED' && r.closeReason !== 'BUYER' : r.status === 'OPEN')
  return (
    <ConsolePage
      site={SELLER}
      group={useGroupTitle('rfq')}
      title={t('detailTitle')}
      readOnly={!canWrite}
      actions={
        <>
          <Link to="/seller/rfq" className="btn btn-ghost">
            {t('back')}
          </Link>
          {canQuote ? (
            <button type="button" className="btn" onClick={() => setOpen(true)} data-testid="quote-open">
              {q ? t('revise') : t('quote')}
            </button>
          ) : null}
        </>
      }
    >
      <div className={queueStyles.columns}>
        <Panel title={r.title}>
          <dl className={queueStyles.facts}>
            <Fact label={t('col.quotes')}>
              {r.quoteCount}/10{' '}
              <span className={`${goodsStyles.state} ${rfqStatusClass[r.status]}`}>
                {t(`status.${r.status}`)}
              </span>
              {r.storeId ? (
                <span className={`${goodsStyles.state} ${goodsStyles.wait}`}>{t('addressed')}</span>
              ) : null}
            </Fact>
            <Fact label="SN">{r.sn}</Fact>
            <Fact label={t('buyer')}>{r.memberName}</Fact>
            <Fact label={t('col.qty')}>
              {formatQuantity(r.quantity)} {r.unit}
            </Fact>
            <Fact label={t('col.target')}>
              {r.targetPrice === null ? t('noTarget') : formatPrice(r.targetPrice)}
            </Fact>
            <Fact label={t('currency')}>
              <span data-testid="rfq-currency">{currencyText(r.currency, lang)}</span>
            </Fact>
            <Fact label={t('col.terms')}>
              {r.incoterm} · {countryName(r.destinationCountry, lang)}
            </Fact>
            <Fact label={t('col.deadline')}>{r.deadline}</Fact>
            <Fact label={t('col.category')}>
              {(lang === 'en' ? r.categoryNameEn : null) ?? r.categoryName}
            </Fact>
          </dl>
          {r.description ? <p style={{ whiteSpace: 'pre-wrap' }}>{r.description}</p> : null}
          {r.attachments.length ? (
            <div className={queueStyles.pictures}>
              {r.attachments.map((url) => (
                <a key={url} href={url} target="_blank" rel="noreferrer">
                  <img src={url} alt="" loading="lazy" />
                </a>
              ))}
            </div>
          ) : null}
        </Panel>
        <Panel title={t('myQuote')}>
          {q ? (
            <dl className={queueStyles.facts} data-testid="my-quote">
              <Fact label={t('col.mine')}>
                <span
                  className={`${goodsStyles.state} ${q.status === 'ACCEPTED' ? goodsStyles.on : goodsStyles.wait}`}
                >
                  {t(`quoteStatus.${q.status}`)}
                </span>
              </Fact>
              <Fact label={t('form.sku')}>{q.goodsName}</Fact>
              <Fact label={t('form.tiers')}>
                <QuoteTiers tiers={q.tiers} unit={r.unit} />
              </Fact>
              <Fact label={t('form.moq')}>{formatQuantity(q.moq)}</Fact>
              <Fact label={t('form.incoterm')}>{q.incoterm}</Fact>
              <Fact label={t('form.leadDays')}>{q.leadDays}</Fact>
              <Fact label={t('form.validUntil')}>{q.validUntil}</Fact>
              <Fact label={t('form.message')}>{q.message}</Fact>
              <Fact label="#">{`r${q.revision} · ${q.updateTime}`}</Fact>
            </dl>
          ) : (
            <p className={consoleStyles.muted}>{t('noQuote')}</p>
          )}
          {q?.status === 'ACCEPTED' && r.orderSn ? (
            <p>
              {t('acceptedOrder')}
              <OrderLink sn={r.orderSn} />
            </p>
          ) : null}
        </Panel>
      </div>
      {open ? (
        <QuoteDialog
          open={open}
          onOpenChange={setOpen}
          purchaseOrderId={r.id}
          quantity={r.quantity}
          incoterm={r.incoterm}
          current={q}
        />
      ) : null}
    </ConsolePage>
  )
}
