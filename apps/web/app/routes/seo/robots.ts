import type { LoaderFunctionArgs } from 'react-router'

/** Private and API paths stay out of crawlers' way; everything else is public, with the sitemap named. */
const DISALLOW = [
  '/home',
  '/cart',
  '/login',
  '/SignUp',
  '/forgetPassword',
  '/Preview',
  '/seller',
  '/admin',
  '/buyer/',
  '/store/',
  '/manager/',
  '/common/',
  '/docs',
]

export function loader({ context }: LoaderFunctionArgs) {
  const origin = context.publicConfig.publicOrigin.replace(/\/$/, '')
  const body = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
