/** The member's picture, or a navy disc with the first character of the name when there is none. */
export function Avatar({ src, name, size = 96 }: { src?: string | null; name: string; size?: number }) {
  if (src)
    return (
      <img src={src} alt="" width={size} height={size} style={{ borderRadius: '50%', objectFit: 'cover' }} />
    )
  const initial = Array.from(name.trim())[0] ?? '丝'
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" data-user-text>
      <defs>
        <linearGradient id="avatar-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#13315c" />
          <stop offset="1" stopColor="#2a6fb8" />
        </linearGradient>
      </defs>
      <circle cx="48" cy="48" r="48" fill="url(#avatar-bg)" />
      <circle cx="48" cy="48" r="44" fill="none" stroke="#d4af37" strokeWidth="2" opacity="0.8" />
      <text x="48" y="60" textAnchor="middle" fontSize="36" fill="#f7efd2" fontWeight="600">
        {initial}
      </text>
    </svg>
  )
}
