/**
 * The 14 ecological partners (spec §9): fictional names, the source of scripts/render-home-art.ts, which
 * draws their logos. The home page shows the operator's list (`home_slide`, seeded with these).
 */
export const PARTNERS = [
  { zh: '海川物流', en: 'HAICHUAN', mark: 'hex' },
  { zh: '远航科技', en: 'YUANHANG', mark: 'sail' },
  { zh: '丝路资本', en: 'SILK CAPITAL', mark: 'diamond' },
  { zh: '金帆贸易', en: 'JINFAN', mark: 'sail' },
  { zh: '云港数据', en: 'CLOUDPORT', mark: 'circle' },
  { zh: '瀚海保险', en: 'HANHAI', mark: 'shield' },
  { zh: '东方会展', en: 'ORIENT EXPO', mark: 'ring' },
  { zh: '星链支付', en: 'STARLINK PAY', mark: 'star' },
  { zh: '蓝洋检测', en: 'BLUE OCEAN', mark: 'circle' },
  { zh: '天工制造', en: 'TIANGONG', mark: 'hex' },
  { zh: '鼎信律所', en: 'DINGXIN LAW', mark: 'diamond' },
  { zh: '长风传媒', en: 'CHANGFENG', mark: 'ring' },
  { zh: '锦程供应链', en: 'JINCHENG SCM', mark: 'shield' },
  { zh: '华信认证', en: 'HUAXIN CERT', mark: 'star' },
] as const

export const partnerLogo = (index: number) =>
  `/home/partners/partner-${String(index + 1).padStart(2, '0')}.svg`
