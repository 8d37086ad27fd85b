/** The English resources must have exactly the keys of the Chinese ones, with any string values. */
export type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> }
