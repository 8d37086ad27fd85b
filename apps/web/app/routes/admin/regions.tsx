import type { Region } from '@silk/contracts/common'
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { Table } from '../../components/ui/Table.tsx'
import styles from '../../features/admin/admin.module.css'
import { ADMIN, adminLoad } from '../../features/admin/site.ts'
import { ConsolePage, consoleStyles, Panel } from '../../features/console/ConsoleLayout.tsx'
import { useTranslation } from '../../i18n/use-translation.ts'

type Row = z.infer<typeof Region>
const idOf = (value: string | null) => (value && /^\d{1,12}$/.test(value) ? value : null)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return adminLoad(request, context, async (api, url) => {
    const level = (id: string) => api.get<Row[]>(`/manager/setting/region/item/${id}`)
    const provinceId = idOf(url.searchParams.get('province'))
    const cityId = provinceId ? idOf(url.searchParams.get('city')) : null
    const [provinces, cities, districts] = await Promise.all([
      level('0'),
      provinceId ? level(provinceId) : null,
      cityId ? level(cityId) : null,
    ])
    return { provinceId, cityId, provinces, cities, districts }
  })
}

/**
 * 行政地区 (lilishop's page, issue #67): the seeded official division list, province → city →
 * district, each column the children of the one picked on its left; read-only.
 */
export default function Regions() {
  const { provinceId, cityId, provinces, cities, districts } = useLoaderData<typeof loader>()
  const { t } = useTranslation('admin')
  const province = provinces.find((p) => p.id === provinceId)
  const city = cities?.find((c) => c.id === cityId)
  return (
    <ConsolePage site={ADMIN} group={t('area.setting')} title={t('regions.title')} readOnly>
      <p className={styles.intro}>{t('regions.intro')}</p>
      <div className={styles.regionColumns}>
        <RegionColumn
          title={t('regions.all')}
          rows={provinces}
          picked={provinceId}
          href={(r) => `/admin/regions?province=${r.id}`}
          testId="regions-provinces"
        />
        {cities && province ? (
          <RegionColumn
            title={province.name}
            rows={cities}
            picked={cityId}
            href={(r) => `/admin/regions?province=${province.id}&city=${r.id}`}
            testId="regions-cities"
          />
        ) : null}
        {districts && city ? (
          <RegionColumn title={city.name} rows={districts} picked={null} testId="regions-districts" />
        ) : null}
      </div>
    </ConsolePage>
  )
}

/** One level: its regions, each a link to its children unless it is the last level. */
function RegionColumn({
  title,
  rows,
  picked,
  href,
  testId,
}: {
  title: string
  rows: Row[]
  picked: string | null
  href?: (row: Row) => string
  testId: string
}) {
  const { t } = useTranslation('admin')
  return (
    <Panel title={`${title} · ${t('regions.children')}`} testId={testId}>
      <Table
        rows={rows}
        rowKey={(r) => r.id}
        empty={<p className={consoleStyles.muted}>{t('regions.empty')}</p>}
        columns={[
          {
            key: 'name',
            header: t('regions.name'),
            cell: (r) =>
              href && r.level !== 'district' ? (
                <Link
                  to={href(r)}
                  className={consoleStyles.linkButton}
                  aria-current={r.id === picked ? 'true' : undefined}
                >
                  {r.name}
                </Link>
              ) : (
                r.name
              ),
          },
          { key: 'en', header: t('regions.nameEn'), cell: (r) => r.nameEn || '—' },
          { key: 'code', header: t('regions.code'), cell: (r) => r.adCode },
        ]}
      />
    </Panel>
  )
}
