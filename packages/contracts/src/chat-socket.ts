/**
 * The chat connection's address, apart from the chat contract (./chat.ts) because the browser's
 * every-page bundle needs these two values and nothing else of it: importing them from chat.ts would
 * bring zod (about 100 kB) into every page (decision 028). Keep this file free of imports.
 */

/** Where the browser opens its chat connection (WebSocket only; the token goes in the handshake's `auth`). */
export const CHAT_SOCKET_PATH = '/im/socket.io'
export const CHAT_NAMESPACE = '/im'
