import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router'
import { EmptyState } from '../../components/display/EmptyState.tsx'
import styles from '../../features/catalogue/category-page.module.css'
import type { CategoryVO } from '../../features/catalogue/types.ts'
import { useTranslation } from '../../i18n/use-translation.ts'
import { serverApi } from '../../lib/api/server.ts'
import { categoryHref } from '../../lib/category-cache.ts'
import { goodsImageProps } from '../../lib/goods-image.ts'
import { pageMeta } from '../../lib/meta.ts'

/** The tree (names in the interface language, decision 023) and the first level `?id=` picks. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = serverApi(request, context)
  const tree = await api.get<CategoryVO[]>('/buyer/goods/category/get/0').catch(() => [] as CategoryVO[])
  const id = new URL(request.url).searchParams.get('id')
  return { tree, current: tree.find((c) => c.id === id)?.id ?? tree[0]?.id ?? '' }
}

export const meta = pageMeta(
  'category',
  '丝路之舟商城全部商品分类：茶叶茶具、陶瓷工艺、丝绸服饰、进口食品、美妆个护等，按类目浏览全球好物。',
)

/**
 * 分类 (issue 24, the JD mobile pattern): a rail of the first-level categories on the left, the chosen
 * one's second levels on the right with their third levels as picture tiles, each opening the goods
 * list. The rail's entries are links (`?id=`), so the page works before hydration and from the tab bar;
 * a desktop visitor gets the same rail and panel in the shop column.
 */
export default function CategoryPage() {
  const { tree, current } = useLoaderData<typeof loader>()
  const { t } = useTranslation('shop')
  const top = tree.find((c) => c.id === current)
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('category.title')}</h1>
      {top ? (
        <div className={styles.frame}>
          <nav className={styles.rail} aria-label={t('category.rail')}>
            <ul>
              {tree.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`?id=${c.id}`}
                    replace
                    preventScrollReset
                    aria-current={c.id === current ? 'page' : undefined}
                    className={c.id === current ? styles.railOn : styles.railItem}
                    data-testid="category-rail-item"
                  >
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <section className={styles.panel} aria-labelledby="category-current" data-testid="category-panel">
            <header className={styles.panelHead}>
              <h2 id="category-current">{top.name}</h2>
              <Link to={categoryHref(top.id)} className={styles.all}>
                {t('category.all')} ›
              </Link>
            </header>
            {top.children.map((mid) => (
              <div key={mid.id} className={styles.group} data-testid="category-group">
                <h3>
                  <Link to={categoryHref(top.id, mid.id)}>{mid.name}</Link>
                </h3>
                <ul className={styles.tiles}>
                  {(mid.children.length ? mid.children : [mid]).map((leaf) => (
                    <li key={leaf.id}>
                      <Link
                        to={
                          leaf === mid ? categoryHref(top.id, mid.id) : categoryHref(top.id, mid.id, leaf.id)
                        }
                        className={styles.tile}
                        data-testid="category-tile"
                      >
                        {leaf.image ? (
                          <img
                            {...goodsImageProps(leaf.image, 200)}
                            sizes="72px"
                            alt=""
                            width={72}
                            height={72}
                            loading="lazy"
                          />
                        ) : null}
                        <span>{leaf.name}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </section>
        </div>
      ) : (
        <EmptyState />
      )}
    </div>
  )
}
