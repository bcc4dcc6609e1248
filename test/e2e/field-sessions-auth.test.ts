import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD, fillLogin, pageHeading, readTable, signIn, useBrowser, waitForReferenceLists, waitForServiceWorkerControl, WAIT_MS } from './support/browser'
import { useServer } from './support/server'
import { countOnServer, openFieldDaySessions, PROVIDER_2, recordSessionThroughForm, revokeOnServer, uniqueNotes, waitForEmptyOutbox } from './support/sessions'

/**
 * Tokens running out while changes wait: a server of this file's own with a 5-second access
 * token, so a token really expires between recording offline and coming back in range.
 */
const ACCESS_TTL_SECONDS = 5

describe('offline field sessions and expiring sign-ins', () => {
  const server = useServer({ env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TTL_SECONDS) } })
  const b = useBrowser({ baseUrl: () => server.baseUrl })

  async function recordOffline(label: string, count: number) {
    const { page, context } = b
    await signIn(page, PROVIDER_2)
    await pageHeading(page).filter({ hasText: 'Hola, Carlos' }).waitFor()
    await waitForServiceWorkerControl(page)
    await waitForReferenceLists(page)
    await expect.poll(async () => (await readTable(page, 'activeStudents')).length, { timeout: WAIT_MS }).toBeGreaterThan(0)
    await openFieldDaySessions(page)
    await context.setOffline(true)
    const notes = uniqueNotes(label, count)
    for (const note of notes) await recordSessionThroughForm(page, note, '09:00')
    return notes
  }

  it('delivers everything with one token refresh when the access token expired meanwhile', async () => {
    const { page, context } = b
    const notes = await recordOffline('token vencido', 3)
    await new Promise((resolve) => setTimeout(resolve, (ACCESS_TTL_SECONDS + 1) * 1000))
    let refreshes = 0
    // The context sees the page's requests and its service worker's (Background Sync may send).
    context.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/token') refreshes++
    })
    await context.setOffline(false)
    await waitForEmptyOutbox(page)
    expect(refreshes).toBe(1)
    expect(await countOnServer(server.baseUrl, notes)).toEqual([1, 1, 1])
  })

  it('keeps the queue when the sign-in is revoked, and delivers it after signing in again', async () => {
    const { page, context } = b
    const notes = await recordOffline('sesión revocada', 2)
    const [session] = await readTable<{ refreshToken: string }>(page, 'session')
    await revokeOnServer(server.baseUrl, session!.refreshToken)
    await context.setOffline(false)

    await page.getByText('Inicie sesión para enviar 2 cambios').waitFor()
    expect(await readTable(page, 'outbox')).toHaveLength(2)
    expect(await countOnServer(server.baseUrl, notes)).toEqual([0, 0])

    await page.getByRole('link', { name: 'Iniciar sesión' }).or(page.getByRole('button', { name: 'Iniciar sesión' })).first().click()
    await fillLogin(page, PROVIDER_2, DEMO_PASSWORD)
    await waitForEmptyOutbox(page)
    expect(await countOnServer(server.baseUrl, notes)).toEqual([1, 1])
  })
})
