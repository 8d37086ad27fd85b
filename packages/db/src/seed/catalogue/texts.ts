/** Phrases the demo generator combines into selling points, introductions and reviews. */
export const modifiers = ['', '', '新品', '经典款', '限量版', '2026新款', '官方正品']

export const localSellingPoints = [
  '产地直发，正品保障，支持七天无理由退货',
  '官方授权，顺丰包邮',
  '原产地溯源，一物一码，放心选购',
  '丝路严选，品质抽检，售后无忧',
]

export const importSellingPoints = [
  '跨境直邮，海关备案，假一赔十',
  '原产地溯源，一物一码，放心选购',
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

/** The detail page body: facts, then the close-up, the size chart and the product in use, each captioned. */
export function introHtml(input: {
  goodsName: string
  sellingPoint: string
  origin: string
  storeName: string
  /** The gallery: [still-life, close-up, in use, size chart]. */
  images: string[]
  params: [string, string][]
  imported: boolean
}): string {
  const rows = input.params.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')
  const [, closeUp, inUse, size] = input.images
  const figure = (src: string | undefined, caption: string) =>
    src
      ? `<figure><img src="${src}" alt="${input.goodsName} ${caption}" width="800" height="800" loading="lazy"/><figcaption>${caption}</figcaption></figure>`
      : ''
  const route = input.imported
    ? `原产${input.origin}，经海关备案后由保税仓或跨境直邮发出，全程物流可追踪。`
    : `产自${input.origin}，由「${input.storeName}」从产地直接发货。`
  return [
    `<h3>${input.goodsName}</h3>`,
    `<p>${input.sellingPoint}。${route}</p>`,
    `<table class="params">${rows}</table>`,
    figure(closeUp, '细节特写'),
    figure(size, '尺寸示意'),
    figure(inUse, '生活场景'),
    '<p>【品质承诺】每一批商品均经过到货抽检，如有质量问题可在签收后七天内申请售后，平台全程护航。</p>',
  ].join('')
}

/** The same page in English (decision 026): the English name, selling point, place and parameters. */
export function introHtmlEn(input: Parameters<typeof introHtml>[0]): string {
  const rows = input.params.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')
  const [, closeUp, inUse, size] = input.images
  const figure = (src: string | undefined, caption: string) =>
    src
      ? `<figure><img src="${src}" alt="${input.goodsName}, ${caption.toLowerCase()}" width="800" height="800" loading="lazy"/><figcaption>${caption}</figcaption></figure>`
      : ''
  const route = input.imported
    ? `Made in ${input.origin}; registered with customs and shipped from a bonded warehouse or by cross-border direct mail, tracked all the way.`
    : `Made in ${input.origin} and shipped straight from the source by ${input.storeName}.`
  return [
    `<h3>${input.goodsName}</h3>`,
    `<p>${input.sellingPoint}. ${route}</p>`,
    `<table class="params">${rows}</table>`,
    figure(closeUp, 'Close-up'),
    figure(size, 'Size guide'),
    figure(inUse, 'In use'),
    '<p>[Our quality promise] Every batch is spot-checked on arrival. If anything is wrong, apply for after-sales within seven days of receipt; the platform stands behind you.</p>',
  ].join('')
}
