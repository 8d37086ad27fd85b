/**
 * 隐私政策 and 用户服务协议 of the platform, in Chinese (binding) and English (a translation), rendered at
 * /privacy and /terms and accepted at registration. Plain data, safe for the browser bundle.
 */
export interface LegalSection {
  heading: string
  paragraphs: string[]
  items?: string[]
}

export interface LegalDocument {
  title: string
  updated: string
  intro: string
  sections: LegalSection[]
}

export type LegalKey = 'privacy' | 'terms'

const UPDATED = '2026-11-20'

const privacyZh: LegalDocument = {
  title: '隐私政策',
  updated: UPDATED,
  intro:
    '丝路之舟（以下称“平台”或“我们”）依据《中华人民共和国个人信息保护法》《网络安全法》《数据安全法》《电子商务法》处理您的个人信息，遵循合法、正当、必要和诚信原则。本政策说明我们收集哪些信息、为何收集、与谁共享（包括向境外提供的情形）以及您如何行使权利。',
  sections: [
    {
      heading: '一、适用范围',
      paragraphs: [
        '本政策适用于丝路之舟网站、商城、会员中心及商家入驻服务。入驻店铺为履行您的订单处理您的收货信息时，是独立的个人信息处理者，应遵守本政策和法律的要求。',
      ],
    },
    {
      heading: '二、我们收集的信息',
      paragraphs: ['我们只收集提供服务所必需的信息：'],
      items: [
        '注册与登录：手机号码、用户名、经加密处理的密码、短信验证码校验记录；',
        '下单与配送：收货人姓名、电话、地址，订单、支付和售后记录；',
        '跨境进口订单：按海关对跨境电商零售进口的要求，订购人的真实姓名和身份证件号码（须与支付人一致），仅用于清关申报；',
        '支付：支付结果和流水号；银行卡号等支付敏感信息由持牌支付机构处理，平台不保存；',
        '安全与运行：设备标识（uuid）、IP 地址、浏览器类型、访问日志，用于登录保护、防刷和故障排查；',
        '您主动提供的内容：评价、晒图、投诉与客服沟通记录、商家入驻资料。',
      ],
    },
    {
      heading: '三、我们如何使用信息',
      paragraphs: [
        '用于创建和保护账户、完成交易与配送、办理清关、售后与投诉处理、结算与开票、履行法定义务，以及在汇总和去标识化后改进服务。我们不会利用您的个人信息进行不合理的差别定价，个性化推荐可随时关闭。',
      ],
    },
    {
      heading: '四、共享、委托处理与向境外提供',
      paragraphs: [
        '我们仅在完成服务所必需的范围内向以下对象提供信息：销售商品的店铺、承运的物流公司、报关企业和海关（跨境进口订单）、持牌支付机构。我们与受托方签订协议，要求其按约定目的和方式处理。',
        '当订单由境外店铺或海外仓发货时，完成订单需要向境外接收方提供收货人姓名、电话和地址。我们会事先告知接收方名称、联系方式、处理目的和方式，取得您的单独同意，并依法通过个人信息出境标准合同、认证或安全评估等途径进行。',
        '除法律法规要求或取得您的单独同意外，我们不会向其他第三方提供、出售或公开您的个人信息。',
      ],
    },
    {
      heading: '五、Cookie 与本地存储',
      paragraphs: [
        '我们使用必要的 Cookie 和本地存储保存登录状态（accessToken、refreshToken）、设备标识（uuid）、界面语言、购物车数量和站点名称缓存。我们不使用第三方广告跟踪。清除 Cookie 会使您退出登录。',
      ],
    },
    {
      heading: '六、保存期限',
      paragraphs: [
        '账户信息在您注销账户前保存；商品、服务和交易信息自交易完成之日起保存不少于三年（《电子商务法》第三十一条）；网络日志保存不少于六个月（《网络安全法》第二十一条）。期满后我们删除或匿名化处理。',
      ],
    },
    {
      heading: '七、安全措施',
      paragraphs: [
        '全站 HTTPS 加密传输，密码和支付密码经不可逆加密保存，内部按最小权限授权访问并记录操作日志。发生个人信息安全事件时，我们会按法律要求告知您和主管部门。',
      ],
    },
    {
      heading: '八、您的权利',
      paragraphs: [
        '您可以在会员中心查阅和更正个人资料与收货地址，删除浏览足迹，撤回同意，或申请复制、删除个人信息和注销账户。我们在核验身份后十五个工作日内答复。撤回同意不影响此前基于同意已进行的处理。',
      ],
    },
    {
      heading: '九、未成年人',
      paragraphs: [
        '商城面向成年人和企业采购。不满十四周岁的未成年人须在监护人同意和指导下使用，我们按敏感个人信息的规则处理其信息。',
      ],
    },
    {
      heading: '十、政策更新与联系我们',
      paragraphs: [
        '政策变更时我们会在本页公布并注明更新日期；重大变更将在您登录时另行提示。对本政策或个人信息处理有疑问、意见或投诉，请联系个人信息保护负责人：service@silkroadark.cn，电话 400-820-2026（周一至周五 09:00~17:30）。',
      ],
    },
  ],
}

