import { createContext, useContext } from 'react'

/** The CSP nonce of the current server response (empty in the browser, where it is not needed). */
const NonceContext = createContext('')
export const NonceProvider = NonceContext.Provider
export const useNonce = () => useContext(NonceContext)
