import { customPinyin, pinyin } from 'pinyin-pro'
import { preciseWords } from '../search-tokens.ts'

/**
 * English names of China's administrative regions (decision 159), generated when the region table is
 * seeded: provinces by their standard English names (a fixed list of 34), every city and district by
 * the pinyin of its name without the administrative suffix plus the English kind where one is usual
 * ("东城区" → "Dongcheng District", "杭州市" → "Hangzhou", "湘西土家族苗族自治州" → "Xiangxi Tujia and
 * Miao Autonomous Prefecture"). Pinyin comes from `pinyin-pro`; the few place names it reads with a
 * character's everyday sound get their place reading below.
 */

const PROVINCES: Record<string, string> = {
  北京市: 'Beijing',
  天津市: 'Tianjin',
  河北省: 'Hebei',
  山西省: 'Shanxi',
  内蒙古自治区: 'Inner Mongolia',
  辽宁省: 'Liaoning',
  吉林省: 'Jilin',
  黑龙江省: 'Heilongjiang',
  上海市: 'Shanghai',
  江苏省: 'Jiangsu',
  浙江省: 'Zhejiang',
  安徽省: 'Anhui',
  福建省: 'Fujian',
  江西省: 'Jiangxi',
  山东省: 'Shandong',
  河南省: 'Henan',
  湖北省: 'Hubei',
  湖南省: 'Hunan',
  广东省: 'Guangdong',
  广西壮族自治区: 'Guangxi',
  海南省: 'Hainan',
  重庆市: 'Chongqing',
  四川省: 'Sichuan',
  贵州省: 'Guizhou',
  云南省: 'Yunnan',
  西藏自治区: 'Tibet',
  陕西省: 'Shaanxi',
  甘肃省: 'Gansu',
  青海省: 'Qinghai',
  宁夏回族自治区: 'Ningxia',
  新疆维吾尔自治区: 'Xinjiang',
  香港特别行政区: 'Hong Kong SAR',
  澳门特别行政区: 'Macao SAR',
  台湾省: 'Taiwan',
}

/** Names that are a grouping rather than a place. */
const GROUPS: Record<string, string> = {
  市辖区: 'City districts',
  县: 'Counties',
  省直辖县级行政区划: 'County-level divisions',
  自治区直辖县级行政区划: 'County-level divisions',
  中沙群岛的岛礁及其海域: 'Zhongsha Islands',
}

/** Place readings `pinyin-pro` does not know (it gives the character's everyday sound). */
customPinyin({
  乐清: 'yuè qīng',
  单县: 'shàn xiàn',
  蔚县: 'yù xiàn',
  乐亭: 'lào tíng',
  洪洞: 'hóng tóng',
  都安: 'dū ān',
  浚县: 'xùn xiàn',
  大城: 'dà chéng',
  喀什: 'kā shí',
  涡阳: 'guō yáng',
  繁峙: 'fán shì',
  蚌山: 'bèng shān',
  乐都: 'lè dū',
  筠连: 'jūn lián',
  // 都 is dū in place names (成都, 莲都, 丰都), not the everyday dōu.
  都: 'dū',
})

/** Ethnic groups named in autonomous prefectures, counties and banners, in their usual English. */
const ETHNIC: Record<string, string> = {
  朝鲜: 'Korean',
  土家: 'Tujia',
  苗: 'Miao',
  藏: 'Tibetan',
  羌: 'Qiang',
  彝: 'Yi',
  布依: 'Bouyei',
  侗: 'Dong',
  哈尼: 'Hani',
  壮: 'Zhuang',
  傣: 'Dai',
  白: 'Bai',
  景颇: 'Jingpo',
  傈僳: 'Lisu',
  回: 'Hui',
  蒙古: 'Mongol',
  满: 'Manchu',
  达斡尔: 'Daur',
  鄂温克: 'Ewenki',
  鄂伦春: 'Oroqen',
  畲: 'She',
  瑶: 'Yao',
  各: 'Multi-ethnic',
  仫佬: 'Mulao',
  毛南: 'Maonan',
  黎: 'Li',
  仡佬: 'Gelao',
  水: 'Shui',
  纳西: 'Naxi',
  拉祜: 'Lahu',
  佤: 'Va',
  布朗: 'Blang',
  独龙: 'Derung',
  怒: 'Nu',
  普米: 'Pumi',
  裕固: 'Yugur',
  哈萨克: 'Kazak',
  柯尔克孜: 'Kirgiz',
  塔吉克: 'Tajik',
  锡伯: 'Xibe',
  东乡: 'Dongxiang',
  保安: 'Bonan',
  撒拉: 'Salar',
  土: 'Tu',
  维吾尔: 'Uygur',
}
/** Longest first, so 土家 is tried before 土. */
const ETHNIC_NAMES = Object.keys(ETHNIC).sort((a, b) => b.length - a.length)

/**
 * Suffix → English kind ('' = none), longest first; `zone` marks the economic and administrative zones,
 * whose long names join several places ("邯郸冀南新区"), written word by word.
 */
