export interface SeedCategory {
  id: string
  name: string
  nameEn: string
  parentId: string
  sort: number
  type: 'NEWS' | 'INDUSTRY' | 'HELP' | 'OTHER'
}

/** News, industry information and the help centre: two levels, ids fixed. */
export const ARTICLE_CATEGORIES: SeedCategory[] = [
  { id: '100', name: '平台新闻', nameEn: 'Platform News', parentId: '0', sort: 1, type: 'NEWS' },
  {
    id: '101',
    name: '平台动态',
    nameEn: 'Announcements',
    parentId: '100',
    sort: 1,
    type: 'NEWS',
  },
  {
    id: '102',
    name: '活动培训',
    nameEn: 'Events & Training',
    parentId: '100',
    sort: 2,
    type: 'NEWS',
  },
  { id: '200', name: '行业资讯', nameEn: 'Industry Insights', parentId: '0', sort: 2, type: 'INDUSTRY' },
  {
    id: '201',
    name: '政策解读',
    nameEn: 'Policy',
    parentId: '200',
    sort: 1,
    type: 'INDUSTRY',
  },
  {
    id: '202',
    name: '市场洞察',
    nameEn: 'Markets',
    parentId: '200',
    sort: 2,
    type: 'INDUSTRY',
  },
  {
    id: '203',
    name: '物流通关',
    nameEn: 'Logistics & Customs',
    parentId: '200',
    sort: 3,
    type: 'INDUSTRY',
  },
  { id: '300', name: '帮助中心', nameEn: 'Help Centre', parentId: '0', sort: 3, type: 'HELP' },
  { id: '301', name: '购物指南', nameEn: 'Shopping Guide', parentId: '300', sort: 1, type: 'HELP' },
  { id: '302', name: '支付方式', nameEn: 'Payment', parentId: '300', sort: 2, type: 'HELP' },
  { id: '303', name: '配送说明', nameEn: 'Delivery', parentId: '300', sort: 3, type: 'HELP' },
  { id: '304', name: '售后服务', nameEn: 'After-sales', parentId: '300', sort: 4, type: 'HELP' },
  { id: '305', name: '会员中心', nameEn: 'Membership', parentId: '300', sort: 5, type: 'HELP' },
  { id: '306', name: '商家入驻', nameEn: 'Selling on Silk Road Ark', parentId: '300', sort: 6, type: 'HELP' },
  { id: '307', name: '跨境规则', nameEn: 'Cross-border Rules', parentId: '300', sort: 7, type: 'HELP' },
  { id: '308', name: '平台协议', nameEn: 'Policies & Agreements', parentId: '300', sort: 8, type: 'HELP' },
]
