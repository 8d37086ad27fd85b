import type { HERO_ARTS, IconName } from '@silk/content/pages/schema'
import { BrandScene, ServiceScene } from './HeroScenes.tsx'
import { Icon } from './Icon.tsx'

export type HeroArtName = (typeof HERO_ARTS)[number]

const MOTIF: Record<HeroArtName, IconName> = {
  globe: 'globe',
  network: 'layers',
  shield: 'shield',
  ship: 'ship',
  chart: 'chart',
  compass: 'compass',
  plane: 'plane',
  policy: 'scale',
  launch: 'rocket',
  service: 'headset',
  brand: 'award',
  document: 'document',
}

/** Route arcs leaving the globe, as (start, control, end) triples. */
const ARCS = [
  'M190 170 Q 110 60 40 110',
  'M330 140 Q 420 30 520 80',
  'M360 250 Q 470 250 530 330',
  'M210 290 Q 120 380 60 350',
]

/**
 * The hero illustration of a content page: a stylised globe crossed by sea routes, with the page's
 * motif on a gold medallion. Pure SVG so it stays sharp at any root font size and weighs nothing.
 */
export function HeroArt({ name, className }: { name: HeroArtName; className?: string }) {
  // The brand pages and the service centre have scenes of their own (issue 65), the others the globe.
  if (name === 'brand') return <BrandScene className={className} />
  if (name === 'service') return <ServiceScene className={className} />
  return (
    <svg viewBox="0 0 560 420" className={className} aria-hidden="true" data-art="globe">
      <defs>
        <radialGradient id="ha-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#8fbfef" stopOpacity="0.35" />
          <stop offset="100%" stopColor="#8fbfef" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="ha-sphere" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#2a6fb8" />
          <stop offset="100%" stopColor="#0b2545" />
        </linearGradient>
        <linearGradient id="ha-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#f1d77a" />
          <stop offset="100%" stopColor="#c9a227" />
        </linearGradient>
        <clipPath id="ha-clip">
          <circle cx="280" cy="210" r="140" />
        </clipPath>
      </defs>
      <circle cx="280" cy="210" r="210" fill="url(#ha-glow)" />
      <ellipse
        cx="280"
        cy="210"
        rx="250"
        ry="78"
        fill="none"
        stroke="#d4af37"
        strokeOpacity="0.35"
        transform="rotate(-14 280 210)"
      />
      <circle cx="280" cy="210" r="140" fill="url(#ha-sphere)" stroke="#8fbfef" strokeOpacity="0.5" />
      <g clipPath="url(#ha-clip)" fill="none" stroke="#8fbfef" strokeOpacity="0.28">
        {[40, 80, 120].map((rx) => (
          <ellipse key={rx} cx="280" cy="210" rx={rx} ry="140" />
        ))}
        {[-90, -45, 0, 45, 90].map((dy) => (
          <line key={dy} x1="130" x2="430" y1={210 + dy} y2={210 + dy} />
        ))}
        <path
          d="M190 150c20-18 52-22 70-8s10 36 34 40 40-12 62 4M200 250c26 6 40 24 66 20s28-22 58-18"
          stroke="#d4af37"
          strokeOpacity="0.55"
          strokeWidth="2"
        />
      </g>
      <g fill="none" stroke="#f1d77a" strokeWidth="2" strokeDasharray="2 7" strokeLinecap="round">
        {ARCS.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      {[
        [40, 110],
        [520, 80],
        [530, 330],
        [60, 350],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="11" fill="#d4af37" fillOpacity="0.2" />
          <circle cx={x} cy={y} r="5" fill="#f1d77a" />
        </g>
      ))}
      <circle
        cx="410"
        cy="300"
        r="64"
        fill="url(#ha-gold)"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="3"
      />
      <g transform="translate(370 260) scale(3.33)" color="#0b2545">
        <Icon name={MOTIF[name]} size={24} />
      </g>
    </svg>
  )
}
