import type { ContentPage } from '../schema.ts'

export const service: ContentPage = {
  description:
    '丝路之舟服务中心：订单、售后、优惠券与会员问题自助处理，帮助中心文档，出海业务咨询与商家入驻，客服热线与邮箱、服务时间与响应承诺一站查询。',
  hero: {
    eyebrow: '服务中心',
    title: '有问题，找得到人，也找得到答案',
    lead: '无论您是在商城购物的买家、入驻平台的商家，还是正在咨询出海服务的企业，都可以在这里找到自助入口、帮助文档与人工服务渠道。',
    art: 'service',
    actions: [
      { label: '自助服务', href: '#self-service' },
      { label: '联系客服', href: '#contact' },
    ],
  },
  sections: [
    {
      kind: 'links',
      id: 'self-service',
      heading: '自助服务',
      items: [
        { icon: 'box', title: '我的订单', text: '查看订单状态、物流与申请售后', href: '/home/MyOrder' },
        { icon: 'card', title: '我的优惠券', text: '查看可用优惠券与使用规则', href: '/home/Coupons' },
        { icon: 'coins', title: '我的资产', text: '余额、充值与提现记录', href: '/home/MoneyManagement' },
        {
          icon: 'document',
          title: '帮助中心',
          text: '购物指南、支付、配送与售后规则',
          href: '/article/detail',
        },
        { icon: 'ship', title: '出海服务咨询', text: '六大核心服务与合作流程', href: '/Bglobal' },
        { icon: 'building', title: '商家入驻', text: '入驻条件、资料与审核流程', href: '/article/detail' },
      ],
    },
    {
      kind: 'table',
      id: 'commitments',
      heading: '服务承诺',
      lead: '以下为工作日的响应承诺；节假日顺延至下一个工作日（海外紧急援助除外）。',
      columns: ['服务事项', '受理渠道', '响应时效', '处理时效'],
      rows: [
        ['购物咨询', '服务热线、邮箱', '工作时间内即时', '当日答复'],
        [
          '售后申请（退货、换货、退款）',
          '会员中心 · 我的订单',
          '1 个工作日内审核',
          '退款在收到退货后 3 个工作日内原路退回',
        ],
        ['投诉', '会员中心、服务热线', '1 个工作日内响应', '7 个工作日内给出处理结果'],
        ['商家入驻', '商务邮箱', '1 个工作日内联系', '资料齐全后 3–5 个工作日完成审核'],
        ['出海服务咨询', '服务热线、商务邮箱', '1 个工作日内由顾问联系', '按服务合同约定'],
        ['海外紧急援助', '服务热线按 9', '7×24 小时即时', '按应急预案处置'],
      ],
    },
    {
      kind: 'steps',
      id: 'after-sale',
      heading: '售后处理流程',
      items: [
        { title: '提交申请', text: '在“我的订单”中选择商品，填写原因并上传凭证。' },
        {
          title: '商家审核',
          text: '商家在 1 个工作日内审核，审核通过后提供退货地址。',
          duration: '1 个工作日',
        },
        { title: '寄回商品', text: '按地址寄回并填写物流单号。' },
        {
          title: '退款完成',
          text: '商家确认收货后退款原路退回，可在订单详情中查看进度。',
          duration: '3 个工作日内',
        },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: '常见问题',
      items: [
        {
          q: '跨境商品可以七天无理由退货吗？',
          a: '以商品详情页标注为准。跨境进口商品因清关与检疫要求，部分品类不支持无理由退货，但存在质量问题的商品均可申请售后。',
        },
        { q: '忘记密码怎么办？', a: '在登录页点击“忘记密码”，通过手机号验证码重置即可。' },
        {
          q: '如何开具发票？',
          a: '下单时填写发票信息，订单完成后由商家开具；如需补开，请在订单详情中联系商家。',
        },
        {
          q: '对处理结果不满意怎么办？',
          a: '可在会员中心发起投诉，平台客服将介入处理，并在 7 个工作日内给出结果。',
        },
      ],
    },
    {
      kind: 'contact',
      id: 'contact',
      heading: '联系客服',
      text: '客服团队在工作时间内为您服务；海外紧急情况请拨打服务热线后按 9，全年 7×24 小时受理。',
      channels: [
        { icon: 'phone', label: '服务热线', value: '400-820-2026', href: 'tel:4008202026' },
        {
          icon: 'mail',
          label: '客服邮箱',
          value: 'service@silkroadark.cn',
          href: 'mailto:service@silkroadark.cn',
        },
        { icon: 'clock', label: '服务时间', value: '周一至周五 09:00–17:30' },
        { icon: 'shield', label: '海外应急', value: '热线按 9 · 7×24 小时' },
      ],
    },
  ],
}
