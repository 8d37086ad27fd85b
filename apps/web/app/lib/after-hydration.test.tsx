import { lazy } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { AfterHydration } from './after-hydration.tsx'

describe('AfterHydration', () => {
  it('renders the fallback on the server and never loads the lazy part', () => {
    const load = vi.fn(async () => ({ default: () => <p>editor</p> }))
    const Part = lazy(load)
    const html = renderToString(
      <AfterHydration fallback={<p>loading</p>} failed={<p>failed</p>}>
        <Part />
      </AfterHydration>,
    )
    expect(html).toBe('<p>loading</p>')
    expect(load).not.toHaveBeenCalled()
  })
})
