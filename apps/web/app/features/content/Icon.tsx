import type { IconName } from '@silk/content/pages/schema'

/** Line icons drawn for this site (24×24, stroked with currentColor). */
const PATHS: Record<IconName, string> = {
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.8 5.2-2.3 5.3-5.3 2.3 2.3-5.3 5.3-2.3Z',
  chart: 'M4 20h16M6 16v-4M10 16V8M14 16v-6M18 16V5',
  shield: 'M12 3 5 6v5.5c0 4.4 3 8.1 7 9.5 4-1.4 7-5.1 7-9.5V6l-7-3Zm-3 9 2.2 2.2L15.5 10',
  ship: 'M3 17c1.5 1.3 3 1.3 4.5 0s3-1.3 4.5 0 3 1.3 4.5 0 3-1.3 4.5 0M5 14l-1-4h16l-1.5 4M7 10V6h7l3 4M10 6V3',
  plane:
    'm10.5 13.5-6-2.5 1.5-1.5 7 1 4-4c.8-.8 2.2-.8 3 0s.8 2.2 0 3l-4 4 1 7-1.5 1.5-2.5-6-2.5 2.5v2L9 22l-1.5-3.5L4 17l1-1.5h2l3.5-2Z',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm10 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  warehouse: 'M3 21V9l9-5 9 5v12M7 21v-8h10v8M7 17h10',
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  scale: 'M12 4v16M7 20h10M5 7h14M5 7l-2.5 6a2.5 2.5 0 0 0 5 0L5 7Zm14 0-2.5 6a2.5 2.5 0 0 0 5 0L19 7Z',
  coins:
    'M9 8a6 3 0 1 0 0 .01M3 8v4c0 1.7 2.7 3 6 3M3 12v4c0 1.7 2.7 3 6 3m6-10c3.3 0 6 1.3 6 3s-2.7 3-6 3-6-1.3-6-3 2.7-3 6-3Zm-6 3v4c0 1.7 2.7 3 6 3s6-1.3 6-3v-4',
  handshake:
    'm3 11 4-4 4 2 2-1 4 1 4 4M3 11l6 6c.8.8 2 .8 2.8 0l.2-.2M21 11l-6 6M12 17l2 2M14 15l2 2M8 12l3-3',
  megaphone: 'M4 10v4h3l8 4V6L7 10H4Zm15-1v6M7 14l1.5 5h2L10 15',
  target:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 4a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM2 21c0-3.9 3.1-7 7-7s7 3.1 7 7M16 3.5a4 4 0 0 1 0 7.5M22 21c0-3-1.8-5.5-4.5-6.5',
  rocket:
    'M12 15 9 12c1-4 4-8 10-9-1 6-5 9-9 10Zm-3-3-4 1 2-4h4m2 5-1 4 4-2v-4M6 17c-1 1-1.5 3-1.5 3s2-.5 3-1.5',
  building: 'M4 21V5l8-2v18M12 8h8v13M2 21h20M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2',
  phone: 'M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2Z',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 2',
  pin: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  check: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-4 9 3 3 5-6',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z',
  bulb: 'M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm5 12 5 5',
  lock: 'M6 10h12v11H6zM8.5 10V7a3.5 3.5 0 0 1 7 0v3M12 14v3',
  leaf: 'M5 19c0-8 5-14 15-15-1 10-7 15-15 15Zm0 0 8-8',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4Zm16 0h-3v5h2a1 1 0 0 0 1-1v-4Zm-3 5c0 1.5-2 2.5-5 2.5',
  calendar: 'M4 6h16v15H4zM4 10h16M8 3v5M16 3v5M8 14h2M14 14h2M8 17h2',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  layers: 'm12 3 9 5-9 5-9-5 9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5',
  award: 'M12 3a6 6 0 1 0 0 12 6 6 0 0 0 0-12Zm-3.5 11L7 21l5-2.5 5 2.5-1.5-7',
  box: 'm12 3 8 4.5v9L12 21l-8-4.5v-9L12 3Zm-8 4.5 8 4.5 8-4.5M12 12v9',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  trend: 'm3 17 6-6 4 4 8-8M15 7h6v6',
  platform: 'M3 4h18v12H3zM8 20h8M12 16v4M7 8h4M7 11h8',
  chat: 'M4 5h16v11H9l-5 4V5Zm4 5h.01M12 10h.01M16 10h.01',
}

export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconName
  size?: number | string
  className?: string
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
