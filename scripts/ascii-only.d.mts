/** See ascii-only.mjs. */
export declare function asciiOnly(code: string): Promise<string>
export declare const NON_ASCII: RegExp
