import { z } from 'zod'

/**
 * Content pages (issue 7): one typed data file per page and language (content/pages/zh|en/*.ts).
 * Pages are built from a small set of section kinds so every page shares one renderer; the unit test
 * (apps/web/app/features/content/content.test.ts) validates every file against these schemas and
 * checks that zh and en have the same structure.
 */

export const ICONS = [
  'globe',
  'compass',
  'chart',
  'shield',
  'ship',
  'plane',
  'truck',
  'warehouse',
  'document',
  'scale',
  'coins',
  'handshake',
  'megaphone',
  'target',
  'users',
  'rocket',
  'building',
  'phone',
  'mail',
  'clock',
  'pin',
  'check',
  'star',
  'bulb',
  'search',
  'lock',
  'leaf',
  'link',
  'headset',
  'calendar',
  'flag',
  'layers',
  'award',
  'box',
  'card',
  'trend',
  'platform',
  'chat',
] as const
export const Icon = z.enum(ICONS)
export type IconName = z.infer<typeof Icon>

const Text = z.string().trim().min(1)
/** In-site path or an anchor on the same page; never an external address (no art or links from outside). */
const Href = z.string().regex(/^(\/(?!\/)[\w\-/?=&#.%]*|#[\w-]+)$/, 'in-site path or #anchor')
const SectionId = z.string().regex(/^[a-z][a-z0-9-]*$/)

const Stat = z.object({ value: Text, label: Text, note: Text.optional() })

const IntroSection = z.object({
  kind: z.literal('intro'),
  id: SectionId,
  heading: Text,
  paragraphs: z.array(Text).min(1),
  highlights: z.array(Stat).optional(),
})

const StatsSection = z.object({
  kind: z.literal('stats'),
  id: SectionId,
  heading: Text,
  items: z.array(Stat).min(3),
  source: Text.optional(),
})

const FeaturesSection = z.object({
  kind: z.literal('features'),
  id: SectionId,
  heading: Text,
  lead: Text.optional(),
  items: z.array(z.object({ icon: Icon, title: Text, text: Text, points: z.array(Text).optional() })).min(2),
})

/** The deep description of a service line (/Bglobal's six core services); `anchor` is a stable #id. */
const ServicesSection = z.object({
  kind: z.literal('services'),
  id: SectionId,
  heading: Text,
  lead: Text.optional(),
  items: z
    .array(
      z.object({
        anchor: SectionId,
        icon: Icon,
        title: Text,
        summary: Text,
        audience: Text,
        offerings: z.array(Text).min(3),
        deliverables: z.array(Text).min(2),
        timeline: Text,
      }),
    )
    .min(2),
})

const StepsSection = z.object({
  kind: z.literal('steps'),
  id: SectionId,
  heading: Text,
  lead: Text.optional(),
  items: z.array(z.object({ title: Text, text: Text, duration: Text.optional() })).min(3),
})

const PricingSection = z.object({
  kind: z.literal('pricing'),
  id: SectionId,
  heading: Text,
  lead: Text.optional(),
  note: Text,
  plans: z
    .array(
      z.object({
        name: Text,
        price: Text,
        unit: Text,
        audience: Text,
        includes: z.array(Text).min(2),
        featured: z.boolean().optional(),
      }),
    )
    .min(2),
})

const CasesSection = z.object({
  kind: z.literal('cases'),
  id: SectionId,
  heading: Text,
  lead: Text.optional(),
  items: z
    .array(
      z.object({
        client: Text,
        market: Text,
        industry: Text,
        challenge: Text,
        solution: Text,
        results: z.array(Stat).min(1),
        brandId: z.string().optional(),
      }),
    )
    .min(1),
})

const TableSection = z
  .object({
    kind: z.literal('table'),
    id: SectionId,
    heading: Text,
    lead: Text.optional(),
    columns: z.array(Text).min(2),
    rows: z.array(z.array(Text)).min(2),
    note: Text.optional(),
  })
  .refine((t) => t.rows.every((r) => r.length === t.columns.length), 'every row has one cell per column')

const FaqSection = z.object({
  kind: z.literal('faq'),
  id: SectionId,
  heading: Text,
  items: z.array(z.object({ q: Text, a: Text })).min(3),
})

const LinksSection = z.object({
  kind: z.literal('links'),
  id: SectionId,
  heading: Text,
  lead: Text.optional(),
  items: z.array(z.object({ icon: Icon, title: Text, text: Text, href: Href })).min(2),
})

const ContactSection = z.object({
  kind: z.literal('contact'),
  id: SectionId,
  heading: Text,
  text: Text,
  channels: z
    .array(
      z.object({
        icon: Icon,
        label: Text,
        value: Text,
        href: z
          .string()
          .regex(/^(tel|mailto):/)
          .optional(),
      }),
    )
    .min(2),
  note: Text.optional(),
})

export const Section = z.union([
  IntroSection,
  StatsSection,
  FeaturesSection,
  ServicesSection,
  StepsSection,
  PricingSection,
  CasesSection,
  TableSection,
  FaqSection,
  LinksSection,
  ContactSection,
])
export type Section = z.infer<typeof Section>
export type SectionKind = Section['kind']

export const HERO_ARTS = [
  'globe',
  'network',
  'shield',
  'ship',
  'chart',
  'compass',
  'plane',
  'policy',
  'launch',
  'service',
  'brand',
  'document',
] as const

export const ContentPage = z.object({
  /** Short text for search engines and link previews (the <meta name="description">). */
  description: z.string().trim().min(30).max(260),
  hero: z.object({
    eyebrow: Text,
    title: Text,
    lead: Text,
    art: z.enum(HERO_ARTS),
    actions: z
      .array(z.object({ label: Text, href: Href }))
      .max(2)
      .optional(),
  }),
  sections: z
    .array(Section)
    .min(3)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'section ids are unique'),
})
export type ContentPage = z.infer<typeof ContentPage>
