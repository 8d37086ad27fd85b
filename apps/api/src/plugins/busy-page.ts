import { createHash } from 'node:crypto'

/**
 * The answer to a page the render gate shed (503): a small page in the site's frame — the navy top
 * bar, the logo and name, a card, the footer line — in the visitor's language, readable on a phone
 * (viewport meta, fluid width), that loads the address again by itself a few seconds later (a meta
 * refresh: no script, so nothing to allow) and offers to do it at once. It is written here, not
 * rendered: rendering is what the node has no room for. Its one inline style is allowed by hash.
 */
const STYLE = [
  '*{box-sizing:border-box}',
  'html{-webkit-text-size-adjust:100%}',
  'body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:#f5f7fa;color:#1a1f2b;',
  'font:16px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC",sans-serif}',
  '.bar{background:#071a33;color:#b5bccb;font-size:13px;padding:8px 16px;text-align:center}',
  'header{background:#fff;box-shadow:0 1px 0 #e6e9ef}',
  '.brand{max-width:1200px;margin:0 auto;padding:14px 16px;display:flex;align-items:center;gap:12px;',
  'color:#0b2545;font-size:22px;font-weight:700;text-decoration:none}',
  '.brand img{width:44px;height:44px}',
  'main{flex:1;display:flex;align-items:center;justify-content:center;padding:32px 16px}',
  '.card{width:100%;max-width:520px;background:#fff;border-radius:8px;box-shadow:0 10px 30px rgba(11,37,69,.14);',
  'padding:36px 28px;text-align:center}',
  '.spin{width:44px;height:44px;margin:0 auto 20px;border-radius:50%;border:4px solid #e8f1fb;',
  'border-top-color:#1b4f8a;animation:s 1s linear infinite}',
  '@keyframes s{to{transform:rotate(360deg)}}',
  '@media (prefers-reduced-motion:reduce){.spin{animation:none;border-top-color:#d4af37}}',
  'h1{margin:0 0 8px;font-size:22px;color:#0b2545;text-wrap:balance}',
  'p{margin:0 0 24px;color:#636b7d;text-wrap:pretty}',
  '.btn{display:inline-block;min-width:160px;padding:10px 24px;border-radius:8px;background:#1b4f8a;color:#fff;',
  'text-decoration:none;font-weight:600}',
  '.btn:hover,.btn:focus-visible{background:#13315c}',
  '.btn:focus-visible{outline:3px solid #d4af37;outline-offset:2px}',
  'footer{padding:16px;text-align:center;font-size:13px;color:#636b7d}',
].join('')

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`

/** The page's own policy: its style, the logo, nothing that runs. */
export const BUSY_PAGE_POLICY = `default-src 'none'; style-src ${STYLE_HASH}; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`

const TEXTS = {
  'zh-CN': {
    site: '丝路之舟',
    tagline: '跨境贸易综合服务平台',
    title: '访问人数较多，请稍候',
    text: '页面正在排队打开，几秒后会自动重试，无需重复点击。',
    retry: '立即重试',
    home: '丝路之舟首页',
  },
  en: {
    site: 'Silk Road Ark',
    tagline: 'Cross-border trade services platform',
    title: 'We are busy right now',
    text: 'Your page is queued and will load again by itself in a few seconds; there is no need to click.',
    retry: 'Try again now',
    home: 'Silk Road Ark home',
  },
} as const

/**
 * The busy page in `lang`, retrying after `seconds` (the caller spreads them, so a crowd that was
 * shed together does not come back together).
 */
export function busyPage(lang: 'zh-CN' | 'en', seconds: number): string {
  const t = TEXTS[lang]
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${seconds}"><meta name="robots" content="noindex"><title>${t.title} - ${t.site}</title><style>${STYLE}</style></head><body><div class="bar">${t.tagline}</div><header><a class="brand" href="/" aria-label="${t.home}"><img src="/brand/logo.svg" alt="" width="44" height="44">${t.site}</a></header><main><section class="card" data-busy-page role="status"><div class="spin" aria-hidden="true"></div><h1>${t.title}</h1><p>${t.text}</p><a class="btn" href="">${t.retry}</a></section></main><footer>© ${t.site}</footer></body></html>`
}