const SUFFIXES: [string, string, zone?: true][] = [
  ['自治州', 'Autonomous Prefecture'],
  ['自治县', 'Autonomous County'],
  ['自治旗', 'Autonomous Banner'],
  ['经济技术开发区', 'Economic and Technological Development Zone', true],
  ['高新技术产业开发区', 'High-tech Industrial Development Zone', true],
  ['高新技术产业园区', 'High-tech Industrial Park', true],
  ['高新技术开发区', 'High-tech Development Zone', true],
  ['高技术产业开发区', 'High-tech Industrial Development Zone', true],
  ['经济开发区', 'Economic Development Zone', true],
  ['开发区', 'Development Zone', true],
  ['城乡一体化示范区', 'Urban-Rural Integration Demonstration Zone', true],
  ['综合改革示范区', 'Comprehensive Reform Demonstration Zone', true],
  ['示范区', 'Demonstration Zone', true],
  ['现代产业园区', 'Modern Industrial Park', true],
  ['循环化工园区', 'Circular Chemical Industry Park', true],
  ['文化旅游创意园区', 'Cultural Tourism and Creative Park', true],
  ['工业园区', 'Industrial Park', true],
  ['风景名胜区', 'Scenic Area', true],
  ['经济综合实验区', 'Comprehensive Economic Experimental Zone', true],
  ['综合物流产业聚集区', 'Comprehensive Logistics Industry Cluster', true],
  ['食品区', 'Food Zone', true],
  ['管理区管委会', 'Administrative Zone', true],
  ['管理区', 'Administrative Zone', true],
  ['行政委员会', 'Administrative Committee', true],
  ['林区', 'Forestry District'],
  ['新区', 'New Area', true],
  ['新城', 'New Town', true],
  ['群岛', 'Islands'],
  ['地区', 'Prefecture'],
  ['联合旗', 'United Banner'],
  ['左旗', 'Left Banner'],
  ['右旗', 'Right Banner'],
  ['前旗', 'Front Banner'],
  ['后旗', 'Rear Banner'],
  ['中旗', 'Middle Banner'],
  ['矿区', 'Mining District'],
  ['市', ''],
  ['区', 'District'],
  ['县', 'County'],
  ['旗', 'Banner'],
  ['盟', 'League'],
]

/** A zone's base written word by word: "河北唐山芦台" → "Hebei Tangshanlutai", a city's 市 dropped. */
function romaniseWords(base: string): string {
  const words: string[] = []
  let single = ''
  for (const w of preciseWords(base)) {
    if (w.length === 1 && w !== '市') {
      single += w
      continue
    }
    if (single) words.push(single)
    single = ''
    const word = w.length > 2 && w.endsWith('市') ? w.slice(0, -1) : w
    if (word && word !== '市') words.push(word)
  }
  if (single) words.push(single)
  return words.map(romanise).join(' ')
}

const VOWEL_START = /^[aeo]/

/** "hangzhou" style romanisation: syllables run together, an apostrophe where a vowel would blur them. */
export function romanise(chinese: string): string {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
  const word = syllables
    .map((s, i) => (i > 0 && VOWEL_START.test(s) ? `'${s}` : s))
    .join('')
    .replaceAll('v', 'ü')
  return word.charAt(0).toUpperCase() + word.slice(1)
}

/** The English groups of an autonomous area's name, peeled off its end: "湘西土家族苗族" → [湘西, [Tujia, Miao]]. */
function peelEthnic(base: string): [string, string[]] {
  const groups: string[] = []
  let rest = base
  for (;;) {
    const hit = ETHNIC_NAMES.find(
      (cn) => rest.endsWith(`${cn}族`) || (cn.length > 1 && rest.endsWith(cn) && rest.length > cn.length),
    )
    if (!hit) break
    groups.unshift(ETHNIC[hit])
    rest = rest.slice(0, rest.length - (rest.endsWith(`${hit}族`) ? hit.length + 1 : hit.length))
  }
  return [rest, groups]
}

const andList = (words: string[]) =>
  words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`

/** The English name of one region row. */
export function regionEnglishName(name: string, level: 'province' | 'city' | 'district'): string {
  if (level === 'province' && PROVINCES[name]) return PROVINCES[name]
  if (GROUPS[name]) return GROUPS[name]
  // A long suffix needs a place of two characters before it: 清新区 is Qingxin District, not a new area.
  const suffix = SUFFIXES.find(
    ([cn]) => name.endsWith(cn) && name.length - cn.length >= (cn.length > 1 ? 2 : 1),
  )
  if (!suffix) return romanise(name)
  const [cn, kind, zone] = suffix
  let base = name.slice(0, name.length - cn.length)
  let groups: string[] = []
  if (cn.startsWith('自治')) [base, groups] = peelEthnic(base)
  if (zone && base.length > 2 && base.endsWith('市')) base = base.slice(0, -1)
  // A one-character place keeps its suffix's syllable: 城区 → "Chengqu District", 沙县 → "Shaxian County".
  const place =
    base.length === 1 && kind
      ? romanise(base + cn.slice(-1))
      : zone && base.length >= 4
        ? romaniseWords(base)
        : romanise(base)
  return [place, andList(groups), kind].filter(Boolean).join(' ')
}
