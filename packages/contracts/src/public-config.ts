/** Configuration the browser may see (spec §9: maps key, map switch, CDN flag; the English site). */
export interface PublicConfig {
  englishSiteUrl: string | null
  /** null: no depot site configured; the header links to the site's own logistics page. */
  goodsDepotUrl: string | null
  publicOrigin: string
  maps: { key: string; enabled: boolean }
  cdn: boolean
  /**
   * The footer's think tanks and partner organisations, from the deployment's configuration
   * (FOOTER_THINK_TANKS, FOOTER_PARTNERS). Empty: the footer shows no such column.
   */
  footer: { thinkTanks: NamedOrganisation[]; partners: NamedOrganisation[] }
}

/** An organisation the platform really works with, named in both languages. */
export interface NamedOrganisation {
  zh: string
  en: string
}
