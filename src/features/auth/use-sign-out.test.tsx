import { Button } from '@chakra-ui/react'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { addUnsentChanges } from '../../../test/support/outbox'
import { renderWithApp } from '../../../test/support/render'
import { db } from '../../db/database'
import { saveSignIn } from '../../db/session'
import { useSignOut } from './use-sign-out'

function SignOutButton({ onSignedOut }: { onSignedOut: () => void }) {
  const { requestSignOut, dialog } = useSignOut(onSignedOut)
  return (
    <>
      <Button onClick={requestSignOut}>Salir</Button>
      {dialog}
    </>
  )
}

async function signedInWithUnsentChanges(count: number) {
  const api = fakeApi()
  api.on('POST /auth/logout', { status: 204 })
  await saveSignIn(tokens('1'), providerUser)
  if (count > 0) await addUnsentChanges(count, providerUser.id)
  const onSignedOut = vi.fn()
  renderWithApp(<SignOutButton onSignedOut={onSignedOut} />)
  return { api, onSignedOut, user: userEvent.setup() }
}

describe('signing out (the user menu)', () => {
  it('asks first, with the count, when changes are not sent yet; cancel keeps everything', async () => {
    const { api, onSignedOut, user } = await signedInWithUnsentChanges(2)
    await user.click(screen.getByRole('button', { name: 'Salir' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cambios sin enviar' })
    expect(within(dialog).getByText('Hay 2 cambios sin enviar en este dispositivo. Si cierra la sesión ahora se perderán. ¿Desea cerrar la sesión de todos modos?')).toBeDefined()
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(await db.session.count()).toBe(1)
    expect(await db.outbox.count()).toBe(2)
    expect(api.calls.some((call) => call.path === '/auth/logout')).toBe(false)
    expect(onSignedOut).not.toHaveBeenCalled()
  })

  it('drops the unsent changes and signs out only when the person confirms', async () => {
    const { api, onSignedOut, user } = await signedInWithUnsentChanges(1)
    await user.click(screen.getByRole('button', { name: 'Salir' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Cambios sin enviar' })
    expect(within(dialog).getByText('Hay 1 cambio sin enviar en este dispositivo. Si cierra la sesión ahora se perderá. ¿Desea cerrar la sesión de todos modos?')).toBeDefined()
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar sesión' }))
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1))
    expect(await db.session.count()).toBe(0)
    expect(await db.outbox.count()).toBe(0)
    expect(api.calls.some((call) => call.path === '/auth/logout')).toBe(true)
  })

  it('signs out at once when nothing waits to be sent', async () => {
    const { onSignedOut, user } = await signedInWithUnsentChanges(0)
    await user.click(screen.getByRole('button', { name: 'Salir' }))
    await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(await db.session.count()).toBe(0)
  })
})
