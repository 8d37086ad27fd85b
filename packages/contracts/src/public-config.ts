/** Configuration the browser may see (spec §9: maps key, map switch, CDN flag; the English site). */
export interface PublicConfig {
  englishSiteUrl: string | null
  goodsDepotUrl: string
  publicOrigin: string
  maps: { key: string; enabled: boolean }
  cdn: boolean
}
