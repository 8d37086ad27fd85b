import type { PublicConfig } from '@silk/contracts/public-config'
import type { Transport } from './lib/api/types.ts'
import type { FrozenMode } from './lib/frozen.tsx'

declare module 'react-router' {
  interface AppLoadContext {
    /** How loaders reach the API: in-process `inject`, or fetch to API_ORIGIN. */
    transport: Transport
    /** The CSP nonce for inline scripts of this response. */
    nonce: string
    publicConfig: PublicConfig
    /** Server-side token refresh (spec §4): installed by the accounts feature. */
    refresh?: (request: Request) => Promise<boolean>
    /** The access token to send for this request: the cookie's, or the one a refresh just issued. */
    accessToken?: () => string | undefined
    /** How the chrome's frozen parts are drawn (FROZEN_CHROME; `on` when not given). */
    frozenChrome?: FrozenMode
  }
}