const privacyEn: LegalDocument = {
  title: 'Privacy policy',
  updated: UPDATED,
  intro:
    'Silk Road Ark ("the platform", "we") processes your personal information under the Personal Information Protection Law, the Cybersecurity Law, the Data Security Law and the E-commerce Law of the People’s Republic of China, lawfully, fairly, only as far as necessary and in good faith. This policy explains what we collect, why, with whom we share it (including transfers abroad) and how you exercise your rights. The Chinese version prevails.',
  sections: [
    {
      heading: '1. Scope',
      paragraphs: [
        'This policy covers the Silk Road Ark website, shop, member centre and store onboarding. A store that processes your delivery details to fulfil your order is a separate personal-information handler and must meet this policy and the law.',
      ],
    },
    {
      heading: '2. What we collect',
      paragraphs: ['We collect only what the service needs:'],
      items: [
        'Sign-up and sign-in: mobile number, username, the password in encrypted form, SMS code checks;',
        'Orders and delivery: the consignee’s name, phone and address; order, payment and after-sale records;',
        'Cross-border import orders: the buyer’s real name and ID number, which customs requires for cross-border e-commerce retail imports (they must match the payer), used only for the customs declaration;',
        'Payment: the payment result and transaction number; card numbers are handled by licensed payment institutions and never stored by us;',
        'Security and operation: device id (uuid), IP address, browser type and access logs, to protect sign-ins, stop abuse and fix faults;',
        'What you give us: reviews and photos, complaints and customer-service conversations, store application documents.',
      ],
    },
    {
      heading: '3. How we use it',
      paragraphs: [
        'To create and protect your account, complete purchases and delivery, clear customs, handle after-sales and complaints, settle and invoice, meet legal duties and, once aggregated and de-identified, improve the service. We never use your information for unfair differential pricing, and you may switch off personalised recommendations at any time.',
      ],
    },
    {
      heading: '4. Sharing, processors and transfers abroad',
      paragraphs: [
        'We share only what a service needs with: the store selling the goods, the carrier, customs brokers and customs (cross-border import orders) and licensed payment institutions, under agreements that bind them to the stated purpose and means.',
        'When an overseas store or warehouse ships your order, the consignee’s name, phone and address must go to that recipient abroad. We tell you the recipient’s name and contact, the purpose and means first, ask for your separate consent, and transfer through the standard contract, certification or security assessment the law provides.',
        'Beyond that, we never provide, sell or disclose your personal information to third parties unless the law requires it or you separately consent.',
      ],
    },
    {
      heading: '5. Cookies and local storage',
      paragraphs: [
        'We use the cookies and local storage the site needs: your sign-in (accessToken, refreshToken), a device id (uuid), the interface language, the cart count and a cached site name. We use no third-party advertising trackers. Clearing cookies signs you out.',
      ],
    },
    {
      heading: '6. How long we keep it',
      paragraphs: [
        'Account data until you close the account; goods, service and transaction records for at least three years after the transaction (E-commerce Law, art. 31); network logs for at least six months (Cybersecurity Law, art. 21). Afterwards we delete or anonymise them.',
      ],
    },
    {
      heading: '7. Security',
      paragraphs: [
        'HTTPS throughout, passwords and payment passwords stored with one-way encryption, staff access on a least-privilege basis with operation logs. If a personal-information incident happens, we inform you and the authorities as the law requires.',
      ],
    },
    {
      heading: '8. Your rights',
      paragraphs: [
        'In the member centre you can read and correct your profile and addresses, delete your browsing history and withdraw consent; you may also ask for a copy of your information, its deletion or the closing of your account. We reply within fifteen working days after verifying your identity. Withdrawing consent does not affect processing already carried out on it.',
      ],
    },
    {
      heading: '9. Minors',
      paragraphs: [
        'The shop serves adults and businesses. Children under fourteen may use it only with a guardian’s consent and guidance; we treat their information as sensitive personal information.',
      ],
    },
    {
      heading: '10. Changes and contact',
      paragraphs: [
        'We publish changes on this page with the date of revision and point out material changes when you next sign in. Questions, comments or complaints about this policy go to our personal-information protection officer: service@silkroadark.cn, phone 400-820-2026 (Mon–Fri 09:00–17:30, China time).',
      ],
    },
  ],
}

