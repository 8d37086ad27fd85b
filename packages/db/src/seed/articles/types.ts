/** A seeded article as written in these files; ids are fixed so pages and tests can link to them. */
export interface SeedArticle {
  id: string
  categoryId: string
  title: string
  titleEn: string
  summary: string
  summaryEn: string
  /** yyyy-MM-dd (GMT+8); help articles use the date they were last revised. */
  date: string
  content: string
  /** The English body (decision 026); every demo article has one. */
  contentEn: string
  featured?: boolean
  sort?: number
  type?: 'ABOUT' | 'PRIVACY_POLICY' | 'USER_AGREEMENT' | 'LICENSE_INFORMATION' | 'STORE_REGISTER'
  author?: string
  source?: string
}
