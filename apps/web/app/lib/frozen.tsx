import { createContext, createElement, type HTMLAttributes, type ReactNode, useContext } from 'react'

/**
 * How the shop's chrome is rendered on the server (decision 022, session 36): `on` reuses the HTML a
 * frozen part rendered with the same key, `verify` renders every part whole and fails the render when
 * it differs from the kept copy (the journeys run so), `off` renders every part whole.
 */
export type FrozenMode = 'on' | 'verify' | 'off'

/** One server render's view of the kept copies (`frozen.server.ts`); none in the browser. */
export interface FrozenRender {
  mode: FrozenMode
  copy(name: string, key: string): string | undefined
  /** How a key is kept (a long one as its digest), worked out once per render and key. */
  stored(key: string): string
  /** The parts this render drew whole, to be kept (or checked) once the document is done. */
  drawn: FrozenPart[]
}

export interface FrozenPart {
  name: string
  key: string
  tag: FrozenTag
}

export type FrozenTag = 'div' | 'footer' | 'nav' | 'label' | 'section'

const FrozenContext = createContext<FrozenRender | null>(null)
export const FrozenProvider = FrozenContext.Provider

type FrozenProps = HTMLAttributes<HTMLElement> & {
  /** Unique in a document: the copy is found by `data-frozen="name"`. */
  name: string
  /**
   * Everything the part's HTML depends on (language, the highlighted entry, the data it shows): two
   * renders with the same key must draw the same HTML. What is the same for the whole process (the
   * public configuration, static content) need not be in it. A function is called on the server only:
   * a key made of the data a part shows (a grid of goods) costs the browser nothing.
   */
  copyKey: string | (() => string)
  as?: FrozenTag
  children: ReactNode
}

/**
 * A part of the page that many pages draw identically, such as the navigation row or the footer: the
 * server renders it once per key and then writes that HTML into the page instead of rendering it
 * again. The browser always renders the children, so it hydrates the same markup and its links work
 * as links rendered any other way.
 */
export function Frozen({ name, copyKey, as = 'div', children, ...attributes }: FrozenProps) {
  const render = useContext(FrozenContext)
  const props = { ...attributes, 'data-frozen': name }
  if (render) {
    const key = typeof copyKey === 'function' ? copyKey() : copyKey
    const copy = render.mode === 'on' ? render.copy(name, key) : undefined
    if (copy !== undefined) return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: copy } })
    render.drawn.push({ name, key, tag: as })
  }
  return createElement(as, props, children)
}
