/** The demo buyer's delivery address the scripts add (shoot.ts, walk.ts, walk-manager-data.ts), on a region path. */
export const demoAddress = (path: { id: string; name: string }[]) => ({
  name: '丝路买家',
  mobile: '13800138000',
  consigneeAddressIdPath: path.map((r) => r.id).join(','),
  consigneeAddressPath: path.map((r) => r.name).join(','),
  detail: '文三路 90 号',
  isDefault: 'true',
  alias: '',
})
