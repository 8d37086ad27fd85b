import * as Dialog from '@radix-ui/react-dialog'
import { useTranslation } from '../../i18n/use-translation.ts'
import { CartPanel, CouponsPanel, FavoritesPanel, FootprintsPanel, OrdersPanel } from './DrawerPanels.tsx'
import styles from './SideDrawer.module.css'

export const DRAWER_TABS = ['cart', 'orders', 'coupons', 'footprints', 'favorites'] as const
export type DrawerTab = (typeof DRAWER_TABS)[number]

const PANELS = {
  cart: CartPanel,
  orders: OrdersPanel,
  coupons: CouponsPanel,
  footprints: FootprintsPanel,
  favorites: FavoritesPanel,
} as const

/** The side drawer (spec §2): cart, latest 10 orders, 10 coupons, 20 footprints or 10 favourites. */
export function SideDrawer({
  tab,
  onTab,
  onClose,
}: {
  tab: DrawerTab | null
  onTab: (tab: DrawerTab) => void
  onClose: () => void
}) {
  const { t } = useTranslation('chrome')
  const Panel = tab ? PANELS[tab] : null
  return (
    <Dialog.Root open={tab !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} data-testid="side-drawer" aria-describedby={undefined}>
          <header className={styles.head}>
            <Dialog.Title>{tab ? t(`side.${tab}`) : ''}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t('drawer.close')}>
              ×
            </Dialog.Close>
          </header>
          <div className={styles.tabs} role="tablist">
            {DRAWER_TABS.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={key === tab}
                className={styles.tab}
                onClick={() => onTab(key)}
              >
                {t(`drawer.tabs.${key}`)}
              </button>
            ))}
          </div>
          <div className={styles.content} role="tabpanel" data-testid={`drawer-${tab}`}>
            {Panel ? <Panel key={tab} onNavigate={onClose} /> : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
