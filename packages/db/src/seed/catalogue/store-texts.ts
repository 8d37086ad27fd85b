/**
 * What each demo store says about itself, in Chinese and English, and where it is in English (the
 * Chinese address is built from `storeDefs`). Keyed by the store's Chinese name; `english.test.ts` fails
 * on a store without both. Written to match what the store sells (its motifs), and to claim nothing a
 * buyer could not check: no awards, licences or partners.
 */
export const storeTexts: Record<string, { intro: string; introEn: string; addressEn: string }> = {
  丝路之舟自营旗舰店: {
    intro:
      '丝路之舟平台自营店，从茶山、瓷都与丝绸产地直接选品：普洱与龙井、青花瓷与茶具、桑蚕丝织物和文创礼品，统一质检，由杭州仓发货。',
    introEn:
      'Silk Road Ark’s own store. We buy straight from tea gardens, porcelain towns and silk mills – pu’er and Longjing, blue-and-white ware and tea sets, mulberry silk and cultural gifts – check every batch ourselves and ship from our Hangzhou warehouse.',
    addressEn: 'Hangzhou, Zhejiang, China',
  },
  云南勐海茶叶专营店: {
    intro: '扎根勐海茶区的普洱茶专营店，生茶、熟茶与古树茶饼按年份整理存放，另有滇红和云南养生花草茶。',
    introEn:
      'A pu’er specialist rooted in the Menghai tea country. Raw and ripe cakes and old-tree teas are stored and sorted by vintage, alongside Dianhong black tea and Yunnan herbal blends.',
    addressEn: 'Xishuangbanna, Yunnan, China',
  },
  景德镇御窑瓷器馆: {
    intro: '来自千年瓷都景德镇，经营手绘青花、粉彩与白瓷，从茶具、餐具到花瓶摆件，每件出窑后逐一挑选。',
    introEn:
      'From Jingdezhen, China’s porcelain capital for a thousand years. Hand-painted blue-and-white, famille rose and plain white ware – tea sets, tableware and vases – each piece picked out by hand after firing.',
    addressEn: 'Jingdezhen, Jiangxi, China',
  },
  宜兴紫砂艺术馆: {
    intro: '宜兴紫砂壶与茶器专营，原矿紫泥、朱泥、段泥手工成型，附泥料与工艺说明，适合日常泡茶与收藏。',
    introEn:
      'Yixing clay teapots and tea ware, shaped by hand from raw purple, red and buff clay. Every pot comes with a note on its clay and how it was made – for daily brewing or for the shelf.',
    addressEn: 'Wuxi, Jiangsu, China',
  },
  杭州丝绸之府: {
    intro: '杭州老字号丝绸铺，桑蚕丝围巾、睡衣与旗袍，真丝面料标明姆米数，另有以丝路为题的文创礼品。',
    introEn:
      'An old Hangzhou silk house: mulberry silk scarves, sleepwear and qipao, with the momme weight of every fabric stated, plus gifts inspired by the Silk Road.',
    addressEn: 'Hangzhou, Zhejiang, China',
  },
  苏州绣娘坊: {
    intro: '苏州绣娘工作室，手工苏绣团扇、丝巾与装饰画，也选配与绣品相衬的瓷器小件。',
    introEn:
      'A Suzhou embroidery studio. Our embroiderers stitch fans, silk scarves and framed pictures by hand in the Su style, and we pair them with small porcelain pieces that suit them.',
    addressEn: 'Suzhou, Jiangsu, China',
  },
  深圳智能数码港: {
    intro:
      '来自深圳华强北的数码店，手机、耳机、智能手表与户外电源，均为正规渠道新品，支持全球联保的型号会在详情中注明。',
    introEn:
      'A digital store from Shenzhen’s electronics district: phones, headphones, smartwatches and outdoor power stations, all new stock from authorised channels. Models with a global warranty say so on their page.',
    addressEn: 'Shenzhen, Guangdong, China',
  },
  香港周生珠宝行: {
    intro: '香港九龙的珠宝行，经营黄金、珍珠与玉石首饰，附检测证书，也精选部分护肤与香氛。',
    introEn:
      'A jeweller in Kowloon offering gold, pearl and jade jewellery with test certificates, and a small selection of skincare and fragrance.',
    addressEn: 'Kowloon, Hong Kong, China',
  },
  台湾阿里山茶行: {
    intro: '阿里山高山乌龙的茶行，春茶冬茶分批上架，另有凤梨酥等台湾茶点。',
    introEn:
      'A tea house for Alishan high-mountain oolong, with spring and winter harvests listed batch by batch, and Taiwanese treats such as pineapple cakes to go with them.',
    addressEn: 'Chiayi, Taiwan, China',
  },
  澳门手信坊: {
    intro: '澳门半岛的手信铺，杏仁饼、肉干与蛋卷现做现发，也有燕窝、花胶等滋补品。',
    introEn:
      'A Macao gift shop selling almond cookies, jerky and egg rolls baked fresh for each order, as well as bird’s nest, fish maw and other traditional tonics.',
    addressEn: 'Macao Peninsula, Macao, China',
  },
  日本京都生活馆: {
    intro: '京都的生活杂货店，器物、香、护肤与抹茶，偏爱小作坊出品与朴素耐用的设计。',
    introEn:
      'A Kyoto homeware shop: tableware, incense, skincare and matcha, with a soft spot for small workshops and simple things made to last.',
    addressEn: 'Kyoto, Japan',
  },
  东京数码优选: {
    intro: '东京的数码与美容电器店，相机、耳机与美容仪均为日本国内版，标明电压与插头规格。',
    introEn:
      'A Tokyo store for electronics and beauty devices. Cameras, headphones and facial devices are Japanese domestic models, each listed with its voltage and plug type.',
    addressEn: 'Tokyo, Japan',
  },
  首尔美妆研究所: {
    intro: '首尔的美妆选品店，护肤、彩妆与母婴护理，标注成分与适合肤质，帮你挑对产品。',
    introEn:
      'A Seoul beauty edit of skincare, make-up and baby care. Every product lists its ingredients and the skin types it suits, so you can choose the right one.',
    addressEn: 'Seoul, South Korea',
  },
  泰国清迈手作: {
    intro: '清迈手工艺人的作品：木雕、棉麻家纺、银饰与天然香皂，每件都有些许手作的不同。',
    introEn:
      'Work by Chiang Mai craftspeople: wood carving, cotton and linen for the home, silver jewellery and natural soaps. Being handmade, no two pieces are quite the same.',
    addressEn: 'Chiang Mai, Thailand',
  },
  越南西贡咖啡庄园: {
    intro: '越南中部高原的咖啡园，罗布斯塔与阿拉比卡咖啡豆、滴滤粉和速溶咖啡，配越南腰果等特产。',
    introEn:
      'A coffee estate in Vietnam’s Central Highlands: Robusta and Arabica beans, ground coffee for the phin filter and instant coffee, with cashews and other Vietnamese specialities.',
    addressEn: 'Ho Chi Minh City, Vietnam',
  },
  马来西亚南洋记: {
    intro: '吉隆坡的南洋风味铺，白咖啡、榴莲制品与燕窝，按南洋老方子制作。',
    introEn:
      'Flavours of Nanyang from Kuala Lumpur: white coffee, durian treats and bird’s nest, made to old Malaysian recipes.',
    addressEn: 'Kuala Lumpur, Malaysia',
  },
  新加坡狮城优品: {
    intro: '新加坡的健康与母婴选品店，保健品、婴童用品与护肤品，优先选择成分简单、说明清楚的产品。',
    introEn:
      'A Singapore store for health, baby and skincare products. We favour short ingredient lists and clear instructions.',
    addressEn: 'Singapore',
  },
  印尼巴厘岛工坊: {
    intro: '巴厘岛的手工作坊，藤编、木器与银饰，由当地匠人制作，带着海岛的悠闲气质。',
    introEn:
      'A Bali workshop of rattan, woodwork and silver jewellery made by local artisans, with an easy-going island feel.',
    addressEn: 'Bali, Indonesia',
  },
  法国波尔多酒庄: {
    intro: '波尔多产区的葡萄酒庄，红、白葡萄酒按年份与等级分列，附酒庄与产区介绍。',
    introEn:
      'A Bordeaux wine estate. Reds and whites are listed by vintage and classification, with notes on the château and its appellation.',
    addressEn: 'Bordeaux, France',
  },
  巴黎香氛沙龙: {
    intro: '巴黎的香氛沙龙，香水、香薰蜡烛与护肤品，标明香调，方便按喜好挑选。',
    introEn:
      'A Paris fragrance salon: perfumes, scented candles and skincare, each described by its scent notes so you can shop by taste.',
    addressEn: 'Paris, France',
  },
  意大利佛罗伦萨皮具: {
    intro: '佛罗伦萨的皮具工坊，植鞣牛皮手袋、钱包与皮带，也有托斯卡纳风格的饰品。',
    introEn:
      'A Florentine leather workshop making handbags, wallets and belts in vegetable-tanned leather, alongside Tuscan-style jewellery.',
    addressEn: 'Florence, Italy',
  },
  德国家居精选: {
    intro: '慕尼黑的家居选品店，厨具、小家电与健康用品，注重做工与耐用。',
    introEn:
      'A Munich home store for kitchenware, small appliances and health products, chosen for sound build and long life.',
    addressEn: 'Munich, Germany',
  },
  澳洲健康优选: {
    intro: '悉尼的健康选品店，保健品、婴儿配方奶粉与澳洲食品，从本地药房与超市渠道采购。',
    introEn:
      'A Sydney store for supplements, infant formula and Australian foods, sourced through local pharmacies and supermarkets.',
    addressEn: 'Sydney, Australia',
  },
  新西兰纯净牧场: {
    intro: '来自新西兰的牧场好物，奶粉、麦卢卡蜂蜜与羊毛制品，标明产地与等级。',
    introEn:
      'Farm produce from New Zealand: milk powder, manuka honey and wool goods, with the origin and grade of each stated.',
    addressEn: 'Auckland, New Zealand',
  },
  美国户外装备站: {
    intro: '丹佛的户外装备店，帐篷、背包、徒步鞋与登山配件，按用途与季节推荐搭配。',
    introEn:
      'An outdoor outfitter in Denver: tents, backpacks, hiking boots and climbing gear, with suggestions for what goes together by activity and season.',
    addressEn: 'Denver, Colorado, United States',
  },
  加拿大枫叶之家: {
    intro: '温哥华的加拿大特产店，枫糖浆、三文鱼、保健品与户外用品。',
    introEn: 'Canadian favourites from Vancouver: maple syrup, salmon, supplements and outdoor gear.',
    addressEn: 'Vancouver, British Columbia, Canada',
  },
  俄罗斯琥珀之光: {
    intro: '圣彼得堡的琥珀饰品店，波罗的海琥珀项链与手串，另有俄式巧克力和蜂蜜。',
    introEn:
      'A St Petersburg amber shop with Baltic amber necklaces and bracelets, plus Russian chocolate and honey.',
    addressEn: 'St Petersburg, Russia',
  },
  哈萨克斯坦草原优品: {
    intro: '阿拉木图的草原特产店，蜂蜜、坚果、马奶制品与手工毛毡家居。',
    introEn:
      'Goods from the steppe, sent from Almaty: honey, nuts, mare’s milk products and handmade felt for the home.',
    addressEn: 'Almaty, Kazakhstan',
  },
  土耳其大巴扎: {
    intro: '伊斯坦布尔大巴扎里的老铺，土耳其软糖、咖啡、彩绘陶瓷与马赛克灯。',
    introEn:
      'An old stall in Istanbul’s Grand Bazaar: Turkish delight, coffee, painted ceramics and mosaic lamps.',
    addressEn: 'Istanbul, Turkey',
  },
  迪拜金街珠宝: {
    intro: '迪拜黄金街的珠宝行，足金首饰与中东风格手袋，标明克重与成色。',
    introEn:
      'A jeweller on Dubai’s Gold Souk selling pure gold jewellery and Middle Eastern-style handbags, with the weight and purity of every piece stated.',
    addressEn: 'Dubai, United Arab Emirates',
  },
  智利安第斯酒庄: {
    intro: '安第斯山脚下的智利酒庄，赤霞珠、佳美娜等葡萄酒，以及智利坚果与果干。',
    introEn:
      'A Chilean winery at the foot of the Andes making Cabernet Sauvignon, Carménère and other wines, with Chilean nuts and dried fruit.',
    addressEn: 'Santiago, Chile',
  },
  西班牙巴塞罗那运动: {
    intro: '巴塞罗那的运动户外店，跑鞋、运动服饰、背包与球迷周边。',
    introEn: 'A Barcelona sports store: running shoes, sportswear, backpacks and gear for football fans.',
    addressEn: 'Barcelona, Spain',
  },
  义乌好货源头工厂: {
    intro: '义乌的源头工厂店，母婴、家居、户外、箱包与文具，工厂直发，支持批量采购。',
    introEn:
      'A factory-direct store in Yiwu for baby goods, homeware, outdoor gear, bags and stationery, shipped from the factory floor, with bulk orders welcome.',
    addressEn: 'Yiwu, Zhejiang, China',
  },
  北京荣宝斋文房: {
    intro: '北京琉璃厂的文房店，笔墨纸砚、书画用品与瓷器文玩。',
    introEn:
      'A stationery shop on Beijing’s Liulichang Street for brushes, ink, paper and inkstones, painting supplies and porcelain curios.',
    addressEn: 'Beijing, China',
  },
}
