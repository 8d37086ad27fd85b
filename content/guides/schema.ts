/**
 * Country guide (spec §3): banner images, introduction, population and facts, export and import lists,
 * industry images, ports (title, description, position), platforms, festivals, customs, news, services and
 * downloadable documents (ServiceBag: path + title). Authored once per country with every text in zh and en;
 * `localiseGuide` turns it into the single-language view a page renders.
 */
import { z } from 'zod'

/** A text in both interface languages. */
export const Bilingual = z.object({ zh: z.string().trim().min(1), en: z.string().trim().min(1) })
export type Bilingual = z.infer<typeof Bilingual>

const Year = z.number().int().min(2018).max(2026)
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** A statistic with the year it describes and where it comes from. */
const Figure = z.object({ value: z.number().positive(), year: Year, source: z.string().min(2) })

export const INDUSTRY_THEMES = [
  'electronics',
  'textiles',
  'agriculture',
  'energy',
  'automotive',
  'tourism',
  'logistics',
  'mining',
  'digital',
  'food',
  'chemicals',
  'machinery',
] as const
export type IndustryTheme = (typeof INDUSTRY_THEMES)[number]

export const PORT_KINDS = ['sea', 'air', 'rail', 'land'] as const
export const PLATFORM_KINDS = ['ecommerce', 'b2b', 'payment', 'logistics', 'social'] as const

const LatLon = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) })

export const GuideSourceSchema = z.object({
  id: z.string().regex(/^[a-z]{2}$/),
  tagline: Bilingual,
  introduction: z.array(Bilingual).min(2),
  facts: z.object({
    capital: Bilingual,
    currency: z.object({ code: z.string().regex(/^[A-Z]{3}$/), name: Bilingual }),
    languages: Bilingual,
    /** Land and water area in km². */
    areaKm2: z.number().positive(),
    population: Figure,
    /** Nominal GDP in billions of current US dollars. */
    gdpUsdBn: Figure,
    timeZone: z.string().regex(/^UTC[+-−]\d/),
    callingCode: z.string().regex(/^\+\d{1,4}$/),
  }),
  /** The year the export and import lists describe. */
  tradeYear: Year,
  exports: z.array(Bilingual).min(5),
  imports: z.array(Bilingual).min(5),
  industries: z.array(z.object({ theme: z.enum(INDUSTRY_THEMES), title: Bilingual, text: Bilingual })).min(3),
  ports: z
    .array(z.object({ title: Bilingual, kind: z.enum(PORT_KINDS), description: Bilingual, position: LatLon }))
    .min(3),
  platforms: z
    .array(z.object({ name: z.string().min(1), kind: z.enum(PLATFORM_KINDS), url: z.url(), text: Bilingual }))
    .min(4),
  festivals: z.array(z.object({ name: Bilingual, when: Bilingual, text: Bilingual })).min(3),
  customs: z.array(z.object({ title: Bilingual, text: Bilingual })).min(4),
  news: z.array(z.object({ date: IsoDate, title: Bilingual, summary: Bilingual })).min(3),
  /** What the platform does for companies entering this market. */
  services: z.array(z.object({ title: Bilingual, text: Bilingual })).min(4),
})
export type GuideSource = z.infer<typeof GuideSourceSchema>

/** Downloadable document (spec §3 ServiceBag). */
export interface ServiceBag {
  path: string
  title: string
  /** MIME type the file is served with. */
  type: string
}
