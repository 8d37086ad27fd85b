/**
 * The English resources must have exactly the keys of the Chinese ones, with any string values. A
 * text given a `count` may also have its singular (`key_one`): i18next picks it for a count of 1 in
 * English, and the text itself otherwise (Chinese has no plural forms).
 */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> } & {
  [K in keyof T as T[K] extends string ? `${K & string}_one` : never]?: string
}
