import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { providerUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveSignIn } from '../../db/session'

// The menu's code loads lazily: give it time on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const menuButton = () => screen.getByRole('button', { name: /menú de usuario/ })
/** The menu's own trigger (zag's), as against the stand-in drawn with the first screen. */
const isMenuTrigger = (button: HTMLElement) => button.getAttribute('data-scope') === 'menu'

describe('the app bar’s user menu', () => {
  it('loads when the person reaches for it, not with the first screen, and opens on the first press', async () => {
    await saveSignIn(tokens('1'), providerUser)
    renderApp('/')
    await screen.findByRole('heading', { name: 'Hola, Marisol' })
    // Well after the first screen, nobody reached for it: still the stand-in.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)))
    expect(isMenuTrigger(menuButton())).toBe(false)
    expect(menuButton().hasAttribute('disabled')).toBe(false)

    await userEvent.click(menuButton())
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeDefined()
    expect(isMenuTrigger(menuButton())).toBe(true)
  })

  it('keeps the keyboard’s focus on the button while its menu loads, and opens with Enter', async () => {
    await saveSignIn(tokens('1'), providerUser)
    renderApp('/')
    await screen.findByRole('heading', { name: 'Hola, Marisol' })
    act(() => menuButton().focus())
    await waitFor(() => expect(isMenuTrigger(menuButton())).toBe(true))
    expect(document.activeElement).toBe(menuButton())
    expect(screen.queryByRole('menu')).toBeNull()

    await userEvent.keyboard('{Enter}')
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeDefined()
  })
})
