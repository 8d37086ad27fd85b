import type { HomeSlide } from '@silk/contracts/content-admin'
import { useRef } from 'react'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { CoreServices } from '../features/home/CoreServices.tsx'
import { HeroMedia } from '../features/home/HeroMedia.tsx'
import { Intro } from '../features/home/Intro.tsx'
import { PartnerStrip } from '../features/home/PartnerStrip.tsx'
import { PavilionCarousel } from '../features/home/PavilionCarousel.tsx'
import { useReveal } from '../features/home/reveal.ts'
import { WorldLayout } from '../features/home/WorldLayout.tsx'
import { useTranslation } from '../i18n/use-translation.ts'
import { serverApi } from '../lib/api/server.ts'
import { Frozen } from '../lib/frozen.tsx'
import { pageMeta } from '../lib/meta.ts'
import styles from './home.module.css'

export const meta = pageMeta('home', {
  zh: '丝路之舟：中国品牌出海与海外品牌入华的跨境贸易综合服务平台，提供国别指南、出海服务、品牌推广与跨境商城。',
  en: 'Silk Road Ark: cross-border trade services for Chinese brands going abroad and overseas brands entering China, with country guides, services, brand promotion and a cross-border shop.',
})

// The banner's poster for the window at hand (a phone's own cut under 768 px; HeroMedia).
export const links = () => [
  {
    rel: 'preload',
    as: 'image',
    href: '/home/banner-poster.webp',
    media: '(min-width: 768px)',
    fetchPriority: 'high',
  },
  {
    rel: 'preload',
    as: 'image',
    href: '/home/banner-poster-phone.webp',
    media: '(max-width: 767px)',
    fetchPriority: 'high',
  },
]

/** The partner logos and pavilion slides the operator keeps (`/admin/home-slides`). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(request, context)
  const slides = (slot: 'PARTNER' | 'PAVILION') =>
    api.get<HomeSlide[]>('/buyer/other/home/slides', { slot }).catch(() => [] as HomeSlide[])
  const [partners, pavilion] = await Promise.all([slides('PARTNER'), slides('PAVILION')])
  return { partners, pavilion }
}

const STATS = ['enterprises', 'transactions', 'countries'] as const
const FIGURES = ['hubs', 'routes', 'partners'] as const
const BELTS = ['yangtze', 'pearl', 'jingjin', 'chengyu', 'west', 'fujian'] as const
const ADVANTAGES = ['resources', 'network', 'expertise', 'digital'] as const

function SectionHead({ ns, light = false }: { ns: string; light?: boolean }) {
  const { t } = useTranslation('home')
  return (
    <header className={`${styles.head} ${light ? styles.light : ''}`} data-reveal>
      <span className={styles.eyebrow}>{t(`${ns}.eyebrow`)}</span>
      <h2>{t(`${ns}.title`)}</h2>
    </header>
  )
}

export default function Home() {
  const { t, lang } = useTranslation('home')
  const { partners, pavilion } = useLoaderData<typeof loader>()
  const root = useRef<HTMLDivElement>(null)
  useReveal(root)

  return (
    <div ref={root} className={styles.page}>
      <Intro />
      {/* Frozen, key language (docs/performance.md): never the member, nor the operator's slides. */}
      <Frozen name="home" copyKey={lang}>
        <section className={styles.hero}>
          <HeroMedia className={styles.video} label={t('videoLabel')} />
          <div className={`container ${styles.heroInner}`}>
            <h1 className={styles.slogan}>{t('heroTitle')}</h1>
            <p className={styles.lead}>{t('heroText')}</p>
            <div className={styles.actions}>
              <Link className="btn btn-gold" to="/Bglobal">
                {t('heroCta')}
              </Link>
              <Link className={`btn ${styles.outline}`} to="/slShop">
                {t('heroShop')}
              </Link>
            </div>
          </div>
        </section>

        <section className={`container ${styles.stats}`} aria-label={t('stats.label')}>
          {STATS.map((key) => (
            <div key={key} className={styles.stat} data-testid="home-stat">
              <strong>{t(`stats.${key}.value`)}</strong>
              <span>{t(`stats.${key}.label`)}</span>
            </div>
          ))}
        </section>

        <section className={`container ${styles.about}`}>
          <div className={styles.aboutText} data-reveal>
            <span className={styles.eyebrow}>{t('about.eyebrow')}</span>
            <h2>{t('about.title')}</h2>
            <p>{t('about.text')}</p>
            <p>{t('about.text2')}</p>
            <Link className="btn" to="/Initiative">
              {t('about.more')}
            </Link>
          </div>
          <div className={styles.aboutArt} data-reveal>
            <img src="/home/services/overseas-sel.svg" alt="" width={1200} height={420} loading="lazy" />
            <img
              className={styles.aboutMap}
              src="/home/world-map.svg"
              alt=""
              width={1000}
              height={500}
              loading="lazy"
            />
          </div>
        </section>

        <section className={styles.band}>
          <div className="container">
            <SectionHead ns="services" />
            <div data-reveal>
              <CoreServices />
            </div>
          </div>
        </section>

        <section className={styles.dark}>
          <div className={`container ${styles.layout}`}>
            <div className={styles.layoutText} data-reveal>
              <SectionHead ns="layout" light />
              <p>{t('layout.text')}</p>
              <dl className={styles.figures}>
                {FIGURES.map((key) => (
                  <div key={key}>
                    <dt>{t(`layout.figures.${key}.label`)}</dt>
                    <dd>{t(`layout.figures.${key}.value`)}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className={styles.layoutMap} data-reveal>
              <WorldLayout />
            </div>
          </div>
        </section>

        <section className={`container ${styles.section}`}>
          <SectionHead ns="belt" />
          <p className={styles.intro}>{t('belt.text')}</p>
          <ul className={styles.belts}>
            {BELTS.map((key, index) => (
              <li key={key} className={styles.belt} data-reveal>
                <span className={styles.beltNo}>{String(index + 1).padStart(2, '0')}</span>
                <strong>{t(`belt.items.${key}.name`)}</strong>
                <span>{t(`belt.items.${key}.tags`)}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.band}>
          <div className="container">
            <SectionHead ns="advantages" />
            <ul className={styles.advantages}>
              {ADVANTAGES.map((key, index) => (
                <li key={key} data-reveal>
                  <span className={styles.advNo}>{index + 1}</span>
                  <h3>{t(`advantages.items.${key}.title`)}</h3>
                  <p>{t(`advantages.items.${key}.text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </Frozen>

      <section className={styles.partners}>
        <div className="container">
          <SectionHead ns="partners" />
          <p className={styles.intro}>{t('partners.text')}</p>
        </div>
        <PartnerStrip partners={partners} />
      </section>

      <section className={`container ${styles.pavilion}`}>
        <SectionHead ns="pavilion" />
        <p className={styles.intro}>{t('pavilion.text')}</p>
        <PavilionCarousel slides={pavilion} />
      </section>
    </div>
  )
}
