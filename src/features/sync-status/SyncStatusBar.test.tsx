import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { addUnsentChanges } from '../../../test/support/outbox'
import { providerUser, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { db } from '../../db/database'
import { markSessionExpired, saveSignIn } from '../../db/session'
import { writeEngineStatus } from '../../sync/status'

const triggers = vi.hoisted(() => ({ syncNow: vi.fn(async () => 'drained'), requestSync: vi.fn() }))
// Screens, their catalogs and dialogs load lazily: give them time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

vi.mock('../../sync/triggers', () => ({ ...triggers, registerBackgroundSync: async () => undefined }))

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

async function setAside(state: 'failed' | 'conflict') {
  await addUnsentChanges(1, providerUser.id)
  const last = await db.outbox.orderBy('seq').last()
  await db.outbox.update(last!.seq!, { state })
}

const statusText = async () => (await screen.findByTestId('sync-status')).textContent

beforeEach(async () => {
  // The snackbar's store outlives a test: no message (the offline one has a fixed id) leaks into the next.
  ;(await import('../../components/snackbar-host')).toaster.remove()
  await saveSignIn(tokens('1'), providerUser)
  triggers.syncNow.mockClear()
  triggers.requestSync.mockClear()
})

describe('sync status bar', () => {
  it('counts pending changes and says how old the oldest is', async () => {
    await addUnsentChanges(3, providerUser.id)
    await db.outbox.toCollection().modify((entry) => void (entry.createdAt = minutesAgo(entry.seq === 1 ? 10 : 2)))
    await writeEngineStatus({ lastSuccessAt: minutesAgo(120) })
    renderApp('/')
    await waitFor(async () => expect(await statusText()).toContain('3 cambios pendientes, el más antiguo hace 10 minutos'))
    expect(await statusText()).toContain('Última sincronización hace alrededor de 2 horas')
  })

  it('uses the singular for one change, and says when everything is sent', async () => {
    await addUnsentChanges(1, providerUser.id)
    renderApp('/')
    await waitFor(async () => expect(await statusText()).toContain('1 cambio pendiente,'))
    await db.outbox.clear()
    await waitFor(async () => expect(await statusText()).toContain('Sin cambios pendientes'))
    // Right after sign-in nothing was sent and nothing waits: no alarming "not synced yet".
    expect(await statusText()).not.toContain('Aún no se ha sincronizado')
  })

  it('is not shown to office staff, who have nothing to sync', async () => {
    await saveSignIn(tokens('2'), staffUser)
    renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByTestId('sync-status')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Sincronizar ahora' })).toBeNull()
  })

  it('offline, says so with an icon and colour, and "Sincronizar ahora" says the changes will go out with signal', async () => {
    const user = userEvent.setup()
    await addUnsentChanges(1, providerUser.id)
    await writeEngineStatus({ problem: 'offline' })
    renderApp('/')
    await waitFor(async () => expect(await statusText()).toContain('Sin conexión'))
    expect((await screen.findByTestId('sync-status')).querySelector('svg')).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Sincronizar ahora' }))
    expect(await screen.findByText('Sin conexión: se enviarán al recuperar la señal')).toBeDefined()
    expect(triggers.syncNow).not.toHaveBeenCalled()
  })

  it('counts what the person changed, not the queue rows behind it (a session saved twice is one change)', async () => {
    await addUnsentChanges(2, providerUser.id)
    const first = await db.outbox.orderBy('seq').first()
    await db.outbox.add({ ...first!, seq: undefined, id: crypto.randomUUID(), type: 'service-session.update' })
    renderApp('/')
    await waitFor(async () => expect(await statusText()).toContain('2 cambios pendientes'))
  })

  it('never starts the line with a separator when only something that needs attention is left', async () => {
    await setAside('failed')
    await writeEngineStatus({ lastSuccessAt: minutesAgo(3) })
    renderApp('/')
    await screen.findByRole('button', { name: 'Requiere atención (1)' })
    await waitFor(async () => expect(await statusText()).toMatch(/^Última sincronización/))
  })

  it('takes back "se enviarán al recuperar la señal" once the signal is back', async () => {
    const user = userEvent.setup()
    await addUnsentChanges(1, providerUser.id)
    await writeEngineStatus({ problem: 'offline' })
    renderApp('/')
    await waitFor(async () => expect(await statusText()).toContain('Sin conexión'))
    await user.click(screen.getByRole('button', { name: 'Sincronizar ahora' }))
    const message = await screen.findByText('Sin conexión: se enviarán al recuperar la señal')
    await writeEngineStatus({ problem: null })
    // First the strip sees the signal (as slow as a busy machine makes it), then the message goes
    // at once, well before its own 5 s would end it: closing (jsdom never ends the exit animation
    // that would remove it) or gone.
    await waitFor(async () => expect(await statusText()).not.toContain('Sin conexión'), { timeout: 15_000 })
    await waitFor(() => expect(message.closest('[data-part="root"]')?.getAttribute('data-state') ?? 'closed').toBe('closed'), { timeout: 2_000 })
  })

  it('offers the changes that need attention, with their number', async () => {
    await addUnsentChanges(2, providerUser.id)
    await setAside('failed')
    await setAside('conflict')
    renderApp('/')
    expect(await screen.findByRole('button', { name: 'Requiere atención (2)' })).toBeDefined()
    expect(await statusText()).toContain('2 cambios pendientes')
  })

  it('is quiet about being offline, and says when the server does not answer', async () => {
    await writeEngineStatus({ problem: 'offline' })
    renderApp('/')
    await waitFor(async () => expect(await statusText()).toContain('Sin conexión'))
    expect(screen.queryByRole('alert')).toBeNull()
    await writeEngineStatus({ problem: 'server' })
    await waitFor(async () => expect(await statusText()).toContain('El servidor no responde; se reintentará'))
  })

  it('asks to sign in again to send what waits, with a way to the login screen', async () => {
    await addUnsentChanges(2, providerUser.id)
    await markSessionExpired()
    await writeEngineStatus({ problem: 'sign-in' })
    renderApp('/')
    const banner = await screen.findByRole('alert')
    expect(banner.textContent).toContain('Inicie sesión para enviar 2 cambios')
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toMatch(/^\/login\?redirect=/)
  })

  it('sends what waits once the person signed in again after the engine stopped for it', async () => {
    await addUnsentChanges(1, providerUser.id)
    await writeEngineStatus({ problem: 'sign-in', lastAttemptAt: minutesAgo(5) })
    renderApp('/')
    await waitFor(() => expect(triggers.requestSync).toHaveBeenCalledWith('signed-in', { ignoreBackoff: true }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('syncs when asked to', async () => {
    const user = userEvent.setup()
    renderApp('/')
    await user.click(await screen.findByRole('button', { name: 'Sincronizar ahora' }))
    await waitFor(() => expect(triggers.syncNow).toHaveBeenCalledTimes(1))
  })
})
