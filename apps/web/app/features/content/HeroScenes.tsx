/**
 * Hero illustrations of their own for the brand hall and the service centre (issue 65: not one globe on
 * every page). Same palette and frame as HeroArt's globe (560 × 420, navy, sky and gold), pure SVG.
 */

/** 品牌馆: three brand tiles on a stepped podium under a ribbon of stars. */
export function BrandScene({ className }: { className?: string }) {
  const tiles = [
    { x: 96, y: 176, h: 132, mark: 'M', fill: '#2a6fb8' },
    { x: 216, y: 120, h: 188, mark: '★', fill: '#c9a227' },
    { x: 336, y: 196, h: 112, mark: 'B', fill: '#2f6b4f' },
  ]
  return (
    <svg viewBox="0 0 560 420" className={className} aria-hidden="true" data-art="brand">
      <defs>
        <radialGradient id="hb-glow" cx="50%" cy="45%" r="55%">
          <stop offset="0%" stopColor="#f1d77a" stopOpacity="0.28" />
          <stop offset="100%" stopColor="#f1d77a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hb-step" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#1d4f86" />
          <stop offset="100%" stopColor="#0b2545" />
        </linearGradient>
      </defs>
      <circle cx="280" cy="210" r="208" fill="url(#hb-glow)" />
      <path
        d="M70 92 Q 280 20 490 92"
        fill="none"
        stroke="#d4af37"
        strokeOpacity="0.6"
        strokeWidth="2"
        strokeDasharray="3 8"
        strokeLinecap="round"
      />
      {[110, 195, 280, 365, 450].map((x, i) => (
        <path
          key={x}
          transform={`translate(${x} ${i === 2 ? 44 : i % 2 ? 56 : 82})`}
          d="M0-10 3 -3 10 -3 4 2 6 10 0 5 -6 10 -4 2 -10 -3 -3 -3z"
          fill="#f1d77a"
        />
      ))}
      {tiles.map((t) => (
        <g key={t.x}>
          <rect
            x={t.x}
            y={t.y}
            width="128"
            height={t.h}
            rx="10"
            fill="url(#hb-step)"
            stroke="#8fbfef"
            strokeOpacity="0.4"
          />
          <rect x={t.x + 24} y={t.y - 86} width="80" height="80" rx="16" fill="#fff" />
          <circle cx={t.x + 64} cy={t.y - 46} r="26" fill={t.fill} />
          <text
            x={t.x + 64}
            y={t.y - 37}
            textAnchor="middle"
            fontFamily="Helvetica, Arial, sans-serif"
            fontSize="24"
            fontWeight="700"
            fill="#fff"
          >
            {t.mark}
          </text>
          <rect x={t.x + 34} y={t.y + 24} width="60" height="6" rx="3" fill="#8fbfef" fillOpacity="0.45" />
          <rect x={t.x + 44} y={t.y + 40} width="40" height="6" rx="3" fill="#8fbfef" fillOpacity="0.3" />
        </g>
      ))}
      <rect x="70" y="308" width="420" height="10" rx="5" fill="#d4af37" fillOpacity="0.7" />
    </svg>
  )
}

/** 服务中心: an adviser's headset between conversation bubbles and a checklist of services. */
export function ServiceScene({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 560 420" className={className} aria-hidden="true" data-art="service">
      <defs>
        <radialGradient id="hs-glow" cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="#8fbfef" stopOpacity="0.32" />
          <stop offset="100%" stopColor="#8fbfef" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hs-card" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0%" stopColor="#2a6fb8" />
          <stop offset="100%" stopColor="#0b2545" />
        </linearGradient>
      </defs>
      <circle cx="280" cy="210" r="210" fill="url(#hs-glow)" />
      <rect
        x="150"
        y="70"
        width="260"
        height="290"
        rx="22"
        fill="url(#hs-card)"
        stroke="#8fbfef"
        strokeOpacity="0.5"
      />
      <g fill="none" stroke="#f1d77a" strokeWidth="10" strokeLinecap="round">
        <path d="M222 190 a58 58 0 0 1 116 0" />
      </g>
      <rect x="206" y="182" width="26" height="48" rx="10" fill="#f1d77a" />
      <rect x="328" y="182" width="26" height="48" rx="10" fill="#f1d77a" />
      <path d="M341 230 q0 30 -40 34" fill="none" stroke="#f1d77a" strokeWidth="5" strokeLinecap="round" />
      <circle cx="296" cy="265" r="7" fill="#f1d77a" />
      {[0, 1, 2].map((i) => (
        <g key={`row-${i}`}>
          <circle cx="190" cy={104 + i * 24} r="7" fill="#d4af37" />
          <path
            d={`M186 ${104 + i * 24} l3 3 6 -6`}
            fill="none"
            stroke="#0b2545"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <rect
            x="206"
            y={100 + i * 24}
            width={[150, 120, 136][i]}
            height="8"
            rx="4"
            fill="#8fbfef"
            fillOpacity="0.5"
          />
        </g>
      ))}
      <rect x="186" y="300" width="188" height="36" rx="18" fill="#d4af37" />
      <rect x="214" y="314" width="132" height="8" rx="4" fill="#0b2545" fillOpacity="0.55" />
      <g>
        <path
          d="M40 120 h120 a16 16 0 0 1 16 16 v40 a16 16 0 0 1 -16 16 h-84 l-22 20 v-20 h-14 a16 16 0 0 1 -16 -16 v-40 a16 16 0 0 1 16 -16z"
          fill="#fff"
          fillOpacity="0.92"
          transform="translate(-10 0)"
        />
        <rect x="46" y="142" width="92" height="8" rx="4" fill="#2a6fb8" fillOpacity="0.6" />
        <rect x="46" y="160" width="64" height="8" rx="4" fill="#2a6fb8" fillOpacity="0.35" />
      </g>
      <g>
        <path
          d="M400 230 h120 a16 16 0 0 1 16 16 v40 a16 16 0 0 1 -16 16 h-14 v20 l-22 -20 h-84 a16 16 0 0 1 -16 -16 v-40 a16 16 0 0 1 16 -16z"
          fill="#f1d77a"
          transform="translate(4 0)"
        />
        <rect x="424" y="252" width="92" height="8" rx="4" fill="#0b2545" fillOpacity="0.55" />
        <rect x="424" y="270" width="60" height="8" rx="4" fill="#0b2545" fillOpacity="0.35" />
      </g>
    </svg>
  )
}
