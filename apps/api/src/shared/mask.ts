/**
 * A person's name as strangers may see it (lilishop's 张**): the first character, then a star for
 * each further one (at most four, so the length says little).
 */
export function maskName(name: string): string {
  const chars = [...name]
  return chars.length <= 1 ? '*' : `${chars[0]}${'*'.repeat(Math.min(chars.length - 1, 4))}`
}
