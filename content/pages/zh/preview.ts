import type { ContentPage } from '../schema.ts'

export const preview: ContentPage = {
  description:
    '丝路之舟资料预览：在线查看国别指南配套的市场准入清单、关键数据表与图片资料，支持 PDF、CSV 与图片格式，可直接下载原文件。',
  hero: {
    eyebrow: '资料预览',
    title: '出海资料，先看再下载',
    lead: '国别指南中的市场准入清单、关键数据表等资料可以在这里在线查看：数据表直接以表格展示，图片即时预览，PDF 文件可在新窗口打开或下载保存。',
    art: 'document',
    actions: [{ label: '资料从哪里来', href: '#sources' }],
  },
  sections: [
    {
      kind: 'features',
      id: 'formats',
      heading: '支持的资料格式',
      items: [
        {
          icon: 'document',
          title: 'PDF 文档',
          text: '市场准入清单等排版文档，显示文件信息并可在新窗口打开或下载。',
        },
        {
          icon: 'chart',
          title: 'CSV 数据表',
          text: '关键数据表在页面中直接以表格展示，可下载后用表格软件打开。',
        },
        { icon: 'search', title: '图片', text: 'PNG、JPG、WebP 与 SVG 图片在页面中即时预览。' },
      ],
    },
    {
      kind: 'links',
      id: 'sources',
      heading: '资料从哪里来',
      lead: '每份国别指南底部的“资料下载”都可以在此预览。',
      items: [
        {
          icon: 'compass',
          title: '出海指南',
          text: '20 个国家和地区的国别指南与资料包',
          href: '/Initiative',
        },
        { icon: 'document', title: '政策支持', text: '出口退税、海关监管方式等政策要点', href: '/support' },
        { icon: 'headset', title: '帮助中心', text: '购物、支付、配送与售后规则', href: '/article/detail' },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: '常见问题',
      items: [
        {
          q: '为什么有的资料不能预览？',
          a: '出于安全考虑，预览只支持本站“资料下载”目录中的 PDF、CSV 与图片文件，其他地址或格式不会被打开。',
        },
        { q: '资料可以免费下载吗？', a: '国别指南配套资料均可免费下载，仅供企业内部参考使用。' },
        { q: '资料多久更新一次？', a: '国别指南资料随政策与统计数据更新，文件中注明了数据年份与来源。' },
      ],
    },
  ],
}
