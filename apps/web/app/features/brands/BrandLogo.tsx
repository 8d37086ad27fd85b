import type { BrandBase } from '@silk/content/brands/schema'

const SHAPES: Record<BrandBase['logo']['shape'], string> = {
  circle: 'M50 4a46 46 0 1 1 0 92a46 46 0 1 1 0-92Z',
  square: 'M22 4h56a18 18 0 0 1 18 18v56a18 18 0 0 1-18 18H22A18 18 0 0 1 4 78V22A18 18 0 0 1 22 4Z',
  hexagon: 'M50 3 91 26.5v47L50 97 9 73.5v-47Z',
  shield: 'M50 3 90 15v32c0 25-17 42-40 50C27 89 10 72 10 47V15Z',
  leaf: 'M50 3c28 10 46 30 46 52 0 23-20 41-46 41S4 78 4 55C4 33 22 13 50 3Z',
}

/**
 * A brand's emblem, drawn from its logo spec (shape, colours, monogram). The brands are fictional,
 * so their marks are generated here rather than being anyone's artwork.
 */
export function BrandLogo({
  logo,
  size = '4rem',
  label,
}: {
  logo: BrandBase['logo']
  size?: string
  label?: string
}) {
  const fontSize = logo.mark.length === 1 ? 46 : logo.mark.length === 2 ? 34 : 26
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <path d={SHAPES[logo.shape]} fill={logo.color} />
      <path
        d={SHAPES[logo.shape]}
        fill="none"
        stroke={logo.accent}
        strokeOpacity="0.45"
        strokeWidth="3"
        transform="translate(50 50) scale(0.84) translate(-50 -50)"
      />
      {/* The mark is the brand's own glyph, drawn as it is in every language. */}
      <text
        lang="zh-CN"
        x="50"
        y="52"
        textAnchor="middle"
        dominantBaseline="central"
        fill={logo.accent}
        fontSize={fontSize}
        fontWeight="700"
        fontFamily="'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',Georgia,serif"
        letterSpacing={logo.mark.length > 1 ? 1 : 0}
      >
        {logo.mark}
      </text>
    </svg>
  )
}
