import type { Guide, GuideFact } from '../guides/localise.ts'

const FACT_LABELS: Record<GuideFact['key'], { zh: string; en: string }> = {
  capital: { zh: '首都', en: 'Capital' },
  population: { zh: '人口', en: 'Population' },
  gdp: { zh: '国内生产总值（GDP）', en: 'GDP' },
  area: { zh: '面积', en: 'Area' },
  currency: { zh: '货币', en: 'Currency' },
  languages: { zh: '语言', en: 'Languages' },
  timeZone: { zh: '时区', en: 'Time zone' },
  callingCode: { zh: '国际区号', en: 'Calling code' },
}

/** The guide's facts plus trade lists as label/value rows (PDF "key facts" and the CSV sheet). */
export function keyDataRows(guide: Guide): { label: string; value: string }[] {
  const zh = guide.lang === 'zh'
  const rows = guide.facts.map((fact) => ({
    label: FACT_LABELS[fact.key][guide.lang],
    value: fact.note ? (zh ? `${fact.value}（${fact.note}）` : `${fact.value} (${fact.note})`) : fact.value,
  }))
  const sep = zh ? '、' : '; '
  rows.push(
    {
      label: zh ? `主要出口（${guide.tradeYear}）` : `Main exports (${guide.tradeYear})`,
      value: guide.exports.join(sep),
    },
    {
      label: zh ? `主要进口（${guide.tradeYear}）` : `Main imports (${guide.tradeYear})`,
      value: guide.imports.join(sep),
    },
    { label: zh ? '主要口岸' : 'Main gateways', value: guide.ports.map((p) => p.title).join(sep) },
    {
      label: zh ? '主流电商与贸易平台' : 'Main platforms',
      value: guide.platforms.map((p) => p.name).join(sep),
    },
  )
  return rows
}

/** Market-entry steps, worded for the guide's country. */
export function checklistSteps(guide: Guide): { title: string; text: string }[] {
  const zh = guide.lang === 'zh'
  const platforms = guide.platforms
    .filter((p) => p.kind === 'ecommerce' || p.kind === 'b2b' || p.kind === 'social')
    .map((p) => p.name)
    .join(zh ? '、' : ', ')
  const ports = guide.ports.map((p) => p.title).join(zh ? '、' : ', ')
  return zh
    ? [
        {
          title: '确认市场与品类',
          text: `研究${guide.name}的进口结构与消费趋势，核对商品是否属于禁限类，确定首批 SKU 与目标价格带。`,
        },
        {
          title: '商品合规与认证',
          text: '确认 HS 编码、适用关税与原产地规则；办理目的国要求的产品认证、标签与说明书本地化。',
        },
        {
          title: '主体与税务',
          text: '选择直接出口、跨境电商或设立本地公司；完成税务登记，了解增值税/消费税及申报周期。',
        },
        { title: '知识产权', text: `在${guide.name}申请商标（或通过马德里体系指定），防止品牌被抢注。` },
        {
          title: '物流与清关',
          text: `确定运输方式与口岸（${ports}），选择清关代理，准备发票、装箱单、提单与原产地证。`,
        },
        { title: '渠道与平台', text: `评估本地平台（${platforms}），完成店铺入驻与收款账户开通。` },
        { title: '营销与本地化', text: '制作本地语言内容，结合当地节庆安排促销，建立售后与客服流程。' },
        { title: '风险管理', text: '关注汇率与收汇风险，投保出口信用保险，留存合同与单证。' },
      ]
    : [
        {
          title: 'Confirm the market and category',
          text: `Study ${guide.name}’s import mix and consumer trends, check that the goods are not prohibited or restricted, and pick the first SKUs and price bands.`,
        },
        {
          title: 'Product compliance and certification',
          text: 'Confirm HS codes, duty rates and rules of origin; obtain the certifications, labels and localised instructions the market requires.',
        },
        {
          title: 'Legal entity and tax',
          text: 'Choose direct export, cross-border e-commerce or a local company; register for tax and learn the VAT/GST and filing cycles.',
        },
        {
          title: 'Intellectual property',
          text: `File trademarks in ${guide.name} (directly or through the Madrid System) before launch.`,
        },
        {
          title: 'Logistics and customs',
          text: `Choose the mode and gateway (${ports}), appoint a customs broker and prepare invoices, packing lists, bills of lading and certificates of origin.`,
        },
        {
          title: 'Channels and platforms',
          text: `Assess local platforms (${platforms}), open stores and set up payment collection.`,
        },
        {
          title: 'Marketing and localisation',
          text: 'Produce local-language content, plan promotions around local festivals and set up after-sales service.',
        },
        {
          title: 'Risk management',
          text: 'Manage currency and collection risk, consider export credit insurance and keep contracts and documents on file.',
        },
      ]
}
