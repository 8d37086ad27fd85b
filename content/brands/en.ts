import type { BrandText } from './schema.ts'

/** Brand hall texts (English). Every brand is an example company, not a real company or trademark. */
export const BRANDS_EN: Record<string, BrandText> = {
  'lanan-tea': {
    name: 'Lan’an Tea',
    tagline: 'Fujian white tea meets Middle Eastern hospitality',
    originName: 'Fuding, Fujian, China',
    summary:
      'A Fuding white-tea producer with 200 hectares of its own gardens, selling in the UAE and Saudi Arabia since 2024 through supermarkets and gift channels with cold-brew and gift-box teas.',
    story: [
      'Lan’an Tea was founded by a third-generation tea maker who still withers white tea in the sun. For a decade its tea went to domestic wholesale markets at thin, volatile margins.',
      'In 2024 Lan’an learned through Silk Road Ark about Middle Eastern demand for quality tea and festive gifts. With halal certification and Arabic labels it set up a trading company in Dubai and linked the ritual of serving tea to guests with local culture.',
    ],
    markets: ['UAE', 'Saudi Arabia', 'Qatar'],
    products: [
      {
        name: 'Cold-brew white tea',
        text: 'Pyramid bags brewed in cold water for four hours — made for hot climates.',
      },
      { name: 'White Peony gift box', text: 'Ramadan and Eid gift packs in Arabic and English.' },
      { name: 'Aged white tea cake', text: 'Five-year aged white tea for premium tea houses and hotels.' },
    ],
    services: ['Going-global services', 'Product launches', 'Cross-border logistics', 'Brand promotion'],
    milestones: [
      { year: 2009, text: 'Founded in Fuding with its first ecological tea gardens' },
      { year: 2024, text: 'Halal certified; trading company set up in Dubai' },
      { year: 2025, text: 'In 120+ supermarkets in the UAE and Saudi Arabia' },
      { year: 2026, text: 'Cold-brew range launched before Ramadan' },
    ],
    metrics: [
      { value: '120+', label: 'Points of sale in the Middle East' },
      { value: '35%', label: 'Share of revenue abroad' },
      { value: '9 months', label: 'To first listings' },
    ],
    quote: {
      text: 'We used to know only how to make tea. Now we know how to make people love it.',
      author: 'Lin Yuanzhou',
      role: 'General Manager, Lan’an Tea',
    },
  },
  'qicheng-robotics': {
    name: 'Qicheng Robotics',
    tagline: 'Cleaning robots designed for European homes',
    originName: 'Shenzhen, Guangdong, China',
    summary:
      'A Shenzhen robot-vacuum brand focused on vacuum-and-mop robots, selling in Europe since 2023 through a German warehouse and marketplaces, with compliance covering CE, WEEE and battery rules.',
    story: [
      'Qicheng was founded by a navigation-algorithm team that first designed ODM solutions for overseas brands. The team saw that European homes have varied floors and compact layouts and value quiet, low-profile machines.',
      'Since 2023 Qicheng has sold under its own brand in Germany and Poland. With Silk Road Ark it built a product compliance checklist, registered for producer responsibility, opened a German warehouse and rebuilt multilingual listings and after-sales.',
    ],
    markets: ['Germany', 'Poland', 'Austria', 'Czechia'],
    products: [
      {
        name: 'S9 robot vacuum and mop',
        text: '8.2 cm slim body, laser navigation, auto-empty and mop drying.',
      },
      { name: 'W2 window robot', text: 'A window-cleaning robot that fits Europe’s tilt-and-turn windows.' },
      { name: 'P5 pet edition', text: 'Tangle-free brush and pet-waste detection for pet owners.' },
    ],
    services: [
      'Going-global services',
      'Overseas interest protection',
      'Cross-border logistics',
      'Product launches',
    ],
    milestones: [
      { year: 2016, text: 'Founded in Shenzhen around navigation algorithms' },
      { year: 2023, text: 'Own brand launched in Germany with a German warehouse' },
      { year: 2025, text: 'Prepared for the EU battery regulation' },
      { year: 2026, text: 'S9 launched in Germany and Poland' },
    ],
    metrics: [
      { value: '3.2×', label: 'Annual sales growth' },
      { value: '0', label: 'Compliance delistings' },
      { value: '2 days', label: 'Average delivery in Germany' },
    ],
    quote: {
      text: 'Europe has no shortage of products. What customers want is compliance and service they can trust.',
      author: 'Zhou Qiming',
      role: 'Co-founder, Qicheng Robotics',
    },
  },
  'nordkap-seafood': {
    name: 'Nordkap Seafood',
    tagline: 'Cold-water seafood from above the Arctic Circle',
    originName: 'Tromsø, Norway',
    summary:
      'A family seafood company from northern Norway selling cold-water salmon and cod, in China since 2024 through cross-border e-commerce plus general trade, with cold chain across East China.',
    story: [
      'Nordkap Seafood was founded in Tromsø; three generations have run coastal farming and processing, selling across Europe.',
      'Entering China meant overseas manufacturer registration, Chinese labels and cold-chain distribution. Silk Road Ark helped with registration and labels, designed a dual import route and brought in cold-chain partners for East China.',
    ],
    markets: ['China (East and South)'],
    products: [
      { name: 'Fresh salmon fillets', text: 'Air-freighted; about 72 hours from catch to a Shanghai table.' },
      { name: 'Smoked salmon', text: 'Traditional cold smoking, vacuum-packed for online retail.' },
      { name: 'Arctic cod portions', text: 'Boneless frozen cod for families and children’s meals.' },
    ],
    services: ['Going-global services', 'Cross-border logistics', 'Policy support', 'Brand promotion'],
    milestones: [
      { year: 1987, text: 'Founded in Tromsø' },
      { year: 2024, text: 'Registered as an overseas food manufacturer for China' },
      { year: 2025, text: 'Cross-border flagship store opened; first shipment cleared' },
      { year: 2026, text: 'General-trade imports into East China premium supermarkets' },
    ],
    metrics: [
      { value: '6 months', label: 'To first cleared shipment' },
      { value: '38%', label: 'Online repeat rate' },
      { value: '72 hours', label: 'Catch to table' },
    ],
    quote: {
      text: 'Chinese consumers care a great deal about quality — that is our opportunity.',
      author: 'Ingrid Solberg',
      role: 'Export Director, Nordkap Seafood',
    },
  },
  'qinghe-home': {
    name: 'Qinghe Home',
    tagline: 'Bamboo home goods for tropical living',
    originName: 'Anji, Zhejiang, China',
    summary:
      'An Anji bamboo homeware maker that moved from OEM to its own brand, entering Southeast Asia in 2023 with Malaysia first: e-commerce to find best-sellers, then home-store chains.',
    story: [
      'Qinghe Home was founded in Anji, a centre of China’s bamboo industry, and spent twenty years making bamboo storage and furniture for Western brands.',
      'In 2023, guided by Silk Road Ark’s strategy work, Qinghe chose Malaysia as its first market: e-commerce to prove best-sellers, a Kuala Lumpur warehouse and home-store chains in year two, then Thailand and Vietnam.',
    ],
    markets: ['Malaysia', 'Thailand', 'Vietnam'],
    products: [
      { name: 'Bamboo storage range', text: 'Moisture-treated bamboo boxes and shelves for humid climates.' },
      { name: 'Folding bamboo table', text: 'A folding design for small apartments, no tools needed.' },
      { name: 'Bamboo-fibre bedding', text: 'Breathable, cool sheets and pillowcases.' },
    ],
    services: [
      'Going-global strategy',
      'Going-global services',
      'Cross-border logistics',
      'Digital trade platform',
    ],
    milestones: [
      { year: 2004, text: 'Founded in Anji as an OEM maker' },
      { year: 2023, text: 'Own brand live on Malaysian marketplaces' },
      { year: 2024, text: 'Kuala Lumpur warehouse; into home-store chains' },
      { year: 2025, text: 'Expanded to Thailand and Vietnam' },
    ],
    metrics: [
      { value: '14 months', label: 'To monthly break-even' },
      { value: '3', label: 'Southeast Asian markets' },
      { value: '4.8', label: 'Average marketplace rating' },
    ],
    quote: {
      text: 'From OEM to brand, the hardest step is the first: choosing the right market.',
      author: 'Shen Qinghe',
      role: 'Chair, Qinghe Home',
    },
  },
  'dolomia-outdoor': {
    name: 'Dolomia Outdoor',
    tagline: 'Professional outdoor gear from the Alps',
    originName: 'Trentino, Italy',
    summary:
      'An Italian outdoor clothing and mountaineering-boot brand that entered China in 2024 with a cross-border flagship store plus regional distributors, keeping brand control while reaching specialist stores.',
    story: [
      'Dolomia Outdoor began as a boot workshop in the Alps and has made hand-stitched mountaineering boots and clothing for half a century.',
      'Seeing outdoor sports boom in China, the brand hesitated between a master distributor and running its own business. Silk Road Ark recommended a hybrid: a cross-border flagship store to set image and price, and regional distributors for specialist outdoor stores.',
    ],
    markets: ['China'],
    products: [
      {
        name: 'Alpine mountaineering boots',
        text: 'Hand-stitched uppers for high-altitude and snow routes.',
      },
      {
        name: '3-in-1 shell jacket',
        text: 'Waterproof, breathable fabric with a removable insulated liner.',
      },
      { name: 'Hiking shoes', text: 'Lightweight for day hikes and long trails.' },
    ],
    services: ['Going-global strategy', 'Brand promotion', 'Going-global services'],
    milestones: [
      { year: 1972, text: 'Boot workshop founded in Trentino' },
      { year: 2024, text: 'Cross-border flagship store opened in China' },
      { year: 2025, text: 'Six regional distributors, 42 specialist stores' },
    ],
    metrics: [
      { value: '42', label: 'Partner stores in year one' },
      { value: '±5%', label: 'Price gap across channels' },
      { value: '27%', label: 'Member repeat rate' },
    ],
    quote: {
      text: 'In China we found people who love the mountains as much as we do.',
      author: 'Marco Zanetti',
      role: 'International Director, Dolomia Outdoor',
    },
  },
  'rosandes-skincare': {
    name: 'Rosandes',
    tagline: 'Gentle repair with Andean rosehip',
    originName: 'Santiago, Chile',
    summary:
      'A Chilean natural skincare brand built on wild Andean rosehip oil; it chose a Chinese name in 2025 and entered China through cross-border e-commerce in 2026.',
    story: [
      'Rosandes was founded by two botanists who work with Andean farmers to harvest wild rosehip and cold-press it into skincare oil.',
      'Before entering China, the original name was hard to say and remember in Chinese. Silk Road Ark helped choose the Chinese name 露西亚, file the trademark and build Chinese content around the origin of the ingredient.',
    ],
    markets: ['China'],
    products: [
      { name: 'Rosehip oil serum', text: 'Cold-pressed rosehip oil for dry and sun-exposed skin.' },
      { name: 'Repair cream', text: 'Rosehip oil with ceramides for sensitive skin.' },
      { name: 'Brightening essence', text: 'Gentle brightening for everyday care.' },
    ],
    services: ['Brand building', 'Product launches', 'Brand promotion'],
    milestones: [
      { year: 2011, text: 'Founded in Santiago' },
      { year: 2025, text: 'Chinese name chosen and trademark filed' },
      { year: 2026, text: 'Launched in China through cross-border e-commerce' },
    ],
    metrics: [
      { value: '6 months', label: 'To file the Chinese trademark' },
      { value: '35,000+', label: 'Social notes in year one' },
      { value: '31%', label: 'Repurchase rate' },
    ],
    quote: {
      text: 'A Chinese name people enjoy saying was our best introduction in China.',
      author: 'Camila Reyes',
      role: 'Founder, Rosandes',
    },
  },
  'xinglan-energy': {
    name: 'Xinglan Energy',
    tagline: 'No more panic when the power goes out',
    originName: 'Changzhou, Jiangsu, China',
    summary:
      'A Changzhou maker of portable power stations and home solar storage that entered Brazil in 2025 and is expanding to Mexico, serving camping and home back-up needs.',
    story: [
      'Xinglan Energy was founded by battery engineers and focuses on lithium-iron-phosphate storage, first exported B2B.',
      'Parts of Latin America have unstable grids and plenty of sun, so households want back-up power. With Silk Road Ark, Xinglan prepared local certification, designed instalment plans and opened a local service point in Brazil.',
    ],
    markets: ['Brazil', 'Mexico'],
    products: [
      {
        name: 'E1000 portable power station',
        text: '1 kWh LiFePO4 battery with many outputs for camping and emergencies.',
      },
      { name: 'Folding solar panel', text: '200 W folding panel, plug-and-play with the power station.' },
      { name: 'Home storage system', text: 'Expandable home storage for rooftop solar.' },
    ],
    services: ['Going-global services', 'Product launches', 'Capital services', 'Cross-border logistics'],
    milestones: [
      { year: 2018, text: 'Founded in Changzhou' },
      { year: 2024, text: 'Prepared Brazilian certification' },
      { year: 2025, text: 'Home storage in Brazilian distribution; São Paulo service point' },
      { year: 2026, text: 'E1000 portable power station launched in Brazilian retail' },
    ],
    metrics: [
      { value: '2', label: 'Latin American markets' },
      { value: '12', label: 'Instalments available' },
      { value: '48 hours', label: 'Service response in Brazil' },
    ],
    quote: {
      text: 'In Latin America, service and instalments matter as much as the product.',
      author: 'Chen Xinglan',
      role: 'Founder, Xinglan Energy',
    },
  },
  'zhijin-silk': {
    name: 'Zhijin Silk',
    tagline: 'Eastern craft, contemporary design',
    originName: 'Suzhou, Jiangsu, China',
    summary:
      'A Suzhou silk company that moved from making for European labels to its own brand, selling in French and Italian boutiques since 2024.',
    story: [
      'Zhijin has nearly thirty years of silk weaving behind it, long producing scarves and fabrics for European fashion houses.',
      'With Silk Road Ark’s brand team, Zhijin repositioned as “Eastern craft, contemporary design”, checked its name in French and Italian, built a new identity, registered EU trademarks and adopted recyclable packaging for European boutiques.',
    ],
    markets: ['France', 'Italy', 'Belgium'],
    products: [
      {
        name: 'Silk square scarves',
        text: 'Heavy silk twill, hand-rolled edges, patterns from Suzhou gardens.',
      },
      { name: 'Silk sleepwear', text: '19-momme silk in clean cuts.' },
      { name: 'Song brocade clutch', text: 'Heritage Song brocade in a contemporary shape.' },
    ],
    services: ['Brand building', 'Overseas interest protection', 'Brand promotion'],
    milestones: [
      { year: 1996, text: 'Silk mill founded in Suzhou' },
      { year: 2023, text: 'Own-brand programme started; EU trademarks filed' },
      { year: 2024, text: 'Into boutiques in Paris and Milan' },
      { year: 2026, text: '28 partner boutiques in Europe' },
    ],
    metrics: [
      { value: '28', label: 'European boutiques' },
      { value: '+41%', label: 'Gross margin on own brand' },
      { value: '100%', label: 'Recyclable packaging' },
    ],
    quote: {
      text: 'At last we can put our own name on our work.',
      author: 'Gu Jinwen',
      role: 'Design Director, Zhijin Silk',
    },
  },
  'abyssa-coffee': {
    name: 'Abyssa Coffee',
    tagline: 'Single-origin coffee from coffee’s birthplace',
    originName: 'Addis Ababa, Ethiopia',
    summary:
      'An Ethiopian specialty-coffee company working directly with cooperatives, supplying green beans to Chinese specialty cafés since 2023 and launching its own roasted brand.',
    story: [
      'Abyssa Coffee works with smallholder cooperatives in the southern Ethiopian highlands and keeps to traditional natural and washed processing.',
      'Specialty coffee is growing fast in China. Silk Road Ark helped Abyssa map import and quarantine requirements, meet roasters and cafés, and open a sample and cupping space in Shanghai.',
    ],
    markets: ['China', 'South Korea'],
    products: [
      {
        name: 'Single-origin green beans',
        text: 'Specialty green coffee traceable by cooperative and lot, for roasters.',
      },
      { name: 'Natural light roast', text: 'Berry and floral notes in small retail bags.' },
      { name: 'Drip bags', text: 'Portable drip coffee for office and travel.' },
    ],
    services: ['Going-global services', 'Cross-border logistics', 'Policy support', 'Brand promotion'],
    milestones: [
      { year: 2006, text: 'Founded in Addis Ababa' },
      { year: 2023, text: 'First green beans imported to China' },
      { year: 2025, text: 'Shanghai cupping space opened; own roasted brand launched' },
    ],
    metrics: [
      { value: '200+', label: 'Partner cafés and roasters' },
      { value: '14', label: 'Cooperatives sourced directly' },
      { value: '100%', label: 'Lots traceable' },
    ],
    quote: {
      text: 'Behind every cup is a family in the highlands.',
      author: 'Selam Tesfaye',
      role: 'Founder, Abyssa Coffee',
    },
  },
  'chiyuan-mobility': {
    name: 'Chiyuan Electric',
    tagline: 'Electric two-wheelers for Southeast Asian commuters',
    originName: 'Wuxi, Jiangsu, China',
    summary:
      'A Wuxi electric two-wheeler maker that opened an assembly plant in Indonesia in 2024, with models adapted to local roads and climate and a battery-swap partnership.',
    story: [
      'Chiyuan Electric makes electric motorcycles and e-bikes and has a complete vehicle and battery supply chain at home.',
      'Southeast Asia has huge motorcycle fleets and policies pushing electrification. With Silk Road Ark, Chiyuan planned local assembly in Indonesia, arranged financing and ran a risk assessment before building a plant near Jakarta.',
    ],
    markets: ['Indonesia', 'Vietnam', 'Philippines'],
    products: [
      { name: 'C3 city commuter', text: '90 km range, built for heat and heavy rain.' },
      { name: 'C3S battery-swap model', text: 'Standard batteries on a partner swap network.' },
      { name: 'Delivery model', text: 'Reinforced frame and large cargo box for riders.' },
    ],
    services: [
      'Capital services',
      'Overseas interest protection',
      'Going-global services',
      'Integrated services',
    ],
    milestones: [
      { year: 2014, text: 'Founded in Wuxi' },
      { year: 2023, text: 'Indonesia investment risk assessment and filings completed' },
      { year: 2024, text: 'Assembly plant near Jakarta in production' },
      { year: 2026, text: 'Entered Vietnam and the Philippines' },
    ],
    metrics: [
      { value: '50,000', label: 'Annual assembly capacity' },
      { value: '600+', label: 'Local employees' },
      { value: '3', label: 'Southeast Asian markets' },
    ],
    quote: {
      text: 'Building locally and hiring locally is the foundation of our future in Southeast Asia.',
      author: 'Qian Chiyuan',
      role: 'President, Chiyuan Electric',
    },
  },
  'lumivita-health': {
    name: 'Lumivita',
    tagline: 'Supplements from German pharmacies',
    originName: 'Hamburg, Germany',
    summary:
      'A German supplement brand long sold in German pharmacies, in China since 2024 through cross-border e-commerce with vitamins and minerals.',
    story: [
      'Lumivita was founded by a pharmacist and has sold in German pharmacies and drugstores for over twenty years.',
      'Entering China meant dealing with health-food rules, the cross-border retail import list and advertising compliance. Silk Road Ark mapped the compliance route, launched through cross-border e-commerce and had claims reviewed by specialists.',
    ],
    markets: ['China'],
    products: [
      { name: 'Vitamin D3 drops', text: '1,000 IU per drop for adults’ daily use.' },
      { name: 'Magnesium tablets', text: 'Magnesium citrate in effervescent tablets.' },
      { name: 'Multivitamin 50+', text: 'A multi-nutrient formula for people over 50.' },
    ],
    services: ['Going-global services', 'Brand promotion', 'Overseas interest protection'],
    milestones: [
      { year: 1998, text: 'Founded in Hamburg' },
      { year: 2024, text: 'Cross-border flagship store opened in China' },
      { year: 2025, text: 'Listed on two cross-border marketplaces' },
    ],
    metrics: [
      { value: '2', label: 'Cross-border marketplaces' },
      { value: '0', label: 'Advertising complaints' },
      { value: '44%', label: 'Member repeat rate' },
    ],
    quote: {
      text: 'In China, trust is the first thing we have to earn.',
      author: 'Dr. Jonas Albrecht',
      role: 'Managing Director, Lumivita',
    },
  },
  'chengxin-medical': {
    name: 'Chengxin Medical',
    tagline: 'Home health monitoring, simple and reliable',
    originName: 'Suzhou, Jiangsu, China',
    summary:
      'A Suzhou home medical device maker of blood-pressure monitors and pulse oximeters, selling in Central Asia and the Middle East since 2024 after local device registration.',
    story: [
      'Chengxin Medical makes home health monitors known for simple use and stable readings.',
      'For medical devices, registration and quality systems come first. Silk Road Ark mapped the registration rules of Kazakhstan, Uzbekistan and Saudi Arabia, found local authorised representatives and organised medical trade fairs.',
    ],
    markets: ['Kazakhstan', 'Uzbekistan', 'Saudi Arabia'],
    products: [
      {
        name: 'Upper-arm blood-pressure monitor',
        text: 'Voice read-out with Russian and Arabic interfaces.',
      },
      { name: 'Fingertip pulse oximeter', text: 'Light and portable for home and sport.' },
      { name: 'Forehead thermometer', text: 'One-second readings for families with children.' },
    ],
    services: ['Going-global services', 'Business travel', 'Country guides', 'Policy support'],
    milestones: [
      { year: 2012, text: 'Founded in Suzhou' },
      { year: 2024, text: 'Medical device registration in Kazakhstan' },
      { year: 2025, text: 'Entered Saudi Arabia; exhibited at a Riyadh medical fair' },
    ],
    metrics: [
      { value: '3', label: 'Countries registered' },
      { value: '400+', label: 'Pharmacy points of sale' },
      { value: '4', label: 'Interface languages' },
    ],
    quote: {
      text: 'Do registration properly and markets open to you.',
      author: 'Xu Cheng',
      role: 'International Regulatory Manager, Chengxin Medical',
    },
  },
  'teaklane-home': {
    name: 'Teaklane Living',
    tagline: 'Thai handmade woodwork for Chinese homes',
    originName: 'Chiang Mai, Thailand',
    summary:
      'A Chiang Mai handmade wood homeware brand using sustainably sourced teak and mango wood, in China since 2025 through cross-border e-commerce and designer channels.',
    story: [
      'Teaklane began as a woodworking studio in Chiang Mai, making furniture and tableware with local craftspeople.',
      'Silk Road Ark helped Teaklane map quarantine rules for imported wood products, create Chinese product content, reach interior designers and stage its first pop-up in Shanghai.',
    ],
    markets: ['China'],
    products: [
      { name: 'Teak serving plates', text: 'Turned from solid wood and finished with food-safe wax oil.' },
      { name: 'Mango-wood side table', text: 'Handmade joinery for small living rooms.' },
      { name: 'Rattan baskets', text: 'Woven by local artisans.' },
    ],
    services: ['Going-global services', 'Cross-border logistics', 'Brand promotion'],
    milestones: [
      { year: 2001, text: 'Woodworking studio founded in Chiang Mai' },
      { year: 2025, text: 'Cross-border store opened for China' },
      { year: 2026, text: 'Shanghai pop-up; 30 design studios signed' },
    ],
    metrics: [
      { value: '30', label: 'Partner design studios' },
      { value: '4.9', label: 'Product rating' },
      { value: '60+', label: 'Partner artisans' },
    ],
    quote: {
      text: 'Young people in China appreciate the warmth of handmade things.',
      author: 'Niran Chaiyasit',
      role: 'Founder, Teaklane Living',
    },
  },
  'hengyue-machinery': {
    name: 'Hengyue Machinery',
    tagline: 'Compact construction machines for infrastructure sites',
    originName: 'Changsha, Hunan, China',
    summary:
      'A Changsha maker of mini excavators and loaders, in Central Asian and Middle Eastern infrastructure markets since 2023 with local parts depots and service stations.',
    story: [
      'Hengyue Machinery builds 1–8 tonne compact machines known for durability and easy repair.',
      'For construction machinery abroad, parts and service decide everything. Silk Road Ark helped Hengyue open a parts depot in Almaty, arrange leasing finance and use export credit insurance to cover dealer credit risk.',
    ],
    markets: ['Kazakhstan', 'Uzbekistan', 'Saudi Arabia'],
    products: [
      { name: 'HY35 mini excavator', text: '3.5 tonnes for municipal and irrigation works.' },
      { name: 'HS60 skid-steer loader', text: 'Quick-change attachments, one machine for many jobs.' },
      { name: 'HE18 electric mini excavator', text: 'Zero emissions for indoor and urban work.' },
    ],
    services: [
      'Capital services',
      'Going-global services',
      'Overseas interest protection',
      'Cross-border logistics',
    ],
    milestones: [
      { year: 1999, text: 'Founded in Changsha' },
      { year: 2023, text: 'Entered Kazakhstan; Almaty parts depot opened' },
      { year: 2025, text: 'Entered Saudi Arabia with a local dealer' },
    ],
    metrics: [
      { value: '24 hours', label: 'Parts on site' },
      { value: '11', label: 'Overseas dealers' },
      { value: '0', label: 'Dealer bad debts' },
    ],
    quote: {
      text: 'Selling a machine is just the start; serving it for ten years builds the name.',
      author: 'Peng Yue',
      role: 'GM International, Hengyue Machinery',
    },
  },
  'huayu-beauty': {
    name: 'Huayu Beauty',
    tagline: 'Make-up designed for tropical weather',
    originName: 'Hangzhou, Zhejiang, China',
    summary:
      'A young Hangzhou make-up brand developing long-wear products for hot, humid Southeast Asia, selling in Thailand, Indonesia and the Philippines through live commerce since 2024.',
    story: [
      'Huayu Beauty grew up in Chinese live-stream commerce and is quick to read demand and iterate.',
      'Southeast Asia is hot and humid, so shoppers value long wear and oil control. With Silk Road Ark, Huayu completed cosmetics notifications, mapped halal-related requirements and partnered with local creators to open the market through live selling.',
    ],
    markets: ['Thailand', 'Indonesia', 'Philippines'],
    products: [
      { name: 'Oil-control long-wear foundation', text: 'Made for heat and humidity, 12-hour wear.' },
      { name: 'Waterproof eyeliner', text: 'Sweat- and tear-proof, no smudging.' },
      { name: 'Tinted sunscreen', text: 'SPF50+ PA++++, light and non-sticky.' },
    ],
    services: ['Brand promotion', 'Product launches', 'Going-global services'],
    milestones: [
      { year: 2017, text: 'Founded in Hangzhou' },
      { year: 2024, text: 'Cosmetics notification in Thailand; live selling begins' },
      { year: 2025, text: 'Entered Indonesia and the Philippines' },
    ],
    metrics: [
      { value: '300+', label: 'Local creators' },
      { value: '3', label: 'Southeast Asian markets' },
      { value: '52%', label: 'Sales from live commerce' },
    ],
    quote: {
      text: 'Products should be designed for local weather and skin, not copied from best-sellers at home.',
      author: 'Ye Huayu',
      role: 'Founder, Huayu Beauty',
    },
  },
  'rheinfeld-tools': {
    name: 'Rheinfeld Precision',
    tagline: 'German precision measuring and cutting tools',
    originName: 'Stuttgart, Germany',
    summary:
      'A German precision-tool company making measuring instruments and carbide cutters, with a technical service centre in Suzhou since 2023 serving Chinese automotive and machinery makers.',
    story: [
      'Rheinfeld Precision is a family company that has supplied precision tools to European automotive and machinery industries for seventy years.',
      'As Chinese manufacturing upgrades, demand for high-end tools grows. Silk Road Ark helped Rheinfeld set up a foreign-invested company, choose the site of its technical centre, hire local talent and meet industrial customers at trade fairs.',
    ],
    markets: ['China', 'Vietnam'],
    products: [
      { name: 'Digital micrometer', text: '0.001 mm resolution, IP65 protection.' },
      { name: 'Carbide end mills', text: 'For high-speed machining of aluminium and stainless steel.' },
      { name: 'Tool regrinding', text: 'Regrinding and inspection at the Suzhou centre.' },
    ],
    services: [
      'Going-global services',
      'Integrated services',
      'Business travel',
      'Overseas interest protection',
    ],
    milestones: [
      { year: 1954, text: 'Founded in Stuttgart' },
      { year: 2023, text: 'Suzhou technical service centre opened' },
      { year: 2025, text: 'More than 300 customers in China' },
    ],
    metrics: [
      { value: '300+', label: 'Industrial customers in China' },
      { value: '48 hours', label: 'Regrinding turnaround' },
      { value: '45', label: 'Local technical staff' },
    ],
    quote: {
      text: 'Only close to customers can we truly understand their processes.',
      author: 'Katrin Weber',
      role: 'Managing Director Asia Pacific, Rheinfeld Precision',
    },
  },
}
