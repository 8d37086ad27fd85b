/**
 * Who a request counts against: its IPv4 address, or the /64 network of an IPv6 one (a single
 * subscriber usually holds a whole /64 and could otherwise rotate addresses to escape the limit).
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7)
  const [head, tail] = ip.split('%')[0].split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((g) => (Number.parseInt(g, 16) || 0).toString(16))
    .join(':')}::/64`
}
