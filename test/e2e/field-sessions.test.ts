import { describe, expect, it } from 'vitest'
import { openUserMenu, pageHeading, readTable, signIn, useBrowser, waitForPath, waitForServiceWorkerControl, WAIT_MS } from './support/browser'
import { countOnServer, openFieldDaySessions, PROVIDER_2, recordSessionThroughForm, sessionCard, uniqueNotes, waitForEmptyOutbox, waitForFieldData } from './support/sessions'

/**
 * The heart of the product: a provider records sessions with no signal and every saved change
 * reaches the server exactly once, whatever happens in between.
 */
describe('offline field sessions', () => {
  const b = useBrowser()

  async function signInReadyForOffline() {
    const { page } = b
    await signIn(b.page, PROVIDER_2)
    await pageHeading(page).filter({ hasText: 'Hola, Carlos' }).waitFor()
    await waitForServiceWorkerControl(page)
    await waitForFieldData(page)
    await openFieldDaySessions(page)
  }

  it('records three sessions offline, keeps them through a reload, and delivers each exactly once', async () => {
    const { page, context } = b
    await signInReadyForOffline()
    const notes = uniqueNotes('sin señal', 3)

    await context.setOffline(true)
    for (const [index, note] of notes.entries()) await recordSessionThroughForm(page, note, ['08:00', '09:00', '10:00'][index])
    for (const note of notes) expect(await sessionCard(page, note).textContent()).toContain('Guardado en el dispositivo')
    await page.getByText('3 cambios pendientes').waitFor()

    // The tablet reloads the app with no signal: the sessions are still there, still pending.
    const reloaded = await page.reload()
    expect(reloaded?.fromServiceWorker()).toBe(true)
    for (const note of notes) await sessionCard(page, note).filter({ hasText: 'Guardado en el dispositivo' }).waitFor()
    expect(await readTable(page, 'outbox')).toHaveLength(3)
    expect(await countOnServer(b.baseUrl, notes)).toEqual([0, 0, 0])

    // Back in range: they go up by themselves.
    await context.setOffline(false)
    await waitForEmptyOutbox(page)
    for (const note of notes) await sessionCard(page, note).filter({ hasText: 'Sincronizada' }).waitFor()
    expect(await countOnServer(b.baseUrl, notes)).toEqual([1, 1, 1])
  })

  it('loses nothing and duplicates nothing when the page closes in the middle of a sync', async () => {
    const { page, context } = b
    await signInReadyForOffline()
    const notes = uniqueNotes('cierre', 4)
    await context.setOffline(true)
    for (const [index, note] of notes.entries()) await recordSessionThroughForm(page, note, `1${index}:00`)

    // The batch with the four sessions reaches the server and is applied, but the tablet dies
    // before the answer arrives.
    let sent = 0
    let closing: Promise<void> | undefined
    await context.route('**/api/sync/push', async (route) => {
      sent++
      if (sent === 1) {
        await route.fetch()
        closing = page.close({ runBeforeUnload: false })
        return
      }
      return route.abort('internetdisconnected')
    })
    await context.setOffline(false)
    await expect.poll(() => sent, { timeout: WAIT_MS }).toBeGreaterThanOrEqual(1)
    await closing

    // The app opens again with the network back.
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    const reopened = await context.newPage()
    await reopened.goto('/provider/service-sessions')
    await waitForEmptyOutbox(reopened)
    expect(await countOnServer(b.baseUrl, notes)).toEqual([1, 1, 1, 1])
  })

  it('keeps retrying while the server answers 500, and delivers once when it recovers', async () => {
    const { page, context } = b
    await signInReadyForOffline()
    const notes = uniqueNotes('servidor caído', 2)
    let failing = true
    let refused = 0
    await context.route(/\/api\/(service-sessions|sync\/push)$/, async (route) => {
      if (failing && route.request().method() === 'POST') {
        refused++
        return route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'internal_error', message: 'x' }) })
      }
      return route.continue()
    })
    for (const note of notes) await recordSessionThroughForm(page, note, '14:00')
    await expect.poll(() => refused, { timeout: WAIT_MS }).toBeGreaterThan(0)
    await page.getByText('El servidor no responde; se reintentará').waitFor()
    await page.getByRole('button', { name: 'Sincronizar ahora' }).click()
    expect(await readTable(page, 'outbox')).toHaveLength(2)
    expect(await countOnServer(b.baseUrl, notes)).toEqual([0, 0])

    failing = false
    await page.getByRole('button', { name: 'Sincronizar ahora' }).click()
    await waitForEmptyOutbox(page)
    expect(await countOnServer(b.baseUrl, notes)).toEqual([1, 1])
  })

  it('asks before signing out over unsent changes: cancel keeps them, confirming drops them', async () => {
    const { page, context } = b
    await signInReadyForOffline()
    const [note] = uniqueNotes('salida', 1)
    await context.setOffline(true)
    await recordSessionThroughForm(page, note!, '07:00')

    const askToSignOut = async () => {
      await openUserMenu(page)
      await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click()
      const dialog = page.getByRole('alertdialog', { name: 'Cambios sin enviar' })
      await dialog.getByText('Hay 1 cambio sin enviar en este dispositivo. Si cierra la sesión ahora se perderá. ¿Desea cerrar la sesión de todos modos?').waitFor()
      return dialog
    }
    const first = await askToSignOut()
    await first.getByRole('button', { name: 'Cancelar' }).click()
    await first.waitFor({ state: 'hidden' })
    expect(await readTable(page, 'outbox')).toHaveLength(1)
    expect(new URL(page.url()).pathname).toBe('/provider/service-sessions')

    const second = await askToSignOut()
    await second.getByRole('button', { name: 'Cerrar sesión' }).click()
    await waitForPath(page, '/login')
    expect(await readTable(page, 'outbox')).toHaveLength(0)
    await context.setOffline(false)
    expect(await countOnServer(b.baseUrl, [note!])).toEqual([0])
  })
})
