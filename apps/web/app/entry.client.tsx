import './lib/landing.ts'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadLanguage, toLang } from './i18n/resources.ts'
import { installShedRetry } from './lib/shed-retry.ts'

// A busy node's 503 to a navigation's data or discovery call is asked again, not an error page.
installShedRetry()

// An English page loads its texts before React takes it over (Chinese is in the bundle, decision 028).
// Not a top-level await: the English file imports shared modules from this one, and would wait for it.
void loadLanguage(toLang(document.documentElement.lang)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  }),
)
