/** Configuration the browser may see (spec §9: maps key, map switch, CDN flag; the English site). */
export interface PublicConfig {
  englishSiteUrl: string | null
  /** null: no depot site configured; the header links to the site's own logistics page. */
  goodsDepotUrl: string | null
  publicOrigin: string
  maps: { key: string; enabled: boolean }
  cdn: boolean
}
