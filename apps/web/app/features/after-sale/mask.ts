/** A member name shown in lists with its middle hidden ("用户318052" → "用***2"), as upstream does. */
export function maskName(name: string | null | undefined): string {
  const chars = Array.from(name ?? '')
  if (chars.length === 0) return ''
  if (chars.length <= 2) return `${chars[0]}*`
  return `${chars[0]}***${chars[chars.length - 1]}`
}
