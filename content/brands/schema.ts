import { z } from 'zod'

/**
 * Partner brands shown in 品牌馆 (/slBrand) and on /SlBrandDetails?id=. All companies are fictional.
 * Facts that do not depend on language live in base.ts; texts live in zh.ts and en.ts keyed by id.
 */

export const BRAND_ID = /^[a-z][a-z0-9-]{2,40}$/

export const BrandBase = z.object({
  id: z.string().regex(BRAND_ID),
  /** outbound = a Chinese brand going abroad; inbound = an overseas brand entering China. */
  direction: z.enum(['outbound', 'inbound']),
  industry: z.enum(['food', 'home', 'tech', 'beauty', 'fashion', 'health', 'industry', 'mobility']),
  founded: z.number().int().min(1800).max(2026),
  /** ISO 3166-1 alpha-2 of the home country. */
  origin: z.string().regex(/^[A-Z]{2}$/),
  /**
   * Demo content, not a real company: the pages mark it 示例 / Sample (issue 65). A shop's own brands
   * leave it out, so nothing is marked once the samples are replaced.
   */
  sample: z.boolean().optional(),
  logo: z.object({
    mark: z.string().min(1).max(3),
    shape: z.enum(['circle', 'square', 'hexagon', 'shield', 'leaf']),
    color: z.string().regex(/^#[0-9a-f]{6}$/i),
    accent: z.string().regex(/^#[0-9a-f]{6}$/i),
  }),
})
export type BrandBase = z.infer<typeof BrandBase>

const Text = z.string().trim().min(1)

export const BrandText = z.object({
  name: Text,
  tagline: Text,
  originName: Text,
  summary: z.string().trim().min(20),
  story: z.array(Text).min(2),
  markets: z.array(Text).min(1),
  products: z.array(z.object({ name: Text, text: Text })).min(3),
  services: z.array(Text).min(2),
  milestones: z.array(z.object({ year: z.number().int(), text: Text })).min(3),
  metrics: z.array(z.object({ value: Text, label: Text })).length(3),
  quote: z.object({ text: Text, author: Text, role: Text }),
})
export type BrandText = z.infer<typeof BrandText>

export type Brand = BrandBase & BrandText
