import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../test/support/fake-api'
import { company, staffUser, tokens } from '../../../test/support/fixtures'
import { renderApp } from '../../../test/support/render-app'
import { saveCompany } from '../../db/company'
import { saveSignIn } from '../../db/session'
import type { BoilerplateText } from '../../domain/boilerplate/types'

const text: BoilerplateText = {
  id: 5,
  category_id: 1,
  category_name: 'Saludos',
  title: 'Saludo a la familia',
  body: 'Estimada familia: les escribimos para…',
  hash: 'h1',
  created_at: '2026-01-10T12:00:00.000Z',
  updated_at: '2026-01-10T12:00:00.000Z',
  updated_by_name: null,
}

afterEach(() => vi.restoreAllMocks())

describe('/boilerplate', () => {
  // The bug seen: a ClosableDialog opened from a row's "…" menu closed at once, the menu's
  // closing giving the focus back to its button, outside the dialog (fixed in OfficeTable).
  it('opens a text to read from its row’s menu, and the dialog stays open', async () => {
    await saveSignIn(tokens('1'), staffUser)
    await saveCompany(company)
    const api = fakeApi()
    api.on('GET /boilerplate', { body: { items: [text], total: 1 } })
    api.on('GET /boilerplate/categories', { body: [{ id: 1, name: 'Saludos' }] })
    renderApp('/boilerplate')
    const actions = await screen.findByRole('button', { name: /^Acciones de / }, { timeout: 5000 })
    await userEvent.click(actions)
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Leer y copiar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Saludo a la familia' })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(dialog.isConnected).toBe(true)
    expect(within(dialog).getByTestId('boilerplate-body').textContent).toBe('Estimada familia: les escribimos para…')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  }, 30_000)
})
