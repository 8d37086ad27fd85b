/** Phrases the demo generator combines into selling points, introductions and reviews. */
export const modifiers = [
  '',
  '',
  '礼盒装',
  '新品',
  '经典款',
  '家庭装',
  '限量版',
  '2026新款',
  '官方正品',
  '跨境直邮',
]

export const sellingPoints = [
  '产地直发，正品保障，支持七天无理由退货',
  '跨境直邮，海关备案，假一赔十',
  '非遗匠心，手工制作，每一件都独一无二',
  '官方授权，全国联保，顺丰包邮',
  '原产地溯源，一物一码，放心选购',
  '丝路严选，万人好评，复购率超过六成',
  '保税仓发货，最快次日达',
]

export const reviewTexts: Record<'GOOD' | 'MODERATE' | 'WORSE', string[]> = {
  GOOD: [
    '质量非常好，和描述的一模一样，包装也很用心，会回购的。',
    '物流很快，三天就到了，东西做工精细，送人很有面子。',
    '第二次购买了，品质稳定，客服态度也很好，推荐！',
    '跨境商品能这么快收到很惊喜，正品无疑，五星好评。',
    '细节处理得很好，性价比高，家里人都很喜欢。',
    '包装很有设计感，实物比图片还漂亮，满意。',
  ],
  MODERATE: [
    '东西还可以，就是物流稍微慢了一点，整体中规中矩。',
    '和预期差不多，颜色比图片略深，能接受。',
    '质量一般般，价格还算合理，再观察一段时间。',
  ],
  WORSE: ['外包装有破损，联系客服后给了补偿，但体验不太好。', '实物与描述有差距，做工比较粗糙，不太推荐。'],
}

export const reviewerNames = [
  '丝路买家',
  '茶客',
  '海淘达人',
  '小鹿',
  '阿青',
  '远航',
  '云朵',
  '山海',
  '清风',
  '晚晴',
]

export function introHtml(input: {
  goodsName: string
  sellingPoint: string
  origin: string
  storeName: string
  images: string[]
  params: [string, string][]
}): string {
  const rows = input.params.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')
  const pics = input.images
    .map((src) => `<p><img src="${src}" alt="${input.goodsName}" loading="lazy"/></p>`)
    .join('')
  return [
    `<h3>${input.goodsName}</h3>`,
    `<p>${input.sellingPoint}。本品由「${input.storeName}」直接供货，原产${input.origin}，经丝路之舟平台严选入驻，支持跨境物流全程追踪。</p>`,
    `<table class="params">${rows}</table>`,
    '<p>【品质承诺】每一批商品均经过到货抽检，如有质量问题可在签收后七天内申请售后，平台全程护航。</p>',
    pics,
  ].join('')
}
