import { expect, type Page } from '@playwright/test'

/** Fails the test on any console error or uncaught page error (architecture convention 10). */
export function watchConsole(page: Page): () => void {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text())
  })
  page.on('pageerror', (err) => problems.push(err.message))
  return () => expect(problems, 'console errors').toEqual([])
}
