/** Home page texts (spec §2 "Home page"). */
export const home = {
  heroTitle: '丝路之舟 扬帆出海',
  heroText: '为中国品牌出海与海外品牌入华，提供从市场研究、合规落地到渠道销售的一站式跨境贸易服务。',
  heroCta: '了解出海服务',
  heroShop: '进入商城',
  videoLabel: '宣传视频：丝路航船扬帆出海',
  stats: {
    label: '平台数据',
    enterprises: { value: '10万+', label: '服务企业' },
    transactions: { value: '100亿美元+', label: '年交易额' },
    countries: { value: '20', label: '三年内覆盖国家和地区' },
  },
  about: {
    eyebrow: 'ABOUT US',
    title: '关于我们',
    text: '丝路之舟是面向“一带一路”沿线的跨境贸易综合服务平台，汇聚国别指南、出海服务、品牌推广与多商户商城，帮助企业看清市场、走稳合规、卖进渠道。',
    text2:
      '我们联合政府机构、行业协会、智库与海外合作伙伴，为出海企业提供从“走出去”到“走进去”“走上去”的全周期陪伴。',
    more: '了解更多',
  },
  services: {
    eyebrow: 'CORE SERVICES',
    title: '核心服务',
    back: '<返回',
    expand: '展开{{title}}详情',
    collapse: '收起{{title}}详情',
    overseas: {
      title: '出海服务',
      text: '市场调研、主体设立、渠道拓展一站式落地',
      subtext:
        '覆盖市场调研与进入策略、海外公司注册与财税、知识产权与认证、跨境物流与海外仓、线上线下渠道招商等环节，由属地服务团队全程跟进，帮助企业以更低成本、更短周期完成海外落地。',
    },
    guide: {
      title: '出海指南',
      text: '20 国国别指南，政策法规与市场数据一手掌握',
      subtext:
        '整理重点国家的人口与经济概况、进出口结构、产业园区、港口航线、主流电商平台、节庆与商务礼俗，并提供可下载的政策文件与服务包，让企业出海前心中有数。',
    },
    digital: {
      title: '出海数字平台',
      text: '线上展馆、跨境商城与数字营销工具',
      subtext:
        '依托多商户跨境商城与国家馆线上展示，提供商品上架、多语言详情、跨境支付与结算、数据看板与数字营销工具，让中国好物触达全球买家，让海外好物便捷入华。',
    },
    capital: {
      title: '资本服务',
      text: '出海融资、跨境结算与汇率风险管理',
      subtext:
        '联合银行、出口信用保险与产业基金，提供订单融资、保单融资、跨境人民币结算、汇率避险方案与海外并购咨询，为企业出海提供全周期金融支持。',
    },
    protect: {
      title: '海外利益保护',
      text: '合规、法律与安全风险的预警与应对',
      subtext:
        '建立海外合规审查、法律援助、风险预警与应急响应机制，联合驻外机构、律所与安保机构，保护企业海外资产、人员与合法权益。',
    },
    integrated: {
      title: '综合服务',
      text: '展会商旅、人才培训与政策申报支持',
      subtext:
        '提供境外展会组织、商务考察与签证、出海人才培训、政策补贴申报与品牌国际传播等综合服务，让企业专注业务本身。',
    },
  },
  layout: {
    eyebrow: 'GLOBAL LAYOUT',
    title: '全球布局',
    text: '以上海为母港，串联“一带一路”沿线重点城市，构建覆盖亚、欧、非、美、大洋洲的服务网络。',
    mapLabel: '全球服务网络地图：从上海出发连接 11 个海外枢纽',
    hubs: {
      shanghai: '上海',
      xian: '西安',
      singapore: '新加坡',
      dubai: '迪拜',
      moscow: '莫斯科',
      istanbul: '伊斯坦布尔',
      hamburg: '汉堡',
      lagos: '拉各斯',
      saoPaulo: '圣保罗',
      losAngeles: '洛杉矶',
      sydney: '悉尼',
      jakarta: '雅加达',
    },
    figures: {
      hubs: { value: '12', label: '全球枢纽城市' },
      routes: { value: '36', label: '常态化贸易航线' },
      partners: { value: '200+', label: '海外合作机构' },
    },
  },
  belt: {
    eyebrow: 'INDUSTRIAL BELTS',
    title: '国内产业带',
    text: '深入国内优势产业集群，让源头工厂直连海外市场。',
    items: {
      yangtze: { name: '长三角', tags: '纺织丝绸 · 智能装备 · 生物医药' },
      pearl: { name: '珠三角', tags: '消费电子 · 家居家电 · 服装鞋包' },
      jingjin: { name: '京津冀', tags: '新能源汽车 · 高端制造 · 数字服务' },
      chengyu: { name: '成渝', tags: '电子信息 · 特色食品 · 文旅产品' },
      west: { name: '西北', tags: '特色农产品 · 新能源 · 中欧班列' },
      fujian: { name: '海西', tags: '运动鞋服 · 茶叶 · 石材陶瓷' },
    },
  },
  advantages: {
    eyebrow: 'OUR STRENGTHS',
    title: '我们的优势',
    items: {
      resources: { title: '权威资源', text: '联动政府机构、商协会与驻外机构，资源可信可用。' },
      network: { title: '全球网络', text: '12 个海外枢纽与 200+ 合作机构，服务就在身边。' },
      expertise: { title: '专业团队', text: '法律、财税、物流、营销专家组成的属地化团队。' },
      digital: { title: '数字赋能', text: '商城、国家馆与数据工具，让出海全程可视可控。' },
    },
  },
  partners: {
    eyebrow: 'ECOLOGICAL PARTNERS',
    title: '生态伙伴',
    text: '与物流、金融、法律、检测认证等领域的优秀伙伴共建出海生态。',
    label: '合作伙伴标志',
  },
  pavilion: {
    eyebrow: 'NATIONAL PAVILIONS',
    title: '国家馆',
    text: '走进各国国家馆，了解市场、政策与商机。',
    prev: '上一个',
    next: '下一个',
    visit: '进入国家馆',
    slide: '{{index}} / {{total}}',
  },
  intro: { label: '欢迎动画', skip: '跳过' },
} as const
