import './lib/landing.ts'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadLanguage, toLang } from './i18n/resources.ts'

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
