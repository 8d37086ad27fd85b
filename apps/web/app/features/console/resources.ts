import { useContext } from 'react'
import { I18nContext } from 'react-i18next'
import { consoleText as enConsole } from '../../i18n/en/console.ts'
import { consoleText as zhConsole } from '../../i18n/zh/console.ts'

type Bundle = { zh: object; en: object }

/**
 * Console namespaces are not in `i18n/resources.ts`: that table is in every buyer page's bundle. A
 * console page adds its namespaces to the page's i18next instance while it renders, before any of its
 * components asks for a key (decision 103).
 */
export function useConsoleResources(bundles: Record<string, Bundle>): void {
  const { i18n } = useContext(I18nContext)
  // Each language on its own: the server's English instance may have the Chinese texts of a namespace
  // without the English ones.
  for (const [ns, bundle] of Object.entries({ console: { zh: zhConsole, en: enConsole }, ...bundles })) {
    if (!i18n.hasResourceBundle('zh-CN', ns)) i18n.addResourceBundle('zh-CN', ns, bundle.zh)
    if (!i18n.hasResourceBundle('en', ns)) i18n.addResourceBundle('en', ns, bundle.en)
  }
}
