import type { HomeSlide, NavEntry } from '@silk/contracts/content-admin'
import './lib/zod-jitless.ts'
import type { BaseSettingValue } from '@silk/contracts/common'
import type { CurrencyRate } from '@silk/contracts/currency'
import { isDisplayCurrency } from '@silk/contracts/display-currency'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { I18nextProvider } from 'react-i18next'
import {
  isRouteErrorResponse,
  Link,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { Toaster } from 'sonner'
import { LoadingBar } from './components/layout/LoadingBar.tsx'
import { SiteFooter } from './components/layout/SiteFooter.tsx'
import { SiteHeader } from './components/layout/SiteHeader.tsx'
import { useDock } from './features/chat/buyer-chat.ts'
import { guideMenu } from './features/chrome/guide-menu.server.ts'
import { SideBar } from './features/chrome/SideBar.tsx'
import { TabBar } from './features/chrome/TabBar.tsx'
import { useDistributionBinding } from './features/distribution/binding.ts'
import { createI18n, sharedI18n, switchLanguage } from './i18n/i18n.ts'
import { type Lang, toLang } from './i18n/resources.ts'
import { useTranslation } from './i18n/use-translation.ts'
import { renderLang, serverApi } from './lib/api/server.ts'
import { COOKIE, parseCookies, writeCookie } from './lib/cookies.ts'
import { deviceUuid } from './lib/device.ts'
import { useNonce } from './lib/nonce.tsx'
import type { RootData } from './lib/root-data.ts'
import './styles/global.css'

export const links = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }]

const DEFAULT_SITE = { siteName: '丝路之舟', logo: '/brand/logo.svg', icon: '/brand/icon.svg', icp: '' }
const DEFAULT_SITE_EN = { ...DEFAULT_SITE, siteName: 'Silk Road Ark' }

export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const cookies = parseCookies(request.headers.get('cookie'))
  const api = serverApi(request, context)
  // The site name and logo are cached for an hour in cookies (spec §3, §9): skip the call while they live.
  // The cookies hold the Chinese name: an English page reads the (cached) setting for its English one.
  const lang = renderLang(request)
  const cachedSite =
    lang !== 'en' && cookies[COOKIE.siteName] && cookies[COOKIE.logoImg] && COOKIE.siteIcp in cookies
      ? {
          siteName: cookies[COOKIE.siteName],
          logo: cookies[COOKIE.logoImg],
          icon: DEFAULT_SITE.icon,
          icp: cookies[COOKIE.siteIcp] ?? '',
        }
      : null
  const setting = cachedSite
    ? null
    : await api
        .get<{ settingValue: string }>('/common/common/site')
        .then((row) => JSON.parse(row.settingValue) as BaseSettingValue)
        .catch(() => null)
  // The footer's columns: the same for every visitor, so asked as nobody and kept (docs/performance.md §5).
  const footerSlot = (slot: 'THINK_TANK' | 'ORG') =>
    api.get<HomeSlide[]>('/buyer/other/home/slides', { slot }).catch(() => [] as HomeSlide[])
  const [rates, thinkTanks, orgs, nav] = await Promise.all([
    api.get<CurrencyRate[]>('/common/common/currency').catch(() => [] as CurrencyRate[]),
    footerSlot('THINK_TANK'),
    footerSlot('ORG'),
    // The header's navigation row, as the operator keeps it (decision 168), likewise the same for all.
    api.get<NavEntry[]>('/buyer/other/navList').catch(() => [] as NavEntry[]),
  ])
  const chosen = cookies[COOKIE.currency]
  let nickName: string | null = null
  try {
    const info = cookies[COOKIE.userInfo] ? JSON.parse(cookies[COOKIE.userInfo]) : null
    nickName = info?.nickName || info?.username || null
  } catch {
    nickName = null
  }
  return {
    lang,
    config: context.publicConfig,
    site:
      cachedSite ??
      (setting
        ? {
            siteName: (lang === 'en' && setting.siteNameEn) || setting.siteName,
            logo: setting.buyerSideLogo,
            icon: setting.buyerSideIcon,
            icp: setting.icp?.trim() ?? '',
          }
        : lang === 'en'
          ? DEFAULT_SITE_EN
          : DEFAULT_SITE),
    member: { loggedIn: Boolean(cookies[COOKIE.accessToken]), nickName },
    guideMenu: guideMenu(),
    currency: { rates, chosen: isDisplayCurrency(chosen) ? chosen : null },
    footer: { thinkTanks, orgs },
    nav,
  }
}