const termsZh: LegalDocument = {
  title: '用户服务协议',
  updated: UPDATED,
  intro:
    '本协议是您与丝路之舟平台运营者之间关于使用网站、商城及相关服务的约定。请在注册前仔细阅读，特别是以加粗提示的免除或限制责任条款、跨境商品的特别约定和争议解决条款。您勾选“我已阅读并同意”并完成注册，即表示接受本协议和《隐私政策》。',
  sections: [
    {
      heading: '一、账户',
      paragraphs: [
        '您应以真实的手机号码注册，妥善保管用户名、密码和支付密码，并对账户下的行为负责。账户仅限本人使用，不得转让或出借。发现账户被盗用，请立即修改密码并联系客服。',
      ],
    },
    {
      heading: '二、平台与店铺',
      paragraphs: [
        '商城商品由入驻店铺销售，店铺是商品的销售者，对商品质量、信息真实、发货和售后负责；标注“自营”的商品由平台运营者销售。平台提供信息发布、交易撮合、支付结算和纠纷调处服务，并依法审核店铺资质。',
      ],
    },
    {
      heading: '三、商品信息、价格与订单',
      paragraphs: [
        '商品价格以人民币标示，以您提交订单时页面显示为准。您提交订单并成功支付后，您与店铺之间的买卖合同成立。库存不足或价格明显错误时，店铺可在告知您并全额退款后取消订单。',
      ],
    },
    {
      heading: '四、跨境商品的特别约定',
      paragraphs: ['购买标注为跨境进口的商品，您确认并同意：'],
      items: [
        '商品仅限个人自用，不得再次销售；',
        '订购人应如实提供姓名和身份证件号码，并与支付人一致，用于海关清关申报；',
        '单次交易限值人民币 5000 元、个人年度交易限值人民币 26000 元，超出部分不能按跨境电商零售进口政策通关；',
        '商品按跨境电商综合税征税，税费已在结算页列明；',
        '商品符合原产地标准，可能没有中文标签，中文说明可在商品页查阅；因清关时效，配送时间可能长于境内商品。',
      ],
    },
    {
      heading: '五、支付与余额',
      paragraphs: [
        '您可使用账户余额或平台支持的支付方式付款。余额可充值和提现，提现经审核后到账；设置支付密码后，余额支付和提现须验证支付密码。',
      ],
    },
    {
      heading: '六、配送与收货',
      paragraphs: [
        '店铺按订单约定发货，您可在订单详情查看物流。请在签收前检查外包装。确认收货后，货款将结算给店铺，请在收到并核对商品后再确认；超过自动确认期限未操作的，系统将自动确认收货。',
      ],
    },
    {
      heading: '七、退换货与售后',
      paragraphs: [
        '依照《消费者权益保护法》第二十五条，除定制商品、鲜活易腐品、已拆封的音像制品和计算机软件等数字化商品、交付的报纸期刊，以及页面标注不适用并经您确认的商品外，您可自收货之日起七日内无理由退货，商品应完好。质量问题的退换货和维修按法律和店铺承诺办理。与店铺协商不成的，可申请平台介入或提交投诉。',
      ],
    },
    {
      heading: '八、用户行为规范',
      paragraphs: [
        '您不得发布违法或侵权内容，不得进行虚假交易、刷单或恶意评价，不得利用程序批量注册、抢购或抓取数据，不得干扰平台的正常运行。违反的，平台可视情节删除内容、限制功能或停用账户。',
      ],
    },
    {
      heading: '九、知识产权',
      paragraphs: [
        '平台的页面设计、文字、图形和软件的知识产权归平台运营者或权利人所有。您发布的评价和图片，授权平台在商城内为展示商品免费使用。',
      ],
    },
    {
      heading: '十、责任限制',
      paragraphs: [
        '因不可抗力、通信线路故障、第三方服务中断或政策变化导致服务中断的，平台在合理范围内及时修复并告知，不承担超出法律规定的责任。平台对店铺的违约或侵权行为，按《电子商务法》的规定承担相应责任。',
      ],
    },
    {
      heading: '十一、协议的变更与终止',
      paragraphs: [
        '协议变更时，平台在本页公布并提前七日公示；您继续使用服务视为接受变更，不同意的可注销账户。您可随时注销账户；账户存在未完成的交易或余额时，应先处理完毕。',
      ],
    },
    {
      heading: '十二、法律适用与争议解决',
      paragraphs: [
        '本协议适用中华人民共和国法律（不含冲突规范）。发生争议时应友好协商；协商不成的，任何一方可向平台运营者所在地有管辖权的人民法院起诉。',
      ],
    },
  ],
}

