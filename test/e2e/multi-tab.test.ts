import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageHeading, signIn, useBrowser, WAIT_MS } from './support/browser'
import { countOnServer, openFieldDaySessions, PROVIDER_2, recordSessionThroughForm, uniqueNotes, waitForEmptyOutbox, waitForFieldData } from './support/sessions'

/**
 * Five tabs of the same tablet (one browser profile: one IndexedDB, one set of Web Locks, one
 * service worker) record sessions at the same time, online, against a slow server. Every tab's
 * write asks for a sync; the sync lock lets only one of them (or the worker) send at a time.
 */
describe('five tabs recording at once', () => {
  const b = useBrowser()

  it('sends from one tab at a time, keeps every tab’s writes and duplicates none on the server', async () => {
    const { page, context } = b
    await signIn(page, PROVIDER_2)
    await pageHeading(page).filter({ hasText: 'Hola, Carlos' }).waitFor()
    await waitForFieldData(page)

    // Every change the app sends, counted while in flight: a slow server widens the window in
    // which a second sender would overlap the first.
    let inFlight = 0
    let mostInFlight = 0
    let requests = 0
    await context.route(/\/api\/(sync\/push|service-sessions(\/[^?]*)?)$/, async (route) => {
      if (route.request().method() === 'GET') return route.continue()
      requests++
      inFlight++
      mostInFlight = Math.max(mostInFlight, inFlight)
      try {
        await new Promise((resolve) => setTimeout(resolve, 250))
        const response = await route.fetch()
        await route.fulfill({ response })
      } finally {
        inFlight--
      }
    })

    const tabs: Page[] = [page]
    for (let index = 1; index < 5; index++) {
      const tab = await context.newPage()
      await tab.goto('/')
      await pageHeading(tab).filter({ hasText: 'Hola, Carlos' }).waitFor()
      tabs.push(tab)
    }
    for (const tab of tabs) await openFieldDaySessions(tab)

    // "#1." is not part of "#10.": each note finds only its own card.
    const notes = uniqueNotes('pestaña', 10).map((note) => `${note}.`)
    await Promise.all(
      tabs.map(async (tab, index) => {
        await recordSessionThroughForm(tab, notes[index * 2]!, '08:00')
        await recordSessionThroughForm(tab, notes[index * 2 + 1]!, '09:00')
      }),
    )

    await waitForEmptyOutbox(page, WAIT_MS * 3)
    expect(requests).toBeGreaterThan(0)
    expect(mostInFlight).toBe(1)
    // Every tab's writes reached the server, each exactly once.
    expect(await countOnServer(b.baseUrl, notes)).toEqual(notes.map(() => 1))
    // And every tab shows all of them as the device has them (one database for all tabs).
    for (const tab of tabs) await expect.poll(() => tab.getByRole('article').filter({ hasText: 'pestaña' }).count(), { timeout: WAIT_MS }).toBe(10)
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    for (const tab of tabs.slice(1)) await tab.close()
  }, 240_000)
})