// Root font size = min(width / 1920, 2) × 16 px (spec §9), set before first paint. Under 768 px (a
// phone) the scaled rem would make 3 px text: the root stays 16 px and the phone layout (media queries
// at max-width 767px, decision 027) takes over.
const ROOT_FONT_SCRIPT = `(function(){var d=document.documentElement;function f(){var w=d.clientWidth;d.style.fontSize=(w<768?16:Math.min(w/1920,2)*16)+'px'}f();addEventListener('resize',f)})()`

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined
  const nonce = useNonce()
  return (
    <html lang={data?.lang ?? 'zh-CN'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b2545" />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by the CSP nonce
          dangerouslySetInnerHTML={{ __html: ROOT_FONT_SCRIPT }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

function useLanguage(lang: Lang) {
  // One instance for the page's life; later language changes go through changeLanguage below. The
  // server never changes a render's language, so it shares one instance per language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once on purpose
  const i18n = useMemo(() => (import.meta.env.SSR ? sharedI18n(lang) : createI18n(lang)), [])
  useEffect(() => {
    if (i18n.language !== lang) void switchLanguage(i18n, lang)
  }, [i18n, lang])
  useEffect(() => {
    // Chinese is the default and the choice is kept in local storage (spec §1): bring the cookie in line.
    const stored = localStorage.getItem(COOKIE.lang)
    if (!stored) localStorage.setItem(COOKIE.lang, lang)
    else if (toLang(stored) !== lang) writeCookie(COOKIE.lang, toLang(stored), 365 * 24 * 3600)
    deviceUuid()
  }, [lang])
  return i18n
}

/** A marker for the browser journeys: interact once React owns the page, not while it hydrates. */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

// The chat window's code loads when a chat is first opened (decision 142).
const ChatDock = lazy(() => import('./features/chat/ChatDock.tsx'))
function ChatDockMount() {
  return useDock().open ? <ChatDock /> : null
}

function Chrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation('chrome')
  return (
    <>
      <a className="visually-hidden" href="#main">
        {t('skipToContent')}
      </a>
      <LoadingBar />
      <SiteHeader />
      {/* A boundary React hydrates after the header, in slices that leave the main thread free
          between them: one pass over a whole guide page blocked a phone for over a second (decision 028). */}
      <Suspense fallback={null}>
        <main id="main">{children}</main>
        <SiteFooter />
        <HydratedMarker />
      </Suspense>
      <SideBar />
      <TabBar />
      <Suspense fallback={null}>
        <ChatDockMount />
      </Suspense>
      <Toaster position="top-center" richColors closeButton />
    </>
  )
}

export default function App() {
  const data = useRouteLoaderData('root') as RootData
  const i18n = useLanguage(data.lang)
  useDistributionBinding(data.member.loggedIn)
  // A console page (handle.console) brings its own frame instead of the shop's (decision 103).
  const inConsole = useMatches().some((m) => (m.handle as { console?: boolean } | undefined)?.console)
  return (
    <I18nextProvider i18n={i18n}>
      {inConsole ? (
        <>
          <LoadingBar />
          <Outlet />
          <HydratedMarker />
        </>
      ) : (
        <Chrome>
          <Outlet />
        </Chrome>
      )}
    </I18nextProvider>
  )
}

function ErrorView({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation()
  const copy = notFound ? t('notFound', { returnObjects: true }) : t('error', { returnObjects: true })
  const { title, text } = copy as { title: string; text: string }
  return (
    <section className="container" style={{ padding: '96px 0', textAlign: 'center' }}>
      <p style={{ fontSize: 72, fontWeight: 700, color: 'var(--sea-600)', lineHeight: 1 }}>
        {notFound ? '404' : '500'}
      </p>
      <h1 style={{ fontSize: 24, margin: '16px 0 8px' }}>{title}</h1>
      <p style={{ color: 'var(--ink-500)', marginBottom: 28 }}>{text}</p>
      <Link className="btn" to="/">
        {t('backHome')}
      </Link>
    </section>
  )
}

export function ErrorBoundary() {
  const error = useRouteError()
  const data = useRouteLoaderData('root') as RootData | undefined
  const lang = data?.lang ?? 'zh-CN'
  const i18n = useMemo(() => (import.meta.env.SSR ? sharedI18n(lang) : createI18n(lang)), [lang])
  const notFound = isRouteErrorResponse(error) && error.status === 404
  const body = <ErrorView notFound={notFound} />
  return (
    <I18nextProvider i18n={i18n}>
      <title>{notFound ? '页面不存在' : '页面出错了'}</title>
      {data ? <Chrome>{body}</Chrome> : body}
    </I18nextProvider>
  )
}