const termsEn: LegalDocument = {
  title: 'User agreement',
  updated: UPDATED,
  intro:
    'This agreement sets out the terms between you and the operator of Silk Road Ark for the website, the shop and related services. Please read it before signing up, especially the clauses that exclude or limit liability, the special terms for cross-border goods and the dispute clause. By ticking “I have read and agree” and completing sign-up you accept this agreement and the Privacy policy. The Chinese version prevails.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'Sign up with your real mobile number, keep your username, password and payment password safe, and take responsibility for what is done under your account. It is yours alone and may not be transferred or lent. If it is misused, change your password and contact us at once.',
      ],
    },
    {
      heading: '2. The platform and the stores',
      paragraphs: [
        'Goods in the shop are sold by the stores on it: a store is the seller and answers for quality, accurate listings, shipping and after-sales. Goods marked “Self-operated” are sold by the platform operator. The platform publishes listings, brings buyers and sellers together, settles payments, mediates disputes and checks stores’ credentials as the law requires.',
      ],
    },
    {
      heading: '3. Listings, prices and orders',
      paragraphs: [
        'Prices are in Chinese yuan (RMB) as shown when you submit your order. The contract of sale between you and the store is made when you submit the order and pay. If stock runs out or a price is obviously wrong, the store may cancel after telling you and refunding in full.',
      ],
    },
    {
      heading: '4. Special terms for cross-border goods',
      paragraphs: ['When you buy goods marked as cross-border imports you confirm and agree that:'],
      items: [
        'the goods are for your personal use and not for resale;',
        'the buyer gives a true name and ID number matching the payer, for the customs declaration;',
        'one transaction may not exceed RMB 5,000 and one person’s purchases RMB 26,000 a year; beyond that the goods cannot clear customs under the cross-border retail import policy;',
        'the goods bear the cross-border e-commerce composite tax, shown at checkout;',
        'the goods meet the standards of their country of origin and may carry no Chinese label (a Chinese description is on the goods page); customs clearance can make delivery slower than for domestic goods.',
      ],
    },
    {
      heading: '5. Payment and wallet',
      paragraphs: [
        'You may pay from your wallet or with the payment methods the platform supports. The wallet can be topped up and withdrawn; withdrawals are paid after review. Once you set a payment password, wallet payments and withdrawals ask for it.',
      ],
    },
    {
      heading: '6. Delivery and receipt',
      paragraphs: [
        'The store ships as the order states; the order page shows the tracking. Check the parcel before you sign for it. Confirming receipt releases the payment to the store, so confirm only after you have received and checked the goods; an order not confirmed within the automatic period is confirmed by the system.',
      ],
    },
    {
      heading: '7. Returns and after-sales',
      paragraphs: [
        'Under article 25 of the Consumer Rights Protection Law you may return goods in good condition within seven days of receipt without giving a reason, except made-to-order goods, fresh and perishable goods, opened audio-visual products and software and other digital goods, delivered newspapers and periodicals, and goods marked as excluded on their page with your confirmation. Returns, exchanges and repairs for quality problems follow the law and the store’s promises. If you cannot agree with the store, you may ask the platform to step in or file a complaint.',
      ],
    },
    {
      heading: '8. Conduct',
      paragraphs: [
        'Do not post unlawful or infringing content, fake orders or reviews, register, buy or scrape in bulk with programs, or disrupt the platform. The platform may remove content, restrict features or disable the account depending on the seriousness.',
      ],
    },
    {
      heading: '9. Intellectual property',
      paragraphs: [
        'The design, text, graphics and software of the platform belong to its operator or their owners. You license the platform to show the reviews and photos you post with the goods in the shop, free of charge.',
      ],
    },
    {
      heading: '10. Limits of liability',
      paragraphs: [
        'If the service is interrupted by force majeure, network failures, third-party outages or changes of policy, the platform restores it and informs you within reason and bears no liability beyond what the law provides. For a store’s breach or infringement the platform is liable as the E-commerce Law provides.',
      ],
    },
    {
      heading: '11. Changes and termination',
      paragraphs: [
        'Changes are published on this page seven days before they take effect; using the service afterwards means you accept them, and if you do not, you may close your account. You may close it at any time once open orders and wallet balance are settled.',
      ],
    },
    {
      heading: '12. Governing law and disputes',
      paragraphs: [
        'This agreement is governed by the laws of the People’s Republic of China (excluding conflict rules). Disputes are first settled by negotiation; failing that, either party may sue in the competent people’s court where the platform operator is domiciled.',
      ],
    },
  ],
}

export const LEGAL: Record<LegalKey, { zh: LegalDocument; en: LegalDocument }> = {
  privacy: { zh: privacyZh, en: privacyEn },
  terms: { zh: termsZh, en: termsEn },
}

/** Where each document lives. */
export const LEGAL_HREF: Record<LegalKey, string> = { privacy: '/privacy', terms: '/terms' }
