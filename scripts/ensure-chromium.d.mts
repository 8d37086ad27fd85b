/** See ensure-chromium.mjs. */
export declare function chromiumPath(): string | undefined
export declare function ensureChromium(): string
